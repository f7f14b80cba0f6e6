import { inArray, sql } from 'drizzle-orm';
import { containsPattern, formDictionary, matchDictionary, rowsOf, TableCache, type ConceptType, type Db, type FormDictionary } from '../../../sdk/server';
import { COMPOUNDS, type CompoundTooltip } from '../public';
import { courseOfCompound, getCompound, membersOf } from './compound-store';
import { compoundInflects, compounds } from './tables';

/** The written forms of a course's compounds in a dialect, until a compound or a form is written. */
const FORM_TABLES = ['compounds', 'compound_inflects'];
const forms = new TableCache<FormDictionary>(FORM_TABLES, 64);

const matchPhrases: ConceptType['matchMany'] = async (db, courseId, dialectId, phrases, lang) => {
  const dict = await forms.get(db, `${courseId}:${dialectId}`, async () =>
    formDictionary(
      await db
        .select({ id: compoundInflects.compoundId, form: compoundInflects.inflectWord })
        .from(compoundInflects)
        .innerJoin(compounds, sql`${compounds.id} = ${compoundInflects.compoundId}`)
        .where(sql`${compounds.courseId} = ${courseId} and ${compoundInflects.dialectId} = ${dialectId} and ${compoundInflects.inflectWord} <> ''`),
    ),
  );
  return phrases.map((tokens) => matchDictionary(COMPOUNDS, dict, tokens, lang));
};

/** The tooltip data of compounds (spec 1 §3): title and members (ref, refId, order, title). */
export async function compoundTooltips(db: Db, ids: number[]): Promise<CompoundTooltip[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: compounds.id, title: compounds.title }).from(compounds).where(inArray(compounds.id, ids)).orderBy(compounds.id);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      title: r.title,
      items: (await membersOf(db, r.id)).map(({ ref, refId, order, title }) => ({ ref, refId, order, title })),
    })),
  );
}

/**
 * Compounds (15) as a concept source for the linker: a compound matches where its written form in
 * the dialect (its inflect word there) occurs as consecutive words of the phrase, in lower case.
 * Its tooltip is the spec's (1 §3): title and members (ref, refId, order).
 */
export const compoundConceptType: ConceptType = {
  ref: COMPOUNDS,
  name: 'Compound',
  matchMany: matchPhrases,
  tables: FORM_TABLES,
  tooltip: (db, ids) => compoundTooltips(db, ids),
  card: (db, id) => getCompound(db, id),
  courseOf: (db, id) => courseOfCompound(db, id),
  async titles(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db.select({ id: compounds.id, title: compounds.title }).from(compounds).where(inArray(compounds.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  },
  async search(db, courseId, text, limit) {
    const id = /^\d+$/.test(text) ? Number(text) : -1;
    const like = containsPattern(text);
    const rows = rowsOf<{ id: number; title: string; courseId: number }>(
      await db.execute(sql`
      select c.id, c.title, c.course_id as "courseId" from ${compounds} c
       where ${courseId === null ? sql`true` : sql`c.course_id = ${courseId}`}
         and (${text === ''} or c.id = ${id} or c.title ilike ${like}
              or exists (select 1 from ${compoundInflects} i where i.compound_id = c.id and i.inflect_word ilike ${like}))
       order by (c.id = ${id}) desc, lower(c.title), c.id limit ${limit}`),
    );
    return rows.map((r) => ({ id: Number(r.id), title: r.title, courseId: Number(r.courseId) }));
  },
};
