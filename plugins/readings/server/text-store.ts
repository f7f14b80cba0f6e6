import { and, asc, eq, sql } from 'drizzle-orm';
import {
  HttpError,
  STALE_MESSAGE,
  audioStatesOf,
  clDetailsOf,
  defaultDialects,
  readTexts,
  sanitizeHtml,
  translations,
  translationTexts,
  writeTexts,
  type Db,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { noAudio } from '../../../sdk/shared';
import { READING_TEXTS } from '../plugin';
import { audioSpanProblem, TEXT_FIELD } from '../rules';
import { readingTexts } from './tables';
import { plainText, textKey } from './translations';

export interface ReadingTextBody {
  title: string;
  audioStart: number;
  audioEnd: number;
  targets?: TranslationTextsBody;
  sources?: TranslationTextsBody;
  version?: number;
}

/** The course of a reading text, or null when there is none. */
export const courseOfText = async (db: Db, id: number): Promise<number | null> =>
  (await db.select({ courseId: readingTexts.courseId }).from(readingTexts).where(eq(readingTexts.id, id)))[0]?.courseId ?? null;

/**
 * The rows of the Text tab (one text's, with `id`), in one query: title, the default target's text,
 * audio start-end, AI review status; and their concept-linker details per target.
 */
export async function listTexts(db: Db, readingId: number, courseId: number, id?: number) {
  const { target } = await defaultDialects(db, courseId);
  const rows = await db
    .select({
      id: readingTexts.id,
      position: readingTexts.position,
      title: readingTexts.title,
      audioStart: readingTexts.audioStart,
      audioEnd: readingTexts.audioEnd,
      aiReview: readingTexts.aiReview,
      html: translationTexts.text,
    })
    .from(readingTexts)
    .leftJoin(translations, and(eq(translations.ref, READING_TEXTS), eq(translations.refId, readingTexts.id), eq(translations.field, TEXT_FIELD)))
    .leftJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, target ?? 0)))
    .where(and(eq(readingTexts.readingId, readingId), id === undefined ? undefined : eq(readingTexts.id, id)))
    .orderBy(asc(readingTexts.position), asc(readingTexts.id));
  const details = await clDetailsOf(
    db,
    courseId,
    READING_TEXTS,
    rows.map((r) => r.id),
    TEXT_FIELD,
  );
  return rows.map(({ html, ...r }) => ({ ...r, text: plainText(html ?? ''), clDetails: details.get(r.id) ?? [] }));
}

/** The reading text with its HTML per target dialect (each with its audio) and its sources. */
export async function getText(db: Db, id: number) {
  const [r] = await db.select().from(readingTexts).where(eq(readingTexts.id, id));
  if (!r) return null;
  const [texts, audio] = await Promise.all([readTexts(db, textKey(id), r.courseId), audioStatesOf(db, READING_TEXTS, [id])]);
  const states = audio.get(id) ?? [];
  const targets = texts.targets.map((t) => ({ ...t, audio: states.find((a) => a.dialectId === t.dialectId) ?? noAudio(READING_TEXTS, id, t.dialectId) }));
  return { ...r, targets, sources: texts.sources };
}

export async function mustGetText(db: Db, id: number) {
  const t = await getText(db, id);
  if (!t) throw new HttpError(404, 'Reading text not found');
  return t;
}

function checkSpan(b: { audioStart: number; audioEnd: number }) {
  const problem = audioSpanProblem(b.audioStart, b.audioEnd);
  if (problem) throw new HttpError(400, 'Invalid body: audioEnd', { audioEnd: problem });
}

export const cleanTargets = (targets?: TranslationTextsBody) => targets?.map((t) => ({ ...t, text: sanitizeHtml(t.text) }));

/** Saves a text (409 when the version sent is stale); its texts in the same transaction. */
export async function writeText(db: Db, id: number, b: ReadingTextBody) {
  checkSpan(b);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(readingTexts)
      .set({ title: b.title, audioStart: b.audioStart, audioEnd: b.audioEnd, version: sql`${readingTexts.version} + 1` })
      .where(and(eq(readingTexts.id, id), b.version === undefined ? undefined : eq(readingTexts.version, b.version)))
      .returning({ courseId: readingTexts.courseId });
    if (!row) throw new HttpError(409, STALE_MESSAGE);
    await writeTexts(tx, { ...textKey(id), courseId: row.courseId }, { targets: cleanTargets(b.targets), sources: b.sources });
  });
}

/** For the exercises' Reading Part selector: ALL (0) then each text by position. */
export async function textOptions(db: Db, readingId: number) {
  const rows = await db
    .select({ id: readingTexts.id, title: readingTexts.title })
    .from(readingTexts)
    .where(eq(readingTexts.readingId, readingId))
    .orderBy(asc(readingTexts.position), asc(readingTexts.id));
  return [{ id: 0, title: 'ALL' }, ...rows];
}
