import { sql } from 'drizzle-orm';
import type { Db } from './open';

/**
 * Planner statistics for the tables that changed enough since their last analysis (autovacuum's
 * rule: 50 rows and 10% of the table) or were never analyzed, one table at a time. PGlite runs no
 * autovacuum, so without this a table filled after its last ANALYZE (the demo data, a day's edits)
 * is planned as if nearly empty: the vocabulary grid took a nested loop over 644,614 rows where
 * hash joins read 2,300. Answers the tables analyzed.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const res = await db.execute(sql`SELECT format('%I.%I', s.schemaname, s.relname) AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE c.reltuples < 0 OR s.n_mod_since_analyze > 50 + 0.1 * c.reltuples
    ORDER BY s.n_mod_since_analyze DESC`);
  const names = ((res as { rows?: { name: string }[] }).rows ?? (res as unknown as { name: string }[])).map((r) => r.name);
  for (const name of names) await db.execute(sql.raw(`ANALYZE ${name}`));
  return names;
}
