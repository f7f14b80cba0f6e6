import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, STALE_MESSAGE, courseDialects, courses, deleteTranslations, dialects, usagesOf, writeTranslation, type Db } from '../../../sdk/server';
import { DEFAULT_SOURCE_DIALECT_ID, DEFAULT_TARGET_DIALECT_ID, type DialectRef, MODULE, reference, TranslationStatus } from '../../../sdk/shared';
import { gendersOf, languageOf } from '../shared/genders';
import { cleanWord } from '../shared/inflects';
import { LEVEL_MESSAGE, isVocLevel } from '../shared/levels';
import { VOCS_COURSE, VOCS_MAIN, type Voc, type VocDialectRow, type VocLink, type VocTree, type VocUses } from '../shared/types';
import { dialectRowBody, VOC_CATEGORIES, WORD_CLASSES, type DialectRowBody } from '../public';
import { aiStatusOf } from './ai-state';
import { deleteAudioOf } from '../../../sdk/server';
import { loadCategoryTree, type CategoryTree } from './categories';
import { vocCategoryLinks, vocDialects, vocInflects, vocs } from './tables';
import { courseWordClasses } from './word-class-store';
import type { WordClass } from '../shared/word-classes';
import { TableCache, idArray, isDbId, rowsOf, textArray } from '../../../sdk/server';

/** The ref of an entry's translatable texts: 21 for the main vocabulary (course 0), 22 for a course's. */
export const refOf = (courseId: number) => (courseId === 0 ? VOCS_MAIN : VOCS_COURSE);
export const WORD_FIELD = 'word';
const wordKey = (courseId: number, refId: number) => ({ ref: refOf(courseId), refId, field: WORD_FIELD });

export const INHERITED_MESSAGE = 'Categories are inherited from parent synonym and cannot be edited';
export const SYNONYM_LINK_MESSAGE = 'Link to synonym is allowed only when the entry has no parent, no children and no synonyms';

// ---- dialects ---------------------------------------------------------------------------------

export interface DialectSlot extends DialectRef {
  kind: 'target' | 'source';
  canDisable: boolean;
}

const defaultFirst = <D extends DialectRef>(list: D[], id: number) => [...list.filter((d) => d.dialectId === id), ...list.filter((d) => d.dialectId !== id)];

/**
 * The dialect rows of a vocabulary: a course's target dialects (its default first) then its source
 * dialects; the main vocabulary (course 0) has every non-English dialect as a target (es-ES first)
 * and the English ones as sources (en-US first). Kept in memory until those tables change.
 */
export function vocDialectLayout(db: Db, courseId: number): Promise<readonly DialectSlot[]> {
  return layouts.get(db, String(courseId), () => readDialectLayout(db, courseId));
}
const layouts = new TableCache<readonly DialectSlot[]>(['dialects', 'course_dialects', 'courses'], 64);

async function readDialectLayout(db: Db, courseId: number): Promise<DialectSlot[]> {
  let targets: DialectRef[];
  let sources: DialectRef[];
  if (courseId === 0) {
    const all = await db.select({ dialectId: dialects.id, dialectCode: dialects.code }).from(dialects).orderBy(asc(dialects.id));
    targets = defaultFirst(
      all.filter((d) => languageOf(d.dialectCode) !== 'en'),
      DEFAULT_TARGET_DIALECT_ID,
    );
    sources = defaultFirst(
      all.filter((d) => languageOf(d.dialectCode) === 'en'),
      DEFAULT_SOURCE_DIALECT_ID,
    );
  } else {
    const rows = await db
      .select({ dialectId: dialects.id, dialectCode: dialects.code, kind: courseDialects.kind, defaultTarget: courses.targetDialectDefaultId })
      .from(courseDialects)
      .innerJoin(dialects, eq(dialects.id, courseDialects.dialectId))
      .innerJoin(courses, eq(courses.id, courseDialects.courseId))
      .where(eq(courseDialects.courseId, courseId))
      .orderBy(asc(courseDialects.position), asc(dialects.id));
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ dialectId, dialectCode }) => ({ dialectId, dialectCode }));
    targets = defaultFirst(of('target'), rows[0]?.defaultTarget ?? DEFAULT_TARGET_DIALECT_ID);
    sources = of('source');
  }
  return [
    ...targets.map((d, i) => ({ ...d, kind: 'target' as const, canDisable: i > 0 })),
    ...sources.map((d) => ({ ...d, kind: 'source' as const, canDisable: false })),
  ];
}

