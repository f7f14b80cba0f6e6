import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgentRunner, Db } from '../../../sdk/server';
import { REVIEW_FLAGGED, REVIEW_OK, type CheckerKind } from '../shared';
import { translationCheck, type CheckAnswer } from './agent';
import { aiReviews } from './tables';
import { contentRef, planOf, recordIds, textsOf } from './texts';

export interface CheckKey {
  courseId: number;
  kind: CheckerKind;
  ref: number;
  dialectId: number;
}

/** The records of the content type with whether the checker has checked each (spec 4 §7 checker-ref-elements). */
export async function elements(db: Db, key: CheckKey): Promise<{ id: number; checked: boolean }[]> {
  await planOf(db, key.courseId, key.kind, key.dialectId);
  const ids = await recordIds(db, key.courseId, key.ref, key.kind, key.dialectId);
  const done = new Set(
    (
      await db
        .select({ refId: aiReviews.refId })
        .from(aiReviews)
        .where(and(eq(aiReviews.kind, key.kind), eq(aiReviews.ref, key.ref), eq(aiReviews.dialectId, key.dialectId), eq(aiReviews.courseId, key.courseId)))
    ).map((r) => r.refId),
  );
  return ids.map((id) => ({ id, checked: done.has(id) }));
}

/**
 * Checks records of the course (others are left out) by the agent and stores each verdict as its
 * AI review, replacing an earlier one: flagged with the findings explained, or OK.
 */
export async function checkRecords(db: Db, agents: AgentRunner, key: CheckKey, ids: number[]): Promise<{ id: number; review: number }[]> {
  const plan = await planOf(db, key.courseId, key.kind, key.dialectId);
  const ref = contentRef(key.ref);
  const own = new Set(await recordIds(db, key.courseId, key.ref, key.kind, key.dialectId));
  const mine = [...new Set(ids)].filter((id) => own.has(id));
  const texts = await textsOf(db, key.ref, ref.field, mine, [plan.dialect.dialectId, ...plan.references.map((r) => r.dialectId)]);
  const out: { id: number; review: number }[] = [];
  for (const id of mine) {
    const t = texts.get(id)?.texts ?? new Map<number, string>();
    const translationId = texts.get(id)?.translationId;
    const side = (d: { dialectId: number; code: string }) => ({ ...d, text: t.get(d.dialectId) ?? '' });
    const r = await agents.run<CheckAnswer>(translationCheck, {
      kind: key.kind,
      courseId: key.courseId,
      translationId,
      text: side(plan.dialect),
      references: plan.references.map(side),
    });
    const status = r.answer.findings.length ? REVIEW_FLAGGED : REVIEW_OK;
    const values = { status, response: r.answer.findings.map((f) => f.explanation).join('\n'), reasoning: r.reasoning, checkedAt: new Date() };
    await db
      .insert(aiReviews)
      .values({ ...key, refId: id, ...values })
      .onConflictDoUpdate({ target: [aiReviews.kind, aiReviews.ref, aiReviews.refId, aiReviews.dialectId], set: values });
    out.push({ id, review: status });
  }
  return out;
}

/** The unchecked records of the run, at most `limit`. */
export async function unchecked(db: Db, key: CheckKey, limit: number): Promise<number[]> {
  return (await elements(db, key))
    .filter((e) => !e.checked)
    .slice(0, limit)
    .map((e) => e.id);
}

export async function failCount(db: Db, key: CheckKey, ids?: number[]): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aiReviews)
    .where(
      and(
        eq(aiReviews.courseId, key.courseId),
        eq(aiReviews.kind, key.kind),
        eq(aiReviews.ref, key.ref),
        eq(aiReviews.dialectId, key.dialectId),
        eq(aiReviews.status, REVIEW_FLAGGED),
        ids ? inArray(aiReviews.refId, ids.length ? ids : [0]) : undefined,
      ),
    );
  return r.n;
}
