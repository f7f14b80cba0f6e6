import { eq, inArray } from 'drizzle-orm';
import { readTexts, type Db } from '../../../sdk/server';
import { audioSpanProblem } from '../rules';
import { readingExercises, readingTexts, readings } from './tables';
import { exerciseKey, plainText, textKey } from './translations';

/**
 * Checks every reading of a course and stores the outcome (spec 3 §7: check, then with-error):
 * a reading has an error when it has no title or no text, or one of its texts lacks its HTML in a
 * target dialect or has an end before its start; an exercise when it lacks its HTML in a target
 * dialect (its own error flag, shown in the Exercises tab).
 */
export async function checkReadings(db: Db, courseId: number) {
  const all = await db.select().from(readings).where(eq(readings.courseId, courseId));
  const ids = all.map((r) => r.id);
  const texts = ids.length ? await db.select().from(readingTexts).where(inArray(readingTexts.readingId, ids)) : [];
  const exercises = ids.length ? await db.select().from(readingExercises).where(inArray(readingExercises.readingId, ids)) : [];
  const filled = async (key: ReturnType<typeof textKey>) => (await readTexts(db, key, courseId)).targets.every((t) => plainText(t.text) !== '');
  const badText = new Set<number>();
  for (const t of texts) {
    if (!(await filled(textKey(t.id))) || audioSpanProblem(t.audioStart, t.audioEnd)) badText.add(t.readingId);
  }
  let withError = 0;
  for (const e of exercises) {
    const error = !(await filled(exerciseKey(e.id)));
    if (error !== e.error) await db.update(readingExercises).set({ error }).where(eq(readingExercises.id, e.id));
  }
  for (const r of all) {
    const error = !r.title.trim() || !texts.some((t) => t.readingId === r.id) || badText.has(r.id);
    if (error) withError += 1;
    if (error !== r.error) await db.update(readings).set({ error }).where(eq(readings.id, r.id));
  }
  return { checked: all.length, withError };
}
