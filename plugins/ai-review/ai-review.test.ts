import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, openAiTestAgents, type LoggedInServer } from '../../tests/support/server';
import { checkRecords } from './server/review';
import { seededRecords } from './demo';
import { AI_REVIEW } from './plugin';
import type { CheckerRef, Dashboard, FlaggedReview, RunState } from './shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // AI Review on course 1
let outsider: string; // no grant
let sentences: number;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('reviewer@example.com', [[1, AI_REVIEW]]);
  outsider = await t.signIn('nobody@example.com');
  const refs = (await t.call('GET', '/api/ai/content/targets/checker-refs', { cookie: editor })).body as CheckerRef[];
  sentences = refs.find((r) => r.name === 'Sentences')!.ref;
}, 300_000);
afterAll(() => t.close());

const ES_ES = 2; // course 1's default target
const EN_US = 3; // course 1's default source
const targets = (course: number, dialect: number, ref = sentences) => `/api/ai/content/targets/course/${course}/dialect/${dialect}/refs/${ref}`;
const sources = (course: number, dialect: number, ref = sentences) => `/api/translation/sources/course/${course}/dialect/${dialect}/refs/${ref}/ai`;

async function runToEnd(base: string, cookie = admin): Promise<RunState> {
  const started = await t.call('PUT', `${base}/checker-run`, { cookie, body: { running: true } });
  expect(started.status).toBe(200);
  for (let i = 0; i < 600; i++) {
    const s = (await t.call('GET', `${base}/checker-run`, { cookie })).body as RunState;
    if (s.complete && !s.running) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not end');
}

describe('AI Review checkers', () => {
  it('offers every content type with its batch size to the three checkers', async () => {
    for (const url of ['translation/sources/ai/checker-refs', 'ai/content/targets/checker-refs', 'ai/content/dialect/all/checker-refs']) {
      const refs = (await t.call('GET', `/api/${url}`, { cookie: editor })).body as CheckerRef[];
      expect(refs.map((r) => r.name)).toEqual(expect.arrayContaining(['Sentences', 'Items', 'Vocabulary']));
      expect(refs.every((r) => r.batchSize > 0)).toBe(true);
    }
  });

  it('lists the records with their checked flags, and checks some now', async () => {
    const list = (await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements`, { cookie: editor })).body as { id: number; checked: boolean }[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((e) => !e.checked)).toBe(true);
    const seeded = await seededRecords(t.server.database.db, 1);
    const ids = [...seeded.map((s) => s.refId), list[0].id, list[1].id];
    const res = await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements-check?ids=${ids.join(',')}`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ids.map((id, i) => ({ id, review: i < seeded.length ? 1 : 2 })));
    const after = (await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements`, { cookie: editor })).body as { id: number; checked: boolean }[];
    expect(
      after
        .filter((e) => e.checked)
        .map((e) => e.id)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a dialect the course has not in that role, an unknown ref and bad ids, naming the field', async () => {
    const wrong = await t.call('GET', `${targets(1, EN_US)}/checker-ref-elements`, { cookie: editor });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('dialectId');
    const ref = await t.call('GET', `${targets(1, ES_ES, 999)}/checker-ref-elements`, { cookie: editor });
    expect(ref.status).toBe(400);
    expect(JSON.stringify(ref.body)).toContain('ref');
    const ids = await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements-check?ids=1,x`, { cookie: editor });
    expect(ids.status).toBe(400);
    expect(JSON.stringify(ids.body)).toContain('ids');
    const many = await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements-check?ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`, {
      cookie: editor,
    });
    expect(many.status).toBe(400);
    expect(many.body.error).toContain('At most 10');
    expect((await t.call('GET', `${sources(1, ES_ES)}/checker-ref-elements`, { cookie: editor })).status).toBe(400);
  });

  it('refuses another course and a user without the grant', async () => {
    expect((await t.call('GET', `${targets(2, ES_ES)}/checker-ref-elements`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `${targets(1, ES_ES)}/checker-ref-elements`, { cookie: outsider })).status).toBe(403);
    expect((await t.call('PUT', `${targets(1, ES_ES)}/checker-run`, { cookie: outsider, body: { running: true } })).status).toBe(403);
  });

  it('runs the Targets checker as queued batches until none remain, and flags exactly the seeded mistakes of every course', async () => {
    const db = t.server.database.db;
    const rows: string[] = [];
    for (const course of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const cfg = (await db.execute(`select target_dialect_default_id as d from courses where id = ${course}`)) as unknown as { rows: { d: number }[] };
      const d = Number(cfg.rows[0].d);
      const state = await runToEnd(targets(course, d));
      const seeded = await seededRecords(db, course);
      const flagged = (
        (await t.call('GET', `/api/ai/courses/${course}/reviews?ref=${sentences}&dialectId=${d}&status=1`, { cookie: admin })).body as FlaggedReview[]
      ).filter((r) => r.kind === 'targets');
      const found = flagged.filter((f) => seeded.some((s) => s.refId === f.refId));
      rows.push(
        `course ${course}: ${state.total} texts, seeded ${seeded.length}, flagged ${flagged.length}, precision ${(found.length / (flagged.length || 1)).toFixed(2)}, recall ${(found.length / seeded.length).toFixed(2)}`,
      );
      expect(state.checked).toBe(state.total);
      expect(state.fails).toBe(flagged.length);
      for (const f of flagged.filter((x) => !seeded.some((s) => s.refId === x.refId)))
        console.log('FP', course, f.refId, f.text, '|', f.reference, '|', f.response);
      expect(flagged.map((f) => f.refId).sort((a, b) => a - b)).toEqual(seeded.map((s) => s.refId));
      for (const s of seeded) {
        const review = flagged.find((f) => f.refId === s.refId)!;
        const word = {
          untranslated: 'not translated',
          numbers: 'Numbers changed',
          placeholders: 'placeholders',
          tags: '<b>',
          gap: 'gap',
          length: 'length ratio',
          empty: 'is empty',
        }[s.mistake]!;
        expect(review.response).toContain(word);
        expect(review.reasoning).toContain('Local rules');
      }
    }
    console.log(`Targets checker on the demo's seeded mistakes (sentences, default target):\n${rows.join('\n')}`);
  }, 600_000);

  it("puts the AI-review robot in the content grid's rows: 1 flagged, 2 OK", async () => {
    const seeded = await seededRecords(t.server.database.db, 1);
    const rows = (await t.call('GET', '/api/groups/1/sentences', { cookie: admin })).body as { id: number; aiReview?: number }[];
    const byId = new Map(rows.map((r) => [r.id, r.aiReview]));
    expect(seeded.map((s) => byId.get(s.refId))).toEqual(seeded.map(() => 1));
    const clean = rows.filter((r) => !seeded.some((s) => s.refId === r.id));
    expect(clean.length).toBeGreaterThan(50);
    expect(clean.every((r) => r.aiReview === 2)).toBe(true);
    const one = await t.call('GET', `/api/groups/1/sentences/${seeded[0].refId}`, { cookie: admin });
    expect(one.body.aiReview).toBe(1);
  });

  it('pauses a run and resumes it where it stopped', async () => {
    const base = `/api/ai/content/dialect/all/course/1/dialect/${EN_US}/refs/${sentences}`;
    await t.call('PUT', `${base}/checker-run`, { cookie: editor, body: { running: true } });
    let s = (await t.call('PUT', `${base}/checker-run`, { cookie: editor, body: { running: false } })).body.data as RunState;
    expect(s.running).toBe(false);
    await new Promise((r) => setTimeout(r, 1500));
    const paused = (await t.call('GET', `${base}/checker-run`, { cookie: editor })).body as RunState;
    expect(paused.complete).toBe(false);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await t.call('GET', `${base}/checker-run`, { cookie: editor })).body.checked).toBe(paused.checked);
    s = await runToEnd(base, editor);
    expect(s.checked).toBe(s.total);
  }, 120_000);

  it('shows the dashboard per content type and dialect, and marks a review as OK', async () => {
    const before = (await t.call('GET', '/api/ai/courses/1/review-dashboard', { cookie: editor })).body as Dashboard;
    expect(before.dialects.map((d) => d.label)).toEqual(['ALL', 'es-ES', 'es-MX', 'en-US', 'en-GB'].filter((l) => before.dialects.some((d) => d.label === l)));
    const row = before.rows.find((r) => r.ref === sentences)!;
    expect(row.cells[String(ES_ES)].flagged).toBeGreaterThan(0);
    expect(row.cells.all.checked).toBe(row.cells.all.flagged + row.cells.all.ok);
    const [first] = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${sentences}&dialectId=${ES_ES}&status=1`, { cookie: editor })).body as FlaggedReview[];
    expect(first.text).not.toBe('');
    const bad = await t.call('PUT', `/api/ai/review/${first.id}`, { cookie: editor, body: { status: 7 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    expect((await t.call('PUT', `/api/ai/review/${first.id}`, { cookie: outsider, body: { status: 2 } })).status).toBe(403);
    const ok = await t.call('PUT', `/api/ai/review/${first.id}`, { cookie: editor, body: { status: 2 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe(2);
    const after = (await t.call('GET', '/api/ai/courses/1/review-dashboard', { cookie: editor })).body as Dashboard;
    // The answer carries the dashboard with the new counts, as the screen shows it.
    expect(ok.body.data.dashboard).toEqual(after);
    const cell = after.rows.find((r) => r.ref === sentences)!.cells[String(ES_ES)];
    expect(cell.flagged).toBe(row.cells[String(ES_ES)].flagged - 1);
    expect(cell.ok).toBe(row.cells[String(ES_ES)].ok + 1);
    expect((await t.call('PUT', '/api/ai/review/999999', { cookie: admin, body: { status: 2 } })).status).toBe(404);
  });
  it('a deleted record takes its reviews with it', async () => {
    const seeded = await seededRecords(t.server.database.db, 1);
    const rows = (await t.call('GET', '/api/groups/1/sentences', { cookie: admin })).body as { id: number; aiReview?: number }[];
    const reviewed = rows.find((r) => r.aiReview === 2 && !seeded.some((s) => s.refId === r.id))!;
    const reviews = async () =>
      (await t.call('GET', `/api/ai/courses/1/reviews?ref=${sentences}&refId=${reviewed.id}`, { cookie: editor })).body as FlaggedReview[];
    expect((await reviews()).length).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/api/sentences/${reviewed.id}`, { cookie: admin })).status).toBe(200);
    expect(await reviews()).toEqual([]);
  });
});

