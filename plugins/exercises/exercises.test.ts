import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { EXERCISES } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Exercises on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('ex-editor@example.com', [[1, EXERCISES]]);
});
afterAll(() => t.close());

const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/groups/${courseId}/exercises`, { cookie, body });
const targetsOf = async (courseId = 1) =>
  (await t.call('GET', `/api/courses/${courseId}/exercises-target/new`, { cookie: admin })).body as { dialectId: number; dialectCode: string }[];

describe('exercises', () => {
  it('creates an exercise with a heading, positions and sanitised HTML per target dialect, and reads it back', async () => {
    const [first, second] = await targetsOf();
    const heading = (await t.call('GET', '/api/headings/select', { cookie: editor })).body[0];
    const res = await create({
      headingId: heading.id,
      positions: '3.2',
      targets: [{ dialectId: first.dialectId, text: '<p>Yo <span data-gap="1">tengo</span> hambre<script>alert(1)</script></p>' }],
    });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ id, headingId: heading.id, positions: '3.2', version: 1, feedbackVersion: 1 });
    expect(record.targets[0]).toMatchObject({ dialectId: first.dialectId, text: '<p>Yo <span data-gap="1">tengo</span> hambre</p>' });
    expect(record.targets[1]).toMatchObject({ dialectId: second.dialectId, text: '' });
    expect(row).toMatchObject({ id, positions: '3.2', target: 'Yo tengo hambre', error: '' });
    const targets = (await t.call('GET', `/api/exercises/${id}/targets`, { cookie: editor })).body;
    expect(targets.map((x: { text: string }) => x.text)).toEqual(['<p>Yo <span data-gap="1">tengo</span> hambre</p>', '']);
    // The heading's Uses tab finds it.
    const uses = (await t.call('GET', `/api/headings/${heading.id}/uses`, { cookie: admin })).body.uses;
    expect(uses.exerciseIds).toContain(id);
  });

  it('lists the demo exercises with search, one grid row, and the blank record', async () => {
    const all = (await t.call('GET', '/api/groups/1/exercises', { cookie: editor })).body;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const found = (await t.call('GET', '/api/groups/1/exercises?text=TENGO', { cookie: editor })).body;
    expect(found.length).toBeGreaterThanOrEqual(1);
    expect(found.every((r: { target: string }) => /tengo/i.test(r.target))).toBe(true);
    const row = (await t.call('GET', `/api/groups/1/exercises/${found[0].id}`, { cookie: editor })).body;
    expect(row).toMatchObject({ id: found[0].id });
    const blank = (await t.call('GET', '/api/exercises/new?course=1', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, version: 0, headingId: null, feedbackVersion: 1 });
    expect(blank.targets.length).toBe((await targetsOf()).length);
  });

  it('shows the feedback of the current feedback version, and a new version starts without ratings', async () => {
    const demo = (await t.call('GET', '/api/groups/1/exercises', { cookie: editor })).body.at(-1);
    const ex = (await t.call('GET', `/api/exercises/${demo.id}`, { cookie: editor })).body;
    expect(ex.feedback[0]).toMatchObject({ version: 1, n: expect.any(Number), median: expect.any(Number) });
    expect(ex.feedback.some((f: { n: number }) => f.n > 0)).toBe(true);
    const saved = await t.call('PUT', `/api/exercises/${demo.id}`, { cookie: editor, body: { ...ex, feedbackVersion: 2 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record.feedback.every((f: { n: number; version: number }) => f.n === 0 && f.version === 2)).toBe(true);
  });

  it('sets one target dialect (sanitised), refuses a stale version and a dialect that is not a target', async () => {
    const [first] = await targetsOf();
    const {
      body: {
        data: { id },
      },
    } = await create({ positions: '1' });
    const put = await t.call('PUT', `/api/exercises/${id}/target-dialect/${first.dialectId}`, {
      cookie: editor,
      body: { text: '<p onclick="x()">Hola</p>', version: 1 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.record.targets[0].text).toBe('<p>Hola</p>');
    expect((await t.call('PUT', `/api/exercises/${id}/target-dialect/${first.dialectId}`, { cookie: editor, body: { text: 'x', version: 1 } })).status).toBe(
      409,
    );
    const notTarget = await t.call('PUT', `/api/exercises/${id}/target-dialect/3`, { cookie: editor, body: { text: 'x' } });
    expect(notTarget.status).toBe(400);
  });

  it('answers 400 naming the failing fields and writes nothing', async () => {
    const before = (await t.call('GET', '/api/groups/1/exercises', { cookie: editor })).body.length;
    const bad = await create({ headingId: 'x', feedbackVersion: 0, targets: [{ dialectId: 3, text: 'a' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ headingId: expect.any(String), feedbackVersion: expect.any(String) });
    const wrongDialect = await create({ targets: [{ dialectId: 3, text: 'a' }] });
    expect(wrongDialect).toMatchObject({ status: 400, body: { fields: { 'targets.0.dialectId': 'Not a target dialect of this course' } } });
    expect((await t.call('GET', '/api/groups/1/exercises', { cookie: editor })).body.length).toBe(before);
  });

  it('checks the course: the rows with errors are answered, and with-error lists them', async () => {
    const [first] = await targetsOf();
    const {
      body: {
        data: { id: emptyGap },
      },
    } = await create({ targets: [{ dialectId: first.dialectId, text: '<p>Yo <span data-gap="1"></span></p>' }] });
    const checked = await t.call('GET', '/api/courses/1/exercises/check', { cookie: editor });
    expect(checked.status).toBe(200);
    const row = checked.body.find((r: { id: number }) => r.id === emptyGap);
    expect(row.error).toMatch(/Empty gap in/);
    expect(checked.body.every((r: { error: string }) => r.error !== '')).toBe(true);
    const withError = (await t.call('GET', '/api/courses/1/exercises/with-error', { cookie: editor })).body;
    expect(withError.map((r: { id: number }) => r.id)).toEqual(checked.body.map((r: { id: number }) => r.id));
    const grid = (await t.call('GET', '/api/groups/1/exercises?withError=1', { cookie: editor })).body;
    expect(grid.map((r: { id: number }) => r.id)).toEqual(withError.map((r: { id: number }) => r.id));
  });

  it('sets the flag, deletes, and refuses another course with 403', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ positions: '9' });
    expect((await t.call('PUT', `/api/exercises/${id}/flag`, { cookie: editor, body: { flag: 4 } })).status).toBe(200);
    expect((await t.call('GET', `/api/exercises/${id}`, { cookie: editor })).body.flag).toBe(4);
    expect((await t.call('DELETE', `/api/exercises/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/exercises/${id}`, { cookie: editor })).status).toBe(404);
    const other = (await t.call('GET', '/api/groups/2/exercises', { cookie: admin })).body[0];
    expect((await t.call('GET', '/api/groups/2/exercises', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/exercises/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/courses/2/exercises/check', { cookie: editor })).status).toBe(403);
    expect((await create({}, editor, 2)).status).toBe(403);
    expect(MODULE.exercise).toBe(EXERCISES);
  });
});
