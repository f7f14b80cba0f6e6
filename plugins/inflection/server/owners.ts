import { contributionsTo, conjugators, courseDialectList, HttpError, inflectOwners, notFound, type Db, type InflectOwner } from '../../../sdk/server';
import { mergeAutoInflect, type InflectForm, type InflectView } from '../../../sdk/shared';
import { tableOf } from './table-store';

/** The module registered as owning inflected forms under this ref, or a 404. */
export function ownerOf(ref: number): InflectOwner {
  const o = contributionsTo(inflectOwners).find((x) => x.ref === ref);
  if (!o) throw notFound('Module with inflected forms');
  return o;
}

/** Forms are kept in the course's target dialects only. */
export async function checkTargetDialect(db: Db, courseId: number, dialectId: number) {
  const targets = await courseDialectList(db, courseId, 'target');
  if (!targets.some((d) => d.dialectId === dialectId)) {
    throw new HttpError(400, 'Not a target dialect of the course', { dialectId: 'Not a target dialect of the course' });
  }
}

export async function viewOf(db: Db, courseId: number, ref: number, id: number, dialectId: number): Promise<InflectView> {
  const owner = ownerOf(ref);
  const word = await owner.baseWord(db, id, dialectId);
  if (word === null) throw notFound('Record');
  const wordClass = await owner.wordClass(db, id);
  const [table, forms] = await Promise.all([tableOf(db, courseId, wordClass), owner.read(db, id, dialectId)]);
  return { ref, refId: id, dialectId, word, wordClass, ...table, forms };
}

/** Auto-inflect (spec 2 §4): the course's conjugation rules over `current`, its locked cells kept. */
export async function autoInflect(db: Db, courseId: number, owner: InflectOwner, id: number, dialectId: number, current: InflectForm[]): Promise<InflectForm[]> {
  const [word, wordClass] = await Promise.all([owner.baseWord(db, id, dialectId), owner.wordClass(db, id)]);
  if (!word || !wordClass) return current;
  const computed = (await Promise.all(contributionsTo(conjugators).map((c) => c.conjugate(db, { courseId, wordClass, word })))).flat();
  return mergeAutoInflect(current, computed);
}
