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

/** Whether a database made before an upgrade lacks the migration `tag` of the plugin `owner` (the upgrade applies it). */
export type LeftOut = (owner: string, tag: string) => boolean;

/** The migrations of `owner` from `tag` on (the tags start with their zero-padded index). */
export const fromTagOn =
  (owner: string, tag: string): LeftOut =>
  (o, t) =>
    o === owner && t >= tag;

/**
 * A new database with every migration of core and the plugins but those `leftOut` names (a PGlite
 * folder, or a database of TEST_DATABASE_URL), holding an administrator to log in as, so that the
 * next server start does not seed the demo and applies the rest.
 */
export async function databaseBefore(leftOut: LeftOut, admin: { login: string; password: string }): Promise<DatabaseBefore> {
  const base = mkdtempSync(join(tmpdir(), 'cm-before-'));
  let leftOutCount = 0;
  const plugins = readdirSync(defaultPluginsDir)
    .filter((name) => existsSync(join(defaultPluginsDir, name, 'server', 'migrations', 'meta', '_journal.json')))
    .map((name) => {
      const dir = join(base, name);
      cpSync(join(defaultPluginsDir, name, 'server', 'migrations'), join(dir, 'server', 'migrations'), { recursive: true });
      const file = join(dir, 'server', 'migrations', 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
      const kept = journal.entries.filter((e) => !leftOut(name, e.tag));
      leftOutCount += journal.entries.length - kept.length;
      writeFileSync(file, JSON.stringify({ ...journal, entries: kept }));
      return { dir };
    });
  if (!leftOutCount) {
    rmSync(base, { recursive: true, force: true });
    throw new Error('databaseBefore: no migration left out');
  }
  let url: string;
  let dropDatabase = async () => undefined as void;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase();
    url = fresh.url;
    dropDatabase = fresh.drop;
  } else url = mkdtempSync(join(tmpdir(), 'cm-upgrade-'));
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

/** es-ES and en-US: the dialects of the course insertCourse makes. */
export const ES = 2;
export const EN = 3;

/** Spanish and English, their dialects es-ES (ES) and en-US (EN), and course 1 teaching es-ES from en-US, as a database before an upgrade holds them. */
export async function insertCourse(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO languages (id, code, name) VALUES (1, 'es', 'Spanish'), (2, 'en', 'English')`);
  await db.execute(sql`INSERT INTO dialects (id, language_id, code, name) VALUES (${ES}, 1, 'es-ES', 'Spanish (Spain)'), (${EN}, 2, 'en-US', 'English (US)')`);
  await db.execute(sql`INSERT INTO courses (id, language_id, code, name) VALUES (1, 1, 'ES', 'Spanish for English speakers')`);
  await db.execute(sql`INSERT INTO course_dialects (course_id, dialect_id, kind, position) VALUES (1, ${ES}, 'target', 0), (1, ${EN}, 'source', 0)`);
}
