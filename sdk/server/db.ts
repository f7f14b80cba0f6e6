import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One handle type for both targets: PGlite and node-postgres share the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * Runs reads whose best plan depends on their values (a search pattern, a course holding most of
 * the rows) planned for those values every time. PGlite keeps statements prepared, and after five
 * runs Postgres may plan one once for any value: a searched page of a 100,000-entry vocabulary then
 * filtered every word of the course instead of using the trigram index, 5 times slower.
 * (node-postgres plans every statement for its values already; there this costs a transaction.)
 */
export function plannedPerRun<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return run(tx);
  });
}
