import { defineConfig } from 'drizzle-kit';

/**
 * One owner's migrations: MIGRATIONS_OWNER unset or 'core' for the platform tables (core's schema
 * re-exports the SDK's), a plugin folder name for that plugin's server/tables.ts. Run from the
 * repository root through `npm run db:generate`, which loops over the owners.
 */
const owner = process.env.MIGRATIONS_OWNER ?? 'core';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  ...(owner === 'core'
    ? { schema: './core/server/db/schema.ts', out: './core/server/db/migrations' }
    : { schema: `./plugins/${owner}/server/tables.ts`, out: `./plugins/${owner}/server/migrations` }),
});
