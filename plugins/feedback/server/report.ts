import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { contributionsTo, cycles, dialects, lessons, rowsOf, type Db } from '../../../sdk/server';
import { lessonActivities } from '../../lesson-outline/public';
import { MODULE } from '../../../sdk/shared';
import { CYCLE_REF, type FeedbackLesson, type FeedbackScore } from '../shared';
import { feedbackTracking } from './tables';

const key = (ref: number, refId: number) => `${ref}:${refId}`;

/** The scores (ratings count and median per target dialect) of the course's rated records, by ref:refId. */
async function scoresOf(db: Db, courseId: number): Promise<Map<string, FeedbackScore[]>> {
  const rows = rowsOf<{ ref: number; ref_id: number; dialect_id: number; code: string; n: number; median: number }>(
    await db.execute(sql`
    select r.ref, r.ref_id, r.dialect_id, d.code, count(*)::int as n,
           percentile_disc(0.5) within group (order by r.rating) as median
      from feedback_ratings r join ${dialects} d on d.id = r.dialect_id
     where r.course_id = ${courseId}
     group by r.ref, r.ref_id, r.dialect_id, d.code order by d.code`),
  );
  const out = new Map<string, FeedbackScore[]>();
  for (const r of rows) {
    const k = key(Number(r.ref), Number(r.ref_id));
    out.set(k, [...(out.get(k) ?? []), { dialectId: Number(r.dialect_id), dialectCode: r.code, n: Number(r.n), median: Number(r.median) }]);
  }
  return out;
}

/**
 * The lesson feedback report (spec 4 §2.3): the lessons from start to end by position, with their
 * title (in the course's default target dialect), cycles and the cycles' activities (as the lesson
 * outline contributes them), each with its feedback per target dialect and whether it is tracked.
 */
export async function feedbackReport(db: Db, courseId: number, start: number, end: number): Promise<FeedbackLesson[]> {
  const list = await db
    .select({ id: lessons.id, position: lessons.position })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), between(lessons.position, start, end)))
    .orderBy(asc(lessons.position));
  if (!list.length) return [];
  const titles = new Map(
    rowsOf<{ ref_id: number; text: string }>(
      await db.execute(sql`
    select distinct on (t.ref_id) t.ref_id, tt.text from translations t
      join translation_texts tt on tt.translation_id = t.id
      join courses c on c.id = ${courseId}
     where t.ref = ${MODULE.lessonTitle} and t.field = 'title' and t.ref_id in (${sql.join(
       list.map((l) => sql`${l.id}`),
       sql`, `,
     )})
     order by t.ref_id, (tt.dialect_id = c.target_dialect_default_id) desc, tt.dialect_id`),
    ).map((r) => [Number(r.ref_id), r.text]),
  );
  const cycleRows = await db
    .select()
    .from(cycles)
    .where(
      inArray(
        cycles.lessonId,
        list.map((l) => l.id),
      ),
    )
    .orderBy(asc(cycles.position), asc(cycles.id));
  const cycleIds = cycleRows.map((c) => c.id);
  const activities = (await Promise.all(contributionsTo(lessonActivities).map((p) => p.activitiesOf(db, cycleIds))))
    .flat()
    .sort((a, b) => a.position - b.position);
  const scores = await scoresOf(db, courseId);
  const tracked = new Set((await db.select().from(feedbackTracking).where(eq(feedbackTracking.courseId, courseId))).map((t) => key(t.ref, t.refId)));
  return list.map((l) => ({
    id: l.id,
    position: l.position,
    title: titles.get(l.id) ?? '',
    cycles: cycleRows
      .filter((c) => c.lessonId === l.id)
      .map((c) => ({
        id: c.id,
        position: c.position,
        feedback: scores.get(key(CYCLE_REF, c.id)) ?? [],
        activities: activities
          .filter((a) => a.cycleId === c.id)
          .map((a) => ({
            id: a.refId,
            ref: a.ref,
            title: a.title,
            feedback: scores.get(key(a.ref, a.refId)) ?? [],
            tracking: tracked.has(key(a.ref, a.refId)),
            segments: [],
          })),
      })),
  }));
}
