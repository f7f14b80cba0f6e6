import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  clDetailsOf,
  containsPattern,
  courseDialectList,
  deleteTranslations,
  HttpError,
  notFound,
  readTranslation,
  sanitizeHtml,
  translations,
  translationTexts,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { TRAINER_SEGMENTS, TRAINERS } from '../plugin';
import { segmentError } from '../rules';
import { trainers, trainerSegments } from './tables';

const sourcesKey = (refId: number) => ({ ref: TRAINERS, refId, field: 'title' });
/** A segment's HTML per target dialect: its translation. */
const segmentKey = (refId: number) => ({ ref: TRAINER_SEGMENTS, refId, field: 'text' });

export async function courseOfTrainer(db: Db, id: number) {
  const [r] = await db.select({ courseId: trainers.courseId }).from(trainers).where(eq(trainers.id, id));
  return r?.courseId ?? null;
}
export async function courseOfSegment(db: Db, id: number) {
  const [r] = await db
    .select({ courseId: trainers.courseId })
    .from(trainerSegments)
    .innerJoin(trainers, eq(trainers.id, trainerSegments.trainerId))
    .where(eq(trainerSegments.id, id));
  return r?.courseId ?? null;
}

/** Each segment with its targets (every target dialect of the course) and its error. */
async function segmentsWithErrors(db: Db, courseId: number, trainerIds: number[]) {
  if (!trainerIds.length) return [];
  const dialects = await courseDialectList(db, courseId, 'target');
  const segs = await db
    .select()
    .from(trainerSegments)
    .where(inArray(trainerSegments.trainerId, trainerIds))
    .orderBy(asc(trainerSegments.position), asc(trainerSegments.id));
  const ids = segs.map((s) => s.id);
  const html = ids.length
    ? await db
        .select({ segmentId: translations.refId, dialectId: translationTexts.dialectId, html: translationTexts.text })
        .from(translations)
        .innerJoin(translationTexts, eq(translationTexts.translationId, translations.id))
        .where(and(eq(translations.ref, TRAINER_SEGMENTS), eq(translations.field, 'text'), inArray(translations.refId, ids)))
    : [];
  const details = await clDetailsOf(db, courseId, TRAINER_SEGMENTS, ids);
  return segs.map((s) => {
    const targets = dialects.map((d) => ({ ...d, html: html.find((h) => h.segmentId === s.id && h.dialectId === d.dialectId)?.html ?? '' }));
    return { ...s, clDetails: details.get(s.id) ?? [], targets, error: segmentError(s.exerciseType, targets) };
  });
}

/** The check (spec 4 §2.5): each trainer of the course with what is wrong with it ('' when nothing). */
export async function checkTrainers(db: Db, courseId: number, ids?: number[]) {
  const rows = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.courseId, courseId), ids ? inArray(trainers.id, ids.length ? ids : [0]) : undefined))
    .orderBy(asc(trainers.id));
  const segs = await segmentsWithErrors(
    db,
    courseId,
    rows.map((r) => r.id),
  );
  return rows.map(({ id }) => {
    const mine = segs.filter((s) => s.trainerId === id);
    const bad = mine.find((s) => s.error);
    return { id, error: !mine.length ? 'No segments' : bad ? `Segment ${bad.position}: ${bad.error}` : '' };
  });
}

export async function listTrainers(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const rows = await db
    .select({
      id: trainers.id,
      title: trainers.title,
      flag: trainers.flag,
      segments: sql<number>`(select count(*)::int from ${trainerSegments} s where s.trainer_id = "trainers"."id")`,
    })
    .from(trainers)
    .where(
      and(eq(trainers.courseId, courseId), id === undefined ? undefined : eq(trainers.id, id), text ? ilike(trainers.title, containsPattern(text)) : undefined),
    )
    .orderBy(asc(trainers.title), asc(trainers.id));
  const errors = new Map(
    (
      await checkTrainers(
        db,
        courseId,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.id, c.error]),
  );
  return rows.map((r) => ({ ...r, error: errors.get(r.id) ?? '' }));
}

export async function getTrainer(db: Db, id: number) {
  const [t] = await db.select().from(trainers).where(eq(trainers.id, id));
  if (!t) return null;
  const dialects = await courseDialectList(db, t.courseId, 'source');
  return { ...t, sources: await readTranslation(db, sourcesKey(id), dialects) };
}

export async function blankTrainer(db: Db, courseId: number) {
  const dialects = await courseDialectList(db, courseId, 'source');
  return { id: -1, courseId, title: '', lessonId: null, flag: 1, version: 0, sources: await readTranslation(db, sourcesKey(-1), dialects) };
}

/** The title in the course's source dialects (400 naming the field for another dialect). */
export async function writeSources(db: Db, courseId: number, id: number, sources: TranslationTextsBody) {
  const allowed = new Set((await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  sources.forEach((s, i) => {
    if (!allowed.has(s.dialectId)) fields[`sources.${i}.dialectId`] = 'Not a source dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: sources', fields);
  await writeTranslation(db, { ...sourcesKey(id), courseId }, sources);
}

export async function listSegments(db: Db, trainerId: number) {
  const courseId = await courseOfTrainer(db, trainerId);
  if (courseId === null) throw notFound('Trainer');
  return (await segmentsWithErrors(db, courseId, [trainerId])).map(({ targets: _t, ...s }) => s);
}

export async function getSegment(db: Db, id: number) {
  const courseId = await courseOfSegment(db, id);
  if (courseId === null) throw notFound('Segment');
  const [trainerId] = (await db.select({ t: trainerSegments.trainerId }).from(trainerSegments).where(eq(trainerSegments.id, id))).map((r) => r.t);
  return (await segmentsWithErrors(db, courseId, [trainerId])).find((s) => s.id === id)!;
}

export async function writeSegmentTarget(db: Db, id: number, dialectId: number, html: string) {
  const courseId = (await courseOfSegment(db, id))!;
  if (!(await courseDialectList(db, courseId, 'target')).some((d) => d.dialectId === dialectId)) {
    throw new HttpError(400, 'Not a target dialect of this course', { dialectId: 'Not a target dialect of this course' });
  }
  const clean = sanitizeHtml(html);
  await writeTranslation(db, { ...segmentKey(id), courseId }, [{ dialectId, text: clean }]);
  return getSegment(db, id);
}

/** The segments of trainers (deleting a trainer deletes their translations). */
export const segmentIdsOf = async (db: Db, trainerIds: number[]) =>
  (await db.select({ id: trainerSegments.id }).from(trainerSegments).where(inArray(trainerSegments.trainerId, trainerIds))).map((r) => r.id);
export const deleteSegmentTranslations = (db: Db, ids: number[]) => deleteTranslations(db, TRAINER_SEGMENTS, ids);
