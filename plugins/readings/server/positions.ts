import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import { readingExercises, readingTexts } from './tables';

type Ordered = typeof readingTexts | typeof readingExercises;

/** The next position (1-based) at the end of a reading's texts or exercises. */
export async function nextPosition(db: Db, table: Ordered, readingId: number): Promise<number> {
  const rows = await db.select({ position: table.position }).from(table).where(eq(table.readingId, readingId));
  return rows.reduce((m, r) => Math.max(m, r.position), 0) + 1;
}

/**
 * Moves a text or exercise to a 1-based position among its reading's (clamped to the list) and
 * renumbers them 1..n; a move to where it already is changes nothing. Answers whether it moved.
 */
export async function moveTo(db: Db, table: Ordered, id: number, destinationPos: number): Promise<boolean> {
  const [me] = await db.select({ readingId: table.readingId }).from(table).where(eq(table.id, id));
  const ids = (await db.select({ id: table.id }).from(table).where(eq(table.readingId, me.readingId)).orderBy(asc(table.position), asc(table.id)))
    .map((r) => r.id);
  const from = ids.indexOf(id);
  const to = Math.min(Math.max(destinationPos, 1), ids.length) - 1;
  if (from === to) return false;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  for (const [i, rowId] of ids.entries()) await db.update(table).set({ position: i + 1 }).where(eq(table.id, rowId));
  return true;
}
