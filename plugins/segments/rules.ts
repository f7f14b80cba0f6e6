/** Rules shared by the Segments server and screen. */
export const READ_BY = ['m', 'f', 'mf'] as const;
export type ReadBy = (typeof READ_BY)[number];

/** The panel filter's 'every panel' option (spec 3 §2 'with an ALL option'). */
export const ALL_PANELS = 0;

/** Levels as the vocabulary stores them: A1.1-A1.5 = 11-15, A2.x = 21-25, B1.x = 31-35; 0 = none. */
export const LEVELS = [11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 31, 32, 33, 34, 35] as const;
export const levelLabel = (l: number) => (l ? `${['A1', 'A2', 'B1'][Math.floor(l / 10) - 1]}.${l % 10}` : '—');
