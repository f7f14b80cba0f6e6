import { eq, sql } from 'drizzle-orm';
import {
  blankTexts,
  containsPattern,
  courseTextDialects,
  defaultDialects,
  deleteTranslations,
  readTexts,
  rowsOf,
  writeTexts,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { CULTURAL } from '../public';
import { culturalVocs } from './tables';

export interface CulturalBody {
  title: string;
  name: string;
  definition: string;
  gender: string;
  wordClassCode: string;
  targets: TranslationTextsBody;
  sources: TranslationTextsBody;
}

export const TEXT_FIELD = 'text';
export const culturalKey = (refId: number) => ({ ref: CULTURAL, refId, field: TEXT_FIELD });

/** Grid rows: id, title, word class, and the texts in the course's default target and source dialects. */
export async function listCultural(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const d = await defaultDialects(db, courseId);
  const like = text ? containsPattern(text) : '';
  const textOf = (dialectId: number) => sql`(select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
    where t.ref = ${CULTURAL} and t.ref_id = c.id and t.field = ${TEXT_FIELD} and tt.dialect_id = ${dialectId})`;
  const rows = rowsOf<{ id: number; title: string; wordClass: string; target: string | null; source: string | null }>(
    await db.execute(sql`
    select c.id, c.title, c.word_class_code as "wordClass", ${textOf(d.target ?? 0)} as target, ${textOf(d.source ?? 0)} as source
      from ${culturalVocs} c
     where c.course_id = ${courseId}
       and (${id ?? null}::int is null or c.id = ${id ?? null})
       and (${like} = '' or c.title ilike ${like} or c.name ilike ${like} or exists (
            select 1 from translations t join translation_texts tt on tt.translation_id = t.id
             where t.ref = ${CULTURAL} and t.ref_id = c.id and t.field = ${TEXT_FIELD} and tt.text ilike ${like}))
     order by lower(c.title), c.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, wordClass: r.wordClass, target: r.target ?? '', source: r.source ?? '' }));
}

export async function getCultural(db: Db, id: number) {
  const [row] = await db.select().from(culturalVocs).where(eq(culturalVocs.id, id));
  if (!row) return null;
  return { ...row, ...(await readTexts(db, culturalKey(id), row.courseId)) };
}

export async function blankCultural(db: Db, courseId: number) {
  const { targets, sources } = await courseTextDialects(db, courseId);
  return {
    id: -1,
    courseId,
    title: '',
    name: '',
    definition: '',
    gender: '',
    wordClassCode: '',
    version: 0,
    targets: blankTexts(targets),
    sources: blankTexts(sources),
  };
}

const fields = (b: CulturalBody) => ({ title: b.title, name: b.name, definition: b.definition, gender: b.gender, wordClassCode: b.wordClassCode });

export async function insertCultural(tx: Db, courseId: number, b: CulturalBody): Promise<number> {
  const [row] = await tx
    .insert(culturalVocs)
    .values({ courseId, ...fields(b) })
    .returning({ id: culturalVocs.id });
  await writeTexts(tx, { ...culturalKey(row.id), courseId }, b);
  return row.id;
}

export async function writeCultural(tx: Db, id: number, b: CulturalBody): Promise<void> {
  const [row] = await tx.update(culturalVocs).set(fields(b)).where(eq(culturalVocs.id, id)).returning({ courseId: culturalVocs.courseId });
  await writeTexts(tx, { ...culturalKey(id), courseId: row.courseId }, b);
}

export const deleteCulturalTexts = (tx: Db, id: number) => deleteTranslations(tx, CULTURAL, [id]);