/**
 * vocs.id, always qualified: drizzle leaves columns unqualified in a select from one table, where
 * 'id' inside a subquery would be the subquery's own.
 */
export const VOC_ID = sql.raw('"vocs"."id"');

/** The text of an entry (vocs.id) in a dialect, as an SQL expression (raw SQL over the platform translations). */
export const wordIn = (dialectId: number | SQL, courseId: number) => sql<string | null>`(select tt.text from translation_texts tt
  join translations t on t.id = tt.translation_id
  where t.ref = ${refOf(courseId)} and t.ref_id = ${VOC_ID} and t.field = ${WORD_FIELD} and tt.dialect_id = ${dialectId})`;

type DialectData = { texts: [number, string, number][]; rows: [number, string, boolean][]; forms: [number, number, string, number][] };

/** An entry's stored texts, target rows and forms, as the json columns texts, rows and forms of a select. */
const dialectData = (courseId: number, vocId: number) => {
  const { ref, field } = wordKey(courseId, vocId);
  return sql`(select coalesce(json_agg(json_build_array(tt.dialect_id, tt.text, tt.status)), '[]') from translation_texts tt
       join translations t on t.id = tt.translation_id where t.ref = ${ref} and t.ref_id = ${vocId} and t.field = ${field}) as texts,
    (select coalesce(json_agg(json_build_array(dialect_id, gender, target_enabled)), '[]') from voc_dialects where voc_id = ${vocId}) as rows,
    (select coalesce(json_agg(json_build_array(dialect_id, inflect_id, word, conj_state) order by inflect_id), '[]') from voc_inflects where voc_id = ${vocId}) as forms`;
};

/** An entry's dialect rows in the layout's order, from its stored data (a new entry's: empty and pending). */
function dialectRows(layout: readonly DialectSlot[], { texts, rows, forms }: DialectData): VocDialectRow[] {
  return layout.map((d) => {
    const text = texts.find(([id]) => id === d.dialectId);
    const row = rows.find(([id]) => id === d.dialectId);
    const inflects =
      d.kind === 'target' ? forms.filter(([id]) => id === d.dialectId).map(([, inflectId, word, conjState]) => ({ inflectId, word, conjState })) : [];
    return {
      dialectId: d.dialectId,
      dialectCode: d.dialectCode,
      kind: d.kind,
      text: text?.[1] ?? '',
      status: (text?.[2] ?? TranslationStatus.PENDING) as TranslationStatus,
      gender: d.kind === 'target' ? (row?.[1] ?? '') : '',
      targetEnabled: d.kind === 'target' ? (row?.[2] ?? true) : true,
      targetCanBeDisabled: d.canDisable,
      nInflects: inflects.length,
      inflects,
    };
  });
}

// ---- reading ------------------------------------------------------------------------------------

export type VocRowData = typeof vocs.$inferSelect;

export async function vocRow(db: Db, id: number): Promise<VocRowData | null> {
  if (!isDbId(id)) return null;
  const [v] = await db.select().from(vocs).where(eq(vocs.id, id));
  return v ?? null;
}

type TreeRow = [id: number, title: string, parentId: number | null, parentSynonymId: number | null, word: string | null];

