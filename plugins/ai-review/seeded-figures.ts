import { sql } from 'drizzle-orm';
import { apiUrl, type AnyContract } from '../../sdk/shared';
import { rowsOf } from '../../sdk/server';
import type { TestServer } from '../../tests/support/server';
import { seededRecords, seededRef, wrappedRecords } from './demo';
import { MISTAKES, TARGET_ONLY, type Mistake } from './demo/mistakes';
import { localChecksOf } from './server/agent';
import { CHECK_BATCH_TASK } from './server/runs';
import { aiReviewApi } from './public';
import { CHECKER_KINDS, REVIEW_FLAGGED, type CheckerKind, type FlaggedReview } from './shared';

/**
 * Precision and recall of the local checks on the demo's seeded set (issue 23): the three checkers
 * run, as the screen runs them, over the seeded content type of every course (queued batches
 * started by the route), and each text's verdict is set against the mistake the demo seeded in it.
 */

/**
 * One checked text: the mistake the demo seeded in its record that this checker can see (null: a
 * clean text; the Sources checker sees no target-only mistake), whether the demo wrapped its right
 * target in paragraphs, and the checks that flagged it.
 */
export interface CheckedText {
  checker: CheckerKind;
  courseId: number;
  refId: number;
  mistake: string | null;
  wrapped: boolean;
  checks: string[];
}

/** The test server's URL of a call (the contract's path under /api, with its query). */
const urlOf = (c: AnyContract, params: Record<string, number>, query: Record<string, string | number> = {}) => apiUrl(c, params, query);

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/**
 * Runs each checker over every course's seeded content type: Sources on the default source, Targets
 * and Source&Target on the default target (the dialects the demo seeds its mistakes in). Texts
 * checked already (the demo's own Sources run) are checked again first, so every verdict is fresh.
 * Best on a server without task workers (`taskConcurrency: 0`): the queue is drained here.
 */
export async function checkSeededSet(t: TestServer, cookie: string): Promise<CheckedText[]> {
  const db = t.server.database.db;
  const ref = seededRef();
  const courses = rowsOf<{ id: number; s: number; t: number }>(
    await db.execute(sql`
    select id, source_dialect_default_id as s, target_dialect_default_id as t from courses order by id`),
  );
  const out: CheckedText[] = [];
  for (const course of courses) {
    if (!course.s || !course.t) continue;
    const seeded = new Map((await seededRecords(db, Number(course.id))).map((s) => [s.refId, s.mistake]));
    const wrapped = new Set(await wrappedRecords(db, Number(course.id)));
    const seen = (checker: CheckerKind, m: Mistake | undefined) => (!m || (checker === 'sources' && TARGET_ONLY.includes(m)) ? null : m);
    for (const checker of CHECKER_KINDS) {
      const dialect = Number(checker === 'sources' ? course.s : course.t);
      const api = aiReviewApi.checkers[checker];
      const key = { courseId: Number(course.id), dialectId: dialect, ref: ref.ref };
      const base = `${checker} checker, course ${course.id}, dialect ${dialect}`;
      const list = (await ok(t.call('GET', urlOf(api.elements, key), { cookie }), base)) as { id: number; checked: boolean }[];
      const done = list.filter((e) => e.checked).map((e) => e.id);
      for (let i = 0; i < done.length; i += ref.batchSize) {
        await ok(t.call('GET', urlOf(api.check, key, { ids: done.slice(i, i + ref.batchSize).join(',') }), { cookie }), base);
      }
      await ok(t.call('PUT', urlOf(api.setRunning, key), { cookie, body: { running: true } }), base);
      for (let i = 0; ; i++) {
        while (await t.server.tasks.runOnce(CHECK_BATCH_TASK, 50));
        const state = await ok(t.call('GET', urlOf(api.run, key), { cookie }), base);
        if (state.complete && !state.running) break;
        if (i > 600) throw new Error(`${base}: the run did not complete (${JSON.stringify(state)})`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const reviews = urlOf(aiReviewApi.reviews, { courseId: Number(course.id) }, { ref: ref.ref, dialectId: dialect, status: REVIEW_FLAGGED });
      const flagged = ((await ok(t.call('GET', reviews, { cookie }), base)) as FlaggedReview[]).filter((r) => r.kind === checker);
      const checks = new Map(flagged.map((r) => [r.refId, localChecksOf(r.reasoning)]));
      for (const e of list)
        out.push({
          checker,
          courseId: Number(course.id),
          refId: e.id,
          mistake: seen(checker, seeded.get(e.id)),
          wrapped: wrapped.has(e.id),
          checks: checks.get(e.id) ?? [],
        });
    }
  }
  return out;
}

/** Per check kind: seeded flaws and those found (recall); texts it flagged and those seeded with it (precision). */
export interface CheckFigure {
  check: string;
  seeded: number;
  found: number;
  flagged: number;
  right: number;
}

/** The figures of each check kind (the seeded ones, then any other that flagged a text) and 'overall' (any check, any seeded mistake). */
export function figuresOf(texts: CheckedText[]): CheckFigure[] {
  const kinds = [...MISTAKES, ...new Set(texts.flatMap((x) => x.checks).filter((c) => !(MISTAKES as readonly string[]).includes(c)))];
  const per = kinds.map((check) => {
    const seeded = texts.filter((x) => x.mistake === check);
    const flagged = texts.filter((x) => x.checks.includes(check));
    return {
      check,
      seeded: seeded.length,
      found: seeded.filter((x) => x.checks.includes(check)).length,
      flagged: flagged.length,
      right: flagged.filter((x) => x.mistake === check).length,
    };
  });
  const seeded = texts.filter((x) => x.mistake);
  const flagged = texts.filter((x) => x.checks.length);
  return [
    ...per,
    {
      check: 'overall',
      seeded: seeded.length,
      found: seeded.filter((x) => x.checks.includes(x.mistake!)).length,
      flagged: flagged.length,
      right: flagged.filter((x) => x.mistake).length,
    },
  ];
}

export const ratio = (n: number, d: number) => (d ? n / d : 1);
