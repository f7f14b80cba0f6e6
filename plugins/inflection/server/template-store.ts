import { and, asc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { containsPattern, HttpError, type Db, type ListFilter } from '../../../sdk/server';
import { activeInflectTemplateCells, activeInflectTemplates, inflectCells, inflectTables } from './tables';
import type { TemplateGrid, TemplateItem } from '../public';

export interface TemplateBody {
  name: string;
  wordClass: string;
  cells: TemplateItem[];
}

export async function listTemplates(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  return db
    .select({ id: activeInflectTemplates.id, name: activeInflectTemplates.name, wordClass: activeInflectTemplates.wordClass })
    .from(activeInflectTemplates)
    .where(
      and(
        eq(activeInflectTemplates.courseId, courseId),
        id === undefined ? undefined : eq(activeInflectTemplates.id, id),
        text ? ilike(activeInflectTemplates.name, containsPattern(text)) : undefined,
      ),
    )
    .orderBy(asc(activeInflectTemplates.name), asc(activeInflectTemplates.id));
}

/** The table cells of the template's word class, each with whether the template activates it. */
export async function templateGrid(db: Db, courseId: number, wordClass: string, templateId: number | null): Promise<TemplateGrid> {
  const [table] = await db
    .select()
    .from(inflectTables)
    .where(and(eq(inflectTables.courseId, courseId), eq(inflectTables.wordClass, wordClass), isNull(inflectTables.dialectId)));
  if (!table) return { headers: [], cells: [] };
  const cells = await db
    .select({
      inflectCellId: inflectCells.id,
      inflectId: inflectCells.inflectId,
      row: inflectCells.row,
      column: inflectCells.column,
      label: inflectCells.label,
    })
    .from(inflectCells)
    .where(eq(inflectCells.tableId, table.id))
    .orderBy(asc(inflectCells.row), asc(inflectCells.column));
  const items = templateId === null ? [] : await db.select().from(activeInflectTemplateCells).where(eq(activeInflectTemplateCells.templateId, templateId));
  const active = new Map(items.map((i) => [i.inflectCellId, i.active]));
  return { headers: table.headers, cells: cells.map((c) => ({ ...c, active: active.get(c.inflectCellId) ?? false })) };
}

export async function getTemplate(db: Db, id: number) {
  const [t] = await db.select().from(activeInflectTemplates).where(eq(activeInflectTemplates.id, id));
  if (!t) return null;
  const grid = await templateGrid(db, t.courseId, t.wordClass, t.id);
  return { ...t, cells: grid.cells.map((c) => ({ inflectCellId: c.inflectCellId, active: c.active })) };
}

export const blankTemplate = async (_db: Db, courseId: number) => ({ id: -1, courseId, name: '', wordClass: '', version: 0, cells: [] as TemplateItem[] });

/** 400 unless the course has a table for the word class. */
export async function checkWordClass(db: Db, courseId: number, wordClass: string) {
  const [t] = await db
    .select({ id: inflectTables.id })
    .from(inflectTables)
    .where(and(eq(inflectTables.courseId, courseId), eq(inflectTables.wordClass, wordClass), isNull(inflectTables.dialectId)));
  if (!t) throw new HttpError(400, 'No inflect table for this word class in the course', { wordClass: 'The course has no inflect table for this word class' });
}

/** Replaces the activation of the cells given (cells of the template's table only; 400 naming the others). */
export async function writeItems(db: Db, templateId: number, items: TemplateItem[], field = 'items') {
  const [t] = await db.select().from(activeInflectTemplates).where(eq(activeInflectTemplates.id, templateId));
  const grid = await templateGrid(db, t.courseId, t.wordClass, null);
  const own = new Set(grid.cells.map((c) => c.inflectCellId));
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  items.forEach((x, i) => {
    if (!own.has(x.inflectCellId)) fields[`${field}.${i}.inflectCellId`] = "Not a cell of the template's inflect table";
    else if (seen.has(x.inflectCellId)) fields[`${field}.${i}.inflectCellId`] = 'This cell is given twice';
    seen.add(x.inflectCellId);
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid cells', fields);
  if (items.length) {
    await db.delete(activeInflectTemplateCells).where(
      and(
        eq(activeInflectTemplateCells.templateId, templateId),
        inArray(
          activeInflectTemplateCells.inflectCellId,
          items.map((x) => x.inflectCellId),
        ),
      ),
    );
    await db.insert(activeInflectTemplateCells).values(items.map((x) => ({ templateId, ...x })));
  }
}

export async function insertTemplate(tx: Db, courseId: number, b: TemplateBody): Promise<number> {
  await checkWordClass(tx, courseId, b.wordClass);
  const [t] = await tx.insert(activeInflectTemplates).values({ courseId, name: b.name, wordClass: b.wordClass }).returning({ id: activeInflectTemplates.id });
  await writeItems(tx, t.id, b.cells, 'cells');
  return t.id;
}

/** The word class of a saved template cannot change (spec 2 §5): its cells belong to that class's table. */
export async function updateTemplate(tx: Db, id: number, b: TemplateBody) {
  const [t] = await tx.select().from(activeInflectTemplates).where(eq(activeInflectTemplates.id, id));
  if (t.wordClass !== b.wordClass)
    throw new HttpError(400, 'The word class of a saved template cannot change', { wordClass: 'Cannot change on a saved template' });
  await tx.update(activeInflectTemplates).set({ name: b.name }).where(eq(activeInflectTemplates.id, id));
  await writeItems(tx, id, b.cells, 'cells');
}
