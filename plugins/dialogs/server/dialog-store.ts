import { and, eq, sql } from 'drizzle-orm';
import { LIST_LIMIT, containsPattern, courseTextDialects, rowsOf, type Db, type ListFilter } from '../../../sdk/server';
import { dialogFeedback, dialogs } from './tables';

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

/** The feedback per target dialect for the dialog's current feedback version. */
async function feedbackOf(db: Db, courseId: number, dialogId: number, version: number) {
  const { targets } = await courseTextDialects(db, courseId);
  const rows = await db
    .select()
    .from(dialogFeedback)
    .where(and(eq(dialogFeedback.dialogId, dialogId), eq(dialogFeedback.version, version)));
  return targets.map((t) => {
    const f = rows.find((r) => r.dialectId === t.dialectId);
    return { ...t, n: f?.n ?? 0, median: f?.median ?? 0, version };
  });
}

export async function getDialog(db: Db, id: number) {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id));
  if (!row) return null;
  return { ...row, feedback: await feedbackOf(db, row.courseId, id, row.feedbackVersion) };
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
  const [row] = await tx
    .insert(dialogs)
    .values({ courseId, title, headingId, positions, feedbackVersion, feedbackTracking, flag })
    .returning({ id: dialogs.id });
  return row.id;
}

export async function writeDialog(tx: Db, id: number, b: DialogBody): Promise<void> {
  const [before] = await tx.select({ feedbackVersion: dialogs.feedbackVersion }).from(dialogs).where(eq(dialogs.id, id));
  // The flag has its own route; the version is the helper's.
  await tx
    .update(dialogs)
    .set({
      title: b.title,
      headingId: b.headingId,
      positions: b.positions,
      feedbackVersion: b.feedbackVersion,
      feedbackTracking: b.feedbackTracking,
      ...(before.feedbackVersion !== b.feedbackVersion ? { versionUpdated: sql`now()` as unknown as string } : {}),
    })
    .where(eq(dialogs.id, id));
}

export async function courseOfDialog(db: Db, id: number): Promise<number | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db.select({ courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.id, id));
  return row?.courseId ?? null;
}
