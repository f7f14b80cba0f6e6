import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceRows, rowsOf } from '../../sdk/server';
import { lessonActivities } from '../lesson-outline/public';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { contribute, MODULE, registerContributions } from '../../sdk/shared';
import { CYCLE_REF, feedbackColour, type FeedbackLesson } from './shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Lesson Feedback on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('fb@example.com', [[1, MODULE.feedback]]);
}, 300_000);
afterAll(() => t.close());

const ES = 2; // es-ES, course 1's first target dialect
const get = (url: string, cookie = editor) => t.call('GET', `/api/${url}`, { cookie });
const send = (method: 'POST' | 'PUT', url: string, body: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
const report = async (start: number, end: number) => (await get(`feedback/courses/1/report?start=${start}&end=${end}`)).body as FeedbackLesson[];

describe('feedback colours (spec 3 §9)', () => {
  it('greys under 10 ratings and colours the median / 10 by band', () => {
    expect(feedbackColour({ n: 9, median: 1000 })).toBe('grey');
    expect(feedbackColour({ n: 10, median: 900 })).toBe('green');
    expect(feedbackColour({ n: 10, median: 899 })).toBe('lightgreen');
    expect(feedbackColour({ n: 50, median: 800 })).toBe('lightgreen');
    expect(feedbackColour({ n: 50, median: 700 })).toBe('orange');
    expect(feedbackColour({ n: 50, median: 699 })).toBe('red');
  });
});

describe('lesson feedback report', () => {
  it('lists the lessons of the range by position with titles, cycles and their demo feedback', async () => {
    const list = await report(2, 4);
    expect(list.map((l) => l.position)).toEqual([2, 3, 4]);
    expect(list[0].title).toBe('La familia');
    expect(list[0].cycles.map((c) => c.position)).toEqual([1, 2, 3]);
    const rated = list.flatMap((l) => l.cycles).filter((c) => c.feedback.length);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated[0].feedback[0]).toMatchObject({
      dialectId: expect.any(Number),
      dialectCode: expect.any(String),
      n: expect.any(Number),
      median: expect.any(Number),
    });
  });

  it('counts the ratings of a cycle and takes their median', async () => {
    const cycle = (await report(5, 5))[0].cycles[0];
    await t.server.database.db.execute(sql`delete from feedback_ratings where ref = ${CYCLE_REF} and ref_id = ${cycle.id}`);
    for (const rating of [950, 700, 900, 880, 910, 990, 930, 600, 940]) {
      expect((await send('POST', 'feedback/courses/1/ratings', { ref: CYCLE_REF, refId: cycle.id, dialectId: ES, rating })).status).toBe(200);
    }
    const scoreOf = async () => (await report(5, 5))[0].cycles[0].feedback.find((f) => f.dialectId === ES)!;
    expect(await scoreOf()).toEqual({ dialectId: ES, dialectCode: 'es-ES', n: 9, median: 910 });
    expect(feedbackColour(await scoreOf())).toBe('grey');
    await send('POST', 'feedback/courses/1/ratings', { ref: CYCLE_REF, refId: cycle.id, dialectId: ES, rating: 920 });
    expect(await scoreOf()).toMatchObject({ n: 10, median: 910 });
    expect(feedbackColour(await scoreOf())).toBe('green');
  });

  it("shows the outline's activities of each cycle with their feedback and tracking", async () => {
    const cycle = (await report(1, 1))[0].cycles[1];
    // A dialog and a reading of course 1, their demo ratings and tracking cleared.
    const [dialog] = await resourceRows(t.server.database.db, MODULE.dialog, 1);
    const [reading] = await resourceRows(t.server.database.db, MODULE.reading, 1);
    for (const [ref, id] of [
      [MODULE.dialog, dialog.id],
      [MODULE.reading, reading.id],
    ]) {
      await t.server.database.db.execute(sql`delete from feedback_ratings where ref = ${ref} and ref_id = ${id}`);
      await t.server.database.db.execute(sql`delete from feedback_tracking where ref = ${ref} and ref_id = ${id}`);
    }
    const remove = registerContributions([
      contribute(lessonActivities, {
        activitiesOf: async (_db, cycleIds) =>
          cycleIds.includes(cycle.id)
            ? [
                { cycleId: cycle.id, ref: MODULE.dialog, refId: dialog.id, title: 'En el mercado', position: 2 },
                { cycleId: cycle.id, ref: MODULE.reading, refId: reading.id, title: 'Mi familia', position: 1 },
              ]
            : [],
      }),
    ]);
    try {
      await send('POST', 'feedback/courses/1/ratings', { ref: MODULE.dialog, refId: dialog.id, dialectId: ES, rating: 650 });
      expect((await send('PUT', 'feedback/courses/1/tracking', { ref: MODULE.dialog, refId: dialog.id, tracking: true })).status).toBe(200);
      // The lesson outline's own activities are there too: these are the test's.
      const mine = (list: { id: number; ref: number }[]) =>
        list.filter((a) => (a.ref === MODULE.dialog && a.id === dialog.id) || (a.ref === MODULE.reading && a.id === reading.id));
      const acts = mine((await report(1, 1))[0].cycles[1].activities);
      expect(acts).toEqual([
        { id: reading.id, ref: MODULE.reading, title: 'Mi familia', feedback: [], tracking: false, segments: [] },
        {
          id: dialog.id,
          ref: MODULE.dialog,
          title: 'En el mercado',
          feedback: [{ dialectId: ES, dialectCode: 'es-ES', n: 1, median: 650 }],
          tracking: true,
          segments: [],
        },
      ]);
      await send('PUT', 'feedback/courses/1/tracking', { ref: MODULE.dialog, refId: dialog.id, tracking: false });
      expect(mine((await report(1, 1))[0].cycles[1].activities)[1]).toMatchObject({ id: dialog.id, tracking: false });
    } finally {
      remove();
    }
  });

  it('refuses a bad range, a bad rating, a cycle or dialect of another course, and another course', async () => {
    const bad = await get('feedback/courses/1/report?start=5&end=2');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('start');
    expect((await get('feedback/courses/1/report?start=0&end=2')).status).toBe(400);
    const rating = await send('POST', 'feedback/courses/1/ratings', { ref: CYCLE_REF, refId: 1, dialectId: ES, rating: 1001 });
    expect(rating.status).toBe(400);
    expect(rating.body.fields).toHaveProperty('rating');
    const [other] = rowsOf<{ id: number }>(
      await t.server.database.db.execute(sql`select c.id from cycles c join lessons l on l.id = c.lesson_id where l.course_id = 2 limit 1`),
    );
    const foreign = await send('POST', 'feedback/courses/1/ratings', { ref: CYCLE_REF, refId: Number(other.id), dialectId: ES, rating: 500 });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { refId: 'Belongs to another course' } } });
    // A record of another course, or none, is refused too (ratings and tracking).
    const [otherDialog] = await resourceRows(t.server.database.db, MODULE.dialog, 2);
    expect((await send('POST', 'feedback/courses/1/ratings', { ref: MODULE.dialog, refId: otherDialog.id, dialectId: ES, rating: 500 })).body.fields).toEqual({
      refId: 'Belongs to another course',
    });
    expect((await send('PUT', 'feedback/courses/1/tracking', { ref: MODULE.dialog, refId: 999_999, tracking: true })).body.fields).toEqual({
      refId: 'No such record',
    });
    const [dialog] = await resourceRows(t.server.database.db, MODULE.dialog, 1);
    const dialect = await send('POST', 'feedback/courses/1/ratings', { ref: MODULE.dialog, refId: dialog.id, dialectId: 3, rating: 500 });
    expect(dialect.body.fields).toHaveProperty('dialectId');
    expect((await get('feedback/courses/2/report')).status).toBe(403);
    expect((await get('feedback/courses/2/report', admin)).status).toBe(200);
  });
});
