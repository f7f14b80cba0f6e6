import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { contributionsTo, cycles, lessons, rowsOf, type Db } from '../../../sdk/server';
import { panelSegments } from '../../segments/public';
import { lessonActivities } from '../../lesson-outline/public';
import { MODULE } from '../../../sdk/shared';
import { CYCLE_REF, type FeedbackLesson, type FeedbackScore } from '../shared';
import { feedbackStore, versionsOf } from './store';

/** The scores and tracking of records, per ref and id, from the one store (the same the records' forms read). */
async function feedbackOf(db: Db, courseId: number, records: { ref: number; refId: number }[]) {
  const byRef = new Map<number, number[]>();
  for (const r of records) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r.refId]);
  const scores = new Map<number, Map<number, FeedbackScore[]>>();
  const tracked = new Map<number, Set<number>>();
  for (const [ref, ids] of byRef) {
    scores.set(ref, await feedbackStore.scoresOf(db, courseId, ref, ids, await versionsOf(db, ref, ids)));
    tracked.set(ref, await feedbackStore.trackedOf(db, courseId, ref, ids));
  }
  return {
    scoreOf: (ref: number, refId: number) => scores.get(ref)?.get(refId) ?? [],
    isTracked: (ref: number, refId: number) => tracked.get(ref)?.has(refId) ?? false,
  };
}

/** The segments of panels (their owner's, panelSegments), by panel, in id order. */
async function segmentsOfPanels(db: Db, courseId: number, panelIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!panelIds.length) return out;
  const wanted = new Set(panelIds);
  for (const owner of contributionsTo(panelSegments))
    for (const s of rowsOf<{ id: number; panel_id: number }>(await db.execute(owner.ofPanels(courseId)))) {
      const panel = Number(s.panel_id);
      if (wanted.has(panel)) out.set(panel, [...(out.get(panel) ?? []), Number(s.id)]);
    }
  for (const ids of out.values()) ids.sort((a, b) => a - b);
  return out;
}

/**
 * The lesson feedback report (spec 4 §2.3): the lessons from start to end by position, with their
 * title (in the course's default target dialect), cycles and the cycles' activities (as the lesson
 * outline contributes them), each with its feedback per target dialect and whether it is tracked
 * (of the record's current feedback version), and a panel's segments with theirs.
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
  const segments = await segmentsOfPanels(
    db,
    courseId,
    activities.filter((a) => a.ref === MODULE.panels).map((a) => a.refId),
  );
  const { scoreOf, isTracked } = await feedbackOf(db, courseId, [
    ...cycleIds.map((id) => ({ ref: CYCLE_REF, refId: id })),
    ...activities,
    ...[...segments.values()].flat().map((id) => ({ ref: MODULE.segment, refId: id })),
  ]);
  return list.map((l) => ({
    id: l.id,
    position: l.position,
    title: titles.get(l.id) ?? '',
    cycles: cycleRows
      .filter((c) => c.lessonId === l.id)
      .map((c) => ({
        id: c.id,
        position: c.position,
        feedback: scoreOf(CYCLE_REF, c.id),
        activities: activities
          .filter((a) => a.cycleId === c.id)
          .map((a) => ({
            id: a.refId,
            ref: a.ref,
            title: a.title,
            feedback: scoreOf(a.ref, a.refId),
            tracking: isTracked(a.ref, a.refId),
            segments: (a.ref === MODULE.panels ? (segments.get(a.refId) ?? []) : []).map((id) => ({
              id,
              feedback: scoreOf(MODULE.segment, id),
              tracking: isTracked(MODULE.segment, id),
            })),
          })),
      })),
  }));
}
