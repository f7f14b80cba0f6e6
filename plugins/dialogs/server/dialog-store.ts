import { eq, inArray, sql } from 'drizzle-orm';
import { LIST_LIMIT, containsPattern, contributionsTo, courseTextDialects, rowsOf, type Db, type ListFilter } from '../../../sdk/server';
import { feedbackStores } from '../../feedback/public';
import { DIALOGS } from '../plugin';
import { dialogs } from './tables';

export interface DialogBody {
  title: string;
  headingId: number | null;
  positions: string;
  feedbackVersion: number;
  feedbackTracking: boolean;
  flag: number;
}

/**
 * Grid rows, newest first: id, flag, title, positions, segment count and the last check's error.
 * The search matches the id, the title and the positions. withError: only dialogs the check found wrong.
 */
export async function listDialogs(db: Db, courseId: number, { text, id, withError }: ListFilter & { withError?: boolean } = {}) {
  const asId = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const like = text ? containsPattern(text) : null;
  const rows = rowsOf<{ id: number; flag: number; title: string; positions: string; error: string; segmentCount: number }>(
    await db.execute(sql`
    select d.id, d.flag, d.title, d.positions, d.error,
           (select count(*)::int from dialog_segments s where s.dialog_id = d.id) as "segmentCount"
      from dialogs d
     where d.course_id = ${courseId}
       ${id === undefined ? sql`` : sql`and d.id = ${id}`}
       ${withError ? sql`and d.error <> ''` : sql``}
       ${text ? sql`and (d.id = ${asId} or d.title ilike ${like} or d.positions ilike ${like})` : sql``}
     order by d.id desc limit ${LIST_LIMIT}`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), segmentCount: Number(r.segmentCount) }));
}

/** The feedback store (the feedback plugin's): the ratings and tracking the report reads too. */
const store = () => contributionsTo(feedbackStores)[0];

/** The feedback per target dialect for the dialog's current feedback version. */
async function feedbackOf(db: Db, courseId: number, dialogId: number, version: number) {
  const { targets } = await courseTextDialects(db, courseId);
  const scores = (await store()?.scoresOf(db, courseId, DIALOGS, [dialogId], new Map([[dialogId, version]])))?.get(dialogId) ?? [];
  return targets.map((t) => {
    const f = scores.find((s) => s.dialectId === t.dialectId);
    return { ...t, n: f?.n ?? 0, median: f?.median ?? 0, version };
  });
}

export async function getDialog(db: Db, id: number) {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id));
  if (!row) return null;
  const tracked = (await store()?.trackedOf(db, row.courseId, DIALOGS, [id]))?.has(id) ?? false;
  return { ...row, feedbackTracking: tracked, feedback: await feedbackOf(db, row.courseId, id, row.feedbackVersion) };
}

/** The current feedback version of dialogs, by id (ratings count for it: the feedback plugin's ratedVersions). */
export async function dialogVersions(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: dialogs.id, version: dialogs.feedbackVersion }).from(dialogs).where(inArray(dialogs.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** A deleted dialog's ratings and tracking go with it (the feedback store keeps them). */
export async function forgetFeedback(tx: Db, id: number) {
  await store()?.forget(tx, DIALOGS, [id]);
}

/**
 * Migration step (0001): the tracking flags of a database made before the feedback store, from the
 * dialogs' old column into the store (none on a new database, whose feedback tables come later).
 */
export async function moveTrackingFlags(tx: Db) {
  const tracked = rowsOf<{ id: number; course_id: number }>(await tx.execute(sql`select id, course_id from dialogs where feedback_tracking`));
  for (const d of tracked) await store()!.setTracking(tx, Number(d.course_id), DIALOGS, Number(d.id), true);
}

/** Tracking is kept by the feedback store, as the report reads it. */
async function writeTracking(tx: Db, courseId: number, id: number, tracking: boolean) {
  await store()?.setTracking(tx, courseId, DIALOGS, id, tracking);
}

export const blankDialog = async (_db: Db, courseId: number) => ({
  id: -1,
  courseId,
  title: '',
  headingId: null,
  positions: '',
  flag: 1,
  feedbackVersion: 1,
  versionUpdated: null,
  feedbackTracking: false,
  error: '',
  version: 0,
  feedback: [],
});

export async function insertDialog(tx: Db, courseId: number, b: DialogBody): Promise<number> {
  const { title, headingId, positions, feedbackVersion, feedbackTracking, flag } = b;
  const [row] = await tx.insert(dialogs).values({ courseId, title, headingId, positions, feedbackVersion, flag }).returning({ id: dialogs.id });
  await writeTracking(tx, courseId, row.id, feedbackTracking);
  return row.id;
}

export async function writeDialog(tx: Db, id: number, b: DialogBody): Promise<void> {
  const [before] = await tx.select({ feedbackVersion: dialogs.feedbackVersion, courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.id, id));
  // The flag has its own route; the version is the helper's.
  await tx
    .update(dialogs)
    .set({
      title: b.title,
      headingId: b.headingId,
      positions: b.positions,
      feedbackVersion: b.feedbackVersion,
      ...(before.feedbackVersion !== b.feedbackVersion ? { versionUpdated: sql`now()` as unknown as string } : {}),
    })
    .where(eq(dialogs.id, id));
  await writeTracking(tx, before.courseId, id, b.feedbackTracking);
}

export async function courseOfDialog(db: Db, id: number): Promise<number | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db.select({ courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.id, id));
  return row?.courseId ?? null;
}
