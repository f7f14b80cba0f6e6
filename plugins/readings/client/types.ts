export type ReadingTab = 'edit' | 'text' | 'exercises';

/** Seconds on the waveform to thousandths of a second as stored (spec 3 §9). */
export const toThousandths = (seconds: number) => Math.round(seconds * 1000);
