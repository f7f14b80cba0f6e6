import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import type { InflectCell } from '../../../sdk/shared';
import { inflectCells, inflectTables } from './tables';

/** A course's inflect table for a word class: headers and cells (none when it has no table). */
export async function tableOf(db: Db, courseId: number, wordClass: string | null): Promise<{ headers: string[]; cells: InflectCell[] }> {
  if (!wordClass) return { headers: [], cells: [] };
  const [t] = await db.select().from(inflectTables).where(and(eq(inflectTables.courseId, courseId), eq(inflectTables.wordClass, wordClass)));
  if (!t) return { headers: [], cells: [] };
  const cells = await db.select({ inflectId: inflectCells.inflectId, row: inflectCells.row, column: inflectCells.column, label: inflectCells.label })
    .from(inflectCells).where(eq(inflectCells.tableId, t.id)).orderBy(asc(inflectCells.row), asc(inflectCells.column));
  return { headers: t.headers, cells };
}

/** The word classes the course has tables for. */
export async function tablesOf(db: Db, courseId: number) {
  return db.select({ id: inflectTables.id, wordClass: inflectTables.wordClass, headers: inflectTables.headers })
    .from(inflectTables).where(eq(inflectTables.courseId, courseId)).orderBy(asc(inflectTables.wordClass));
}