/** The rows of an entry's parent, parent synonym, children and synonyms, as the json column tree of a select. */
function treeRows(v: VocRowData, dialectId: number | undefined) {
  const linked = [v.parentId, v.parentSynonymId].filter((id): id is number => id !== null);
  const word = dialectId ? wordIn(dialectId, v.courseId) : sql`null`;
  return sql`(select coalesce(json_agg(json_build_array("vocs"."id", "vocs"."title", "vocs"."parent_id", "vocs"."parent_synonym_id", ${word})
      order by "vocs"."title", "vocs"."id"), '[]') from "vocs"
    where "vocs"."course_id" = ${v.courseId}
      and ("vocs"."parent_id" = ${v.id} or "vocs"."parent_synonym_id" = ${v.id} or "vocs"."id" = any(${idArray(linked)}))) as tree`;
}

function vocTree(v: VocRowData, rows: TreeRow[]): VocTree {
  const link = ([id, title, , , word]: TreeRow): VocLink => ({ id, title, word: word ?? '' });
  const linkOf = (id: number | null) => {
    const r = id ? rows.find(([rowId]) => rowId === id) : undefined;
    return r ? link(r) : null;
  };
  return {
    parent: linkOf(v.parentId),
    parentSynonym: linkOf(v.parentSynonymId),
    children: rows.filter(([, , parentId]) => parentId === v.id).map(link),
    synonyms: rows.filter(([, , , parentSynonymId]) => parentSynonymId === v.id).map(link),
  };
}

/** The categories an entry shows, its own or its parent synonym's, as the json column categories of a select. */
const categoryIds = (v: Pick<VocRowData, 'id' | 'parentSynonymId'>) =>
  sql`(select coalesce(json_agg(category_id), '[]') from voc_category_links where voc_id = ${v.parentSynonymId ?? v.id}) as categories`;

async function effectiveCategoryIds(db: Db, v: Pick<VocRowData, 'id' | 'parentSynonymId'>): Promise<number[]> {
  return rowsOf<{ categories: number[] }>(await db.execute(sql`select ${categoryIds(v)}`))[0].categories;
}

async function usesOf(db: Db, v: VocRowData): Promise<VocUses['uses']> {
  const out: VocUses['uses'] = [];
  for (const p of usagesOf(refOf(v.courseId))) {
    const items = await p.find(db, v.id);
    const same = out.find((u) => u.kind === p.kind);
    if (same) same.items.push(...items);
    else out.push({ kind: p.kind, module: p.module, items: [...items] });
  }
  return out;
}

export async function vocUses(db: Db, v: VocRowData): Promise<VocUses> {
  return { id: v.id, uses: await usesOf(db, v) };
}

/** The entry as the editor shows it, by id or from its row as just read. */
export async function getVoc(db: Db, of: number | VocRowData): Promise<Voc | null> {
  const v = typeof of === 'number' ? await vocRow(db, of) : of;
  if (!v) return null;
  const layout = await vocDialectLayout(db, v.courseId);
  const defaultTarget = layout.find((d) => d.kind === 'target')?.dialectId;
  const categoryTree = await loadCategoryTree(db);
  const [data] = rowsOf<DialectData & { categories: number[]; tree: TreeRow[] }>(
    await db.execute(sql`select ${dialectData(v.courseId, v.id)}, ${categoryIds(v)}, ${treeRows(v, defaultTarget)}`),
  );
  const categories = data.categories.map((c) => ({ id: c, fullPath: categoryTree.fullPath(c) })).sort((a, b) => a.fullPath.localeCompare(b.fullPath));
  const compounds = v.courseId > 0 ? (await usesOf(db, v)).filter((u) => u.module === MODULE.compounds).flatMap((u) => u.items) : [];
  return {
    id: v.id,
    courseId: v.courseId,
    version: v.version,
    title: v.title,
    level: v.level,
    wordClassId: v.wordClassId,
    image: v.image,
    imageAiScore: v.imageAiScore,
    vocCategories: categories.map((c) => c.id),
    categoriesInherited: v.parentSynonymId !== null,
    categories,
    parent: v.parentId,
    parentSynonym: v.parentSynonymId,
    tree: vocTree(v, data.tree),
    compounds,
    dialects: dialectRows(layout, data),
    ...(await aiStatusOf(db, v)),
  };
}

