import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import type { FeedbackActivity, FeedbackLesson } from './shared';
import { and, count, eq } from 'drizzle-orm';
import { feedbackRatings, feedbackTracking } from './server/tables';

/** One store of ratings and tracking (issue 41): the report and the dialogs' and exercises' forms read the same. */

let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
}, 300_000);
afterAll(() => t.close());

const ES = 2; // es-ES, course 1's first target dialect
const get = async (url: string) => (await t.call('GET', `/api/${url}`, { cookie: t.admin })).body;
const send = (method: 'POST' | 'PUT', url: string, body: unknown) => t.call(method, `/api/${url}`, { cookie: t.admin, body });
const activities = async (): Promise<FeedbackActivity[]> =>
  ((await get('feedback/courses/1/report')) as FeedbackLesson[]).flatMap((l) => l.cycles.flatMap((c) => c.activities));
const inReport = async (ref: number, id: number) => (await activities()).find((a) => a.ref === ref && a.id === id)!;
/** What a form shows of its record's feedback, as the report's scores. */
const formScores = (feedback: { dialectId: number; dialectCode: string; n: number; median: number }[]) =>
  feedback.filter((f) => f.n > 0).map(({ dialectId, dialectCode, n, median }) => ({ dialectId, dialectCode, n, median }));

describe('the demo', () => {
  it("rates and tracks the outline's activities, and the segments of its panels, once the outline exists", async () => {
    const all = await activities();
    expect(all.filter((a) => a.feedback.length).length).toBeGreaterThan(all.length / 2);
    expect(all.filter((a) => a.tracking).length).toBeGreaterThan(all.length / 4);
    const panels = all.filter((a) => a.ref === MODULE.panels);
    const segments = panels.flatMap((p) => p.segments);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.filter((s) => s.feedback.length).length).toBeGreaterThan(0);
    expect(segments.some((s) => s.tracking)).toBe(true);
    // The panel's segments are its own (the Segments module's filter by panel).
    const withSegments = panels.find((p) => p.segments.length)!;
    const own = ((await get(`courses/1/segments?panel=${withSegments.id}`)) as { id: number }[]).map((s) => s.id).sort((a, b) => a - b);
    expect(withSegments.segments.map((s) => s.id)).toEqual(own);
  });
});

describe('dialogs and exercises', () => {
  it("show in their forms the report's ratings and tracking of the record", async () => {
    for (const [ref, path] of [
      [MODULE.dialog, 'dialogs'],
      [MODULE.exercise, 'exercises'],
    ] as const) {
      const rated = (await activities()).find((a) => a.ref === ref && a.feedback.length)!;
      expect(rated, `a rated ${path} activity`).toBeDefined();
      const form = await get(`${path}/${rated.id}`);
      expect(formScores(form.feedback)).toEqual(rated.feedback);
      if (ref === MODULE.dialog) expect(form.feedbackTracking).toBe(rated.tracking);
    }
  });

  it("count a rating for the record's feedback version; a new version starts over in the form and the report alike", async () => {
    const exercise = (await activities()).find((a) => a.ref === MODULE.exercise)!;
    const before = (await get(`exercises/${exercise.id}`)).feedback.find((f: { dialectId: number }) => f.dialectId === ES).n as number;
    expect((await send('POST', 'feedback/courses/1/ratings', { ref: MODULE.exercise, refId: exercise.id, dialectId: ES, rating: 950 })).status).toBe(200);
    const form = await get(`exercises/${exercise.id}`);
    expect(form.feedback.find((f: { dialectId: number }) => f.dialectId === ES).n).toBe(before + 1);
    expect(formScores(form.feedback)).toEqual((await inReport(MODULE.exercise, exercise.id)).feedback);

    const { id: _, courseId: __, version, feedback: ___, targets, ...rest } = form;
    const saved = await send('PUT', `exercises/${exercise.id}`, { ...rest, version, targets, feedbackVersion: form.feedbackVersion + 1 });
    expect(saved.status).toBe(200);
    expect(formScores((await get(`exercises/${exercise.id}`)).feedback)).toEqual([]);
    expect((await inReport(MODULE.exercise, exercise.id)).feedback).toEqual([]);
    await send('POST', 'feedback/courses/1/ratings', { ref: MODULE.exercise, refId: exercise.id, dialectId: ES, rating: 800 });
    expect((await inReport(MODULE.exercise, exercise.id)).feedback).toEqual([{ dialectId: ES, dialectCode: 'es-ES', n: 1, median: 800 }]);
    expect(formScores((await get(`exercises/${exercise.id}`)).feedback)).toEqual([{ dialectId: ES, dialectCode: 'es-ES', n: 1, median: 800 }]);
  });

  it("keep a dialog's tracking in one place: the form's switch and the report's tracking call change the same", async () => {
    const dialog = (await activities()).find((a) => a.ref === MODULE.dialog)!;
    const form = await get(`dialogs/${dialog.id}`);
    const { id: _, courseId: __, feedback: ___, versionUpdated: ____, error: _____, ...body } = form;
    expect((await send('PUT', `dialogs/${dialog.id}`, { ...body, feedbackTracking: !form.feedbackTracking })).status).toBe(200);
    expect((await inReport(MODULE.dialog, dialog.id)).tracking).toBe(!form.feedbackTracking);
    expect((await send('PUT', 'feedback/courses/1/tracking', { ref: MODULE.dialog, refId: dialog.id, tracking: form.feedbackTracking })).status).toBe(200);
    expect((await get(`dialogs/${dialog.id}`)).feedbackTracking).toBe(form.feedbackTracking);
  });
});

describe('deleting a dialog or an exercise', () => {
  it('deletes its ratings and tracking', async () => {
    const { db } = t.server.database;
    const rowsOf = async (ref: number, refId: number) => {
      const [ratings] = await db
        .select({ n: count() })
        .from(feedbackRatings)
        .where(and(eq(feedbackRatings.ref, ref), eq(feedbackRatings.refId, refId)));
      const [tracking] = await db
        .select({ n: count() })
        .from(feedbackTracking)
        .where(and(eq(feedbackTracking.ref, ref), eq(feedbackTracking.refId, refId)));
      return ratings.n + tracking.n;
    };
    const dialog = (await send('POST', 'courses/1/dialogs', { title: 'Rated then deleted' })).body.data.id as number;
    const exercise = (await send('POST', 'groups/1/exercises', {})).body.data.id as number;
    for (const [ref, id, path] of [
      [MODULE.dialog, dialog, 'dialogs'],
      [MODULE.exercise, exercise, 'exercises'],
    ] as const) {
      expect((await send('POST', 'feedback/courses/1/ratings', { ref, refId: id, dialectId: ES, rating: 700 })).status).toBe(200);
      expect((await send('PUT', 'feedback/courses/1/tracking', { ref, refId: id, tracking: true })).status).toBe(200);
      expect(await rowsOf(ref, id)).toBe(2);
      expect((await t.call('DELETE', `/api/${path}/${id}`, { cookie: t.admin })).status).toBe(200);
      expect(await rowsOf(ref, id)).toBe(0);
    }
  });
});
