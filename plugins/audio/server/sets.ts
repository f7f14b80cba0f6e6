import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { audioReferences, audioSets, dialects, HttpError, notFound, type Db, type FileStore } from '../../../sdk/server';
import { pendingItems, setSource } from './dashboard';
import { audioArtists, audioSetInfo, audioSetItems } from './tables';

/*
 * Audio sets (spec 3 §3, §4 'Audio set recording', §5): 1 DOING (download the script, upload the
 * recording, or TTS when enabled) -> 2 PENDING REVIEW (reject back to DOING; review each item good
 * or bad) -> 3 DONE when every item is reviewed; bad items go to a revised set (DOING).
 * The clips become the records' audio references (audio_set_id = the set) when the set reaches
 * PENDING REVIEW, so the per-item audio dialog shows them read-only while the set is active; a bad
 * clip's reference is removed when the set is done.
 */

export const DOING = 1;
export const PENDING_REVIEW = 2;
export const DONE = 3;
export const GOOD = 3;
export const BAD = 4;
export type ReadBy = 'm' | 'f' | 'mf';

export const STATUS_NAMES: Record<number, string> = { 1: 'DOING', 2: 'PENDING REVIEW', 3: 'DONE' };

export const itemFileKey = (setId: number, itemId: number) => `audio-sets/${setId}/${itemId}.wav`;

const setColumns = {
  id: audioSets.id,
  name: audioSets.name,
  active: audioSets.active,
  courseId: audioSetInfo.courseId,
  dialectId: audioSetInfo.dialectId,
  dialectCode: dialects.code,
  ref: audioSetInfo.ref,
  artistId: audioSetInfo.artistId,
  artistName: audioArtists.name,
  status: audioSetInfo.status,
  readBy: audioSetInfo.readBy,
  ttsEnabled: audioSetInfo.ttsEnabled,
  revisionOf: audioSetInfo.revisionOf,
  startLesson: audioSetInfo.startLesson,
  endLesson: audioSetInfo.endLesson,
  ttsProgress: audioSetInfo.ttsProgress,
  ttsError: audioSetInfo.ttsError,
};
const selectSets = (db: Db) =>
  db
    .select(setColumns)
    .from(audioSetInfo)
    .innerJoin(audioSets, eq(audioSets.id, audioSetInfo.setId))
    .innerJoin(dialects, eq(dialects.id, audioSetInfo.dialectId))
    .leftJoin(audioArtists, eq(audioArtists.id, audioSetInfo.artistId));

export type AudioSet = Awaited<ReturnType<typeof getSet>>;

export async function listSets(db: Db, courseId: number, dialectId?: number) {
  const rows = await selectSets(db)
    .where(and(eq(audioSetInfo.courseId, courseId), dialectId ? eq(audioSetInfo.dialectId, dialectId) : undefined))
    .orderBy(desc(audioSets.id));
  return rows.map((r) => ({ ...r, statusName: STATUS_NAMES[r.status] }));
}

export async function getSet(db: Db, id: number) {
  const [s] = await selectSets(db).where(eq(audioSetInfo.setId, id));
  if (!s) throw notFound('Audio set');
  return { ...s, statusName: STATUS_NAMES[s.status] };
}

export async function setItems(db: Db, setId: number) {
  return db
    .select({
      id: audioSetItems.id,
      position: audioSetItems.position,
      refId: audioSetItems.refId,
      text: audioSetItems.text,
      gender: audioSetItems.gender,
      hasAudio: audioSetItems.audioPath,
      status: audioSetItems.status,
      note: audioSetItems.note,
    })
    .from(audioSetItems)
    .where(eq(audioSetItems.setId, setId))
    .orderBy(asc(audioSetItems.position))
    .then((rows) => rows.map((r) => ({ ...r, hasAudio: r.hasAudio !== null })));
}

export async function getItem(db: Db, id: number) {
  const [i] = await db.select().from(audioSetItems).where(eq(audioSetItems.id, id));
  if (!i) throw notFound('Audio set item');
  return i;
}

/** The course of a set, or null when there is none. */
export async function setCourse(db: Db, id: number) {
  const [s] = await db.select({ courseId: audioSetInfo.courseId }).from(audioSetInfo).where(eq(audioSetInfo.setId, id));
  return s?.courseId ?? null;
}

