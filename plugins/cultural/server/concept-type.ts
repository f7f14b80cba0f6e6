import { inArray, sql } from 'drizzle-orm';
import { containsPattern, formDictionary, matchDictionary, rowsOf, TableCache, type ConceptType, type Db, type FormDictionary } from '../../../sdk/server';
import { CULTURAL, type CulturalTooltip } from '../public';
import { culturalVocs } from './tables';
import { getCultural, TEXT_FIELD } from './cultural-store';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** The written forms of a course's cultural vocabulary in a dialect, until a translatable text is written. */
const FORM_TABLES = ['translations', 'translation_texts'];
const forms = new TableCache<FormDictionary>(FORM_TABLES, 64);

const matchPhrases: ConceptType['matchMany'] = async (db, courseId, dialectId, phrases, lang) => {
  const dict = await forms.get(db, `${courseId}:${dialectId}`, async () => {
    const rows = rowsOf<{ id: number; form: string }>(
      await db.execute(sql`
      select t.ref_id as id, tt.text as form
        from translations t join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId} and tt.text <> ''
       where t.ref = ${CULTURAL} and t.field = ${TEXT_FIELD} and t.course_id = ${courseId}`),
    );
    return formDictionary(rows.map((r) => ({ id: Number(r.id), form: r.form })));
  });
  return phrases.map((tokens) => matchDictionary(CULTURAL, dict, tokens, lang));
};

/** Tooltip data of cultural items (spec 1 §3): title, definition, name, gender, wordClassCode. */
export async function culturalTooltips(db: Db, ids: number[]): Promise<CulturalTooltip[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: culturalVocs.id,
      title: culturalVocs.title,
      definition: culturalVocs.definition,
      name: culturalVocs.name,
      gender: culturalVocs.gender,
      wordClassCode: culturalVocs.wordClassCode,
    })
    .from(culturalVocs)
    .where(inArray(culturalVocs.id, ids))
    .orderBy(culturalVocs.id);
}

/**
 * Cultural vocabulary (11) as a concept source for the linker: an item matches where its target
 * text in the dialect occurs as consecutive words of the phrase (lower case). Its tooltip is the
 * spec's (1 §3): title, definition, name, gender, wordClassCode; its card, the item.
 */
export const culturalConceptType: ConceptType = {
  ref: CULTURAL,
  name: 'Cultural Vocabulary',
  matchMany: matchPhrases,
  tables: FORM_TABLES,
  tooltip: (db: Db, ids: number[]) => culturalTooltips(db, ids),
  card: (db, id) => getCultural(db, id),
  async courseOf(db, id) {
    const [r] = rowsOf<{ c: number }>(await db.execute(sql`select course_id as c from ${culturalVocs} where id = ${id}`));
    return r ? Number(r.c) : null;
  },
  async titles(db, ids) {
    if (!ids.length) return new Map();
    const rows = rowsOf<{ id: number; title: string }>(await db.execute(sql`select id, title from ${culturalVocs} where id in (${idList(ids)})`));
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  },
  async search(db, courseId, text, limit) {
    const id = /^\d+$/.test(text) ? Number(text) : -1;
    const like = containsPattern(text);
    const rows = rowsOf<{ id: number; title: string; courseId: number }>(
      await db.execute(sql`
      select c.id, c.title, c.course_id as "courseId" from ${culturalVocs} c
       where ${courseId === null ? sql`true` : sql`c.course_id = ${courseId}`}
         and (${text === ''} or c.id = ${id} or c.title ilike ${like} or c.name ilike ${like} or exists (
              select 1 from translations t join translation_texts tt on tt.translation_id = t.id
               where t.ref = ${CULTURAL} and t.ref_id = c.id and t.field = ${TEXT_FIELD} and tt.text ilike ${like}))
       order by (c.id = ${id}) desc, lower(c.title), c.id limit ${limit}`),
    );
    return rows.map((r) => ({ id: Number(r.id), title: r.title, courseId: Number(r.courseId) }));
  },
};
