import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError, notFound, type Db } from '../../../sdk/server';
import { DESCRIPTION_SPEAKER } from '../plugin';
import { dialogSegments, dialogSpeakers, dialogs } from './tables';

export interface SpeakerBody {
  name: string;
  gender: 'm' | 'f';
}

/** The dialog's speakers, DESCRIPTION (id 0) first, then by name. */
export async function listSpeakers(db: Db, dialogId: number) {
  const rows = await db
    .select({ id: dialogSpeakers.id, name: dialogSpeakers.name, gender: dialogSpeakers.gender, version: dialogSpeakers.version })
    .from(dialogSpeakers)
    .where(eq(dialogSpeakers.dialogId, dialogId))
    .orderBy(asc(dialogSpeakers.name), asc(dialogSpeakers.id));
  return [{ ...DESCRIPTION_SPEAKER, version: 0 }, ...rows];
}

export async function getSpeaker(db: Db, id: number, dialogId?: number) {
  const [row] = await db
    .select()
    .from(dialogSpeakers)
    .where(and(eq(dialogSpeakers.id, id), dialogId === undefined ? undefined : eq(dialogSpeakers.dialogId, dialogId)));
  if (!row) throw notFound('Speaker');
  return row;
}

const sameName = async (db: Db, dialogId: number, name: string, except = 0) => {
  const [row] = await db
    .select({ id: dialogSpeakers.id })
    .from(dialogSpeakers)
    .where(and(eq(dialogSpeakers.dialogId, dialogId), sql`lower(${dialogSpeakers.name}) = lower(${name})`, sql`${dialogSpeakers.id} <> ${except}`));
  if (row || name.toUpperCase() === DESCRIPTION_SPEAKER.name)
    throw new HttpError(400, 'Invalid body: name', { name: 'This dialog already has a speaker with this name' });
};

export async function createSpeaker(db: Db, dialogId: number, b: SpeakerBody) {
  await sameName(db, dialogId, b.name);
  const [row] = await db
    .insert(dialogSpeakers)
    .values({ dialogId, ...b })
    .returning();
  return row;
}

export async function updateSpeaker(db: Db, id: number, b: SpeakerBody & { version?: number }) {
  const current = await getSpeaker(db, id);
  await sameName(db, current.dialogId, b.name, id);
  const [row] = await db
    .update(dialogSpeakers)
    .set({ name: b.name, gender: b.gender, version: sql`${dialogSpeakers.version} + 1` })
    .where(and(eq(dialogSpeakers.id, id), b.version === undefined ? undefined : eq(dialogSpeakers.version, b.version)))
    .returning();
  if (!row) throw new HttpError(409, 'This speaker was changed by someone else since you opened it. Reload it to see their changes.');
  return row;
}

/** A speaker who still speaks in a segment is not deleted (409). */
export async function deleteSpeaker(db: Db, id: number) {
  await getSpeaker(db, id);
  const [used] = await db.select({ n: sql<number>`count(*)::int` }).from(dialogSegments).where(eq(dialogSegments.speakerId, id));
  if (Number(used.n) > 0) throw new HttpError(409, `The speaker speaks in ${used.n} segment(s): give them another speaker first`);
  await db.delete(dialogSpeakers).where(eq(dialogSpeakers.id, id));
}

export async function courseOfSpeaker(db: Db, id: number): Promise<number | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db
    .select({ courseId: dialogs.courseId })
    .from(dialogSpeakers)
    .innerJoin(dialogs, eq(dialogs.id, dialogSpeakers.dialogId))
    .where(eq(dialogSpeakers.id, id));
  return row?.courseId ?? null;
}

/** 400 unless the speaker is DESCRIPTION or one of the dialog's. */
export async function checkSpeaker(db: Db, dialogId: number, speakerId: number) {
  if (speakerId === DESCRIPTION_SPEAKER.id) return;
  const [row] = await db
    .select({ id: dialogSpeakers.id })
    .from(dialogSpeakers)
    .where(and(eq(dialogSpeakers.id, speakerId), eq(dialogSpeakers.dialogId, dialogId)));
  if (!row) throw new HttpError(400, 'Invalid body: speakerId', { speakerId: 'Not a speaker of this dialog' });
}
