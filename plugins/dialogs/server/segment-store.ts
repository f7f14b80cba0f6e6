import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import {
  HttpError, courseTextDialects, defaultDialects, deleteAudioOf, deleteTranslations, notFound, readTexts, rowsOf, sanitizeHtml, writeTexts, type Db,
} from '../../../sdk/server';
import { DESCRIPTION_SPEAKER, DIALOG_SEGMENTS } from '../plugin';
import { dialogSegments, dialogSpeakers, dialogs } from './tables';

export const segmentKey = (refId: number) => ({ ref: DIALOG_SEGMENTS, refId, field: 'html' });

export const plainText = (html: string, max = 160) => {
  const s = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** The segment list of a dialog, in position order: speaker, title and the text in the default target dialect. */
export async function listSegments(db: Db, dialogId: number) {
  const [d] = await db.select({ courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.id, dialogId));
  if (!d) throw notFound('Dialog');
  const { target } = await defaultDialects(db, d.courseId);
  const rows = rowsOf<{ id: number; position: number; speakerId: number; speaker: string | null; title: string; error: string; aiReview: number; html: string | null }>(
    await db.execute(sql`
      select s.id, s.position, s.speaker_id as "speakerId", sp.name as speaker, s.title, s.error, s.ai_review as "aiReview",
             (select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
               where t.ref = ${DIALOG_SEGMENTS} and t.ref_id = s.id and t.field = 'html' and tt.dialect_id = ${target ?? 0}) as html
        from dialog_segments s left join dialog_speakers sp on sp.id = s.speaker_id
       where s.dialog_id = ${dialogId} order by s.position, s.id`));
  return rows.map(({ html, ...r }) => ({ ...r, id: Number(r.id), speaker: r.speaker ?? DESCRIPTION_SPEAKER.name, text: plainText(html ?? '') }));
}

export async function getSegment(db: Db, id: number) {
  const [row] = await db.select({ s: dialogSegments, courseId: dialogs.courseId }).from(dialogSegments)
    .innerJoin(dialogs, eq(dialogs.id, dialogSegments.dialogId)).where(eq(dialogSegments.id, id));
  if (!row) throw notFound('Segment');
  return { ...row.s, courseId: row.courseId, ...(await readTexts(db, segmentKey(id), row.courseId)) };
}

export async function courseOfSegment(db: Db, id: number): Promise<number | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db.select({ courseId: dialogs.courseId }).from(dialogSegments)
    .innerJoin(dialogs, eq(dialogs.id, dialogSegments.dialogId)).where(eq(dialogSegments.id, id));
  return row?.courseId ?? null;
}

const countOf = async (db: Db, dialogId: number) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(dialogSegments).where(eq(dialogSegments.dialogId, dialogId)))[0].n);

/** A new segment at the end of the dialog (DESCRIPTION speaker, no text); answers its id. */
export async function appendSegment(db: Db, dialogId: number, fields: { speakerId?: number; title?: string } = {}) {
  const position = (await countOf(db, dialogId)) + 1;
  const [row] = await db.insert(dialogSegments).values({ dialogId, position, ...fields }).returning({ id: dialogSegments.id });
  return row.id;
}

/** Moves a segment to a position (1…n), shifting those between (spec 3 §4 reorder). Answers the dialog's id. */
export async function moveSegment(db: Db, id: number, destinationPos: number) {
  const [seg] = await db.select().from(dialogSegments).where(eq(dialogSegments.id, id));
  if (!seg) throw notFound('Segment');
  const n = await countOf(db, seg.dialogId);
  if (destinationPos > n) throw new HttpError(400, 'Invalid body: destinationPos', { destinationPos: `At most ${n}, the number of segments` });
  if (destinationPos === seg.position) return seg.dialogId;
  await db.transaction(async (tx) => {
    const inDialog = eq(dialogSegments.dialogId, seg.dialogId);
    if (destinationPos < seg.position) {
      await tx.update(dialogSegments).set({ position: sql`${dialogSegments.position} + 1` })
        .where(and(inDialog, gte(dialogSegments.position, destinationPos), lt(dialogSegments.position, seg.position)));
    } else {
      await tx.update(dialogSegments).set({ position: sql`${dialogSegments.position} - 1` })
        .where(and(inDialog, gt(dialogSegments.position, seg.position), lte(dialogSegments.position, destinationPos)));
    }
    await tx.update(dialogSegments).set({ position: destinationPos }).where(eq(dialogSegments.id, id));
  });
  return seg.dialogId;
}

