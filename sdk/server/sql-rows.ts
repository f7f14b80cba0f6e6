import { sql } from 'drizzle-orm';

/** The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

/** Values as one text[] parameter, to unnest into rows and cast per column (`unnest(${textArray(a)}, ${textArray(b)})`). */
export const textArray = (values: unknown[]) => sql`${sql.param(values.map(String))}::text[]`;

/**
 * Ids as one int[] parameter (`col = any(${idArray(ids)})`): a list of any length in one
 * parameter, where `in ${ids}` spends one parameter per id (PostgreSQL allows 65,535).
 */
export const idArray = (ids: number[]) => sql`${`{${ids.map((i) => Math.trunc(Number(i))).join(',')}}`}::int[]`;
