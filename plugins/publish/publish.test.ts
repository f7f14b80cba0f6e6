import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Publish on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('pub@example.com', [[1, MODULE.publish]]);
}, 300_000);
afterAll(() => t.close());

const SENT = MODULE.sentences;
const get = (url: string, cookie = editor) => t.call('GET', `/api/${url}`, { cookie });
const post = (url: string, cookie = editor) => t.call('POST', `/api/${url}`, { cookie, body: {} });
const db = () => t.server.database.db;

/** A sentence of course 1 loses its text in its first target dialect: it must fail the check. */
async function breakSentence(): Promise<{ id: number; code: string }> {
  const [row] = rowsOf<{ id: number; tid: number; dialect_id: number; code: string }>(
    await db().execute(sql`
    select t.ref_id as id, t.id as tid, cd.dialect_id, d.code from translations t
      join course_dialects cd on cd.course_id = 1 and cd.kind = 'target'
      join dialects d on d.id = cd.dialect_id
      join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = cd.dialect_id and tt.text <> ''
     where t.course_id = 1 and t.ref = ${SENT} and t.field = 'text' order by t.ref_id, cd.position limit 1`),
  );
  await db().execute(sql`update translation_texts set text = '<p> </p>' where translation_id = ${row.tid} and dialect_id = ${row.dialect_id}`);
  return { id: Number(row.id), code: row.code };
}

