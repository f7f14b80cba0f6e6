import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './open';

/** A drizzle-kit output folder (its meta/_journal.json and one .sql file per entry) and whose it is. */
export interface MigrationFolder {
  owner: string;
  folder: string;
  /** Steps in code after some of its migrations' SQL, by tag (ServerPlugin.dataMigrations). */
  steps?: Record<string, (db: Db) => Promise<void>>;
}

export interface Migration {
  owner: string;
  tag: string;
  hash: string;
  statements: string[];
  step?: (db: Db) => Promise<void>;
}

export const coreMigrations: MigrationFolder = { owner: 'core', folder: fileURLToPath(new URL('./migrations', import.meta.url)) };

/**
 * The last migration of the single folder used before each plugin owned its migrations (drizzle's
 * `when` of 0015_audio): a database made by it holds exactly the baselines of today's owners.
 */
const LEGACY_LAST_MIGRATION = { count: 16, when: 1_795_276_640_514 };

/** A plugin's folder and, when loaded, its server part (its data migration steps). */
export interface MigratingPlugin {
  dir: string;
  server?: { dataMigrations?: MigrationFolder['steps'] };
}

/** Core's folder, then each plugin's server/migrations by folder name. */
export function migrationFolders(plugins: MigratingPlugin[]): MigrationFolder[] {
  const owned = plugins
    .map((p) => ({ owner: basename(p.dir), folder: join(p.dir, 'server', 'migrations'), steps: p.server?.dataMigrations }))
    .filter((f) => existsSync(join(f.folder, 'meta', '_journal.json')))
    .sort((a, b) => (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0));
  return [coreMigrations, ...owned];
}

/** Every migration of the folders, in order: folder by folder, each in its journal's order. */
export function readMigrations(folders: MigrationFolder[]): Migration[] {
  return folders.flatMap(({ owner, folder, steps }) => {
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    return [...journal.entries]
      .sort((a, b) => a.idx - b.idx)
      .map(({ tag }) => {
        const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
        const statements = text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean);
        return { owner, tag, hash: createHash('sha256').update(text).digest('hex'), statements, step: steps?.[tag] };
      });
  });
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction. The
 * caller serialises concurrent runs (the advisory lock on PostgreSQL).
 */
export async function runMigrations(db: Db, folders: MigrationFolder[]): Promise<void> {
  const migrations = readMigrations(folders);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    owner text NOT NULL, tag text NOT NULL, hash text NOT NULL,
    applied_at timestamp with time zone NOT NULL DEFAULT now(), PRIMARY KEY (owner, tag))`);
  let applied = await rows<{ owner: string; tag: string }>(db, sql`SELECT owner, tag FROM schema_migrations`);
  if (applied.length === 0) {
    await adoptLegacyDatabase(db, migrations);
    applied = await rows(db, sql`SELECT owner, tag FROM schema_migrations`);
  }
  const done = new Set(applied.map((r) => `${r.owner}/${r.tag}`));
  for (const m of migrations) {
    if (done.has(`${m.owner}/${m.tag}`)) continue;
    try {
      await db.transaction(async (tx) => {
        for (const statement of m.statements) await tx.execute(sql.raw(statement));
        await m.step?.(tx);
        await tx.execute(sql`INSERT INTO schema_migrations (owner, tag, hash) VALUES (${m.owner}, ${m.tag}, ${m.hash})`);
      });
    } catch (e) {
      throw new Error(`Migration ${m.owner}/${m.tag} failed: ${(e as Error).message}`, { cause: e });
    }
  }
}

/**
 * A database made by the single migrations folder (drizzle.__drizzle_migrations) already holds
 * the schema of every owner's first migration whose tables exist: those are recorded as applied
 * without running them; a plugin whose tables are not there yet gets its baseline run.
 */
async function adoptLegacyDatabase(db: Db, migrations: Migration[]): Promise<void> {
  const [{ legacy }] = await rows<{ legacy: string | null }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS legacy`);
  if (!legacy) return;
  const [state] = await rows<{ n: number; last: string | null }>(
    db,
    sql`SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  if (state.n === 0) return;
  if (Number(state.last) < LEGACY_LAST_MIGRATION.when) {
    throw new Error(
      `This database stopped at legacy migration ${state.n} of ${LEGACY_LAST_MIGRATION.count} ` +
        '(drizzle.__drizzle_migrations). Start the release before per-plugin migrations on it once, so that it ' +
        'reaches 0015_audio, then start this release; or start from a new database.',
    );
  }
  const tables = new Set(
    (await rows<{ name: string }>(db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)).map((r) => r.name),
  );
  const baselines = migrations.filter((m, i) => i === 0 || migrations[i - 1].owner !== m.owner);
  await db.transaction(async (tx) => {
    for (const m of baselines) {
      const created = m.statements.flatMap((s) => [...s.matchAll(/CREATE TABLE(?: IF NOT EXISTS)? "(\w+)"/g)].map((x) => x[1]));
      const present = created.filter((t) => tables.has(t));
      if (present.length === 0 && created.length > 0) continue;
      if (present.length < created.length) {
        throw new Error(`The legacy database holds only some tables of ${m.owner}/${m.tag}: ${present.join(', ')}`);
      }
      await tx.execute(sql`INSERT INTO schema_migrations (owner, tag, hash) VALUES (${m.owner}, ${m.tag}, ${m.hash})`);
    }
  });
}
