/** Display rules of spec 1 §2 'Grid-based module screens', as pure functions. */

export interface Position {
  lesson: number;
  cycle: number;
  activity: number;
}

/** Lesson, cycle as a letter (1 = A), activity as a number; lesson 1000 is 'OUT'. */
export function formatPosition(p: Position | null | undefined): string {
  if (!p) return '';
  const lesson = p.lesson === 1000 ? 'OUT' : String(p.lesson);
  const cycle = p.cycle > 0 ? String.fromCharCode(64 + p.cycle) : '';
  return `${lesson}${cycle}${p.activity ?? ''}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in 24-hour UTC; empty is 'N/A', unreadable is shown as received. */
export function formatTimestamp(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const raw = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) {
    console.warn('Invalid date', value);
    return String(value);
  }
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The comment flag's colour by level: 1 grey, 2 orange (the spec names these two). */
export const FLAG_COLORS: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'red', 4: 'violet', 5: 'blue' };

export const nextFlag = (flag: number) => (flag >= 5 || flag < 1 ? 1 : flag + 1);

/** The content-link icon is clickable only when it names a real record. */
export const isLinkable = (ref: number, refId: number, courseId: number) => ref > 0 && refId > 0 && courseId >= 0;