export async function itemCourse(db: Db, id: number) {
  const [s] = await db
    .select({ courseId: audioSetInfo.courseId })
    .from(audioSetItems)
    .innerJoin(audioSetInfo, eq(audioSetInfo.setId, audioSetItems.setId))
    .where(eq(audioSetItems.id, id));
  return s?.courseId ?? null;
}

export function assertStatus(set: { status: number }, status: number, doing: string) {
  if (set.status !== status) throw new HttpError(409, `The set is ${STATUS_NAMES[set.status]}: it cannot ${doing}.`);
}

/** A new set (DOING, active) with its items, in one transaction; answers its id. */
export async function insertSet(
  tx: Db,
  s: {
    courseId: number;
    dialectId: number;
    ref: number;
    name: string;
    artistId: number | null;
    readBy: ReadBy;
    startLesson: number;
    endLesson: number;
    revisionOf?: number;
    items: { refId: number; text: string; gender: string }[];
  },
): Promise<number> {
  const [set] = await tx.insert(audioSets).values({ courseId: s.courseId, name: s.name, active: true }).returning({ id: audioSets.id });
  await tx.insert(audioSetInfo).values({
    setId: set.id,
    courseId: s.courseId,
    dialectId: s.dialectId,
    ref: s.ref,
    artistId: s.artistId,
    readBy: s.readBy,
    startLesson: s.startLesson,
    endLesson: s.endLesson,
    revisionOf: s.revisionOf ?? null,
  });
  if (s.items.length) await tx.insert(audioSetItems).values(s.items.map((i, n) => ({ setId: set.id, position: n + 1, ...i })));
  return set.id;
}

/**
 * 'Create sets' from a dashboard row: the pending items shared out in order among the chosen
 * artists, one set each, read by the artist's gender.
 */
export async function createSets(
  db: Db,
  courseId: number,
  dialectId: number,
  ref: number,
  body: { startLesson: number; endLesson: number; artistIds: number[] },
) {
  const src = setSource(ref);
  // The artists are the course's: declared references (the Audio module's records are its artists), which the host checks.
  const artists = await db.select().from(audioArtists).where(inArray(audioArtists.id, body.artistIds));
  const ordered = body.artistIds.filter((id, i) => body.artistIds.indexOf(id) === i).map((id) => artists.find((a) => a.id === id)!);
  const pending = await pendingItems(db, courseId, dialectId, ref, body);
  if (!pending.length) throw new HttpError(409, 'There are no pending items to put in sets.');
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, dialectId));
  const per = Math.ceil(pending.length / ordered.length);
  return db.transaction(async (tx) => {
    const made: { id: number; name: string }[] = [];
    for (const [n, a] of ordered.entries()) {
      const items = pending.slice(n * per, (n + 1) * per);
      if (!items.length) break;
      const name = `${src.name} ${d.code} – ${a.name}`;
      const id = await insertSet(tx, {
        courseId,
        dialectId,
        ref,
        name,
        artistId: a.id,
        readBy: a.gender as ReadBy,
        startLesson: body.startLesson,
        endLesson: body.endLesson,
        items: items.map((i) => ({ refId: i.refId, text: i.text, gender: a.gender })),
      });
      made.push({ id, name });
    }
    return made;
  });
}

/** Stores each item's clip and makes it the record's audio in the set's dialect, locked by the set; the set goes to PENDING REVIEW. */
export async function deliverClips(db: Db, files: FileStore, set: AudioSet, clips: { itemId: number; wav: Buffer }[], userId: number | null) {
  const items = await db.select().from(audioSetItems).where(eq(audioSetItems.setId, set.id));
  for (const c of clips) await files.put(itemFileKey(set.id, c.itemId), c.wav);
  await db.transaction(async (tx) => {
    for (const c of clips) {
      const item = items.find((i) => i.id === c.itemId)!;
      const path = itemFileKey(set.id, c.itemId);
      await tx.update(audioSetItems).set({ audioPath: path, status: null, note: null }).where(eq(audioSetItems.id, c.itemId));
      const values = {
        path,
        mimeType: 'audio/wav',
        fileName: `${set.dialectCode}-${item.refId}.wav`,
        size: c.wav.length,
        artistName: set.artistName ?? null,
        audioSetId: set.id,
        deletedAt: null,
        updatedBy: userId,
        updatedAt: new Date(),
      };
      await tx
        .insert(audioReferences)
        .values({ ref: set.ref, refId: item.refId, dialectId: set.dialectId, ...values })
        .onConflictDoUpdate({ target: [audioReferences.ref, audioReferences.refId, audioReferences.dialectId], set: values });
    }
    await tx.update(audioSetInfo).set({ status: PENDING_REVIEW, ttsProgress: null, ttsError: null }).where(eq(audioSetInfo.setId, set.id));
  });
}

