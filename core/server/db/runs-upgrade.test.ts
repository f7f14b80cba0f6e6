import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { MODULE } from '../../../sdk/shared';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { EN, ES, databaseBefore, insertCourse } from '../../../tests/support/migrations';
import { startTestServer } from '../../../tests/support/server';

/**
 * The six copies of the pausable run kept a table each; their plugins' `*_runs` migrations move
 * those rows into the platform's runs and drop the tables. A database made before them (every
 * plugin's migrations but those) with a run in each old table still shows every run after the
 * upgrade, through the same routes, and a run that was running is queued again.
 */
const MOVES = ['ai-review', 'conjugation', 'inflection', 'lesson-outline', 'memory'];
const ADMIN = { login: 'old-admin@example.com', password: 'old-password' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

it('moves every run of the old tables into the platform runs: each still shows through its route, a running one goes on', async () => {
  const before = await databaseBefore((owner, tag) => MOVES.includes(owner) && tag.endsWith('_runs'), ADMIN);
  cleanups.push(before.drop);
  const { db } = before;
  await insertCourse(db);
  const VOC = MODULE.vocsCourse;
  await db.execute(
    sql`INSERT INTO inflect_batch_runs (course_id, ref, dialect_id, status, total, done, last_id) VALUES (1, ${VOC}, ${ES}, 'paused', 5, 3, 40)`,
  );
  await db.execute(
    sql`INSERT INTO conj_batch_runs (course_id, ref, status, ids, total, done, changed, last_id) VALUES (1, ${VOC}, 'completed', '{4,7}', 2, 2, 1, 7)`,
  );
  await db.execute(
    sql`INSERT INTO ai_review_runs (course_id, kind, ref, dialect_id, running, complete) VALUES (1, 'targets', ${MODULE.sentences}, ${ES}, true, false)`,
  );
  await db.execute(sql`INSERT INTO outline_segment_runs (course_id, start_pos, end_pos, n_segments, status, total, done, created, created_at)
    VALUES (1, 1, 2, 3, 'done', 4, 4, 9, '2030-01-02T03:04:05Z'), (1, 2, 5, 2, 'failed', 6, 1, 2, '2030-01-03T03:04:05Z')`);
  await db.execute(
    sql`INSERT INTO memory_mining_runs (config, status, total, done, rows) VALUES ('{"min_count":2}', 'done', 10, 10, '[{"id":1,"phrasebook":"buenos dias","count":4,"type":"phrase"}]')`,
  );
  await db.execute(
    sql`INSERT INTO memory_report_runs (kind, config, status, total, done, result) VALUES ('frequency', '{"dialect":3}', 'done', 8, 8, '[{"id":1,"pattern":"see you","count":2,"id_map":[]}]')`,
  );
  await db.execute(sql`INSERT INTO memory_unifier_runs (config, status, total, done, failed) VALUES
    ('{"dialect_id":3,"threshold":0.8,"topK":50,"points":[{"id":1,"pattern":"see you"}]}', 'paused', 1, 0, 0)`);
  await before.close();

  const t = await startTestServer({ databaseUrl: before.upgradeUrl, taskConcurrency: 0 });
  try {
    const cookie = await t.login(ADMIN.login, ADMIN.password);
    const get = async (path: string) => {
      const res = await t.call('GET', `/api/${path}`, { cookie });
      expect(res.status, path).toBe(200);
      return res.body;
    };
    const now = t.server.database.db;
    const idOf = async (kind: string) => rowsOf<{ id: number }>(await now.execute(sql`SELECT id FROM runs WHERE kind = ${kind}`)).map((r) => r.id);

    expect(await get(`groups/1/refs/${VOC}/target-dialects/${ES}/batch-target-ref-elements`)).toMatchObject({ ref: VOC, status: 'paused', total: 5, done: 3 });
    expect(await get(`groups/1/refs/${VOC}/conjugationBatchApply-check`)).toMatchObject({ ref: VOC, status: 'completed', total: 2, done: 2, changed: 1 });
    expect(await get(`ai/content/targets/course/1/dialect/${ES}/refs/${MODULE.sentences}/checker-run`)).toMatchObject({ running: true });
    expect(await get('courses/1/wizard/create-segments')).toEqual({
      run: {
        id: expect.any(Number),
        courseId: 1,
        startPos: 2,
        endPos: 5,
        nSegments: 2,
        status: 'failed',
        total: 6,
        done: 1,
        created: 2,
        createdAt: '2030-01-03T03:04:05.000Z',
      },
    });
    const [mining] = await idOf('memory.mining');
    expect(await get(`memory-phrasebook/mining/${mining}`)).toMatchObject({
      status: 'done',
      total: 10,
      done: 10,
      rows: [{ phrasebook: 'buenos dias', count: 4, status: 'none' }],
    });
    const [report] = await idOf('memory.patterns');
    expect(await get(`memory/patterns/runs/${report}`)).toMatchObject({
      kind: 'frequency',
      status: 'done',
      total: 8,
      result: [{ pattern: 'see you', count: 2 }],
    });
    const [unifier] = await idOf('memory.unifier');
    expect(await get(`memory-semantic-unifier/runs/${unifier}`)).toMatchObject({
      status: 'paused',
      total: 1,
      done: 0,
      failed: 0,
      dialect_id: EN,
      threshold: 0.8,
      topK: 50,
    });
    expect(rowsOf<{ state: unknown }>(await now.execute(sql`SELECT state FROM runs WHERE id = ${unifier}`))[0].state).toEqual({
      points: [{ id: 1, pattern: 'see you' }],
      failed: 0,
    });

    // The running checker run was queued again when the queue started; the old tables are gone.
    const [checker] = rowsOf<{ task_id: number | null }>(await now.execute(sql`SELECT task_id FROM runs WHERE kind = 'ai-review.check'`));
    expect(await t.server.tasks.get(checker.task_id!)).toMatchObject({ queue: 'run.ai-review.check', status: S.PENDING });
    // Its task is seen by who may see the run: the AI Review grant on its course.
    await t.createUser('reviewer@example.com', 'reviewer-password', [[1, MODULE.aiReview]]);
    await t.createUser('outsider@example.com', 'outsider-password', [[1, MODULE.sentences]]);
    const taskAs = async (login: string, password: string) =>
      (await t.call('GET', `/api/async-tasks/${checker.task_id}`, { cookie: await t.login(login, password) })).status;
    expect(await taskAs('reviewer@example.com', 'reviewer-password')).toBe(200);
    expect(await taskAs('outsider@example.com', 'outsider-password')).toBe(403);
    const old = rowsOf<{ name: string | null }>(
      await now.execute(sql`SELECT to_regclass(t)::text AS name FROM unnest(ARRAY['inflect_batch_runs', 'conj_batch_runs',
      'ai_review_runs', 'outline_segment_runs', 'memory_mining_runs', 'memory_report_runs', 'memory_unifier_runs']) AS t`),
    );
    expect(old.map((r) => r.name)).toEqual(Array(7).fill(null));
  } finally {
    await t.close();
  }
}, 240_000);
