import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, insertTranslations, runInWorker } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { defaultMiningConfig, MINING_DIALECT, type MiningRun } from './mining-config';
import { Miner } from './server/mining';
import { MINING_PAGE, MINING_ROW_LIMIT, miningPages } from './server/mining-runs';
import { memoryEmbeddings, memoryPhrasebook } from './server/tables';
import { localEmbeddings } from './server/unifier/embeddings';
import { groupPoints } from './server/unifier/grouping';
import type group from './server/unifier/grouping.worker';
import { localVector } from './server/unifier/local-vector';

/* Mining, embeddings and grouping run in the worker threads (the SDK's runInWorker): on the demo data, they answer what the same code answers in this thread. */

let t: LoggedInServer;
const db = () => t.server.database.db;

const SUBJECTS = ['I', 'you', 'we', 'my sister', 'the teacher', 'our neighbour'];
const VERBS = ['would like', 'want', 'need', 'see', 'buy', 'bring'];
const THINGS = ['a coffee', 'a red apple', 'the green bike', 'some bread', 'a cup of tea', 'the blue car'];
const TAILS = ['please', 'today', 'at the station', 'in the morning', 'for dinner', 'again'];

beforeAll(async () => {
  t = await loggedInServer();
  // Beside the demo's texts, US k-lines of course 1 (refIds far from the demo's), so that a run reads a few pages.
  const [us] = await db().select({ id: dialects.id }).from(dialects).where(eq(dialects.code, MINING_DIALECT));
  const texts = Array.from(
    { length: 5_000 },
    (_, i) => `${SUBJECTS[i % 6]} ${VERBS[Math.floor(i / 6) % 6]} ${THINGS[Math.floor(i / 36) % 6]} ${TAILS[Math.floor(i / 216) % 6]}.`,
  );
  await insertTranslations(
    db(),
    texts.map((text, i) => ({ courseId: 1, ref: 7, refId: 980_001 + i, field: 'text', texts: [{ dialectId: us.id, text, status: 2 }] })),
  );
}, 300_000);
afterAll(() => t.close());

describe('heavy memory work in the worker threads', () => {
  it('mines every demo course as counting in this thread does', async () => {
    const courses = (await t.call('GET', '/api/memory-phrasebook/mining/courses', { cookie: t.admin })).body as { id: number }[];
    const cfg = defaultMiningConfig();
    cfg.filtering.courses = courses.map((c) => ({ course_id: c.id, klines: true }));
    const started = await t.call('POST', '/api/memory-phrasebook/mining', { cookie: t.admin, body: cfg });
    expect(started.status).toBe(200);
    let run: MiningRun;
    do {
      await new Promise((r) => setTimeout(r, 100));
      run = (await t.call('GET', `/api/memory-phrasebook/mining/${started.body.data.id}`, { cookie: t.admin })).body;
    } while (run.status !== 'done' && run.status !== 'failed');
    expect(run.error).toBeNull();

    const inline = new Miner(cfg);
    let segments = 0;
    for await (const texts of miningPages(db(), cfg)) {
      texts.forEach((text) => inline.add(text));
      segments += texts.length;
    }
    expect(run.done).toBe(segments);
    expect(segments).toBeGreaterThan(2 * MINING_PAGE); // a few pages
    const expected = inline.result().slice(0, MINING_ROW_LIMIT);
    expect(expected.length).toBeGreaterThan(100);
    expect(run.rows.map((r) => ({ text: r.phrasebook, count: r.count, type: r.type }))).toEqual(expected);
  }, 300_000);

  it('embeds and groups the demo phrasebook as this thread does', async () => {
    const phrases = (await db().select({ phrase: memoryPhrasebook.phrase }).from(memoryPhrasebook)).map((p) => p.phrase);
    expect(phrases.length).toBeGreaterThan(5);
    expect(await localEmbeddings.embed(phrases)).toEqual(phrases.map((p) => localVector(p)));

    const [us] = await db().select({ id: dialects.id }).from(dialects).where(eq(dialects.code, MINING_DIALECT));
    const points = (
      await db()
        .select({ id: memoryEmbeddings.phrasebookId, pattern: memoryEmbeddings.text, vector: memoryEmbeddings.vector })
        .from(memoryEmbeddings)
        .where(eq(memoryEmbeddings.dialectId, us.id))
    ).sort((a, b) => a.id - b.id);
    expect(points.length).toBeGreaterThan(5);
    const inline = groupPoints(points, 0.3, 50);
    expect(inline.length).toBeGreaterThan(0);
    expect(await runInWorker<typeof group>(new URL('./server/unifier/grouping.worker.ts', import.meta.url), { points, threshold: 0.3, topK: 50 })).toEqual(
      inline,
    );
  }, 120_000);
});
