import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../sdk/server';
import { type InflectOwner } from '../../inflection/public';
import { VOCS_COURSE } from '../shared/types';
import { cleanWord } from '../shared/inflects';
import { formsWritten } from './concept-type';
import { vocDialects, vocInflects } from './tables';
import { WORD_FIELD } from './voc-store';

/**
 * The course vocabulary's inflected forms (voc_inflects) for the Word-Class Inflection module:
 * its inflect viewer and batch target read and write them through this; the linker matches them.
 */
export const vocInflectOwner: InflectOwner = {
  ref: VOCS_COURSE,
  name: 'Vocabulary',
  async baseWord(db: Db, id: number, dialectId: number) {
    const [r] = rowsOf<{ w: string | null }>(
      await db.execute(sql`
      select (select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
               where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = ${WORD_FIELD} and tt.dialect_id = ${dialectId}) as w
        from vocs v where v.id = ${id} and v.course_id > 0`),
    );
    return r ? (r.w ?? '') : null;
  },
  async wordClass(db: Db, id: number) {
    // A class that inflects as another (a reflexive verb) follows that one's tables and rules.
    const [r] = rowsOf<{ name: string | null }>(
      await db.execute(sql`
      select coalesce(p.name, c.name) as name from vocs v
        left join word_classes c on c.id = v.word_class_id
        left join word_classes p on p.id = c.inflect_as
       where v.id = ${id}`),
    );
    return r?.name ?? null;
  },
  async gender(db: Db, id: number, dialectId: number) {
    const [r] = await db
      .select({ gender: vocDialects.gender })
      .from(vocDialects)
      .where(and(eq(vocDialects.vocId, id), eq(vocDialects.dialectId, dialectId)));
    return r?.gender || null;
  },
  async read(db: Db, id: number, dialectId: number) {
    return db
      .select({ inflectId: vocInflects.inflectId, word: vocInflects.word, conjState: vocInflects.conjState })
      .from(vocInflects)
      .where(and(eq(vocInflects.vocId, id), eq(vocInflects.dialectId, dialectId)))
      .orderBy(asc(vocInflects.inflectId));
  },
  async write(db: Db, id: number, dialectId: number, forms) {
    await db.delete(vocInflects).where(and(eq(vocInflects.vocId, id), eq(vocInflects.dialectId, dialectId)));
    const rows = forms.map((f) => ({ vocId: id, dialectId, inflectId: f.inflectId, word: cleanWord(f.word), conjState: f.conjState })).filter((f) => f.word);
    if (rows.length) await db.insert(vocInflects).values(rows);
    formsWritten();
  },
  async records(db: Db, courseId: number, dialectId: number) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
      select v.id from vocs v
       where v.course_id = ${courseId}
         and not exists (select 1 from ${vocDialects} d where d.voc_id = v.id and d.dialect_id = ${dialectId} and not d.target_enabled)
         and exists (select 1 from translations t join translation_texts tt on tt.translation_id = t.id
                      where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = ${WORD_FIELD} and tt.dialect_id = ${dialectId} and tt.text <> '')
       order by v.id`),
    );
    return rows.map((r) => Number(r.id));
  },
};
