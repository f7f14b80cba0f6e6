import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import type { CheckerRef, FlaggedReview, RunState } from './shared';

/**
 * The content types that joined the checkers through their owners' translatableTexts (dialog
 * segments, reading texts, segments, trainer titles): each checker finds the demo's records and
 * their texts, and the concept linker's checker runs over the linkable ones.
 */
let t: LoggedInServer;
let admin: string;
let refs: CheckerRef[];

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  refs = (await t.call('GET', '/api/ai/content/targets/checker-refs', { cookie: admin })).body as CheckerRef[];
}, 300_000);
afterAll(() => t.close());

const ES_ES = 2; // course 1's default target
const EN_US = 3; // course 1's default source
const refOf = (name: string) => refs.find((r) => r.name === name)!.ref;

/** Checks the first records of the content type and answers their reviews, read back with the texts they are about. */
async function checkFirst(base: string, ref: number, n = 2): Promise<FlaggedReview[]> {
  const list = (await t.call('GET', `${base}/checker-ref-elements`, { cookie: admin })).body as { id: number }[];
  expect(list.length).toBeGreaterThan(0);
  const ids = list.slice(0, n).map((e) => e.id);
  const checked = await t.call('GET', `${base}/checker-ref-elements-check?ids=${ids.join(',')}`, { cookie: admin });
  expect(checked.status).toBe(200);
  expect((checked.body as { id: number }[]).map((r) => r.id)).toEqual(ids);
  const reviews: FlaggedReview[] = [];
  for (const id of ids) {
    const res = await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}&refId=${id}`, { cookie: admin });
    expect(res.status).toBe(200);
    reviews.push(...(res.body as FlaggedReview[]));
  }
  return reviews;
}

describe('content types of dialogs, readings, segments and trainers in the AI Review checkers', () => {
  it('offers them to the checkers', () => {
    expect(refs.map((r) => r.name)).toEqual(expect.arrayContaining(['Dialog segments', 'Reading texts', 'Segments', 'Trainer titles']));
  });

  it.each(['Dialog segments', 'Reading texts', 'Segments'])('the Targets checker checks the %s of the demo against their source texts', async (name) => {
    const ref = refOf(name);
    const reviews = await checkFirst(`/api/ai/content/targets/course/1/dialect/${ES_ES}/refs/${ref}`, ref);
    expect(reviews).toHaveLength(2);
    for (const r of reviews) {
      expect(r).toMatchObject({ ref, kind: 'targets', dialectId: ES_ES, status: expect.any(Number) });
      expect(r.text.replace(/<[^>]*>/g, '').trim()).not.toBe('');
    }
  });

  it('the Sources checker checks trainer titles in a source dialect', async () => {
    const ref = refOf('Trainer titles');
    const reviews = await checkFirst(`/api/translation/sources/course/1/dialect/${EN_US}/refs/${ref}/ai`, ref, 1);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ ref, kind: 'sources', dialectId: EN_US });
    expect(reviews[0].text.trim()).not.toBe('');
  });

  it('answers the reviews of one record only when asked by refId', async () => {
    const ref = refOf('Segments');
    const all = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}`, { cookie: admin })).body as FlaggedReview[];
    expect(new Set(all.map((r) => r.refId)).size).toBeGreaterThan(1);
    const one = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}&refId=${all[0].refId}`, { cookie: admin })).body as FlaggedReview[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.refId === all[0].refId)).toBe(true);
  });

  it("the segments' and trainers' grid rows carry the robot (aiReview) of their checked records only", async () => {
    for (const [name, list] of [
      ['Segments', '/api/courses/1/segments'],
      ['Trainer titles', '/api/courses/1/trainers'],
    ] as const) {
      const ref = refOf(name);
      const reviewed = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}`, { cookie: admin })).body as FlaggedReview[];
      expect(reviewed.length).toBeGreaterThan(0);
      const rows = (await t.call('GET', list, { cookie: admin })).body as { id: number; aiReview?: number }[];
      const byId = new Map(rows.map((r) => [r.id, r.aiReview]));
      for (const r of reviewed) expect(byId.get(r.refId)).toBe(r.status);
      expect(rows.filter((r) => r.aiReview !== undefined)).toHaveLength(new Set(reviewed.map((r) => r.refId)).size);
    }
  });

  it("the dialogs' and readings' grid rows carry the robot of their segments' and texts' reviews: red while one is flagged", async () => {
    const cases: { name: string; grid: string; parts(id: number): string; write(id: number): string; source?(id: number): string }[] = [
      {
        name: 'Dialog segments',
        grid: '/api/courses/1/dialogs',
        parts: (id: number) => `/api/dialogs/${id}/segments`,
        write: (id: number) => `/api/dialogs/segments/${id}/target-dialect/${ES_ES}`,
        // The demo's dialog segments have no source text: the part gets one to be compared with.
        source: (id: number) => `/api/dialogs/segments/${id}/source-dialect/${EN_US}`,
      },
      {
        name: 'Reading texts',
        grid: '/api/courses/1/readings',
        parts: (id: number) => `/api/readings/${id}/texts`,
        write: (id: number) => `/api/readings/texts/${id}/target-dialect/${ES_ES}`,
      },
    ];
    for (const c of cases) {
      const ref = refOf(c.name);
      const base = `/api/ai/content/targets/course/1/dialect/${ES_ES}/refs/${ref}`;
      const rowsBefore = (await t.call('GET', c.grid, { cookie: admin })).body as { id: number; aiReview?: number }[];
      // A row none of whose parts was checked has no robot; rows of checked parts have one.
      const row = rowsBefore.find((r) => r.aiReview === undefined)!;
      expect(row).toBeDefined();
      const answer = (await t.call('GET', c.parts(row.id), { cookie: admin })).body as { id: number }[] | { segments: { id: number }[] };
      const parts = ('segments' in answer ? answer.segments : answer).map((p) => p.id);
      expect(parts.length).toBeGreaterThan(0);
      const ok = await t.call('GET', `${base}/checker-ref-elements-check?ids=${parts[0]}`, { cookie: admin });
      const [{ review }] = ok.body as { id: number; review: number }[];
      const rowOf = async () => ((await t.call('GET', c.grid, { cookie: admin })).body as { id: number; aiReview?: number }[]).find((r) => r.id === row.id)!;
      expect((await rowOf()).aiReview).toBe(review);
      // The same part with a number its source has not: flagged, and so is its row.
      if (c.source) expect((await t.call('PUT', c.source(parts[0]), { cookie: admin, body: { text: 'At the market' } })).status).toBe(200);
      const texts = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}&refId=${parts[0]}`, { cookie: admin })).body as FlaggedReview[];
      const written = await t.call('PUT', c.write(parts[0]), { cookie: admin, body: { text: `${texts[0].text} 1234` } });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      expect((await t.call('GET', `${base}/checker-ref-elements-check?ids=${parts[0]}`, { cookie: admin })).body).toEqual([{ id: parts[0], review: 1 }]);
      expect((await rowOf()).aiReview).toBe(1);
    }
  });

  it('names where each flagged text opens: a part on its parent record with the part selected, any other record in its own module', async () => {
    const idsOf = (answer: { id: number }[] | { segments: { id: number }[] }) => ('segments' in answer ? answer.segments : answer).map((p) => p.id);
    const firstRow = async (grid: string) => ((await t.call('GET', grid, { cookie: admin })).body as { id: number }[])[0].id;
    const reading = await firstRow('/api/courses/1/readings');
    const dialog = await firstRow('/api/courses/1/dialogs');
    const book = await firstRow('/api/courses/1/books');
    const [chapter] = (await t.call('GET', `/api/books/${book}/chapters`, { cookie: admin })).body as { id: number }[];
    const cases = [
      {
        name: 'Reading texts',
        parent: reading,
        parts: `/api/readings/${reading}/texts`,
        open: (text: number) => ({ module: MODULE.reading, recordId: reading, params: { id: reading, tab: 'text', text } }),
      },
      {
        name: 'Dialog segments',
        parent: dialog,
        parts: `/api/dialogs/${dialog}/segments`,
        open: (segment: number) => ({ module: MODULE.dialog, recordId: dialog, params: { id: dialog, segment } }),
      },
      {
        name: 'Chapter texts',
        parent: book,
        parts: `/api/books/chapters/${chapter.id}/texts`,
        open: (text: number) => ({ module: MODULE.book, recordId: book, params: { book, text } }),
      },
    ];
    for (const c of cases) {
      const ref = refOf(c.name);
      const [part] = idsOf((await t.call('GET', c.parts, { cookie: admin })).body);
      const base = `/api/ai/content/targets/course/1/dialect/${ES_ES}/refs/${ref}`;
      expect((await t.call('GET', `${base}/checker-ref-elements-check?ids=${part}`, { cookie: admin })).status).toBe(200);
      const [review] = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}&refId=${part}`, { cookie: admin })).body as FlaggedReview[];
      expect(review.open, c.name).toEqual(c.open(part));
    }
    const ref = refOf('Segments');
    const [own] = (await t.call('GET', `/api/ai/courses/1/reviews?ref=${ref}`, { cookie: admin })).body as FlaggedReview[];
    expect(own.open).toEqual({ module: ref, recordId: own.refId, params: { search: String(own.refId) } });
  });

  it('the concept linker checker runs over segments and reading texts, reading their texts', async () => {
    const linkable = (await t.call('GET', '/api/concepts-linker/checker-refs', { cookie: admin })).body as { ref: number; name: string }[];
    expect(linkable.map((r) => r.name)).toEqual(expect.arrayContaining(['Segments', 'Reading texts']));
    for (const name of ['Segments', 'Reading texts']) {
      const ref = refOf(name);
      const base = `/api/groups/1/refs/${ref}/target-dialects/${ES_ES}`;
      const ids = (await t.call('GET', `${base}/checker-ref-elements`, { cookie: admin })).body as number[];
      expect(ids.length).toBeGreaterThan(0);
      const checked = await t.call('GET', `${base}/checker-ref-elements-check?ids=${ids.slice(0, 3).join(',')}`, { cookie: admin });
      expect(checked.status).toBe(200);
      expect((checked.body as { id: number }[]).map((r) => r.id)).toEqual(ids.slice(0, 3));
    }
  });

  it("honours the course's aiReviewPos for the content types whose lessons are known, and says which", async () => {
    const base = (ref: number) => `/api/ai/content/targets/course/1/dialect/${ES_ES}/refs/${ref}`;
    const count = async (name: string) => ((await t.call('GET', `${base(refOf(name))}/checker-ref-elements`, { cookie: admin })).body as unknown[]).length;
    const names = ['Dialog segments', 'Reading texts', 'Lesson titles', 'Segments'];
    expect(Object.fromEntries(refs.filter((r) => names.includes(r.name)).map((r) => [r.name, r.byLesson]))).toEqual({
      'Dialog segments': true,
      'Reading texts': true,
      'Lesson titles': true,
      Segments: true, // through their panels' lessons
    });
    const before = await Promise.all(names.map(count));
    expect(before.every((n) => n > 0)).toBe(true);
    const db = t.server.database.db;
    const lessons = rowsOf<{ position: number }>(await db.execute(sql`select position from lessons where course_id = 1 order by position`)).map((r) =>
      Number(r.position),
    );
    const from = lessons[Math.floor(lessons.length / 2)];
    try {
      await db.execute(sql`update courses set ai_review_pos = ${from} where id = 1`);
      // Lesson titles: only the lessons from `from` on.
      expect(await count('Lesson titles')).toBe(lessons.filter((p) => p >= from).length);
      await db.execute(sql`update courses set ai_review_pos = 10000 where id = 1`);
      const after = await Promise.all(names.map(count));
      // The demo's segments hang off panels in lessons; only a segment of no lesson would stay.
      expect(after).toEqual([0, 0, 0, 0]);
      const state = (await t.call('GET', `${base(refOf('Segments'))}/checker-run`, { cookie: admin })).body as RunState;
      expect(state.fromLesson).toBe(10000);
    } finally {
      await db.execute(sql`update courses set ai_review_pos = 0 where id = 1`);
    }
  });
});

describe('the robot cells of a very long list', () => {
  it('reads the reviews of 70,000 rows in one query (no parameter per id)', async () => {
    const { contributionsTo, gridRowFields } = await import('../../sdk/server');
    const ids = Array.from({ length: 70_000 }, (_, i) => i + 1);
    for (const c of contributionsTo(gridRowFields)) {
      for (const ref of [16, 25, 28]) await expect(c.fields(t.server.database.db, ref, ids)).resolves.toBeInstanceOf(Map);
    }
  });
});