export async function vocDialectRows(db: Db, v: VocRowData): Promise<VocDialectRow[]> {
  const [data] = rowsOf<DialectData>(await db.execute(sql`select ${dialectData(v.courseId, v.id)}`));
  return dialectRows(await vocDialectLayout(db, v.courseId), data);
}

export async function blankVoc(db: Db, courseId: number): Promise<Voc> {
  return {
    id: -1,
    courseId,
    version: 0,
    title: '',
    level: null,
    wordClassId: null,
    image: null,
    imageAiScore: null,
    vocCategories: [],
    categoriesInherited: false,
    categories: [],
    parent: null,
    parentSynonym: null,
    tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
    compounds: [],
    dialects: dialectRows(await vocDialectLayout(db, courseId), { texts: [], rows: [], forms: [] }),
    aiState: null,
    aiWarnings: [],
  };
}

// ---- writing ------------------------------------------------------------------------------------

export const vocBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  level: z
    .number()
    .int()
    .nullable()
    .default(null)
    .refine((l) => l === null || isVocLevel(l), LEVEL_MESSAGE),
  wordClassId: reference(WORD_CLASSES).nullable().default(null),
  vocCategories: z.array(reference(VOC_CATEGORIES)).max(100).default([]),
  dialects: z.array(dialectRowBody.extend({ dialectId: z.number().int().positive() })).default([]),
});
export type VocBody = z.output<typeof vocBody>;

type Fields = Record<string, string>;
const fail = (fields: Fields) => {
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
};

/** Checks rows of dialects against the vocabulary's layout; `at(i)` names the field prefix of row i. */
function checkDialectRows(layout: readonly DialectSlot[], rows: (DialectRowBody & { dialectId: number })[], at: (i: number) => string, fields: Fields) {
  const seen = new Set<number>();
  rows.forEach((r, i) => {
    const p = at(i);
    const slot = layout.find((d) => d.dialectId === r.dialectId);
    if (!slot) {
      fields[`${p}dialectId`] = 'Not a dialect of this vocabulary';
      return;
    }
    if (seen.has(r.dialectId)) fields[`${p}dialectId`] = 'This dialect is given twice';
    seen.add(r.dialectId);
    if (slot.kind === 'source') {
      if (r.gender) fields[`${p}gender`] = 'A source text has no gender';
      if (!r.targetEnabled) fields[`${p}targetEnabled`] = 'Only a target dialect can be disabled';
      if (r.inflects.length) fields[`${p}inflects`] = 'Only target dialects have inflected forms';
      return;
    }
    const genders = gendersOf(slot.dialectCode);
    if (r.gender && !(genders as string[]).includes(r.gender)) {
      fields[`${p}gender`] = genders.length ? `Gender must be ${genders.join(', ')} or none` : `${slot.dialectCode} words have no gender`;
    }
    if (!r.targetEnabled && !slot.canDisable) fields[`${p}targetEnabled`] = 'The default target dialect cannot be disabled';
    const ids = new Set<number>();
    r.inflects.forEach((f, j) => {
      if (ids.has(f.inflectId)) fields[`${p}inflects.${j}.inflectId`] = 'This form is given twice';
      ids.add(f.inflectId);
    });
  });
}

/** What a save of a vocabulary's entry is checked and written against; kept in memory (TableCache). */
export interface VocMeta {
  layout: readonly DialectSlot[];
  classes: readonly WordClass[];
  tree: CategoryTree;
}

/** Read before a save's transaction (see the resource's prepare): served from memory there, not inside it. */
export async function vocMeta(db: Db, courseId: number): Promise<VocMeta> {
  return { layout: await vocDialectLayout(db, courseId), classes: await courseWordClasses(db, courseId), tree: await loadCategoryTree(db) };
}

