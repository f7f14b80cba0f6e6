import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError, courseTextDialects, defaultDialects, notFound, readTexts, rowsOf, sanitizeHtml, writeTexts, type Db } from '../../../sdk/server';
import { DESCRIPTION_SPEAKER, DIALOG_SEGMENTS } from '../plugin';
import { dialogSegments, dialogs } from './tables';

export const segmentKey = (refId: number) => ({ ref: DIALOG_SEGMENTS, refId, field: 'html' });

export const plainText = (html: string, max = 160) => {
  const s = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** The segment list of a dialog, in position order: speaker, title and the text in the default target dialect. */
export async function listSegments(db: Db, dialogId: number) {
  const [d] = await db.select({ courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.id, dialogId));
  if (!d) throw notFound('Dialog');
  const { target } = await defaultDialects(db, d.courseId);
  const rows = rowsOf<{
    id: number;
    position: number;
    speakerId: number;
    speaker: string | null;
    title: string;
    error: string;
    aiReview: number;
    html: string | null;
  }>(
    await db.execute(sql`
      select s.id, s.position, s.speaker_id as "speakerId", sp.name as speaker, s.title, s.error, s.ai_review as "aiReview",
             (select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
               where t.ref = ${DIALOG_SEGMENTS} and t.ref_id = s.id and t.field = 'html' and tt.dialect_id = ${target ?? 0}) as html
        from dialog_segments s left join dialog_speakers sp on sp.id = s.speaker_id
       where s.dialog_id = ${dialogId} order by s.position, s.id`),
  );
  return rows.map(({ html, ...r }) => ({ ...r, id: Number(r.id), speaker: r.speaker ?? DESCRIPTION_SPEAKER.name, text: plainText(html ?? '') }));
}

export async function getSegment(db: Db, id: number) {
  const [row] = await db
    .select({ s: dialogSegments, courseId: dialogs.courseId })
    .from(dialogSegments)
    .innerJoin(dialogs, eq(dialogs.id, dialogSegments.dialogId))
    .where(eq(dialogSegments.id, id));
  if (!row) throw notFound('Segment');
  return { ...row.s, courseId: row.courseId, ...(await readTexts(db, segmentKey(id), row.courseId)) };
}

export async function courseOfSegment(db: Db, id: number): Promise<number | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db
    .select({ courseId: dialogs.courseId })
    .from(dialogSegments)
    .innerJoin(dialogs, eq(dialogs.id, dialogSegments.dialogId))
    .where(eq(dialogSegments.id, id));
  return row?.courseId ?? null;
}

export async function updateSegment(db: Db, id: number, b: { speakerId: number; title: string; exerciseType: number; version?: number }) {
  const [row] = await db
    .update(dialogSegments)
    .set({ speakerId: b.speakerId, title: b.title, exerciseType: b.exerciseType, version: sql`${dialogSegments.version} + 1` })
    .where(and(eq(dialogSegments.id, id), b.version === undefined ? undefined : eq(dialogSegments.version, b.version)))
    .returning({ id: dialogSegments.id });
  if (!row) throw new HttpError(409, 'This segment was changed by someone else since you opened it. Reload it to see their changes.');
}

/** One dialect's text of a segment: the HTML of a target (sanitised), the plain text of a source. */
export async function writeSegmentText(db: Db, id: number, courseId: number, kind: 'target' | 'source', dialectId: number, text: string) {
  const dialects = (await courseTextDialects(db, courseId))[`${kind}s`];
  if (!dialects.some((d) => d.dialectId === dialectId))
    throw new HttpError(400, 'Invalid params: dialectId', { dialectId: `Not a ${kind} dialect of this course` });
  await writeTexts(db, { ...segmentKey(id), courseId }, { [`${kind}s`]: [{ dialectId, text: kind === 'target' ? sanitizeHtml(text) : text }] });
}

/** A segment's texts as a save sends them: targets' HTML sanitised; 400 naming a dialect not of the course's. */
export async function writeSegmentTexts(
  db: Db,
  id: number,
  courseId: number,
  texts: { targets: { dialectId: number; text: string }[]; sources: { dialectId: number; text: string }[] },
) {
  if (!texts.targets.length && !texts.sources.length) return;
  await writeTexts(db, { ...segmentKey(id), courseId }, { targets: texts.targets.map((t) => ({ ...t, text: sanitizeHtml(t.text) })), sources: texts.sources });
}

/** The dialog's segment ids (deleting a dialog deletes their texts and audio references). */
export const segmentIdsOf = async (db: Db, dialogId: number) =>
  (await db.select({ id: dialogSegments.id }).from(dialogSegments).where(eq(dialogSegments.dialogId, dialogId)).orderBy(asc(dialogSegments.position))).map(
    (r) => r.id,
  );

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
