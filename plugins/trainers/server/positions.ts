import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../sdk/server';

type Ordered = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/**
 * Moves a row among its siblings (same parent) to the 1-based destination position (clamped to
 * the siblings' range) and numbers the siblings 1, 2, … again. Answers the new order of ids.
 */
export async function moveTo(db: Db, table: Ordered, parent: AnyPgColumn, parentId: number, id: number, destinationPos: number) {
  const rows = await db.select({ id: table.id }).from(table as PgTable).where(eq(parent, parentId)).orderBy(asc(table.position), asc(table.id));
  const ids = rows.map((r) => r.id as number).filter((x) => x !== id);
  const at = Math.min(Math.max(destinationPos, 1), ids.length + 1) - 1;
  ids.splice(at, 0, id);
  await renumber(db, table, ids);
  return ids;
}

export async function renumber(db: Db, table: Ordered, ids: number[]) {
  for (const [i, rowId] of ids.entries()) await db.update(table as PgTable).set({ position: i + 1 } as never).where(eq(table.id, rowId));
}

/** The next position after the last sibling. */
export async function nextPosition(db: Db, table: Ordered, parent: AnyPgColumn, parentId: number) {
  const rows = await db.select({ position: table.position }).from(table as PgTable).where(eq(parent, parentId));
  return rows.reduce((max, r) => Math.max(max, r.position as number), 0) + 1;
}
