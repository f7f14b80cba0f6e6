import { eq, sql } from 'drizzle-orm';
import {
  HttpError, courseDialectList, courses, readTranslation, writeTranslation,
  type Db, type TranslationKey, type TranslationText, type TranslationTextsBody,
} from '../../../sdk/server';
import type { DialectRef } from '../../../sdk/shared';

/**
 * The texts of a record: ONE translation (ref = module, refId = record, one field) holding the
 * texts in the course's target dialects and in its source dialects, so the translation memory
 * sees each target text next to its source texts.
 */
export interface RecordTexts {
  targets: TranslationText[];
  sources: TranslationText[];
}

export async function courseTextDialects(db: Db, courseId: number): Promise<{ targets: DialectRef[]; sources: DialectRef[] }> {
  const [targets, sources] = await Promise.all([courseDialectList(db, courseId, 'target'), courseDialectList(db, courseId, 'source')]);
  return { targets, sources };
}

export async function readTexts(db: Db, key: TranslationKey, courseId: number): Promise<RecordTexts> {
  const { targets, sources } = await courseTextDialects(db, courseId);
  const all = await readTranslation(db, key, [...targets, ...sources]);
  return { targets: all.slice(0, targets.length), sources: all.slice(targets.length) };
}

/** Empty pending texts for each dialect (blank records, the '…-target/new' and '…-source/new' calls). */
export const blankTexts = (dialects: DialectRef[]): TranslationText[] => dialects.map((d) => ({ ...d, text: '', status: 0 }));

/**
 * Stores targets and sources of a record in its one translation. Targets may name only the
 * course's target dialects and sources only its source dialects: 400 naming the failing fields.
 */
export async function writeTexts(
  db: Db, key: TranslationKey & { courseId: number }, texts: { targets?: TranslationTextsBody; sources?: TranslationTextsBody },
): Promise<void> {
  const { targets, sources } = await courseTextDialects(db, key.courseId);
  const fields: Record<string, string> = {};
  const check = (rows: TranslationTextsBody | undefined, allowed: DialectRef[], field: string, what: string) => rows?.forEach((r, i) => {
    if (!allowed.some((d) => d.dialectId === r.dialectId)) fields[`${field}.${i}.dialectId`] = `Not a ${what} dialect of this course`;
  });
  check(texts.targets, targets, 'targets', 'target');
  check(texts.sources, sources, 'sources', 'source');
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
  await writeTranslation(db, key, [...(texts.targets ?? []), ...(texts.sources ?? [])]);
}

/** The course's default target and source dialects (the grid's two text columns). */
export async function defaultDialects(db: Db, courseId: number): Promise<{ target?: number; source?: number }> {
  const { targets, sources } = await courseTextDialects(db, courseId);
  const [c] = await db.select({ t: courses.targetDialectDefaultId, s: courses.sourceDialectDefaultId }).from(courses).where(eq(courses.id, courseId));
  const pick = (list: DialectRef[], preferred?: number) => (list.some((d) => d.dialectId === preferred) ? preferred : list[0]?.dialectId);
  return { target: pick(targets, c?.t), source: pick(sources, c?.s) };
}

/** The search text as an ILIKE pattern that matches it literally (%, _ and \ are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many grid rows (newest first); a search reaches the others. */
export const LIST_LIMIT = 2000;

export interface TextRow {
  id: number;
  hasError: boolean;
  /** The record's text per dialect id (every dialect it has one in). */
  texts: Record<string, string>;
  name?: string;
}

/**
 * Grid rows of a course's records with their texts per dialect. The search matches the id (a
 * number), the name (text items) or any dialect's text, literally and without case.
 * `table` is the plugin's table name and `ref` its module (the translations of its records).
 */
export async function listTextRows(db: Db, opts: {
  table: 'items' | 'text_items'; ref: number; field: string; courseId: number; text?: string; withName?: boolean;
}): Promise<TextRow[]> {
  const { table, ref, field, courseId, text } = opts;
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = text ? containsPattern(text) : null;
  const tbl = sql.identifier(table);
  const search = text ? sql`and (r.id = ${id}
      ${opts.withName ? sql`or r.name ilike ${pattern}` : sql``}
      or exists (select 1 from translations st join translation_texts sx on sx.translation_id = st.id
                  where st.ref = ${ref} and st.ref_id = r.id and st.field = ${field} and sx.text ilike ${pattern}))` : sql``;
  const res = await db.execute(sql`
    with page as (
      select r.id, r.error ${opts.withName ? sql`, r.name` : sql``} from ${tbl} r
       where r.course_id = ${courseId} ${search}
       order by r.id desc limit ${LIST_LIMIT})
    select page.id, page.error <> '' as "hasError" ${opts.withName ? sql`, page.name` : sql``},
           coalesce((select json_object_agg(tt.dialect_id, tt.text) from translations t
                       join translation_texts tt on tt.translation_id = t.id
                      where t.ref = ${ref} and t.ref_id = page.id and t.field = ${field}), '{}'::json) as texts
      from page order by page.id desc`);
  return (res as unknown as { rows: TextRow[] }).rows.map((r) => ({ ...r, id: Number(r.id), texts: typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts ?? {} }));
}
