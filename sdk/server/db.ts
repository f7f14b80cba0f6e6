import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One handle type for both targets: PGlite and node-postgres share the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT>;
