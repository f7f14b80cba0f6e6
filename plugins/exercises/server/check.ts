import { eq } from 'drizzle-orm';
import { courseTextDialects, readTexts, type Db } from '../../../sdk/server';
import { exerciseKey } from './exercise-store';
import { exercises } from './tables';

const EMPTY_GAP = /<span[^>]*data-gap="1"[^>]*>\s*<\/span>/;

/**
 * What is wrong with one exercise's texts (spec is silent; these are the rules): a target dialect
 * without text, and a gap without its answer. '' when nothing is.
 */
export function exerciseProblems(targets: { dialectCode: string; text: string }[]): string {
  const problems: string[] = [];
  for (const t of targets) {
    const plain = t.text.replace(/<[^>]*>/g, '').trim();
    if (!plain) problems.push(`No text in ${t.dialectCode}`);
    else if (EMPTY_GAP.test(t.text)) problems.push(`Empty gap in ${t.dialectCode}`);
  }
  return problems.join('; ');
}

/** Checks every exercise of the course and stores what each has wrong (the with-error list reads it). */
export async function checkExercises(db: Db, courseId: number): Promise<void> {
  const dialects = await courseTextDialects(db, courseId);
  const rows = await db.select({ id: exercises.id, error: exercises.error }).from(exercises).where(eq(exercises.courseId, courseId));
  for (const row of rows) {
    const { targets } = await readTexts(db, exerciseKey(row.id), courseId);
    const error = exerciseProblems(targets.filter((t) => dialects.targets.some((d) => d.dialectId === t.dialectId)));
    if (error !== row.error) await db.update(exercises).set({ error }).where(eq(exercises.id, row.id));
  }
}
