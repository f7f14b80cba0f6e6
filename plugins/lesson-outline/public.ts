import { z } from 'zod';
import { BoardType, contract, contributionPoint, contributionsTo, isBoardType, MODULE, reference, referencePair } from '../../sdk/shared';
import { ACTIVITY_REFS } from './shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../sdk/server';

/** The lesson outline plugin's public face: its module key and the route contracts of the planner. */
export const LESSON_OUTLINE = MODULE.lessonOutline;

/** The refs of the outline's lessons and cycles (platform records), which body fields name by reference(). */
export const LESSONS = 2401;
export const CYCLES = 2402;

/** The 'OUT' lesson (spec 1 §2): never moved nor renumbered. */
export const OUT_POSITION = 1000;

/** The seven board types the wizard offers (spec 3 §2 'Wizard dialog'): all but panel test sentences. */
export const WIZARD_BOARD_TYPES = [
  BoardType.PANEL_SENTENCES,
  BoardType.PANEL_EXPLANATIONS,
  BoardType.SEGMENTS,
  BoardType.EXERCISES,
  BoardType.READINGS,
  BoardType.DIALOGS,
  BoardType.TRAINER_SEGMENTS,
] as const;

const outlineActivity = z.object({
  activityId: z.number(),
  ref: z.number(),
  refId: z.number(),
  title: z.string(),
  position: z.number(),
  repeated: z.boolean(),
});
export type OutlineActivity = z.output<typeof outlineActivity>;
const outlineCycle = z.object({ id: z.number(), position: z.number(), activities: z.array(outlineActivity) });
export type OutlineCycle = z.output<typeof outlineCycle>;
const outlineLesson = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  /** The translation status of the lesson's target (its title in dialectId): pending 0, doing 1, done 2, from target 3, legacy 4. */
  status: z.number(),
  /** The lesson's target: its title's translation (null while it has no text in dialectId). */
  lessonTargetId: z.number().nullable(),
  dialectId: z.number().nullable(),
  dialectCode: z.string(),
  cycles: z.array(outlineCycle),
});
export type OutlineLesson = z.output<typeof outlineLesson>;

/** A bank row whose position (its first use in the outline) a write changed: its kind, id and 'L.C.A' (null: no longer used). */
const bankChange = z.object({ ref: z.number(), id: z.number(), position: z.string().nullable() });
export type BankChange = z.output<typeof bankChange>;

/**
 * What an outline write changes on the planner's screen: the lessons whose cycles, activities,
 * positions or repeated flags changed (of the whole course: the screen keeps those of its range),
 * the lessons removed, and the bank rows whose position changed.
 */
const outlineChange = z.object({ lessons: z.array(outlineLesson), removedLessons: z.array(z.number()), bank: z.array(bankChange) });
export type OutlineChange = z.output<typeof outlineChange>;

/** A record an activity can point at: its title as its owner's grid row gives it, and where the outline first uses it ('L.C.A'). */
export const bankItem = z.object({ id: z.number(), title: z.string(), position: z.string().nullable() });
export type BankItem = z.output<typeof bankItem>;

/** A run of the wizard's 'create empty segments': total and done count panels, created the segments added; createdAt in ISO 8601. */
export const segmentRun = z.object({
  id: z.number(),
  courseId: z.number(),
  startPos: z.number(),
  endPos: z.number(),
  nSegments: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  created: z.number(),
  createdAt: z.string(),
});
export type SegmentRun = z.output<typeof segmentRun>;

const id = z.coerce.number().int().positive();
const courseParams = z.object({ courseId: id });
const idParams = z.object({ id });
const pos = z.number().int().min(1).max(OUT_POSITION);
const dbId = z.number().int().positive().max(2147483647);
const positions = { startPos: z.number().int().min(1).max(1000), endPos: z.number().int().min(1).max(1000) };
const inOrder = (b: { startPos: number; endPos: number }) => b.startPos <= b.endPos;
const notBefore = { message: 'Must not be before the start', path: ['endPos'] };
const created = outlineChange.extend({ id: z.number(), position: z.number() });
const moved = outlineChange.extend({ moved: z.boolean() });
const removed = outlineChange.extend({ id: z.number() });

