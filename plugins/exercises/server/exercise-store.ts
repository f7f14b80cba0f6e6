import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  HttpError,
  LIST_LIMIT,
  blankTexts,
  containsPattern,
  contributionsTo,
  courseDialectList,
  courseTextDialects,
  defaultDialects,
  readTexts,
  rowsOf,
  sanitizeHtml,
  writeTexts,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { EXERCISES } from '../public';
import { exercises } from './tables';
import { feedbackStores } from '../../feedback/public';

export interface ExerciseBody {
  headingId: number | null;
  positions: string;
  feedbackVersion: number;
  flag: number;
  targets: TranslationTextsBody;
}

export const exerciseKey = (refId: number) => ({ ref: EXERCISES, refId, field: 'html' });

/** HTML to a short plain text for the grid. */
export const plainText = (html: string, max = 120) => {
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

/**
 * Grid rows, newest first: id, flag, heading, positions, the text in the course's default target
 * dialect and the last check's error. The search matches the id, the positions and any target text.
 * withError: only the exercises whose last check found an error.
 */
export async function listExercises(db: Db, courseId: number, { text, id, withError }: ListFilter & { withError?: boolean } = {}) {
  const d = await defaultDialects(db, courseId);
  const asId = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const like = text ? containsPattern(text) : null;
  const rows = rowsOf<{ id: number; flag: number; headingId: number | null; positions: string; error: string; html: string | null }>(
    await db.execute(sql`
    select e.id, e.flag, e.heading_id as "headingId", e.positions, e.error,
           (select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
             where t.ref = ${EXERCISES} and t.ref_id = e.id and t.field = 'html' and tt.dialect_id = ${d.target ?? 0}) as html
      from exercises e
     where e.course_id = ${courseId}
       ${id === undefined ? sql`` : sql`and e.id = ${id}`}
       ${withError ? sql`and e.error <> ''` : sql``}
       ${
         text
           ? sql`and (e.id = ${asId} or e.positions ilike ${like} or exists (
           select 1 from translations t join translation_texts tt on tt.translation_id = t.id
            where t.ref = ${EXERCISES} and t.ref_id = e.id and t.field = 'html' and tt.text ilike ${like}))`
           : sql``
       }
     order by e.id desc limit ${LIST_LIMIT}`),
  );
  return rows.map(({ html, ...r }) => ({ ...r, id: Number(r.id), target: plainText(html ?? '') }));
}

/** The feedback of the exercise per target dialect, for its current feedback version, from the one store of ratings (the feedback plugin's). */
async function feedbackOf(db: Db, courseId: number, exerciseId: number, version: number) {
  const { targets } = await courseTextDialects(db, courseId);
  const [store] = contributionsTo(feedbackStores);
  const scores = (await store?.scoresOf(db, courseId, EXERCISES, [exerciseId], new Map([[exerciseId, version]])))?.get(exerciseId) ?? [];
  return targets.map((t) => {
    const f = scores.find((s) => s.dialectId === t.dialectId);
    return { ...t, n: f?.n ?? 0, median: f?.median ?? 0, version };
  });
}

/** A deleted exercise's ratings and tracking go with it (the feedback store keeps them). */
export async function forgetFeedback(tx: Db, id: number) {
  const [store] = contributionsTo(feedbackStores);
  await store?.forget(tx, EXERCISES, [id]);
}

/** The current feedback version of exercises, by id (ratings count for it: the feedback plugin's ratedVersions). */
export async function exerciseVersions(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: exercises.id, version: exercises.feedbackVersion }).from(exercises).where(inArray(exercises.id, ids));
  return new Map(rows.map((r) => [r.id, r.version]));
}

export async function getExercise(db: Db, id: number) {
  const [row] = await db.select().from(exercises).where(eq(exercises.id, id));
  if (!row) return null;
  const { targets } = await readTexts(db, exerciseKey(id), row.courseId);
  return { ...row, targets, feedback: await feedbackOf(db, row.courseId, id, row.feedbackVersion) };
}

export async function blankExercise(db: Db, courseId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  return {
    id: -1,
    courseId,
    headingId: null,
    positions: '',
    error: '',
    flag: 1,
    feedbackVersion: 1,
    version: 0,
    targets: blankTexts(targets),
    feedback: [],
  };
}

/** Targets may name only the course's target dialects (400 naming the field); their HTML is sanitised. */
async function cleanTargets(db: Db, courseId: number, targets: TranslationTextsBody) {
  const allowed = new Set((await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  targets.forEach((t, i) => {
    if (!allowed.has(t.dialectId)) fields[`targets.${i}.dialectId`] = 'Not a target dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: targets', fields);
  return targets.map((t) => ({ ...t, text: sanitizeHtml(t.text) }));
}

export async function insertExercise(tx: Db, courseId: number, b: ExerciseBody): Promise<number> {
  const targets = await cleanTargets(tx, courseId, b.targets);
  const [row] = await tx
    .insert(exercises)
    .values({ courseId, headingId: b.headingId, positions: b.positions, feedbackVersion: b.feedbackVersion, flag: b.flag })
    .returning({ id: exercises.id });
  await writeTexts(tx, { ...exerciseKey(row.id), courseId }, { targets });
  return row.id;
}

export async function writeExercise(tx: Db, id: number, b: ExerciseBody): Promise<void> {
  const [row] = await tx.select({ courseId: exercises.courseId }).from(exercises).where(eq(exercises.id, id));
  const targets = await cleanTargets(tx, row.courseId, b.targets);
  // The flag has its own route, so that a form save does not undo a flag set from the grid.
  await tx.update(exercises).set({ headingId: b.headingId, positions: b.positions, feedbackVersion: b.feedbackVersion }).where(eq(exercises.id, id));
  await writeTexts(tx, { ...exerciseKey(id), courseId: row.courseId }, { targets });
}

/** Exercises using a heading (the Headings module's Uses tab and its delete refusal). */
export const exercisesOfHeading = (db: Db, headingId: number) =>
  db.select({ id: exercises.id, courseId: exercises.courseId }).from(exercises).where(eq(exercises.headingId, headingId)).orderBy(asc(exercises.id));
