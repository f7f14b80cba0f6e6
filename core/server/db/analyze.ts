import { sql } from 'drizzle-orm';
import type { Db } from './open';

/**
 * Autovacuum's work, for PGlite which runs no autovacuum (app.ts: a moment after the start, then
 * every minute), by autovacuum's rules:
 * - ANALYZE the tables that changed enough since their last analysis (50 rows and 10% of the table)
 *   or were never analyzed: without it a table filled after its last ANALYZE (the demo data, a day's
 *   edits) is planned as if nearly empty, and the vocabulary grid took a nested loop over 644,614
 *   rows where hash joins read 2,300;
 * - with `vacuum`, VACUUM the tables with enough dead rows (50 and 20%), which otherwise stay in the
 *   files for good, or enough rows inserted since their last vacuum (1,000 and 20%): it marks their
 *   pages all-visible, so that index-only scans no longer read the table for every entry (a page in
 *   the middle of a 100,000-entry vocabulary: about 65 ms before, 20 after).
 * One table at a time; answers the statements run. `vacuum` is for PGlite: on PostgreSQL autovacuum does it.
 */
export async function maintainChangedTables(db: Db, { vacuum = false } = {}): Promise<string[]> {
  // PGlite's one backend reports its counters to pg_stat at most once a second: the last second's writes count too.
  if (vacuum) await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const res = await db.execute(sql`SELECT format('%I.%I', s.schemaname, s.relname) AS name,
      c.reltuples < 0 OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuum
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    ORDER BY s.n_mod_since_analyze + s.n_dead_tup DESC`);
  const rows =
    (res as { rows?: { name: string; analyze: boolean; vacuum: boolean }[] }).rows ?? (res as unknown as { name: string; analyze: boolean; vacuum: boolean }[]);
  const statements = rows.flatMap((t) => {
    if (vacuum && t.vacuum) return [`VACUUM ${t.analyze ? '(ANALYZE) ' : ''}${t.name}`];
    return t.analyze ? [`ANALYZE ${t.name}`] : [];
  });
  for (const statement of statements) await db.execute(sql.raw(statement));
  return statements;
}
