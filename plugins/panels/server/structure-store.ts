import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError, courseOfRecord, notFound, sanitizeHtml, courseDialectList, type Db } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import type { newElementBody } from '../shared/schemas';
import { ELEMENT_KINDS, type ElementData, type ElementKind, type PanelStructure } from '../shared/types';
import { panelBlocks, panelElements, panels } from './tables';

/** Paragraph HTML is stored sanitized. */
const clean = (d: ElementData): ElementData => (d.sources ? { ...d, sources: d.sources.map((s) => ({ ...s, text: sanitizeHtml(s.text) })) } : d);

export async function readStructure(db: Db, panelId: number): Promise<PanelStructure> {
  const blocks = await db.select().from(panelBlocks).where(eq(panelBlocks.panelId, panelId)).orderBy(asc(panelBlocks.position), asc(panelBlocks.id));
  const elements = blocks.length
    ? await db
        .select()
        .from(panelElements)
        .where(
          inArray(
            panelElements.blockId,
            blocks.map((b) => b.id),
          ),
        )
        .orderBy(asc(panelElements.position), asc(panelElements.id))
    : [];
  const [p] = await db.select({ dialectId: panels.structureDialectId, courseId: panels.courseId }).from(panels).where(eq(panels.id, panelId));
  return {
    panelId,
    dialectId: p?.dialectId ?? null,
    dialects: p ? await courseDialectList(db, p.courseId, 'source') : [],
    blocks: blocks.map((b, i) => ({
      id: b.id,
      block: i + 1,
      name: b.name,
      note: b.note,
      elements: elements
        .filter((e) => e.blockId === b.id)
        .map((e) => ({ elementId: e.id, ref: e.kind as (typeof ELEMENT_KINDS)[number], itemId: e.itemId, dialect: e.dialectId, data: e.data })),
    })),
  };
}

export async function panelOfBlock(db: Db, blockId: number): Promise<number | null> {
  const [b] = await db.select({ panelId: panelBlocks.panelId }).from(panelBlocks).where(eq(panelBlocks.id, blockId));
  return b?.panelId ?? null;
}

export async function blockOfElement(db: Db, elementId: number): Promise<number | null> {
  const [e] = await db.select({ blockId: panelElements.blockId }).from(panelElements).where(eq(panelElements.id, elementId));
  return e?.blockId ?? null;
}

export async function courseOfBlock(db: Db, blockId: number): Promise<number | null> {
  const [r] = await db
    .select({ courseId: panels.courseId })
    .from(panelBlocks)
    .innerJoin(panels, eq(panels.id, panelBlocks.panelId))
    .where(eq(panelBlocks.id, blockId));
  return r?.courseId ?? null;
}

export async function courseOfElement(db: Db, elementId: number): Promise<number | null> {
  const blockId = await blockOfElement(db, elementId);
  return blockId === null ? null : courseOfBlock(db, blockId);
}

/** Renumbers rows 1..n in the order given. */
async function renumber(db: Db, table: typeof panelBlocks | typeof panelElements, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(table)
      .set({ position: i + 1 })
      .where(eq(table.id, id));
}

const blockIds = async (db: Db, panelId: number) =>
  (
    await db.select({ id: panelBlocks.id }).from(panelBlocks).where(eq(panelBlocks.panelId, panelId)).orderBy(asc(panelBlocks.position), asc(panelBlocks.id))
  ).map((r) => r.id);
const elementIds = async (db: Db, blockId: number) =>
  (
    await db
      .select({ id: panelElements.id })
      .from(panelElements)
      .where(eq(panelElements.blockId, blockId))
      .orderBy(asc(panelElements.position), asc(panelElements.id))
  ).map((r) => r.id);

/** A 1-based position past the end is the end. */
const clampPos = (pos: number, length: number) => Math.max(0, Math.min(pos - 1, length));

export async function addBlock(db: Db, panelId: number, name = '', note = false): Promise<number> {
  const n = (await blockIds(db, panelId)).length;
  const [b] = await db
    .insert(panelBlocks)
    .values({ panelId, position: n + 1, name, note })
    .returning({ id: panelBlocks.id });
  return b.id;
}

export async function moveBlock(db: Db, blockId: number, destinationPos: number): Promise<number> {
  const panelId = (await panelOfBlock(db, blockId))!;
  const ids = (await blockIds(db, panelId)).filter((id) => id !== blockId);
  ids.splice(clampPos(destinationPos, ids.length), 0, blockId);
  await renumber(db, panelBlocks, ids);
  return panelId;
}

/** Moves an element to a position of a block of the same panel (400 for another panel's block). */
export async function moveElement(db: Db, elementId: number, destinationBlockId: number, destinationPos: number): Promise<number> {
  const fromBlock = (await blockOfElement(db, elementId))!;
  const panelId = (await panelOfBlock(db, fromBlock))!;
  if ((await panelOfBlock(db, destinationBlockId)) !== panelId) {
    throw new HttpError(400, 'Invalid body: destinationBlockId', { destinationBlockId: 'Not a block of this panel' });
  }
  await db.update(panelElements).set({ blockId: destinationBlockId }).where(eq(panelElements.id, elementId));
  if (fromBlock !== destinationBlockId) await renumber(db, panelElements, await elementIds(db, fromBlock));
  const ids = (await elementIds(db, destinationBlockId)).filter((id) => id !== elementId);
  ids.splice(clampPos(destinationPos, ids.length), 0, elementId);
  await renumber(db, panelElements, ids);
  return panelId;
}

