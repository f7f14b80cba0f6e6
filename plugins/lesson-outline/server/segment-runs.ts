import { and, desc, eq, sql } from 'drizzle-orm';
import { contributionsTo, cycles, defineTask, HttpError, lessons, rowsOf, translatableTexts, workStates, type Db, type Tasks } from '../../../sdk/server';
import { panelSegments } from '../../segments/public';
import { BoardType, MODULE, WorkState } from '../../../sdk/shared';
import type { SegmentRun } from '../public';
import { outlineActivities, segmentRuns } from './tables';

export const CREATE_SEGMENTS_TASK = 'lesson-outline.create-segments';
/** Panels topped up per progress step. */
const BATCH = 20;

type SegmentRunRow = typeof segmentRuns.$inferSelect;

/** A run as the API answers it (its time in ISO 8601, as JSON writes it). */
const shown = (r: SegmentRunRow): SegmentRun => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * The panels of lessons [startPos, endPos] with their lesson position: those the outline plays in
 * such a lesson (their first), and those the Panels module places in one (its lessonPositions).
 */
export async function panelsInLessons(db: Db, courseId: number, startPos: number, endPos: number): Promise<{ id: number; lesson: number }[]> {
  const lessonOf = new Map<number, number>();
  const keep = (id: number, position: number) => {
    if (position >= startPos && position <= endPos) lessonOf.set(id, Math.min(position, lessonOf.get(id) ?? Infinity));
  };
  const played = rowsOf<{ id: number; position: number }>(await db.execute(sql`
    select a.ref_id as id, min(l.position) as position from ${outlineActivities} a
      join ${cycles} c on c.id = a.cycle_id join ${lessons} l on l.id = c.lesson_id
     where a.course_id = ${courseId} and a.ref = ${MODULE.panels} and l.position between ${startPos} and ${endPos}
     group by a.ref_id`));
  played.forEach((r) => keep(Number(r.id), Number(r.position)));
  for (const t of contributionsTo(translatableTexts).filter((x) => x.ref === MODULE.panels && x.lessonPositions)) {
    rowsOf<{ id: number; position: number }>(await db.execute(t.lessonPositions!(courseId))).forEach((r) => keep(Number(r.id), Number(r.position)));
  }
  return [...lessonOf].map(([id, lesson]) => ({ id, lesson })).sort((a, b) => a.lesson - b.lesson || a.id - b.id);
}

/** The course's latest run, or null. */
export async function latestRun(db: Db, courseId: number): Promise<SegmentRun | null> {
  const [r] = await db.select().from(segmentRuns).where(eq(segmentRuns.courseId, courseId)).orderBy(desc(segmentRuns.id)).limit(1);
  return r ? shown(r) : null;
}

/** Starts a run as a queued task (409 while another run of the course is running). */
export async function startSegmentRun(db: Db, tasks: Tasks, courseId: number, b: { startPos: number; endPos: number; nSegments: number }): Promise<SegmentRun> {
  if (!contributionsTo(panelSegments).length) throw new HttpError(409, 'The Segments module is not installed');
  const last = await latestRun(db, courseId);
  if (last?.status === 'running') throw new HttpError(409, 'Empty segments are already being created for this course');
  const [run] = await db.insert(segmentRuns).values({ courseId, ...b }).returning();
  await tasks.enqueue(CREATE_SEGMENTS_TASK, { runId: run.id });
  return shown(run);
}

/**
 * Tops every panel of the run's lessons up to nSegments segments (a panel with as many or more
 * gets none, so a rerun or a retried task adds nothing twice). Each new segment gets its work
 * state, NONE at its panel's lesson, for the wizard's Segments board. Progress after each batch.
 */
export const createSegmentsTask = defineTask<{ runId: number }>({
  name: CREATE_SEGMENTS_TASK,
  expireInSeconds: 900,
  handler: async ({ runId }, { db }) => {
    const [run] = await db.select().from(segmentRuns).where(eq(segmentRuns.id, runId));
    if (!run || run.status !== 'running') return;
    const [maker] = contributionsTo(panelSegments);
    const panels = await panelsInLessons(db, run.courseId, run.startPos, run.endPos);
    let { created } = run;
    await db.update(segmentRuns).set({ total: panels.length, done: 0 }).where(eq(segmentRuns.id, runId));
    for (let i = 0; i < panels.length; i += BATCH) {
      const part = panels.slice(i, i + BATCH);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const counts = await maker.countsOf(tx, run.courseId, part.map((p) => p.id));
        for (const p of part) {
          const need = run.nSegments - (counts.get(p.id) ?? 0);
          if (need <= 0) continue;
          const ids = await maker.addEmpty(tx, run.courseId, p.id, need);
          if (ids.length) {
            await tx.insert(workStates).values(ids.map((refId) => ({ boardType: BoardType.SEGMENTS, refId, courseId: run.courseId, state: WorkState.NONE, lesson: p.lesson })))
              .onConflictDoNothing();
          }
          created += ids.length;
        }
        await tx.update(segmentRuns).set({ done: i + part.length, created }).where(eq(segmentRuns.id, runId));
      });
    }
    await db.update(segmentRuns).set({ status: 'done' }).where(and(eq(segmentRuns.id, runId), eq(segmentRuns.status, 'running')));
  },
  onDeadLetter: async ({ runId }, { db }) => {
    await db.update(segmentRuns).set({ status: 'failed' }).where(eq(segmentRuns.id, runId));
  },
});
