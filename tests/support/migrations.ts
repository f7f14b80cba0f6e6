import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../core/server/auth/passwords';
import type { Db } from '../../core/server/db/open';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir } from '../../core/server/plugins/load';
import { freshDatabase } from './server';

/** A database made before a plugin's migration, to test it as an upgrade; `upgradeUrl` is what a test server opens next. */
export interface DatabaseBefore {
  db: Db;
  /** Closes the connection the rows were written through (before a server opens the database). */
  close(): Promise<void>;
  upgradeUrl: string;
  /** Removes the database and the copied migrations. */
  drop(): Promise<void>;
}

/**
 * A new database with every migration of core and the plugins except `owner`'s from `tag` on
 * (a PGlite folder, or a database of TEST_DATABASE_URL), holding an administrator to log in as,
 * so that the next server start does not seed the demo and applies the rest.
 */
export async function databaseBefore(owner: string, tag: string, admin: { login: string; password: string }): Promise<DatabaseBefore> {
  const base = mkdtempSync(join(tmpdir(), `cm-before-${owner}-`));
  const plugins = readdirSync(defaultPluginsDir)
    .filter((name) => existsSync(join(defaultPluginsDir, name, 'server', 'migrations', 'meta', '_journal.json')))
    .map((name) => {
      const dir = join(base, name);
      cpSync(join(defaultPluginsDir, name, 'server', 'migrations'), join(dir, 'server', 'migrations'), { recursive: true });
      if (name === owner) {
        const file = join(dir, 'server', 'migrations', 'meta', '_journal.json');
        const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
        const at = journal.entries.findIndex((e) => e.tag === tag);
        if (at < 0) throw new Error(`${owner} has no migration ${tag}`);
        writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      }
      return { dir };
    });
  let url: string;
  let dropDatabase = async () => undefined as void;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase();
    url = fresh.url;
    dropDatabase = fresh.drop;
  } else url = mkdtempSync(join(tmpdir(), `cm-upgrade-${owner}-`));
  const before = await openDatabase(url, plugins);
  await before.db.execute(sql`INSERT INTO users (name, password_hash, admin) VALUES (${admin.login}, ${await hashPassword(admin.password)}, true)`);
  return {
    db: before.db,
    close: () => before.close(),
    upgradeUrl: url,
    drop: async () => {
      await dropDatabase();
      if (!url.includes('://')) rmSync(url, { recursive: true, force: true });
      rmSync(base, { recursive: true, force: true });
    },
  };
}
