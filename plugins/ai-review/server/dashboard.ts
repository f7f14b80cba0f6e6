import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contributionsTo, courseDialectList, recordLocations, rowsOf, translatableTexts, type Db, type RecordLocation } from '../../../sdk/server';
import { REVIEW_FLAGGED, type CheckerKind, type DashboardCell, type FlaggedReview, type ReviewDashboard } from '../shared';
import { aiReviews } from './tables';
import { contentRefs, planOf, textsOf } from './texts';

/**
 * The review dashboard (spec 4 §2.7): a row per content type, a column per dialect (ALL, then the
 * course's targets and sources) with its checked, flagged and OK counts over every checker.
 */
export async function dashboard(db: Db, courseId: number): Promise<ReviewDashboard> {
  const dialects = [...(await courseDialectList(db, courseId, 'target')), ...(await courseDialectList(db, courseId, 'source'))];
  const counts = rowsOf<{ ref: number; dialect_id: number; status: number; n: number }>(
    await db.execute(sql`
    select ref, dialect_id, status, count(*)::int as n from ${aiReviews} where course_id = ${courseId} group by ref, dialect_id, status`),
  );
  const [course] = rowsOf<{ pos: number }>(await db.execute(sql`select ai_review_pos as pos from courses where id = ${courseId}`));
  const blank = (): DashboardCell => ({ checked: 0, flagged: 0, ok: 0 });
  const rows = contentRefs().map((r) => {
    const cells: Record<string, DashboardCell> = { all: blank() };
    for (const d of dialects) cells[String(d.dialectId)] = blank();
    for (const c of counts.filter((x) => Number(x.ref) === r.ref)) {
      for (const cell of [cells.all, cells[String(c.dialect_id)]].filter(Boolean)) {
        cell.checked += Number(c.n);
        if (Number(c.status) === REVIEW_FLAGGED) cell.flagged += Number(c.n);
        else cell.ok += Number(c.n);
      }
    }
    return { ref: r.ref, name: r.name, cells };
  });
  return {
    aiReviewPos: Number(course?.pos ?? 0),
    dialects: [
      { key: 'all', label: 'ALL', dialectId: null },
      ...dialects.map((d) => ({ key: String(d.dialectId), label: d.dialectCode, dialectId: d.dialectId })),
    ],
    rows,
  };
}

/**
 * The course's reviews of a content type (in a dialect, of a status), with the text reviewed, the
 * one it was compared with, and where the text opens (a part, such as a reading text, on its record).
 */
export async function reviewsOf(
  db: Db,
  courseId: number,
  q: { ref?: number; refId?: number; refIds?: number[]; dialectId?: number; status?: number },
): Promise<FlaggedReview[]> {
  const rows = await db
    .select()
    .from(aiReviews)
    .where(
      and(
        eq(aiReviews.courseId, courseId),
        q.ref ? eq(aiReviews.ref, q.ref) : undefined,
        q.refId ? eq(aiReviews.refId, q.refId) : undefined,
        q.refIds ? inArray(aiReviews.refId, q.refIds) : undefined,
        q.dialectId ? eq(aiReviews.dialectId, q.dialectId) : undefined,
        q.status ? eq(aiReviews.status, q.status) : undefined,
      ),
    )
    .orderBy(asc(aiReviews.ref), asc(aiReviews.refId), asc(aiReviews.id))
    .limit(500);
  const codes = new Map(rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from dialects`)).map((d) => [Number(d.id), d.code]));
  const out: FlaggedReview[] = [];
  const fields = new Map(contentRefs().map((r) => [r.ref, r.field]));
  const locations = new Map<number, Map<number, RecordLocation>>();
  for (const ref of new Set(rows.map((r) => r.ref)))
    locations.set(
      ref,
      await recordLocations(
        db,
        ref,
        rows.filter((r) => r.ref === ref).map((r) => r.refId),
      ),
    );
  for (const r of rows) {
    const plan = await planOf(db, courseId, r.kind as CheckerKind, r.dialectId).catch(() => null);
    const refDialect = plan?.references[0]?.dialectId;
    const texts = (await textsOf(db, r.ref, fields.get(r.ref) ?? 'text', [r.refId], [r.dialectId, ...(refDialect ? [refDialect] : [])])).get(r.refId)?.texts;
    out.push({
      id: r.id,
      ref: r.ref,
      refId: r.refId,
      kind: r.kind as CheckerKind,
      dialectId: r.dialectId,
      dialectCode: codes.get(r.dialectId) ?? '',
      status: r.status,
      response: r.response,
      reasoning: r.reasoning,
      text: texts?.get(r.dialectId) ?? '',
      reference: refDialect ? (texts?.get(refDialect) ?? '') : '',
      open: locations.get(r.ref)?.get(r.refId) ?? null,
    });
  }
  return out;
}

export const reviewIdsOfCourse = async (db: Db, courseId: number, ids: number[]) =>
  (
    await db
      .select({ id: aiReviews.id })
      .from(aiReviews)
      .where(and(eq(aiReviews.courseId, courseId), inArray(aiReviews.id, ids)))
  ).map((r) => r.id);

/**
 * The flagged reviews a grid row's robot stands for (see aiReviewContributions): the record's own,
 * or those of its parts when its texts are parts (a dialog's segments, a reading's texts).
 */
export async function rowFindings(db: Db, courseId: number, ref: number, id: number): Promise<FlaggedReview[]> {
  const kinds = contributionsTo(translatableTexts);
  const own = kinds.some((k) => k.ref === ref && k.gridRows) ? [] : await reviewsOf(db, courseId, { ref, refId: id, status: REVIEW_FLAGGED });
  const parts: FlaggedReview[] = [];
  for (const k of kinds.filter((x) => x.gridRows?.ref === ref)) {
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select p.id from (${k.gridRows!.of([id])}) p`)).map((r) => Number(r.id));
    if (ids.length) parts.push(...(await reviewsOf(db, courseId, { ref: k.ref, refIds: ids, status: REVIEW_FLAGGED })));
  }
  return [...own, ...parts];
}
