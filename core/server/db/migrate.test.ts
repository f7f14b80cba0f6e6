import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/server';
import { defaultPluginsDir, loadPlugins } from '../plugins/load';
import { migrationFolders, readMigrations } from './migrate';
import { openDatabase, type Db } from './open';

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

  it.runIf(process.env.TEST_DATABASE_URL)(
    'run once when two processes start together on PostgreSQL',
    async () => {
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
    },
    120_000,
  );

  it("run a plugin's data step after its migration's SQL, in the same transaction, once", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cm-step-plugin-'));
    mkdirSync(join(dir, 'server', 'migrations', 'meta'), { recursive: true });
    writeFileSync(join(dir, 'server', 'migrations', 'meta', '_journal.json'), JSON.stringify({ entries: [{ idx: 0, tag: '0000_steps' }] }));
    writeFileSync(join(dir, 'server', 'migrations', '0000_steps.sql'), 'CREATE TABLE "step_marks" ("note" text NOT NULL);');
    const marks = async (db: Db) => ((await db.execute(sql`SELECT note FROM step_marks`)) as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
    // On PGlite a data folder, which starts as a copy of initdb's output (made once per machine), not an in-memory initdb.
    const folder = process.env.TEST_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'cm-step-db-'));
    const fresh = folder ? { url: folder, drop: async () => rmSync(folder, { recursive: true, force: true }) } : await freshDatabase();
    try {
      // A failing step fails the start; its migration's SQL is undone (the next start creates the table again).
      const failing = {
        dir,
        server: {
          dataMigrations: {
            '0000_steps': async () => {
              throw new Error('step failed');
            },
          },
        },
      };
      await expect(openDatabase(fresh.url, [failing])).rejects.toThrow(/0000_steps failed: step failed/);
      let runs = 0;
      const plugin = {
        dir,
        server: {
          dataMigrations: {
            '0000_steps': async (db: Db) => {
              runs += 1;
              await db.execute(sql`INSERT INTO step_marks VALUES ('after the SQL')`);
            },
          },
        },
      };
      const first = await openDatabase(fresh.url, [plugin]);
      expect(await marks(first.db)).toEqual(['after the SQL']);
      await first.close();
      const again = await openDatabase(fresh.url, [plugin]);
      await again.close();
      expect(runs).toBe(1);
    } finally {
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
