/** Rules shared by the Readings server and screen. */

export const READ_BY = ['m', 'f', 'mf'] as const;
export type ReadBy = (typeof READ_BY)[number];

/** Lesson positions as typed: '3, 7' (positive whole numbers separated by commas); '' for none. */
export const POSITIONS_PATTERN = /^\s*(\d+\s*(,\s*\d+\s*)*)?$/;
export const POSITIONS_MESSAGE = 'Lesson positions separated by commas, such as 3, 7';

/** Audio start and end are in thousandths of a second (spec 3 §9); end 0 means 'to the end'. */
export function audioSpanProblem(start: number, end: number): string | undefined {
  if (end !== 0 && end <= start) return 'The end must be after the start';
  return undefined;
}

/** The Reading Part selector's option for 'every text of the reading' (spec 3 §2). */
export const ALL_PARTS = 0;

/** The translation fields of a reading's texts and exercises (ref = the Readings module). */
export const TEXT_FIELD = 'reading-text';
export const EXERCISE_FIELD = 'reading-exercise';