/** Category ids must be existing leaves; a synonym child's cannot differ from the inherited ones. */
async function checkCategories(db: Db, tree: CategoryTree, ids: number[], inheritedFrom: number | null, field: string, fields: Fields) {
  if (inheritedFrom !== null) {
    const inherited = await effectiveCategoryIds(db, { id: inheritedFrom, parentSynonymId: null });
    const same = new Set(ids).size === new Set(inherited).size && ids.every((c) => inherited.includes(c));
    if (!same) fields[field] = INHERITED_MESSAGE;
    return;
  }
  ids.forEach((c, i) => {
    if (!tree.has(c)) fields[`${field}.${i}`] = 'No such category';
    else if (!tree.isLeaf(c)) fields[`${field}.${i}`] = `Only a leaf category can be assigned; ${tree.fullPath(c)} has subcategories`;
  });
}

async function checkBody(db: Db, existing: VocRowData | null, b: VocBody, meta: VocMeta) {
  const fields: Fields = {};
  if (b.wordClassId !== null && !meta.classes.some((c) => c.id === b.wordClassId)) {
    fields.wordClassId = 'Not a word class of this course';
  }
  await checkCategories(db, meta.tree, b.vocCategories, existing?.parentSynonymId ?? null, 'vocCategories', fields);
  checkDialectRows(meta.layout, b.dialects, (i) => `dialects.${i}.`, fields);
  fail(fields);
}

/**
 * Writes an entry's dialect rows: their texts, then the target rows' gender, switch and forms in
 * one statement, which leaves the rows and forms that did not change as they are.
 */
async function writeDialectRows(tx: Db, courseId: number, vocId: number, rows: (DialectRowBody & { dialectId: number })[], layout: readonly DialectSlot[]) {
  if (!rows.length) return;
  await writeTranslation(
    tx,
    { ...wordKey(courseId, vocId), courseId },
    rows.map((r) => ({ dialectId: r.dialectId, text: cleanWord(r.text) })),
  );
  const targets = rows.filter((r) => layout.find((d) => d.dialectId === r.dialectId)?.kind === 'target');
  if (!targets.length) return;
  const forms = targets
    .flatMap((r) => r.inflects.map((f) => ({ dialectId: r.dialectId, inflectId: f.inflectId, word: cleanWord(f.word), conjState: f.conjState })))
    .filter((f) => f.word);
  await tx.execute(sql`with d as (
      insert into ${vocDialects} as d (voc_id, dialect_id, gender, target_enabled)
      select ${vocId}, x.dialect_id::integer, x.gender, x.target_enabled::boolean
        from unnest(${textArray(targets.map((r) => r.dialectId))}, ${textArray(targets.map((r) => r.gender))},
                    ${textArray(targets.map((r) => r.targetEnabled))}) as x(dialect_id, gender, target_enabled)
      on conflict (voc_id, dialect_id) do update set gender = excluded.gender, target_enabled = excluded.target_enabled
        where (d.gender, d.target_enabled) is distinct from (excluded.gender, excluded.target_enabled)
    ), f as (
      select x.dialect_id::integer as dialect_id, x.inflect_id::integer as inflect_id, x.word, x.conj_state::integer as conj_state
        from unnest(${textArray(forms.map((f) => f.dialectId))}, ${textArray(forms.map((f) => f.inflectId))},
                    ${textArray(forms.map((f) => f.word))}, ${textArray(forms.map((f) => f.conjState))}) as x(dialect_id, inflect_id, word, conj_state)
    ), gone as (
      delete from ${vocInflects} as v
       where v.voc_id = ${vocId} and v.dialect_id = any(${idArray(targets.map((r) => r.dialectId))})
         and not exists (select 1 from f where f.dialect_id = v.dialect_id and f.inflect_id = v.inflect_id)
    )
    insert into ${vocInflects} as v (voc_id, dialect_id, inflect_id, word, conj_state)
    select ${vocId}, f.dialect_id, f.inflect_id, f.word, f.conj_state from f
    on conflict (voc_id, dialect_id, inflect_id) do update set word = excluded.word, conj_state = excluded.conj_state
      where (v.word, v.conj_state) is distinct from (excluded.word, excluded.conj_state)`);
}

