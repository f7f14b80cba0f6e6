import { eq } from 'drizzle-orm';
import { HttpError, defaultDialects, deleteAudioOf, deleteTranslations, orderedParts, writeTexts, type Db } from '../../../sdk/server';
import { DESCRIPTION_SPEAKER, DIALOG_SEGMENTS } from '../plugin';
import { segmentParts } from '../public';
import { dialogAccess, segmentAccess } from './access';
import { escapeHtml, listSegments, segmentKey } from './segment-store';
import { dialogSegments, dialogSpeakers } from './tables';

const insertSegment = async (tx: Db, dialogId: number, position: number, speakerId = 0) =>
  (await tx.insert(dialogSegments).values({ dialogId, position, speakerId }).returning({ id: dialogSegments.id }))[0].id;

/** A dialog's segments, in order (spec 3 §4 reorder): a new one is an empty DESCRIPTION; a deleted one takes its texts and audio references. */
export const dialogSegmentParts = orderedParts(segmentParts, {
  table: dialogSegments,
  owner: dialogSegments.dialogId,
  access: { owner: dialogAccess('id'), part: segmentAccess },
  list: (db, dialogId) => listSegments(db, dialogId),
  insert: (tx, { ownerId, position }) => insertSegment(tx, ownerId, position),
  beforeRemove: async (tx, id) => {
    await deleteTranslations(tx, DIALOG_SEGMENTS, [id]);
    await deleteAudioOf(tx, DIALOG_SEGMENTS, [id]);
  },
});

/**
 * Add Script (spec 3 §2): one segment per non-empty line, 'Speaker: text', at the end. A line without
 * 'Name:' (or 'DESCRIPTION:') is a description. Speakers are found by name in the dialog (any
 * case) or created (gender m). The text goes into the course's default target dialect.
 */
export async function addScript(db: Db, dialogId: number, courseId: number, script: string) {
  const lines = script
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
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
      const id = await dialogSegmentParts.append(tx, dialogId, (position) => insertSegment(tx, dialogId, position, speakerId));
      if (target) await writeTexts(tx, { ...segmentKey(id), courseId }, { targets: [{ dialectId: target, text: `<p>${escapeHtml(text)}</p>` }] });
    }
  });
}
