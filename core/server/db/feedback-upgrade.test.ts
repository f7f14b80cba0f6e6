import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { ES, databaseBefore, insertCourse } from '../../../tests/support/migrations';
import { startTestServer } from '../../../tests/support/server';

/**
 * Before the feedback store, a dialog's tracking was a column of dialogs (and the dialogs and
 * exercises kept summaries, counts and medians, that no rating backs). A database made then keeps
 * its dialogs' tracking after the upgrade, in the store the forms and the report read.
 */
const ADMIN = { login: 'old-admin@example.com', password: 'old-password' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

it("keeps a dialog's tracking flag through the upgrade, in the feedback store", async () => {
  // As before the feedback store: the dialogs' and exercises' migrations after 0000 left out.
  const before = await databaseBefore((owner, tag) => (owner === 'dialogs' || owner === 'exercises') && !tag.startsWith('0000_'), ADMIN);
  cleanups.push(before.drop);
  const { db } = before;
  await insertCourse(db);
  await db.execute(sql`INSERT INTO dialogs (id, course_id, title, feedback_tracking) VALUES (1, 1, 'Tracked', true), (2, 1, 'Not tracked', false)`);
  await db.execute(sql`INSERT INTO dialog_feedback (dialog_id, dialect_id, version, n, median) VALUES (1, ${ES}, 1, 4, 950)`);
  await before.close();

  const t = await startTestServer({ databaseUrl: before.upgradeUrl, taskConcurrency: 0 });
  try {
    const cookie = await t.login(ADMIN.login, ADMIN.password);
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
