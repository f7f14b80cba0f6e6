import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** PGlite's version: a template is the output of that version's initdb. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the initialized, empty data folder of the installed PGlite is kept (made at install, or by the first new database). */
export const templateDir = (baseDir = join(root, 'dist', 'pglite-template')) => join(baseDir, pgliteVersion());

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Makes the template unless there is one: PGlite's initdb (about 6 s of CPU) in a folder of its
 * own, renamed into place when complete, so that a process stopped meanwhile, or another one making
 * it too, never leaves a partial template.
 */
export async function ensureTemplate(dir = templateDir()): Promise<string> {
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const making = `${dir}.${process.pid}.${Date.now()}`;
  try {
    const pglite = new PGlite({ dataDir: making });
    await pglite.waitReady;
    await pglite.close();
    renameSync(making, dir); // fails when another process has put its own there meanwhile
  } catch (e) {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw e;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** A new (missing or empty) data folder starts as a copy of the template, which PGlite opens as an existing database. */
export async function initDataDir(dataDir: string, template?: string): Promise<void> {
  if (!isEmpty(dataDir)) return;
  const from = template ?? await ensureTemplate();
  mkdirSync(dirname(dataDir), { recursive: true });
  const copying = `${dataDir}.copying-${process.pid}`;
  cpSync(from, copying, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(copying, dataDir);
}