export async function addElement(db: Db, blockId: number, b: z.output<typeof newElementBody>): Promise<number> {
  const n = (await elementIds(db, blockId)).length;
  const [e] = await db
    .insert(panelElements)
    .values({ blockId, position: n + 1, kind: b.kind, itemId: b.itemId, dialectId: b.dialect, data: clean(b.data) })
    .returning({ id: panelElements.id });
  return e.id;
}

export async function setElementData(db: Db, elementId: number, data: ElementData) {
  await db
    .update(panelElements)
    .set({ data: clean(data) })
    .where(eq(panelElements.id, elementId));
}

/** The module of the record an element's tableId names, by its kind: a table, a chart, a conjugation template. */
const TABLE_MODULE: Partial<Record<ElementKind, number>> = { table: MODULE.table, chart: MODULE.chart, conjugation: MODULE.conjugation };

/**
 * An element's tableId names a record of its kind's module in the course (400 naming data.tableId
 * otherwise): the module follows the kind, which a declared reference cannot say.
 */
export async function checkElementTable(db: Db, courseId: number, kind: string, data: ElementData) {
  const module = TABLE_MODULE[kind as ElementKind];
  if (module === undefined || data.tableId === undefined) return;
  const course = await courseOfRecord(db, module, data.tableId);
  if (course === courseId) return;
  const message = course === null || course === undefined ? 'No such record' : 'Belongs to another course';
  throw new HttpError(400, 'Invalid body: data.tableId', { 'data.tableId': message });
}

/** The dialect of an element or of the structure: one of the course's source dialects (null: the structure's). */
export async function checkSourceDialect(db: Db, courseId: number, dialectId: number | null, field: string) {
  if (dialectId === null) return;
  const ok = (await courseDialectList(db, courseId, 'source')).some((d) => d.dialectId === dialectId);
  if (!ok) throw new HttpError(400, `Invalid body: ${field}`, { [field]: 'Not a source dialect of this course' });
}

export async function deleteBlock(db: Db, blockId: number): Promise<number> {
  const panelId = (await panelOfBlock(db, blockId))!;
  await db.delete(panelBlocks).where(eq(panelBlocks.id, blockId));
  await renumber(db, panelBlocks, await blockIds(db, panelId));
  return panelId;
}

export async function deleteElement(db: Db, elementId: number): Promise<number> {
  const blockId = (await blockOfElement(db, elementId))!;
  await db.delete(panelElements).where(eq(panelElements.id, elementId));
  await renumber(db, panelElements, await elementIds(db, blockId));
  return (await panelOfBlock(db, blockId))!;
}

/** Copies the blocks and elements of one panel to another (clone and copy); keep says which elements go. */
export async function copyStructure(db: Db, fromPanelId: number, toPanelId: number, keep: (kind: string) => boolean = () => true, keepDialects = true) {
  const s = await readStructure(db, fromPanelId);
  for (const b of s.blocks) {
    const [nb] = await db.insert(panelBlocks).values({ panelId: toPanelId, position: b.block, name: b.name, note: b.note }).returning({ id: panelBlocks.id });
    const els = b.elements.filter((e) => keep(e.ref));
    if (els.length) {
      await db.insert(panelElements).values(
        els.map((e, i) => ({
          blockId: nb.id,
          position: i + 1,
          kind: e.ref,
          itemId: keepDialects ? e.itemId : null,
          dialectId: keepDialects ? e.dialect : null,
          data: e.data,
        })),
      );
    }
  }
}

export const mustExist = <T>(v: T | null, label: string): T => {
  if (v === null) throw notFound(label);
  return v;
};

/** The course's paragraph elements whose text (any dialect) contains the search, for Search Paragraph. */
export async function searchParagraphs(db: Db, courseId: number, text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ elementId: panelElements.id, panelId: panels.id, panelTitle: panels.title, data: panelElements.data })
    .from(panelElements)
    .innerJoin(panelBlocks, eq(panelBlocks.id, panelElements.blockId))
    .innerJoin(panels, eq(panels.id, panelBlocks.panelId))
    .where(
      and(
        eq(panels.courseId, courseId),
        eq(panelElements.kind, 'paragraph'),
        text.trim()
          ? sql`exists (select 1 from jsonb_array_elements(coalesce(${panelElements.data}->'sources', '[]'::jsonb)) s where s->>'text' ilike ${like})`
          : undefined,
      ),
    )
    .orderBy(asc(panelElements.id))
    .limit(100);
  return rows.map((r) => ({ elementId: r.elementId, panelId: r.panelId, panelTitle: r.panelTitle, sources: r.data.sources ?? [] }));
}
