import { asc, eq } from 'drizzle-orm';
import { courseTextDialects, readTexts, type Db } from '../../../sdk/server';
import { segmentKey } from './segment-store';
import { dialogSegments, dialogs } from './tables';

/** What is wrong with a segment (the spec is silent; these are the rules): a target dialect without text. */
export const segmentProblems = (targets: { dialectCode: string; text: string }[]) =>
  targets
    .filter((t) => !t.text.replace(/<[^>]*>/g, '').trim())
    .map((t) => `No text in ${t.dialectCode}`)
    .join('; ');

/**
 * Checks every dialog of the course: each segment's error, and the dialog's (no segments, or which
 * segments are wrong). The with-error list reads what this stores.
 */
export async function checkDialogs(db: Db, courseId: number): Promise<void> {
  const { targets: dialects } = await courseTextDialects(db, courseId);
  for (const d of await db.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.courseId, courseId))) {
    const segs = await db
      .select({ id: dialogSegments.id, position: dialogSegments.position })
      .from(dialogSegments)
      .where(eq(dialogSegments.dialogId, d.id))
      .orderBy(asc(dialogSegments.position));
    const wrong: string[] = [];
    for (const s of segs) {
      const { targets } = await readTexts(db, segmentKey(s.id), courseId);
      const error = segmentProblems(targets.filter((t) => dialects.some((x) => x.dialectId === t.dialectId)));
      await db.update(dialogSegments).set({ error }).where(eq(dialogSegments.id, s.id));
      if (error) wrong.push(`segment ${s.position}: ${error}`);
    }
    const error = segs.length === 0 ? 'No segments' : wrong.join('; ');
    await db.update(dialogs).set({ error }).where(eq(dialogs.id, d.id));
  }
}
