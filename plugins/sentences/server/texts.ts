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

export interface SentenceRow {
  id: number;
  genderCode: string;
  readBy: string;
  hasSvg: boolean;
  hasPng: boolean;
  sourceAdaptationNote: string;
  /** The sentence's text per dialect id (every dialect it has one in). */
  texts: Record<string, string>;
}

/**
 * Rows of a course's sentences with their texts per dialect, newest first (at most LIST_LIMIT).
 * The search matches the id (a number), any dialect's text or the source adaptation note,
 * literally and without case. withNote: only sentences that have a source adaptation note.
 */
export async function listSentenceRows(db: Db, opts: { ref: number; courseId: number; text?: string; withNote?: boolean; id?: number }): Promise<SentenceRow[]> {
  const { ref, courseId, text } = opts;
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = text ? containsPattern(text) : null;
  const search = text ? sql`and (s.id = ${id} or s.source_adaptation_note ilike ${pattern}
      or exists (select 1 from translations st join translation_texts sx on sx.translation_id = st.id
                  where st.ref = ${ref} and st.ref_id = s.id and st.field = 'text' and sx.text ilike ${pattern}))` : sql``;
  const res = await db.execute(sql`
    with page as (
      select s.id, s.gender_code, s.read_by, s.has_svg, s.has_png, s.source_adaptation_note from sentences s
       where s.course_id = ${courseId} ${search}
         ${opts.withNote ? sql`and s.source_adaptation_note <> ''` : sql``}
         ${opts.id !== undefined ? sql`and s.id = ${opts.id}` : sql``}
       order by s.id desc limit ${LIST_LIMIT})
    select page.id, page.gender_code as "genderCode", page.read_by as "readBy", page.has_svg as "hasSvg", page.has_png as "hasPng",
           page.source_adaptation_note as "sourceAdaptationNote",
           coalesce((select json_object_agg(tt.dialect_id, tt.text) from translations t
                       join translation_texts tt on tt.translation_id = t.id
                      where t.ref = ${ref} and t.ref_id = page.id and t.field = 'text'), '{}'::json) as texts
      from page order by page.id desc`);
  return (res as unknown as { rows: SentenceRow[] }).rows.map((r) => ({
    ...r, id: Number(r.id), texts: typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts ?? {},
  }));
}
