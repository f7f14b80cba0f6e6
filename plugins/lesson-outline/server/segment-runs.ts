import { contributionsTo, defineRunKind, HttpError, latestRun, startRun, workStates, type Db, type Run, type Tasks } from '../../../sdk/server';
import { panelSegments } from '../../segments/public';
import { BoardType, WorkState } from '../../../sdk/shared';
import { LESSON_OUTLINE, type SegmentRun } from '../public';
import { itemsInLessons } from './work-state-lessons';

/** Panels topped up per progress step. */
const BATCH = 20;

/** The panels of lessons [startPos, endPos] with their lesson (recordLessons), by lesson then id. */
export async function panelsInLessons(db: Db, courseId: number, startPos: number, endPos: number): Promise<{ id: number; lesson: number }[]> {
  return (await itemsInLessons(db, courseId, BoardType.PANEL_SENTENCES, startPos, endPos)).map((p) => ({ id: p.refId, lesson: p.lesson }));
}

type Range = { startPos: number; endPos: number; nSegments: number };

/**
 * A run of the wizard's 'create empty segments' (spec 3 §2 'Wizard dialog'): tops every panel of
 * the lessons [startPos, endPos] up to nSegments segments (a panel with as many or more gets none,
 * so a rerun or a retried task adds nothing twice). Each new segment gets its work state, NONE at
 * its panel's lesson, for the wizard's Segments board. total and done count panels, state.created
 * the segments added; the progress is saved with each batch's segments, in its transaction.
 */
export const segmentRuns = defineRunKind<Range, { created: number }>({
  kind: 'lesson-outline.create-segments',
  module: LESSON_OUTLINE,
  label: 'Segments run',
  expireInSeconds: 900,
  step: async (run, { db, progress }) => {
    const courseId = run.courseId!;
    const [maker] = contributionsTo(panelSegments);
    const panels = await panelsInLessons(db, courseId, run.params.startPos, run.params.endPos);
    let { created } = run.state;
    if (!(await progress({ total: panels.length, done: 0 }))) return 'stop';
    for (let i = 0; i < panels.length; i += BATCH) {
      const part = panels.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        const counts = await maker.countsOf(
          tx,
          courseId,
          part.map((p) => p.id),
        );
        for (const p of part) {
          const need = run.params.nSegments - (counts.get(p.id) ?? 0);
          if (need <= 0) continue;
          const ids = await maker.addEmpty(tx, courseId, p.id, need);
          if (ids.length) {
            await tx
              .insert(workStates)
              .values(ids.map((refId) => ({ boardType: BoardType.SEGMENTS, refId, courseId, state: WorkState.NONE, lesson: p.lesson })))
              .onConflictDoNothing();
          }
          created += ids.length;
        }
        await progress({ done: i + part.length, state: { created } }, tx);
      });
    }
    return { complete: true };
  },
});

/** A run as the API answers it (its time in ISO 8601, as JSON writes it). */
const shown = (r: Run<Range, { created: number }>): SegmentRun => ({
  id: r.id,
  courseId: r.courseId!,
  ...r.params,
  status: r.status === 'completed' ? 'done' : r.status === 'failed' ? 'failed' : 'running',
  total: r.total,
  done: r.done,
  created: r.state.created,
  createdAt: r.createdAt.toISOString(),
});

/** The course's latest run, or null. */
export async function latestSegmentRun(db: Db, courseId: number): Promise<SegmentRun | null> {
  const r = await latestRun(db, segmentRuns, courseId);
  return r ? shown(r) : null;
}

/** Starts a run as a queued task (409 while another run of the course is running). */
export async function startSegmentRun(db: Db, tasks: Tasks, courseId: number, b: Range): Promise<SegmentRun> {
  if (!contributionsTo(panelSegments).length) throw new HttpError(409, 'The Segments module is not installed');
  const last = await latestRun(db, segmentRuns, courseId);
  if (last?.status === 'running') throw new HttpError(409, 'Empty segments are already being created for this course');
  return shown(
    await startRun(db, tasks, segmentRuns, { courseId, params: { startPos: b.startPos, endPos: b.endPos, nSegments: b.nSegments }, state: { created: 0 } }),
  );
}