async function waitPublished(version: number) {
  for (let i = 0; i < 600; i++) {
    const list = (await get('groups/1/publications')).body as { version: number; status: string }[];
    const p = list.find((x) => x.version === version);
    if (p?.status !== 'running') return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('publication never finished');
}

describe('publish', () => {
  it('lists the resources contributed by the plugins', async () => {
    const list = (await get('groups/1/publish-resources')).body;
    expect(list).toEqual(expect.arrayContaining([{ ref: SENT, name: 'Sentences', batch: expect.any(Number), enabled: true }]));
  });

  it('checks a resource: an empty target text fails with the record, its name and the dialect', async () => {
    const before = (await get(`groups/1/refs/${SENT}/publish-check`)).body;
    expect(before.ids.length).toBeGreaterThan(0);
    const broken = await breakSentence();
    const check = (await get(`groups/1/refs/${SENT}/publish-check`)).body;
    expect(check.ids).not.toContain(broken.id);
    expect(check.details).toContainEqual({
      ref: SENT,
      refName: expect.any(String),
      refId: broken.id,
      error: `No text in ${broken.code}`,
      open: { module: SENT, recordId: broken.id, params: { search: String(broken.id) } },
    });
    expect(check.ids.length + check.details.length).toBe(before.ids.length + before.details.length);
  });

  it('names a failing part (a reading text, a dialog segment) with its module and parent record, the part selected', async () => {
    const resources = (await get('groups/1/publish-resources')).body as { ref: number; name: string }[];
    const refOf = (name: string) => resources.find((r) => r.name === name)!.ref;
    const firstId = async (url: string) => {
      const body = (await get(url, admin)).body as { id: number }[] | { segments: { id: number }[] };
      return ('segments' in body ? body.segments : body)[0].id;
    };
    const reading = await firstId('courses/1/readings');
    const dialog = await firstId('courses/1/dialogs');
    const cases = [
      {
        ref: refOf('Reading texts'),
        part: await firstId(`readings/${reading}/texts`),
        open: (text: number) => ({ module: MODULE.reading, recordId: reading, params: { id: reading, tab: 'text', text } }),
      },
      {
        ref: refOf('Dialog segments'),
        part: await firstId(`dialogs/${dialog}/segments`),
        open: (segment: number) => ({ module: MODULE.dialog, recordId: dialog, params: { id: dialog, segment } }),
      },
    ];
    for (const c of cases) {
      // The part loses its text in every target dialect of the course.
      await db().execute(sql`update translation_texts tt set text = '' from translations t, course_dialects cd
        where tt.translation_id = t.id and t.ref = ${c.ref} and t.ref_id = ${c.part} and cd.course_id = 1 and cd.kind = 'target' and cd.dialect_id = tt.dialect_id`);
      const check = (await get(`groups/1/refs/${c.ref}/publish-check`)).body as { ids: number[]; details: { refId: number }[] };
      expect(check.ids).not.toContain(c.part);
      expect(check.details.find((d) => d.refId === c.part)).toEqual({
        ref: c.ref,
        refName: expect.any(String),
        refId: c.part,
        error: expect.stringMatching(/^No text in /),
        open: c.open(c.part),
      });
    }
  });

  it('publishes a version as a queued task and serves its snapshot by version and as the latest', async () => {
    expect((await get('groups/1/publications/latest')).status).toBe(404);
    const started = await post('groups/1/publications');
    expect(started.status).toBe(200);
    const version = started.body.data.version;
    expect(version).toBe(1);
    // The answer is the new version as the screen lists it: its status and progress per resource.
    expect(started.body.data).toMatchObject({ version: 1, status: expect.stringMatching(/^(running|published)$/), progress: expect.any(Array) });
    const done = await waitPublished(1);
    expect(done).toMatchObject({ status: 'published' });
    const check = (await get(`groups/1/refs/${SENT}/publish-check`)).body;
    const sentences = (done as any).progress.find((p: any) => p.ref === SENT);
    expect(sentences).toMatchObject({ total: check.ids.length, done: check.ids.length });

    const snap = (await get('groups/1/publications/1')).body;
    expect(snap).toMatchObject({ courseId: 1, version: 1 });
    const published = new Set(snap.texts.filter((x: any) => x.ref === SENT).map((x: any) => x.refId));
    expect([...published].sort((a: any, b: any) => a - b)).toEqual(check.ids);
    expect(published.has(check.details[0].refId)).toBe(false);
    expect((await get('groups/1/publications/latest')).body.version).toBe(1);

    // The snapshot is frozen: a later edit shows in version 2 only.
    const [one] = snap.texts.filter((x: any) => x.ref === SENT);
    await db().execute(sql`update translation_texts tt set text = 'changed after v1' from translations t, dialects d
      where tt.translation_id = t.id and d.id = tt.dialect_id and t.ref = ${SENT} and t.ref_id = ${one.refId} and d.code = ${one.dialectCode}`);
    expect((await post('groups/1/publications')).status).toBe(200);
    await waitPublished(2);
    const find = (s: any) => s.texts.find((x: any) => x.ref === SENT && x.refId === one.refId && x.dialectCode === one.dialectCode).text;
    expect(find((await get('groups/1/publications/1')).body)).toBe(one.text);
    expect(find((await get('groups/1/publications/latest')).body)).toBe('changed after v1');
  });

  it("keeps to the course's publish lesson position for records placed in lessons", async () => {
    const titles = MODULE.lessonTitle;
    const all = (await get(`groups/1/refs/${titles}/publish-check`)).body;
    expect(all.ids.length + all.details.length).toBeGreaterThanOrEqual(10);
    await db().execute(sql`update courses set publish_lesson_position = 3 where id = 1`);
    try {
      const upTo3 = (await get(`groups/1/refs/${titles}/publish-check`)).body;
      const positions = rowsOf<{ id: number; position: number }>(await db().execute(sql`select id, position from lessons where course_id = 1`));
      const checked = [...upTo3.ids, ...upTo3.details.map((d: { refId: number }) => d.refId)].sort((a: number, b: number) => a - b);
      expect(checked).toEqual(
        positions
          .filter((l) => l.position <= 3)
          .map((l) => Number(l.id))
          .sort((a, b) => a - b),
      );
      // Sentences belong to no lesson: all of them still count.
      const sentences = (await get(`groups/1/refs/${SENT}/publish-check`)).body;
      expect(sentences.ids.length + sentences.details.length).toBeGreaterThan(3);
    } finally {
      await db().execute(sql`update courses set publish_lesson_position = 0 where id = 1`);
    }
  });

  it('refuses another course, an unknown ref and version, and bad ids', async () => {
    expect((await get('groups/2/publish-resources')).status).toBe(403);
    expect((await post('groups/2/publications')).status).toBe(403);
    expect((await get('groups/2/publications/1', admin)).status).toBe(404);
    expect((await get('groups/1/publications/99')).status).toBe(404);
    const unknown = await get(`groups/1/refs/99999/publish-check`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('ref');
    const bad = await get('groups/1/publications/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('version');
  });
});