describe('the translation check on the openai provider', () => {
  it("sends the texts in the prompt and stores the model's findings as the review", async () => {
    const requests: { messages: { content: string }[] }[] = [];
    const fake = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        requests.push(JSON.parse(body));
        const content = JSON.stringify({
          findings: [{ check: 'meaning', explanation: 'The es-ES text says dogs, the en-US text cats.' }],
          confidence: 0.9,
          reasoning: 'Compared the meaning.',
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ model: 'fake-model', choices: [{ message: { role: 'assistant', content } }], usage: { prompt_tokens: 10, completion_tokens: 5 } }),
        );
      });
    });
    const baseUrl = await new Promise<string>((r) => fake.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`)));
    try {
      const db = t.server.database.db;
      const key = { courseId: 1, kind: 'targets' as const, ref: sentences, dialectId: 4 }; // es-MX, not checked yet
      const [first] = (await t.call('GET', `${targets(1, 4)}/checker-ref-elements`, { cookie: editor })).body as { id: number }[];
      const out = await checkRecords(db, openAiTestAgents(db, baseUrl), key, [first.id]);
      expect(out).toEqual([{ id: first.id, review: 1 }]);
      expect(requests[0].messages.at(-1)!.content).toMatch(/Check the es-MX text against its translations[\s\S]*en-US: "/);
      const [review] = (
        (await t.call('GET', `/api/ai/courses/1/reviews?ref=${sentences}&dialectId=4&status=1`, { cookie: editor })).body as FlaggedReview[]
      ).filter((r) => r.refId === first.id);
      expect(review).toMatchObject({ response: 'The es-ES text says dogs, the en-US text cats.', reasoning: 'Compared the meaning.' });
    } finally {
      fake.closeAllConnections();
      await new Promise((r) => fake.close(r));
    }
  });
});
