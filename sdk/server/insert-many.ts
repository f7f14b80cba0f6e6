import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { rowsOf } from './sql-rows';

const BATCH = 10_000;

/** A value as PostgreSQL's text input of the column's type (arrays and json included), or null. */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driver: unknown = column.mapToDriverValue(value);
  if (driver instanceof Date) return driver.toISOString();
  return typeof driver === 'object' ? JSON.stringify(driver) : String(driver);
}

/**
 * Inserts many rows (demo and benchmark data) in the rows' order: each column's values go as one
 * text[] parameter, unnested and cast to the column's type, so a statement has a parameter per
 * column where `db.insert(…).values(rows)` has one per value (building that statement in Drizzle
 * cost more CPU than PostgreSQL running it). A column no row gives gets its default; one that some
 * rows give must be given by all, unless it has no default (null then). With `returningIds`,
 * answers the new rows' ids in the same order.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], opts: { returningIds?: boolean } = {}): Promise<number[]> {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key, column]) => {
    const given = rows.filter((r) => (r as Record<string, unknown>)[key] !== undefined).length;
    if (given > 0 && given < rows.length && column.hasDefault) {
      throw new Error(`insertMany into ${getTableName(table)}: ${key} is given by some rows only`);
    }
    return given > 0;
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, unknown>[];
    const names = columns.map(([, c]) => sql.identifier(c.keyAsName ? toSnakeCase(c.name) : c.name));
    const arrays = columns.map(([key, c]) => sql`${sql.param(batch.map((r) => asText(c, r[key])))}::text[]`);
    const casts = columns.map(([, c], j) => sql`${names[j]}::${sql.raw(c.getSQLType())}`);
    const res = await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(casts, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as x(${sql.join(names, sql`, `)})
      ${opts.returningIds ? sql`returning id` : sql``}`);
    if (opts.returningIds) ids.push(...rowsOf<{ id: number }>(res).map((r) => Number(r.id)));
  }
  return ids;
}
