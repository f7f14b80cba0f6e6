import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPluginsDir, loadPlugins } from '../plugins/load';
import { migrationFolders, readMigrations } from './migrate';
import { initDataDir, templateFor } from './pglite-template';

const base = mkdtempSync(join(tmpdir(), 'cm-template-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const count = async (pg: PGlite, query: string) => (await pg.query<{ n: number }>(query)).rows[0].n;

// PGlite's own: nothing of it runs on PostgreSQL.
describe.runIf(!process.env.TEST_DATABASE_URL)('the PGlite templates a new data folder is copied from', () => {
  it('are made once, whole, by two callers at a time, with the migrations applied, and copied into independent folders', async () => {
    const folders = migrationFolders(await loadPlugins([defaultPluginsDir]));
    const templates = join(base, 'templates');
    const [a, b] = await Promise.all([templateFor(folders, templates), templateFor(folders, templates)]);
    expect(a).toBe(b);
    // The initialized one and the migrated one; none left half made.
    expect(readdirSync(templates)).toHaveLength(2);
    expect(readdirSync(templates).filter((d) => d.includes('-migrated-'))).toHaveLength(1);

    const one = join(base, 'one');
    const two = join(base, 'two');
    mkdirSync(two); // an empty folder is new too
    await initDataDir(one, async () => a);
    await initDataDir(two, async () => a);
    expect(existsSync(join(one, 'PG_VERSION')) && existsSync(join(two, 'PG_VERSION'))).toBe(true); // copied, not left to initdb
    const pg1 = new PGlite({ dataDir: one, extensions: { pg_trgm } });
    const pg2 = new PGlite({ dataDir: two, extensions: { pg_trgm } });
    expect(await count(pg1, 'SELECT count(*)::int AS n FROM schema_migrations')).toBe(readMigrations(folders).length);
    await pg1.exec("INSERT INTO languages (code, name) VALUES ('xx', 'Only here')");
    expect(await count(pg2, 'SELECT count(*)::int AS n FROM languages')).toBe(0);
    await Promise.all([pg1.close(), pg2.close()]);
    expect(readdirSync(base).sort()).toEqual(['one', 'templates', 'two']);

    // A test's own plugin folder: the initialized template, its migrations run on the copy.
    const other = await templateFor([...folders, { owner: 'extra', folder: join(tmpdir(), 'extra', 'server', 'migrations') }], templates);
    expect(other).not.toBe(a);
    expect(existsSync(join(other, 'PG_VERSION'))).toBe(true);
    const pg3 = new PGlite({ dataDir: other });
    expect(await count(pg3, "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).toBe(0);
    await pg3.close();
  }, 180_000);

  it('are not copied over a folder that holds anything', async () => {
    const used = join(base, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'mine.txt'), 'x');
    await initDataDir(used, () => {
      throw new Error('no template needed');
    });
    expect(readdirSync(used)).toEqual(['mine.txt']);
  });
});
