import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../../sdk/server/db';
import { readMigrations, runMigrations, type MigrationFolder } from './migrate';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const templatesDir = join(root, 'dist', 'pglite-template');
const DAY_MS = 86_400_000;

/** PGlite's version: a template is the output of that version's initdb. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * The folder made by make unless it is there: made in a folder of its own and renamed into place
 * when complete, so that a process stopped meanwhile, or another one making it too, never leaves a
 * partial one.
 */
async function makeOnce(dir: string, make: (into: string) => Promise<void>): Promise<string> {
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const making = `${dir}.${process.pid}.${Date.now()}`;
  try {
    await make(making);
    renameSync(making, dir); // fails when another process has put its own there meanwhile
  } catch (e) {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw e;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** The initialized, empty data folder of the installed PGlite: its initdb (about 6 s of CPU), once. */
export function ensureTemplate(dir = join(templatesDir, pgliteVersion())): Promise<string> {
  return makeOnce(dir, async (into) => {
    const pglite = new PGlite({ dataDir: into });
    await pglite.waitReady;
    await pglite.close();
  });
}

/** The product's own migrations (core's and those of the plugins under plugins/), not a test's extra plugins. */
const productFolders = (folders: MigrationFolder[]) =>
  folders.every((f) => f.folder.startsWith(join(root, 'core') + sep) || f.folder.startsWith(join(root, 'plugins') + sep));

/**
 * The template with the migrations of folders applied (about 1 s of CPU each time a database is
 * created otherwise), one per set of migrations; for the product's own folders only, others get the
 * initialized template. A migrated template not used for a day is removed when another is made.
 */
export async function templateFor(folders: MigrationFolder[], baseDir = templatesDir): Promise<string> {
  const version = pgliteVersion();
  const initialized = await ensureTemplate(join(baseDir, version));
  if (!productFolders(folders)) return initialized;
  const key = createHash('sha256')
    .update(
      readMigrations(folders)
        .map((m) => `${m.owner}/${m.tag}/${m.hash}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const name = `${version}-migrated-${key}`;
  const dir = join(baseDir, name);
  if (!existsSync(dir)) {
    for (const other of readdirSync(baseDir)) {
      if (other.includes('-migrated-') && statSync(join(baseDir, other)).mtimeMs < Date.now() - DAY_MS)
        rmSync(join(baseDir, other), { recursive: true, force: true });
    }
  }
  await makeOnce(dir, async (into) => {
    cpSync(initialized, into, { recursive: true });
    const pglite = new PGlite({ dataDir: into, extensions: { pg_trgm } });
    await runMigrations(drizzle(pglite, { casing: 'snake_case' }) as unknown as Db, folders);
    await pglite.close();
  });
  const now = new Date();
  utimesSync(dir, now, now); // used: kept
  return dir;
}

/** A new (missing or empty) data folder starts as a copy of the template, which PGlite opens as an existing database. */
export async function initDataDir(dataDir: string, template: () => Promise<string>): Promise<void> {
  if (!isEmpty(dataDir)) return;
  const from = await template();
  mkdirSync(dirname(dataDir), { recursive: true });
  const copying = `${dataDir}.copying-${process.pid}`;
  cpSync(from, copying, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
}
