export type { BankItem, OutlineActivity as Activity, OutlineCycle as Cycle, OutlineLesson as Lesson } from '../public';

/** A cycle shows as a letter (1 = A). */
export const cycleLetter = (position: number) => String.fromCharCode(64 + position);
