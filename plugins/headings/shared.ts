import { EXERCISES, READINGS, SEGMENTS, TRAINERS } from './plugin';

/** The four lists of the Uses tab, in the order the screen shows them (spec 3 §2 Headings screen). */
export const HEADING_USE_KINDS = [
  { kind: 'segments', module: SEGMENTS, label: 'Segments', ids: 'segmentIds', count: 'segmentCount' },
  { kind: 'readings', module: READINGS, label: 'Reading exercises', ids: 'readingIds', count: 'readingCount' },
  { kind: 'trainers', module: TRAINERS, label: 'Trainer segments', ids: 'trainerIds', count: 'trainerCount' },
  { kind: 'exercises', module: EXERCISES, label: 'Exercises', ids: 'exerciseIds', count: 'exerciseCount' },
] as const;

export type HeadingUseKind = (typeof HEADING_USE_KINDS)[number]['kind'];

/** Where the uses of one kind are: one entry per course, for navigating to that course's list. */
export interface HeadingUseCourse {
  courseId: number;
  /** The course code ('ES-EN'), to tell courses apart when the uses span several. */
  code: string;
  /** The using records in that course. */
  ids: number[];
  count: number;
}

/** The uses row of spec 3 §3: the ids per list and their counts, plus where they are. */
export interface HeadingUses {
  id: number;
  segmentIds: number[];
  readingIds: number[];
  trainerIds: number[];
  exerciseIds: number[];
  segmentCount: number;
  readingCount: number;
  trainerCount: number;
  exerciseCount: number;
  courses: Record<HeadingUseKind, HeadingUseCourse[]>;
}
