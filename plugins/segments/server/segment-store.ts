import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  HttpError,
  LIST_LIMIT,
  audioStatesOf,
  blankTexts,
  containsPattern,
  courseTextDialects,
  defaultDialects,
  deleteAudioOf,
  deleteTranslations,
  readTexts,
  sanitizeHtml,
  translationTexts,
  translations,
  writeTexts,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { noAudio } from '../../../sdk/shared';
import { SEGMENTS } from '../public';
import { ALL_PANELS, type ReadBy } from '../rules';
import { segments } from './tables';

export interface SegmentBody {
  panelId: number;
  listening: boolean;
  readBy: ReadBy;
  level: number;
  flag: number;
  targets: TranslationTextsBody;
  sources: TranslationTextsBody;
}

export const segmentKey = (refId: number) => ({ ref: SEGMENTS, refId, field: 'text' });
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

type Filter = ListFilter & { panel?: number | string; withError?: string | boolean };

/** Grid rows, newest first: panel, the default target (plain) and source texts, level; ?panel= (0 = ALL), ?text= over every dialect's text. */
export async function listSegments(db: Db, courseId: number, { text, id, panel, withError }: Filter = {}) {
  const panelId = Number(panel ?? ALL_PANELS);
  const rows = await db
    .select({ id: segments.id, panelId: segments.panelId, level: segments.level, flag: segments.flag, listening: segments.listening, error: segments.error })
    .from(segments)
    .where(
      and(
        eq(segments.courseId, courseId),
        id === undefined ? undefined : eq(segments.id, id),
        panelId ? eq(segments.panelId, panelId) : undefined,
        withError === true || withError === '1' ? eq(segments.error, true) : undefined,
        text
          ? sql`exists (select 1 from translations tr join translation_texts tt on tt.translation_id = tr.id
        where tr.ref = ${SEGMENTS} and tr.ref_id = segments.id and tt.text ilike ${containsPattern(text)})`
          : undefined,
      ),
    )
    .orderBy(desc(segments.id))
    .limit(LIST_LIMIT);
  if (!rows.length) return [];
  const d = await defaultDialects(db, courseId);
  const texts = await db
    .select({ refId: translations.refId, dialectId: translationTexts.dialectId, text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, eq(translationTexts.translationId, translations.id))
    .where(
      and(
        eq(translations.ref, SEGMENTS),
        eq(translations.field, 'text'),
        inArray(
          translations.refId,
          rows.map((r) => r.id),
        ),
        inArray(translationTexts.dialectId, [d.target ?? 0, d.source ?? 0]),
      ),
    );
  const textOf = (refId: number, dialectId?: number) => texts.find((t) => t.refId === refId && t.dialectId === dialectId)?.text ?? '';
  return rows.map((r) => ({ ...r, panelId: r.panelId ?? 0, target: plainText(textOf(r.id, d.target)), source: textOf(r.id, d.source) }));
}

/** The segment with its HTML per target dialect (each with its audio) and sources. */
export async function getSegment(db: Db, id: number) {
  const [row] = await db.select().from(segments).where(eq(segments.id, id));
  if (!row) return null;
  const [texts, audio] = await Promise.all([readTexts(db, segmentKey(id), row.courseId), audioStatesOf(db, SEGMENTS, [id])]);
  const states = audio.get(id) ?? [];
  const targets = texts.targets.map((t) => ({ ...t, audio: states.find((a) => a.dialectId === t.dialectId) ?? noAudio(SEGMENTS, id, t.dialectId) }));
  return { ...row, panelId: row.panelId ?? 0, targets, sources: texts.sources };
}

export async function blankSegment(db: Db, courseId: number) {
  const { targets, sources } = await courseTextDialects(db, courseId);
  return {
    id: -1,
    courseId,
    panelId: 0,
    listening: false,
    readBy: 'm',
    level: 0,
    flag: 1,
    error: false,
    version: 0,
    targets: blankTexts(targets),
    sources: blankTexts(sources),
  };
}

export const cleanTargets = (t: TranslationTextsBody) => t.map((x) => ({ ...x, text: sanitizeHtml(x.text) }));

const fields = (b: SegmentBody) => ({ panelId: b.panelId || null, listening: b.listening, readBy: b.listening ? b.readBy : 'm', level: b.level });

export async function insertSegment(tx: Db, courseId: number, b: SegmentBody): Promise<number> {
  const [row] = await tx
    .insert(segments)
    .values({ courseId, flag: b.flag, ...fields(b) })
    .returning({ id: segments.id });
  await writeTexts(tx, { ...segmentKey(row.id), courseId }, { targets: cleanTargets(b.targets), sources: b.sources });
  return row.id;
}

export async function writeSegment(tx: Db, id: number, b: SegmentBody): Promise<void> {
  const [row] = await tx.update(segments).set(fields(b)).where(eq(segments.id, id)).returning({ courseId: segments.courseId });
  await writeTexts(tx, { ...segmentKey(id), courseId: row.courseId }, { targets: cleanTargets(b.targets), sources: b.sources });
}

export async function beforeDeleteSegment(tx: Db, id: number): Promise<void> {
  await deleteTranslations(tx, SEGMENTS, [id]);
  await deleteAudioOf(tx, SEGMENTS, [id]);
}

/** The panel ids the course's segments hang off (the panel filter's options after ALL). */
export async function segmentPanels(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ panelId: segments.panelId })
    .from(segments)
    .where(and(eq(segments.courseId, courseId)));
  return rows
    .map((r) => r.panelId)
    .filter((p): p is number => p !== null)
    .sort((a, b) => a - b);
}

/** Check: a segment has an error when its HTML is empty in a target dialect; answers { checked, withError }. */
export async function checkSegments(db: Db, courseId: number) {
  const all = await db.select({ id: segments.id, error: segments.error }).from(segments).where(eq(segments.courseId, courseId));
  let withError = 0;
  for (const s of all) {
    const { targets } = await readTexts(db, segmentKey(s.id), courseId);
    const error = targets.some((t) => plainText(t.text) === '');
    if (error) withError += 1;
    if (error !== s.error) await db.update(segments).set({ error }).where(eq(segments.id, s.id));
  }
  return { checked: all.length, withError };
}

export async function mustBeTarget(db: Db, courseId: number, dialectId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  if (!targets.some((d) => d.dialectId === dialectId))
    throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
}
