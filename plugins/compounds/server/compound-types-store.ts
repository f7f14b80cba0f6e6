import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { containsPattern, HttpError, type Db, type ListFilter } from '../../../sdk/server';
import { compounds, compoundTypes } from './tables';

export interface CompoundTypeBody {
  name: string;
}

/** Grid rows: id, name and how many compounds have the type. */
export async function listCompoundTypes(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const rows = await db
    .select({ id: compoundTypes.id, name: compoundTypes.name, nCompounds: count(compounds.id) })
    .from(compoundTypes)
    .leftJoin(compounds, eq(compounds.compoundTypeId, compoundTypes.id))
    .where(
      and(
        eq(compoundTypes.courseId, courseId),
        id === undefined ? undefined : eq(compoundTypes.id, id),
        text ? ilike(compoundTypes.name, containsPattern(text)) : undefined,
      ),
    )
    .groupBy(compoundTypes.id)
    .orderBy(asc(compoundTypes.name), asc(compoundTypes.id));
  return rows.map((r) => ({ ...r, nCompounds: Number(r.nCompounds) }));
}

export async function getCompoundType(db: Db, id: number) {
  const [row] = await db.select().from(compoundTypes).where(eq(compoundTypes.id, id));
  return row ?? null;
}

export const blankCompoundType = async (_db: Db, courseId: number) => ({ id: -1, courseId, name: '', version: 0 });

export async function insertCompoundType(tx: Db, courseId: number, b: CompoundTypeBody) {
  const [row] = await tx.insert(compoundTypes).values({ courseId, name: b.name }).returning({ id: compoundTypes.id });
  return row.id;
}

export async function writeCompoundType(tx: Db, id: number, b: CompoundTypeBody) {
  await tx.update(compoundTypes).set({ name: b.name }).where(eq(compoundTypes.id, id));
}

/** A type still given to compounds is not deleted (409). */
export async function refuseUsedType(tx: Db, id: number) {
  const [{ n }] = await tx.select({ n: count() }).from(compounds).where(eq(compounds.compoundTypeId, id));
  if (Number(n) > 0) throw new HttpError(409, `This compound type is given to ${n} compound(s)`);
}
