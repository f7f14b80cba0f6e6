import { and, asc, eq, ne } from 'drizzle-orm';
import { contributionsTo, type Db } from '../../../sdk/server';
import { wordClassNamers } from '../../vocabulary/public';
import { type InflectOwner } from '../../inflection/public';
import { COMPOUNDS } from '../public';
import { compoundInflectForms, compoundInflects, compounds } from './tables';

/**
 * Compounds' inflected forms for the Word-Class Inflection module (viewer, auto-inflect, batch
 * target): the base word is the compound's inflect word in the dialect, its class the compound's
 * word class (named by the vocabulary through wordClassNamers).
 */
export const compoundInflectOwner: InflectOwner = {
  ref: COMPOUNDS,
  name: 'Compounds',
  async baseWord(db: Db, id: number, dialectId: number) {
    const [c] = await db
      .select({ id: compounds.id, word: compoundInflects.inflectWord })
      .from(compounds)
      .leftJoin(compoundInflects, and(eq(compoundInflects.compoundId, compounds.id), eq(compoundInflects.dialectId, dialectId)))
      .where(eq(compounds.id, id));
    return c ? (c.word ?? '') : null;
  },
  async wordClass(db: Db, id: number) {
    const [c] = await db.select({ wordClass: compounds.wordClass }).from(compounds).where(eq(compounds.id, id));
    if (!c?.wordClass) return null;
    for (const n of contributionsTo(wordClassNamers)) {
      const name = await n.inflectClassName(db, c.wordClass);
      if (name) return name;
    }
    return null;
  },
  async read(db: Db, id: number, dialectId: number) {
    return db
      .select({ inflectId: compoundInflectForms.inflectId, word: compoundInflectForms.word, conjState: compoundInflectForms.conjState })
      .from(compoundInflectForms)
      .where(and(eq(compoundInflectForms.compoundId, id), eq(compoundInflectForms.dialectId, dialectId)))
      .orderBy(asc(compoundInflectForms.inflectId));
  },
  async write(db: Db, id: number, dialectId: number, forms) {
    await db.delete(compoundInflectForms).where(and(eq(compoundInflectForms.compoundId, id), eq(compoundInflectForms.dialectId, dialectId)));
    const rows = forms.map((f) => ({ compoundId: id, dialectId, inflectId: f.inflectId, word: f.word.trim(), conjState: f.conjState })).filter((f) => f.word);
    if (rows.length) await db.insert(compoundInflectForms).values(rows);
  },
  async records(db: Db, courseId: number, dialectId: number) {
    const rows = await db
      .select({ id: compounds.id })
      .from(compounds)
      .innerJoin(
        compoundInflects,
        and(eq(compoundInflects.compoundId, compounds.id), eq(compoundInflects.dialectId, dialectId), ne(compoundInflects.inflectWord, '')),
      )
      .where(eq(compounds.courseId, courseId))
      .orderBy(asc(compounds.id));
    return rows.map((r) => r.id);
  },
};
