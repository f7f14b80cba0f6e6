/**
 * Vocabulary levels (spec 3 §2 Vocabulary screen): A1.1-A1.5, A2.1-A2.5, B1.1-B1.5, stored as
 * 11-15, 21-25, 31-35. Nothing else is a level.
 */
const BANDS = ['A1', 'A2', 'B1'] as const;

export const VOC_LEVELS: readonly number[] = BANDS.flatMap((_, b) => [1, 2, 3, 4, 5].map((s) => (b + 1) * 10 + s));

export const isVocLevel = (n: unknown): n is number => typeof n === 'number' && VOC_LEVELS.includes(n);

/** 'A1.3' for 13; '' for no level; the number itself for a stored value that is not a level. */
export function levelName(level: number | null | undefined): string {
  if (level === null || level === undefined) return '';
  if (!isVocLevel(level)) return String(level);
  return `${BANDS[Math.floor(level / 10) - 1]}.${level % 10}`;
}

/** Grouped options for a select: A1 (A1.1…A1.5), A2, B1; values are the stored numbers as strings. */
export const LEVEL_OPTIONS = BANDS.map((band, b) => ({
  group: band,
  items: [1, 2, 3, 4, 5].map((s) => ({ value: String((b + 1) * 10 + s), label: `${band}.${s}` })),
}));

export const LEVEL_MESSAGE = 'Level must be A1.1-A1.5, A2.1-A2.5 or B1.1-B1.5 (stored as 11-15, 21-25, 31-35)';
