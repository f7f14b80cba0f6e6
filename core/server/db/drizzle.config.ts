import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: ['./core/server/db/schema.ts', './plugins/*/server/tables.ts'],
  out: './core/server/db/migrations',
});
