import { contributionsTo, courseDialectList, HttpError, notFound, type Db } from '../../../sdk/server';
import { conjugators } from '../../conjugation/public';
import { inflectOwners, type InflectOwner } from '../public';
import { mergeAutoInflect, type InflectForm, type InflectView } from '../../../sdk/shared';
import { tableOf } from './table-store';
import { templateGrid } from './template-store';
import { activeInflectTemplates } from './tables';
import { and, eq } from 'drizzle-orm';

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
  const [table, forms] = await Promise.all([tableOf(db, courseId, wordClass, dialectId), owner.read(db, id, dialectId)]);
  return { ref, refId: id, dialectId, word, wordClass, ...table, forms };
}

/**
 * Auto-inflect (spec 2 §4): the course's conjugation rules over `current`, its locked cells kept;
 * only the cells of the table the word follows in the dialect are computed (es-MX has no 2pl).
 */
export async function autoInflect(
  db: Db,
  courseId: number,
  owner: InflectOwner,
  id: number,
  dialectId: number,
  current: InflectForm[],
): Promise<InflectForm[]> {
  const [word, wordClass, gender] = await Promise.all([owner.baseWord(db, id, dialectId), owner.wordClass(db, id), owner.gender?.(db, id, dialectId)]);
  if (!word || !wordClass) return current;
  const words = [{ wordClass, word, gender: gender ?? undefined }];
  const computed = (await Promise.all(contributionsTo(conjugators).map(async (c) => (await c.conjugate(db, { courseId, words }))[0]))).flat();
  const table = await tableOf(db, courseId, wordClass, dialectId);
  const inTable = new Set(table.cells.map((c) => c.inflectId));
  return mergeAutoInflect(current, table.cells.length ? computed.filter((f) => inTable.has(f.inflectId)) : computed);
}

/** The word class a record's forms follow (GET refs/{ref}/ref-ids/{id}/inflects-wordClass): its name and the tables it has. */
export async function wordClassOf(db: Db, courseId: number, ref: number, id: number) {
  const owner = ownerOf(ref);
  if (!(await courseOwns(db, owner, id))) throw notFound('Record');
  const wordClass = await owner.wordClass(db, id);
  const table = await tableOf(db, courseId, wordClass);
  return { ref, refId: id, wordClass, hasTable: table.cells.length > 0 };
}

/** A record exists when the owner can name its word in some dialect (baseWord answers null for none). */
async function courseOwns(db: Db, owner: InflectOwner, id: number) {
  return (await owner.baseWord(db, id, 0)) !== null;
}

/**
 * The record's active inflect cells (GET refs/{ref}/ref-ids/{id}/active-inflects): the cells of
 * its word class's table in the course, each active as the record's active inflect template says
 * (a template of the course and of that word class), or all active when it names none.
 */
export async function activeInflectsOf(db: Db, courseId: number, ref: number, id: number) {
  const owner = ownerOf(ref);
  if (!(await courseOwns(db, owner, id))) throw notFound('Record');
  const wordClass = await owner.wordClass(db, id);
  const templateId = (await owner.activeTemplate?.(db, id)) ?? null;
  const [template] =
    templateId === null || !wordClass
      ? []
      : await db
          .select({ id: activeInflectTemplates.id, name: activeInflectTemplates.name })
          .from(activeInflectTemplates)
          .where(
            and(eq(activeInflectTemplates.id, templateId), eq(activeInflectTemplates.courseId, courseId), eq(activeInflectTemplates.wordClass, wordClass)),
          );
  const grid = wordClass ? await templateGrid(db, courseId, wordClass, template?.id ?? null) : { headers: [], cells: [] };
  return {
    ref,
    refId: id,
    wordClass,
    template: template ?? null,
    headers: grid.headers,
    cells: grid.cells.map((c) => ({ ...c, active: template ? c.active : true })),
  };
}
