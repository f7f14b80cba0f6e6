import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { freshDatabase, startTestServer } from '../../../tests/support/server';
import { hashPassword } from '../auth/passwords';
import { defaultPluginsDir } from '../plugins/load';
import { openDatabase } from './open';

/**
 * Before the feedback store, a dialog's tracking was a column of dialogs (and the dialogs and
 * exercises kept summaries, counts and medians, that no rating backs). A database made then keeps
 * its dialogs' tracking after the upgrade, in the store the forms and the report read.
 */
const ES = 2; // es-ES
const EN = 3; // en-US

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Every plugin's migrations folder as it was before the feedback store: the dialogs' and exercises' entries after 0000 left out. */
function pluginsBeforeTheStore(): { dir: string }[] {
  const base = mkdtempSync(join(tmpdir(), 'cm-before-feedback-'));
  cleanups.push(() => rmSync(base, { recursive: true, force: true }));
  return readdirSync(defaultPluginsDir)
    .filter((name) => existsSync(join(defaultPluginsDir, name, 'server', 'migrations', 'meta', '_journal.json')))
    .map((name) => {
      const dir = join(base, name);
      cpSync(join(defaultPluginsDir, name, 'server', 'migrations'), join(dir, 'server', 'migrations'), { recursive: true });
      if (name === 'dialogs' || name === 'exercises') {
        const file = join(dir, 'server', 'migrations', 'meta', '_journal.json');
        const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { idx: number }[] };
        writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx === 0) }));
      }
      return { dir };
    });
}

it("keeps a dialog's tracking flag through the upgrade, in the feedback store", async () => {
  let url: string;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase();
    url = fresh.url;
    cleanups.push(fresh.drop);
  } else {
    url = mkdtempSync(join(tmpdir(), 'cm-feedback-upgrade-'));
    cleanups.push(() => rmSync(url, { recursive: true, force: true }));
  }

  const before = await openDatabase(url, pluginsBeforeTheStore());
  const { db } = before;
  await db.execute(sql`INSERT INTO languages (id, code, name) VALUES (1, 'es', 'Spanish'), (2, 'en', 'English')`);
  await db.execute(sql`INSERT INTO dialects (id, language_id, code, name) VALUES (${ES}, 1, 'es-ES', 'Spanish (Spain)'), (${EN}, 2, 'en-US', 'English (US)')`);
  await db.execute(sql`INSERT INTO courses (id, language_id, code, name) VALUES (1, 1, 'ES', 'Spanish for English speakers')`);
  await db.execute(sql`INSERT INTO course_dialects (course_id, dialect_id, kind, position) VALUES (1, ${ES}, 'target', 0), (1, ${EN}, 'source', 0)`);
  await db.execute(sql`INSERT INTO users (name, password_hash, admin) VALUES ('old-admin@example.com', ${await hashPassword('old-password')}, true)`);
  await db.execute(sql`INSERT INTO dialogs (id, course_id, title, feedback_tracking) VALUES (1, 1, 'Tracked', true), (2, 1, 'Not tracked', false)`);
  await db.execute(sql`INSERT INTO dialog_feedback (dialog_id, dialect_id, version, n, median) VALUES (1, ${ES}, 1, 4, 950)`);
  await before.close();

  const t = await startTestServer({ databaseUrl: url, taskConcurrency: 0 });
  try {
    const cookie = await t.login('old-admin@example.com', 'old-password');
    const dialog = async (id: number) => (await t.call('GET', `/api/dialogs/${id}`, { cookie })).body;
    expect(await dialog(1)).toMatchObject({ id: 1, feedbackTracking: true });
    expect(await dialog(2)).toMatchObject({ id: 2, feedbackTracking: false });
    // The old summary is not a rating: the form shows none rather than made-up ones.
    expect((await dialog(1)).feedback).toEqual([{ dialectId: ES, dialectCode: 'es-ES', n: 0, median: 0, version: 1 }]);
    const columns = rowsOf<{ name: string }>(
      await t.server.database.db.execute(sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'dialogs'`),
    ).map((c) => c.name);
    expect(columns).not.toContain('feedback_tracking');
  } finally {
    await t.close();
  }
}, 240_000);