/** Lesson Outline (24) calls, as spec 3 §7 'Lesson outline' spells them, and the wizard's. */
export const lessonOutlineApi = {
  outline: contract({
    method: 'GET',
    path: 'groups/:courseId/dialects/default/lessonOutline',
    params: courseParams,
    query: z
      .object({
        start: z.coerce.number().int().min(1).max(OUT_POSITION).default(1),
        end: z.coerce.number().int().min(1).max(OUT_POSITION).default(OUT_POSITION),
      })
      .refine((q) => q.start <= q.end, { message: 'Must not be before start', path: ['end'] }),
    answer: z.array(outlineLesson),
    summary: 'Lessons with positions in [start, end] (defaults 1 and 1000), each with its cycles and their activities (ref, refId)',
  }),
  lesson: contract({
    method: 'GET',
    path: 'groups/:courseId/dialects/default/lessonOutline/:lessonId',
    params: courseParams.extend({ lessonId: id }),
    answer: outlineLesson,
    summary: 'One lesson of the outline',
  }),
  bank: contract({
    method: 'GET',
    path: 'groups/:courseId/lessonOutline/bank/:ref',
    params: courseParams.extend({
      ref: z.coerce
        .number()
        .int()
        .refine((r) => ACTIVITY_REFS.includes(r), 'Not an activity kind'),
    }),
    answer: z.array(bankItem),
    summary: "The records of an activity kind (the planner's bank), sorted by position (first use in the outline), then by id",
  }),
  newLesson: contract({
    method: 'POST',
    path: 'groups/:courseId/lesson/new',
    params: courseParams,
    answer: created,
    summary: 'A new lesson after the last (before OUT); answers { id, position } and what changed on screen (lessons, removedLessons, bank)',
  }),
  moveLesson: contract({
    method: 'PUT',
    path: 'lessonOutline/lesson/:id/move',
    params: idParams,
    body: z.object({ destinationPos: pos }),
    answer: moved,
    summary: 'Moves a lesson to a position; the lessons are renumbered; answers { moved } and what changed on screen',
  }),
  deleteLesson: contract({
    method: 'DELETE',
    path: 'lessons/:id',
    params: idParams,
    answer: removed,
    summary:
      'Deletes a lesson with its cycles and their activities (not the records they point at); the lessons after it move up (1..n, no hole); answers { id } and what changed on screen',
  }),
  newCycle: contract({
    method: 'POST',
    path: 'lessons/:id/cycle/new',
    params: idParams,
    answer: created,
    summary: 'A new cycle at the end of the lesson; answers { id, position } and what changed on screen',
  }),
  moveCycle: contract({
    method: 'PUT',
    path: 'lessonOutline/lessonCycle/:id/move',
    params: idParams,
    body: z.object({ destinationLessonId: reference(LESSONS), destinationPos: pos }),
    answer: moved,
    summary: 'Moves a cycle into a lesson of the course at a position; answers { moved } (false when dropped in place) and what changed on screen',
  }),
  addActivity: contract({
    method: 'PUT',
    path: 'lessonOutline/lessonCycle/:id/add-activity',
    params: idParams,
    body: referencePair({ destinationPos: pos, ref: dbId, activityId: dbId }, { ref: 'ref', id: 'activityId' }),
    answer: outlineChange.extend({ activityId: z.number() }),
    summary: 'Adds a record (ref, activityId) as an activity of the cycle at a position; answers { activityId } and what changed on screen',
  }),
  deleteCycle: contract({
    method: 'DELETE',
    path: 'lessonsCycle/:id',
    params: idParams,
    answer: removed,
    summary: "Deletes a cycle with its activities; the lesson's cycles are renumbered; answers { id } and what changed on screen",
  }),
  moveActivity: contract({
    method: 'PUT',
    path: 'lessonOutline/lessonCycleActivity/:id/move',
    params: idParams,
    body: z.object({ destinationCycleId: reference(CYCLES), destinationPos: pos }),
    answer: moved,
    summary: 'Moves an activity into a cycle of the course at a position; answers { moved } (false when dropped in place) and what changed on screen',
  }),
  deleteActivity: contract({
    method: 'DELETE',
    path: 'lessonsCycleActivity/:id',
    params: idParams,
    answer: removed,
    summary: 'Removes an activity from its cycle (the record stays); answers { id } and what changed on screen',
  }),
  moveTodo: contract({
    method: 'PUT',
    path: 'courses/:courseId/wizard/board-types/:type/states/move-todo',
    params: z.object({
      courseId: z.coerce.number().int().positive(),
      type: z.coerce
        .number()
        .int()
        .refine((n) => isBoardType(n) && (WIZARD_BOARD_TYPES as readonly number[]).includes(n), 'Not a wizard board type'),
    }),
    body: z.object(positions).refine(inOrder, notBefore),
    answer: z.object({ moved: z.number() }),
    summary:
      "The wizard: the board type's items of lessons [startPos, endPos] go NONE → TODO and get their cards: panels and their segments, dialogs, readings and exercises the outline plays or their owner places there, trainer segments through their trainer's lesson, and items whose state names such a lesson; answers { moved }",
  }),
  createSegments: contract({
    method: 'PUT',
    path: 'courses/:courseId/wizard/create-segments',
    params: courseParams,
    body: z.object({ ...positions, nSegments: z.number().int().min(1).max(50).default(3) }).refine(inOrder, notBefore),
    answer: segmentRun,
    summary:
      'The wizard: tops every panel of lessons [startPos, endPos] up to nSegments (default 3) empty segments, as a queued task; answers the run (status, total and done panels, created segments); 409 while one runs',
  }),
  segmentRun: contract({
    method: 'GET',
    path: 'courses/:courseId/wizard/create-segments',
    params: courseParams,
    answer: z.object({ run: segmentRun.nullable() }),
    summary: "The course's latest 'create empty segments' run with its progress ({ run: null } before the first)",
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/** One activity of a cycle (spec 3 §1 Activity): a record of a module played in the cycle. */
export interface CycleActivity {
  cycleId: number;
  ref: number;
  refId: number;
  title: string;
  position: number;
}

/**
 * The activities of cycles: the Lesson Outline (their owner) says which records each cycle plays,
 * for reports over lessons such as Lesson Feedback (spec 4 §2.3).
 */
export interface LessonActivities {
  activitiesOf(db: Db, cycleIds: number[]): Promise<CycleActivity[]>;
}

export const lessonActivities = contributionPoint<LessonActivities>('lesson-activities');

/**
 * How an owner's records sit in lessons where the outline does not say it: `select id, position`,
 * the lesson position the owner gives a record itself (a panel's or a trainer's lesson, a chapter's
 * lessonPos), taken only while the outline plays the record in no lesson; or, with parentRef,
 * `select id, parent_id`: the record is a part, in its parent's lesson (a segment in its panel's, a
 * dialog segment in its dialog's, a reading text in its reading's).
 */
export interface LessonPlacement {
  ref: number;
  parentRef?: number;
  placed(courseId: number): SQL;
}

export const lessonPlacements = contributionPoint<LessonPlacement>('lesson-placements');

/** The one source of a record's lesson; the Lesson Outline contributes it (see recordLessons). */
export interface RecordLessonSource {
  lessonsOf(courseId: number, ref: number): SQL | null;
  allPlaced(courseId: number): SQL;
  placesRef(ref: number): boolean;
}

export const recordLessonSource = contributionPoint<RecordLessonSource>('record-lesson-source');

function lessonSource(): RecordLessonSource {
  const [source] = contributionsTo(recordLessonSource);
  if (!source) throw new Error('Lesson Outline is not loaded: no record has a lesson');
  return source;
}

/**
 * The lesson of each record of a ref, the one rule every lesson range reads (the wizard, publish,
 * the checkers, the dashboards, audio, AI Review): the first lesson whose cycles play the record in
 * the outline; for a record the outline plays nowhere, the lesson its owner gives it
 * (`lessonPlacements`); for a part, its parent's. A query `select id, position` (the lesson's
 * position), or null when no record of the ref can be in a lesson. Records it leaves out are of no
 * lesson: in every range, never cut.
 */
export const recordLessons = (courseId: number, ref: number): SQL | null => lessonSource().lessonsOf(courseId, ref);

/** Whether a record of the ref can be in a lesson (recordLessons is not null): a checker or dashboard row 'by lesson'. */
export const hasLessons = (ref: number): boolean => lessonSource().placesRef(ref);

/** recordLessons of every ref that texts are kept under (translatableTexts) at once: `select ref, id, position`. */
export const placedRecords = (courseId: number): SQL => lessonSource().allPlaced(courseId);

/** Spec 2 §7 Shared lookups: GET groups/{course}/dialects/default/lessons, the course's lessons (any user of the course). */
export const lessonOutlineSpecApi = {
  lessons: contract({
    method: 'GET',
    path: 'groups/:courseId/dialects/default/lessons',
    params: z.object({ courseId: z.coerce.number().int().positive().max(2_147_483_647) }),
    answer: z.array(z.object({ id: z.number(), position: z.number() })),
    summary: "The course's lessons (id, position), by position",
  }),
};