/** Makes the entry's categories these, in one statement: the others unlinked, the new ones linked. */
async function setCategories(tx: Db, vocId: number, ids: number[]) {
  const wanted = idArray([...new Set(ids)]);
  await tx.execute(sql`with gone as (
      delete from ${vocCategoryLinks} where voc_id = ${vocId} and not (category_id = any(${wanted}))
    )
    insert into ${vocCategoryLinks} (voc_id, category_id) select ${vocId}, unnest(${wanted}) on conflict do nothing`);
}

export async function insertVoc(tx: Db, courseId: number, b: VocBody, meta?: VocMeta): Promise<number> {
  meta ??= await vocMeta(tx, courseId);
  await checkBody(tx, null, b, meta);
  const [v] = await tx.insert(vocs).values({ courseId, title: b.title, level: b.level, wordClassId: b.wordClassId }).returning({ id: vocs.id });
  await writeDialectRows(tx, courseId, v.id, b.dialects, meta.layout);
  await setCategories(tx, v.id, b.vocCategories);
  return v.id;
}

/** Bumps the version if it is the one given: 409 when stale. */
async function bumpVersion(tx: Db, v: VocRowData, version: number | undefined) {
  const bumped = await tx
    .update(vocs)
    .set({ version: sql`${vocs.version} + 1` })
    .where(and(eq(vocs.id, v.id), version === undefined ? undefined : eq(vocs.version, version)))
    .returning({ id: vocs.id });
  if (bumped.length === 0) throw new HttpError(409, STALE_MESSAGE);
}

/** Writes an entry's fields, dialect rows and categories (its version already checked and bumped). */
export async function writeVoc(tx: Db, v: VocRowData, b: VocBody, meta?: VocMeta): Promise<void> {
  meta ??= await vocMeta(tx, v.courseId);
  await checkBody(tx, v, b, meta);
  if (b.title !== v.title || b.level !== v.level || b.wordClassId !== v.wordClassId) {
    await tx.update(vocs).set({ title: b.title, level: b.level, wordClassId: b.wordClassId }).where(eq(vocs.id, v.id));
  }
  await writeDialectRows(tx, v.courseId, v.id, b.dialects, meta.layout);
  // A synonym child's categories are its parent synonym's: nothing of its own to write.
  if (v.parentSynonymId === null) await setCategories(tx, v.id, b.vocCategories);
}

/** PUT vocs/{id}/dialects/{d}: one dialect's text, gender, target switch and forms; bumps the version. */
export async function updateVocDialect(tx: Db, v: VocRowData, dialectId: number, b: DialectRowBody & { version?: number }): Promise<void> {
  const layout = await vocDialectLayout(tx, v.courseId);
  const fields: Fields = {};
  checkDialectRows(layout, [{ ...b, dialectId }], () => '', fields);
  fail(fields);
  await bumpVersion(tx, v, b.version);
  await writeDialectRows(tx, v.courseId, v.id, [{ ...b, dialectId }], layout);
}

/** POST vocs/{id}/assign-categories: replaces the entry's categories (leaves only; not for a synonym child). */
export async function assignCategories(tx: Db, v: VocRowData, ids: number[]): Promise<void> {
  const fields: Fields = {};
  if (v.parentSynonymId !== null) fields.vocCategories = INHERITED_MESSAGE;
  else await checkCategories(tx, await loadCategoryTree(tx), ids, null, 'vocCategories', fields);
  fail(fields);
  await bumpVersion(tx, v, undefined);
  await setCategories(tx, v.id, ids);
}

async function countWhere(db: Db, where: SQL) {
  const [{ n }] = await db.select({ n: count() }).from(vocs).where(where);
  return Number(n);
}