/** Removes the references this set made for the given records (a rejected set, bad items). */
async function dropReferences(tx: Db, set: AudioSet, refIds: number[]) {
  if (!refIds.length) return;
  await tx
    .delete(audioReferences)
    .where(
      and(
        eq(audioReferences.audioSetId, set.id),
        eq(audioReferences.ref, set.ref),
        eq(audioReferences.dialectId, set.dialectId),
        inArray(audioReferences.refId, refIds),
      ),
    );
}

/** PENDING REVIEW -> DOING: the clips and reviews are dropped, to record or synthesise again. */
export async function rejectSet(db: Db, id: number) {
  const set = await getSet(db, id);
  assertStatus(set, PENDING_REVIEW, 'be rejected');
  const items = await db.select({ refId: audioSetItems.refId }).from(audioSetItems).where(eq(audioSetItems.setId, id));
  await db.transaction(async (tx) => {
    await dropReferences(
      tx,
      set,
      items.map((i) => i.refId),
    );
    await tx.update(audioSetItems).set({ audioPath: null, status: null, note: null }).where(eq(audioSetItems.setId, id));
    await tx.update(audioSetInfo).set({ status: DOING }).where(eq(audioSetInfo.setId, id));
  });
}

/**
 * Reviews an item (its set PENDING REVIEW; bad needs a note). When it was the last one, the set is
 * DONE (no longer active) and its bad items' references go; they make a revised set, answered.
 */
export async function reviewItem(db: Db, itemId: number, ok: boolean, note: string) {
  const item = await getItem(db, itemId);
  const set = await getSet(db, item.setId);
  assertStatus(set, PENDING_REVIEW, 'be reviewed');
  if (!ok && !note) throw new HttpError(400, 'A bad item needs a note', { note: 'Required' });
  return db.transaction(async (tx) => {
    await tx
      .update(audioSetItems)
      .set({ status: ok ? GOOD : BAD, note: note || null })
      .where(eq(audioSetItems.id, itemId));
    const [left] = await tx
      .select({ id: audioSetItems.id })
      .from(audioSetItems)
      .where(and(eq(audioSetItems.setId, set.id), isNull(audioSetItems.status)))
      .limit(1);
    if (left) return { allReviewed: false, newSetId: null, newSetName: null };
    const bad = await tx
      .select()
      .from(audioSetItems)
      .where(and(eq(audioSetItems.setId, set.id), eq(audioSetItems.status, BAD)))
      .orderBy(asc(audioSetItems.position));
    await dropReferences(
      tx,
      set,
      bad.map((b) => b.refId),
    );
    await tx.update(audioSetInfo).set({ status: DONE }).where(eq(audioSetInfo.setId, set.id));
    await tx.update(audioSets).set({ active: false }).where(eq(audioSets.id, set.id));
    if (!bad.length) return { allReviewed: true, newSetId: null, newSetName: null };
    const newSetName = `${set.name.replace(/ \(revised( \d+)?\)$/, '')} (revised)`;
    const newSetId = await insertSet(tx, {
      courseId: set.courseId,
      dialectId: set.dialectId,
      ref: set.ref,
      name: newSetName,
      artistId: set.artistId,
      readBy: set.readBy as ReadBy,
      startLesson: set.startLesson,
      endLesson: set.endLesson,
      revisionOf: set.id,
      items: bad.map((b) => ({ refId: b.refId, text: b.text, gender: b.gender })),
    });
    return { allReviewed: true, newSetId, newSetName };
  });
}

/** Only a DOING set can be deleted (its items have no audio yet). */
export async function deleteSet(db: Db, id: number) {
  const set = await getSet(db, id);
  assertStatus(set, DOING, 'be deleted');
  if (set.ttsProgress !== null) throw new HttpError(409, 'The set is being synthesised.');
  await db.delete(audioSets).where(eq(audioSets.id, id));
}
