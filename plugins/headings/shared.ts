import { z } from 'zod';
import { MODULE } from '../../sdk/shared';

/**
 * The lists of the Uses tab, in the order the screen shows them (spec 3 §2 Headings screen), and
 * dialogs, which take a heading too (spec 3 §3 Dialog: heading). The Uses tab links to their modules
 * through the navigation service; this plugin never imports them. Each list counts what its owner
 * declares (ServerPlugin.usages): segments, reading exercises and trainer segments have no heading
 * field (spec 3 §3 gives them none), so until one does their lists stay empty.
 */
export const HEADING_USE_KINDS = [
  { kind: 'segments', module: MODULE.segment, label: 'Segments', ids: 'segmentIds', count: 'segmentCount' },
  { kind: 'readings', module: MODULE.reading, label: 'Reading exercises', ids: 'readingIds', count: 'readingCount' },
  { kind: 'trainers', module: MODULE.trainer, label: 'Trainer segments', ids: 'trainerIds', count: 'trainerCount' },
  { kind: 'exercises', module: MODULE.exercise, label: 'Exercises', ids: 'exerciseIds', count: 'exerciseCount' },
  { kind: 'dialogs', module: MODULE.dialog, label: 'Dialogs', ids: 'dialogIds', count: 'dialogCount' },
] as const;

export type HeadingUseKind = (typeof HEADING_USE_KINDS)[number]['kind'];

/** Where the uses of one kind are: one entry per course, for navigating to that course's list. */
export const headingUseCourse = z.object({
  courseId: z.number(),
  /** The course code ('ES-EN'), to tell courses apart when the uses span several. */
  code: z.string(),
  /** The using records in that course. */
  ids: z.array(z.number()),
  count: z.number(),
});
export type HeadingUseCourse = z.output<typeof headingUseCourse>;

const useCourses = z.array(headingUseCourse);

/** The uses row of spec 3 §3: the ids per list and their counts, plus where they are. */
export const headingUses = z.object({
  id: z.number(),
  segmentIds: z.array(z.number()),
  readingIds: z.array(z.number()),
  trainerIds: z.array(z.number()),
  exerciseIds: z.array(z.number()),
  dialogIds: z.array(z.number()),
  segmentCount: z.number(),
  readingCount: z.number(),
  trainerCount: z.number(),
  exerciseCount: z.number(),
  dialogCount: z.number(),
  courses: z.object({ segments: useCourses, readings: useCourses, trainers: useCourses, exercises: useCourses, dialogs: useCourses }) satisfies z.ZodType<
    Record<HeadingUseKind, HeadingUseCourse[]>
  >,
});
export type HeadingUses = z.output<typeof headingUses>;
