/** Lesson range inputs (spec 2 §5): start at least 1, end at most 1000; empty or invalid values fall back to 1 and 1000. */
export const LESSON_MIN = 1;
export const LESSON_MAX = 1000;
/** Ids checked per checker-ref-elements-check call. */
export const CHECK_BATCH = 25;

export function lessonBound(value: string | number | undefined | null, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= LESSON_MIN && n <= LESSON_MAX ? n : fallback;
}

export const lessonRange = (start: string | number | undefined, end: string | number | undefined) => ({
  startLesson: lessonBound(start, LESSON_MIN),
  endLesson: lessonBound(end, LESSON_MAX),
});

export const batches = <T>(list: T[], size = CHECK_BATCH): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
