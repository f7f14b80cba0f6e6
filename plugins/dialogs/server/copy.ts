import { and, asc, eq } from 'drizzle-orm';
import { HttpError, courseTextDialects, grants, notFound, readTexts, writeTexts, type Db, type SessionUser } from '../../../sdk/server';
import { DIALOGS } from '../plugin';
import { segmentKey } from './segment-store';
import { dialogSegments, dialogSpeakers, dialogs } from './tables';

const mayEdit = async (db: Db, user: SessionUser, courseId: number) =>
  user.admin ||
  (
    await db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, user.id), eq(grants.courseId, courseId), eq(grants.moduleId, DIALOGS)))
  ).length > 0;

/**
 * Copies a dialog to another course (spec 3 §2 copy popup): title, heading, positions, speakers and
 * segments in order with their texts in the dialects both courses have. Feedback, flag, check
 * errors and audio stay behind. The user needs Dialogs on both courses. Answers the new dialog's id.
 */
export async function copyDialog(db: Db, user: SessionUser, dialogId: number, toCourseId: number): Promise<number> {
  const [d] = await db.select().from(dialogs).where(eq(dialogs.id, dialogId));
  if (!d) throw notFound('Dialog');
  if (!(await mayEdit(db, user, d.courseId))) throw new HttpError(403, 'You may not use the Dialogs of this course');
  if (toCourseId === d.courseId) throw new HttpError(400, 'Invalid body: toCourseId', { toCourseId: 'Choose another course' });
  if (!(await mayEdit(db, user, toCourseId))) throw new HttpError(403, 'You may not use the Dialogs of the target course');
  const toDialects = await courseTextDialects(db, toCourseId);
  const keep = (ids: { dialectId: number }[]) => (t: { dialectId: number }) => ids.some((x) => x.dialectId === t.dialectId);
  return db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(dialogs)
      .values({ courseId: toCourseId, title: d.title, headingId: d.headingId, positions: d.positions })
      .returning({ id: dialogs.id });
    const speakerIds = new Map<number, number>([[0, 0]]);
    for (const s of await tx.select().from(dialogSpeakers).where(eq(dialogSpeakers.dialogId, dialogId)).orderBy(asc(dialogSpeakers.id))) {
      const [n] = await tx.insert(dialogSpeakers).values({ dialogId: copy.id, name: s.name, gender: s.gender }).returning({ id: dialogSpeakers.id });
      speakerIds.set(s.id, n.id);
    }
    for (const s of await tx.select().from(dialogSegments).where(eq(dialogSegments.dialogId, dialogId)).orderBy(asc(dialogSegments.position))) {
      const [n] = await tx
        .insert(dialogSegments)
        .values({
          dialogId: copy.id,
          position: s.position,
          speakerId: speakerIds.get(s.speakerId) ?? 0,
          title: s.title,
          exerciseType: s.exerciseType,
        })
        .returning({ id: dialogSegments.id });
      const texts = await readTexts(tx, segmentKey(s.id), d.courseId);
      await writeTexts(
        tx,
        { ...segmentKey(n.id), courseId: toCourseId },
        {
          targets: texts.targets.filter((t) => t.text).filter(keep(toDialects.targets)),
          sources: texts.sources.filter((t) => t.text).filter(keep(toDialects.sources)),
        },
      );
    }
    return copy.id;
  });
}