/** Refuses to delete an entry others hang from or use (409); removes its texts. */
export async function deleteVoc(tx: Db, v: VocRowData): Promise<void> {
  const children = await countWhere(tx, eq(vocs.parentId, v.id));
  const synonyms = await countWhere(tx, eq(vocs.parentSynonymId, v.id));
  if (children || synonyms) {
    const what = [children && `${children} child entr${children === 1 ? 'y' : 'ies'}`, synonyms && `${synonyms} synonym${synonyms === 1 ? '' : 's'}`]
      .filter(Boolean)
      .join(' and ');
    throw new HttpError(409, `This entry has ${what}: unlink them first.`);
  }
  const used = (await usesOf(tx, v)).filter((u) => u.items.length);
  if (used.length) {
    throw new HttpError(409, `This entry is in use (${used.map((u) => `${u.items.length} ${u.kind}`).join(', ')}) and cannot be deleted.`);
  }
  await deleteTranslations(tx, refOf(v.courseId), [v.id]);
  await deleteAudioOf(tx, refOf(v.courseId), [v.id]);
  await tx.delete(vocs).where(eq(vocs.id, v.id));
}

// ---- the tree -----------------------------------------------------------------------------------

const linkError = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** An entry a body names, of the same vocabulary (a declared reference, which the host checks). */
const linkedEntry = async (db: Db, otherId: number): Promise<VocRowData> => (await vocRow(db, otherId))!;

/** PUT vocs/{id}/parent: links the entry under a broader one (null unlinks). Not for a synonym child; no loops. */
export async function setParent(db: Db, v: VocRowData, parentId: number | null): Promise<void> {
  if (v.parentSynonymId !== null) {
    throw linkError('parent', 'A synonym child has no parent or children of its own: unlink it from its parent synonym first');
  }
  if (parentId !== null) {
    if (parentId === v.id) throw linkError('parent', 'An entry cannot be its own parent');
    const parent = await linkedEntry(db, parentId);
    if (parent.parentSynonymId !== null) {
      throw linkError('parent', `#${parent.id} is a synonym of #${parent.parentSynonymId}: link to #${parent.parentSynonymId} instead`);
    }
    for (let up: VocRowData | null = parent, steps = 0; up && steps < 1000; steps++) {
      if (up.id === v.id) throw linkError('parent', `#${parentId} is already below this entry: the link would make a loop`);
      up = up.parentId ? await vocRow(db, up.parentId) : null;
    }
  }
  await db.update(vocs).set({ parentId }).where(eq(vocs.id, v.id));
}

/**
 * PUT vocs/{id}/parent-synonym: makes the entry a synonym of another (null unlinks). Allowed only
 * when the entry has no parent, no children and no synonyms; the synonym then shows the parent
 * synonym's categories instead of its own. Unlinking keeps a copy of them as its own.
 */
export async function setParentSynonym(db: Db, v: VocRowData, parentSynonymId: number | null): Promise<void> {
  if (parentSynonymId === null) {
    if (v.parentSynonymId === null) return;
    const inherited = await effectiveCategoryIds(db, v);
    await db.transaction(async (tx) => {
      await tx.update(vocs).set({ parentSynonymId: null }).where(eq(vocs.id, v.id));
      await setCategories(tx, v.id, inherited);
    });
    return;
  }
  if (parentSynonymId === v.parentSynonymId) return;
  if (parentSynonymId === v.id) throw linkError('parentSynonym', 'An entry cannot be a synonym of itself');
  const hasChildren = await countWhere(db, eq(vocs.parentId, v.id));
  const hasSynonyms = await countWhere(db, eq(vocs.parentSynonymId, v.id));
  if (v.parentId !== null || v.parentSynonymId !== null || hasChildren || hasSynonyms) throw linkError('parentSynonym', SYNONYM_LINK_MESSAGE);
  const target = await linkedEntry(db, parentSynonymId);
  if (target.parentSynonymId !== null) {
    throw linkError('parentSynonym', `#${target.id} is itself a synonym of #${target.parentSynonymId}: link to #${target.parentSynonymId} instead`);
  }
  await db.transaction(async (tx) => {
    await tx.update(vocs).set({ parentSynonymId }).where(eq(vocs.id, v.id));
    await tx.delete(vocCategoryLinks).where(eq(vocCategoryLinks.vocId, v.id));
  });
}

export const vocIdsOfCourse = (db: Db, courseId: number) =>
  db.select({ id: vocs.id }).from(vocs).where(eq(vocs.courseId, courseId)).orderBy(asc(vocs.id)).limit(1);