export async function updateSegment(db: Db, id: number, b: { speakerId: number; title: string; exerciseType: number; version?: number }) {
  const [row] = await db.update(dialogSegments)
    .set({ speakerId: b.speakerId, title: b.title, exerciseType: b.exerciseType, version: sql`${dialogSegments.version} + 1` })
    .where(and(eq(dialogSegments.id, id), b.version === undefined ? undefined : eq(dialogSegments.version, b.version))).returning({ id: dialogSegments.id });
  if (!row) throw new HttpError(409, 'This segment was changed by someone else since you opened it. Reload it to see their changes.');
}

/** One dialect's text of a segment: the HTML of a target (sanitised), the plain text of a source. */
export async function writeSegmentText(db: Db, id: number, courseId: number, kind: 'target' | 'source', dialectId: number, text: string) {
  const dialects = (await courseTextDialects(db, courseId))[`${kind}s`];
  if (!dialects.some((d) => d.dialectId === dialectId)) throw new HttpError(400, 'Invalid params: dialectId', { dialectId: `Not a ${kind} dialect of this course` });
  await writeTexts(db, { ...segmentKey(id), courseId }, { [`${kind}s`]: [{ dialectId, text: kind === 'target' ? sanitizeHtml(text) : text }] });
}

/** Deletes a segment, its texts and audio references, and closes the gap in the positions. */
export async function deleteSegment(db: Db, id: number) {
  const [seg] = await db.select().from(dialogSegments).where(eq(dialogSegments.id, id));
  if (!seg) throw notFound('Segment');
  await db.transaction(async (tx) => {
    await deleteTranslations(tx, DIALOG_SEGMENTS, [id]);
    await deleteAudioOf(tx, DIALOG_SEGMENTS, [id]);
    await tx.delete(dialogSegments).where(eq(dialogSegments.id, id));
    await tx.update(dialogSegments).set({ position: sql`${dialogSegments.position} - 1` })
      .where(and(eq(dialogSegments.dialogId, seg.dialogId), gt(dialogSegments.position, seg.position)));
  });
  return seg.dialogId;
}

/** The dialog's segment ids (deleting a dialog deletes their texts and audio references). */
export const segmentIdsOf = async (db: Db, dialogId: number) =>
  (await db.select({ id: dialogSegments.id }).from(dialogSegments).where(eq(dialogSegments.dialogId, dialogId)).orderBy(asc(dialogSegments.position))).map((r) => r.id);

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Add Script (spec 3 §2): one segment per non-empty line, 'Speaker: text'. A line without
 * 'Name:' (or 'DESCRIPTION:') is a description. Speakers are found by name in the dialog (any
 * case) or created (gender m). The text goes into the course's default target dialect.
 */
export async function addScript(db: Db, dialogId: number, courseId: number, script: string) {
  const lines = script.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (!lines.length) throw new HttpError(400, 'Invalid body: script', { script: "Write one line per segment: 'Speaker: text'" });
  const { target } = await defaultDialects(db, courseId);
  await db.transaction(async (tx) => {
    const speakers = new Map((await tx.select().from(dialogSpeakers).where(eq(dialogSpeakers.dialogId, dialogId))).map((s) => [s.name.toLowerCase(), s.id]));
    for (const line of lines) {
      const m = /^([^:]{1,60}):\s*(.*)$/.exec(line);
      const name = m?.[1].trim() ?? '';
      const text = m ? m[2] : line;
      let speakerId = 0;
      if (m && name.toUpperCase() !== DESCRIPTION_SPEAKER.name) {
        speakerId = speakers.get(name.toLowerCase()) ?? 0;
        if (!speakerId) {
          [{ id: speakerId }] = await tx.insert(dialogSpeakers).values({ dialogId, name }).returning({ id: dialogSpeakers.id });
          speakers.set(name.toLowerCase(), speakerId);
        }
      }
      const id = await appendSegment(tx, dialogId, { speakerId });
      if (target) await writeTexts(tx, { ...segmentKey(id), courseId }, { targets: [{ dialectId: target, text: `<p>${escapeHtml(text)}</p>` }] });
    }
  });
}
