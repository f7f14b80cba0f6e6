import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { dialects, type Db } from '../../../sdk/server';
import { inflectCells, inflectTables } from './tables';
import type { InflectTable, InflectTableRow, TableHeaders } from '../public';

/**
 * The table of a word class in a course: the dialect's own table when a dialect is given and the
 * course has one for it, else the course's (no dialect); null when there is none.
 */
async function tableRowOf(db: Db, courseId: number, wordClass: string, dialectId?: number) {
  const rows = await db
    .select()
    .from(inflectTables)
    .where(
      and(
        eq(inflectTables.courseId, courseId),
        eq(inflectTables.wordClass, wordClass),
        dialectId === undefined ? isNull(inflectTables.dialectId) : or(isNull(inflectTables.dialectId), eq(inflectTables.dialectId, dialectId)),
      ),
    )
    .orderBy(sql`${inflectTables.dialectId} is null`);
  return rows[0] ?? null;
}

/** A course's inflect table for a word class (a dialect's own where it has one): headers and cells (none when it has no table). */
export async function tableOf(db: Db, courseId: number, wordClass: string | null, dialectId?: number): Promise<InflectTable> {
  const t = wordClass ? await tableRowOf(db, courseId, wordClass, dialectId) : null;
  if (!t) return { tableDialectId: null, headers: [], cells: [] };
  const cells = await db
    .select({ inflectId: inflectCells.inflectId, row: inflectCells.row, column: inflectCells.column, label: inflectCells.label })
    .from(inflectCells)
    .where(eq(inflectCells.tableId, t.id))
    .orderBy(asc(inflectCells.row), asc(inflectCells.column));
  return { tableDialectId: t.dialectId, headers: t.headers, cells };
}

/** The inflect ids of the table a word class follows in a dialect, or null without a table (InflectTableReader). */
export async function tableIdsOf(db: Db, courseId: number, dialectId: number, wordClass: string): Promise<number[] | null> {
  const t = await tableOf(db, courseId, wordClass, dialectId);
  return t.headers.length || t.cells.length ? t.cells.map((c) => c.inflectId) : null;
}

/** The course's tables: its own per word class, then the dialects' own ones. */
export async function tablesOf(db: Db, courseId: number): Promise<InflectTableRow[]> {
  return db
    .select({
      id: inflectTables.id,
      wordClass: inflectTables.wordClass,
      dialectId: inflectTables.dialectId,
      dialectCode: dialects.code,
      headers: inflectTables.headers,
    })
    .from(inflectTables)
    .leftJoin(dialects, eq(dialects.id, inflectTables.dialectId))
    .where(eq(inflectTables.courseId, courseId))
    .orderBy(asc(inflectTables.wordClass), sql`${inflectTables.dialectId} nulls first`);
}

/** The headers of the tables in use in a target dialect of the course (its own where it has one), per word class. */
export async function headersOf(db: Db, courseId: number, dialectId?: number): Promise<TableHeaders[]> {
  const all = await tablesOf(db, courseId);
  const used = all.filter((t) =>
    dialectId === undefined
      ? t.dialectId === null
      : t.dialectId === dialectId || (t.dialectId === null && !all.some((x) => x.wordClass === t.wordClass && x.dialectId === dialectId)),
  );
  return used.map(({ wordClass, dialectId: d, headers }) => ({ wordClass, dialectId: d, headers }));
}
