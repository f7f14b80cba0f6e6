import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, startTestServer } from '../../../tests/support/server';
import { hashPassword } from '../auth/passwords';
import { writeTempPlugins } from '../testing/temp-plugins';
import { migrationFolders, readMigrations } from './migrate';
import { openDatabase, type Db } from './open';
import { ensureTemplate, initDataDir } from './pglite-template';

/** The migrations of the single folder used before each plugin owned its own (0000..0015), kept as they were. */
const LEGACY = fileURLToPath(new URL('./legacy-migrations', import.meta.url));

interface LegacyDatabase {
  url: string;
  db: Db;
  /** Closes the handle the legacy migrator used (a PGlite folder has one process at a time). */
  close(): Promise<void>;
  drop(): Promise<void>;
}

/** A new database (a PGlite folder, or one on TEST_DATABASE_URL) migrated by drizzle's migrator, up to the legacy entry `upTo`. */
async function legacyDatabase(upTo = 16): Promise<LegacyDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'cm-legacy-migrations-'));
  cpSync(LEGACY, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  try {
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await freshDatabase();
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const db = drizzlePg(client);
      await migratePg(db, { migrationsFolder: folder });
      return { url: fresh.url, db: db as unknown as Db, close: () => client.end(), drop: fresh.drop };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'cm-legacy-db-'));
    await initDataDir(dataDir, () => ensureTemplate()); // initdb's output, made once per machine
    const pglite = new PGlite({ dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(pglite);
    await migratePglite(db, { migrationsFolder: folder });
    return {
      url: dataDir,
      db: db as unknown as Db,
      close: () => pglite.close(),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const bookkeeping = async (db: Db) =>
  (
    (await db.execute(sql`SELECT owner, tag, hash, applied_at::text AS at FROM schema_migrations ORDER BY owner, tag`)) as unknown as {
      rows: { owner: string; tag: string; hash: string; at: string }[];
    }
  ).rows;

describe('upgrade from the single migrations folder', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("adopts a database at 0015: keeps its records, records the baselines, runs nothing twice, and creates a later plugin's tables", async () => {
    const legacy = await legacyDatabase();
    drops.push(legacy.drop);
    const { db } = legacy;
    await db.execute(sql`INSERT INTO languages (id, code, name) VALUES (1, 'es', 'Spanish')`);
    await db.execute(sql`INSERT INTO dialects (id, language_id, code, name) VALUES (1, 1, 'es-ES', 'Spanish (Spain)'), (2, 1, 'en-US', 'English (US)')`);
    await db.execute(sql`INSERT INTO courses (id, language_id, code, name) VALUES (1, 1, 'ES', 'Spanish for English speakers')`);
    await db.execute(sql`INSERT INTO course_dialects (course_id, dialect_id, kind, position) VALUES (1, 1, 'target', 0), (1, 2, 'source', 0)`);
    await db.execute(sql`INSERT INTO users (name, password_hash, admin) VALUES ('old-admin@example.com', ${await hashPassword('old-password')}, true)`);
    await db.execute(sql`INSERT INTO glossaries (id, course_id, title) VALUES (5, 1, 'Kept glossary')`);
    await db.execute(sql`INSERT INTO vocs (id, course_id, title) VALUES (7, 1, 'casa')`);
    await db.execute(sql`INSERT INTO translations (id, course_id, ref, ref_id, field) VALUES (9, 1, 10, 5, 'title')`);
    await db.execute(sql`INSERT INTO translation_texts (translation_id, dialect_id, text, status) VALUES (9, 1, 'Glosario guardado', 2)`);
    await legacy.close();

    const first = await startTestServer({ databaseUrl: legacy.url });
    let rows: Awaited<ReturnType<typeof bookkeeping>>;
    try {
      const cookie = await first.login('old-admin@example.com', 'old-password');
      expect(await first.call('GET', '/api/glossaries/5', { cookie })).toMatchObject({ status: 200, body: { id: 5, title: 'Kept glossary' } });
      expect(await first.call('GET', '/api/vocs/7', { cookie })).toMatchObject({ status: 200, body: { id: 7, title: 'casa' } });
      const translation = await first.call('GET', '/api/translations/9', { cookie });
      expect(translation.status).toBe(200);
      expect(JSON.stringify(translation.body)).toContain('Glosario guardado');
      // No demo data came in: the database was not empty.
      expect((await first.call('GET', '/api/courses/1/glossaries', { cookie })).body).toHaveLength(1);

      rows = await bookkeeping(first.server.database.db);
      const expected = readMigrations(migrationFolders(first.server.registry.plugins)).map((m) => ({ owner: m.owner, tag: m.tag, hash: m.hash }));
      expect(rows.map(({ owner, tag, hash }) => ({ owner, tag, hash }))).toEqual(expect.arrayContaining(expected));
      expect(rows.length).toBe(expected.length);
      expect(rows.map((r) => r.owner)).toEqual(expect.arrayContaining(['core', 'glossaries', 'vocabulary', 'translations']));
    } finally {
      await first.close();
    }

    const second = await startTestServer({ databaseUrl: legacy.url });
    try {
      expect(await bookkeeping(second.server.database.db)).toEqual(rows);
    } finally {
      await second.close();
    }

    const later = writeTempPlugins({
      'later-notes/plugin.ts': "import { definePlugin } from '../../sdk/shared';\nexport default definePlugin({ name: 'later-notes', modules: [] });\n",
      'later-notes/server/migrations/meta/_journal.json': JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1_800_000_000_000, tag: '0000_baseline', breakpoints: true }],
      }),
      'later-notes/server/migrations/0000_baseline.sql':
        'CREATE TABLE "later_notes" (\n\t"id" integer PRIMARY KEY,\n\t"course_id" integer NOT NULL REFERENCES "courses"("id")\n);\n',
    });
    const third = await startTestServer({ databaseUrl: legacy.url, extraPluginDirs: [later.pluginsDir] });
    try {
      const { db: now } = third.server.database;
      await now.execute(sql`INSERT INTO later_notes (id, course_id) VALUES (1, 1)`);
      const added = (await bookkeeping(now)).filter((r) => !rows.some((o) => o.owner === r.owner && o.tag === r.tag));
      expect(added.map((r) => `${r.owner}/${r.tag}`)).toEqual(['later-notes/0000_baseline']);
    } finally {
      await third.close();
      later.remove();
    }
  }, 240_000);

  it('refuses a database stopped at an older legacy migration, saying what to do', async () => {
    const legacy = await legacyDatabase(10);
    drops.push(legacy.drop);
    await legacy.close();
    await expect(openDatabase(legacy.url, [])).rejects.toThrow(/legacy migration 10 of 16.*reaches 0015_audio/);
  }, 120_000);
});
