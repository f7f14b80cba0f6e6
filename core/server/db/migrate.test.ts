import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../sdk/server/testing';
import { defaultPluginsDir, loadPlugins } from '../plugins/load';
import { migrationFolders, readMigrations } from './migrate';
import { openDatabase } from './open';

describe('migrations', () => {
  it('come from core first, then from each plugin with a migrations folder, by folder name', async () => {
    const plugins = await loadPlugins([defaultPluginsDir]);
    const owners = migrationFolders([...plugins].reverse()).map((f) => f.owner);
    expect(owners[0]).toBe('core');
    expect(owners.slice(1)).toEqual([...owners.slice(1)].sort());
    expect(owners).toEqual(expect.arrayContaining(['glossaries', 'vocabulary', 'boards']));
    expect(owners).not.toContain('titles'); // a plugin without tables
    const [first] = readMigrations(migrationFolders([]));
    expect(first.statements[0]).toMatch(/CREATE EXTENSION IF NOT EXISTS pg_trgm/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('run once when two processes start together on PostgreSQL', async () => {
    const plugins = await loadPlugins([defaultPluginsDir]);
    const fresh = await freshDatabase();
    try {
      const [a, b] = await Promise.all([openDatabase(fresh.url, plugins), openDatabase(fresh.url, plugins)]);
      const { rows } = (await a.db.execute(sql`SELECT count(*)::int AS n FROM schema_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBe(readMigrations(migrationFolders(plugins)).length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});
