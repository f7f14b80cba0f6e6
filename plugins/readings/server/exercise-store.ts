import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError, STALE_MESSAGE, readTexts, writeTexts, type Db, type TranslationTextsBody } from '../../../sdk/server';
import { ALL_PARTS } from '../rules';
import { readingExercises, readingTexts } from './tables';
import { cleanTargets } from './text-store';
import { exerciseKey } from './translations';

export interface ReadingExerciseBody {
  title: string;
  /** The reading text it is about; 0 for ALL. */
  readingTextId: number;
  exerciseType: number;
  listening: boolean;
  targets?: TranslationTextsBody;
  version?: number;
}

/** The Exercises tab's rows (one exercise's, with `id`): reading text name (ALL when none), title, type, error, listening, AI review. */
export async function listExercises(db: Db, readingId: number, id?: number) {
  const rows = await db
    .select({
      id: readingExercises.id,
      position: readingExercises.position,
      title: readingExercises.title,
      exerciseType: readingExercises.exerciseType,
      error: readingExercises.error,
      listening: readingExercises.listening,
      aiReview: readingExercises.aiReview,
      readingTextId: readingExercises.readingTextId,
      readingText: readingTexts.title,
    })
    .from(readingExercises)
    .leftJoin(readingTexts, eq(readingTexts.id, readingExercises.readingTextId))
    .where(and(eq(readingExercises.readingId, readingId), id === undefined ? undefined : eq(readingExercises.id, id)))
    .orderBy(asc(readingExercises.position), asc(readingExercises.id));
  return rows.map((r) => ({ ...r, readingTextId: r.readingTextId ?? ALL_PARTS, readingText: r.readingText ?? 'ALL' }));
}

export async function getExercise(db: Db, id: number) {
  const [r] = await db.select().from(readingExercises).where(eq(readingExercises.id, id));
  if (!r) return null;
  const { targets } = await readTexts(db, exerciseKey(id), r.courseId);
  return { ...r, readingTextId: r.readingTextId ?? ALL_PARTS, targets };
}

export async function mustGetExercise(db: Db, id: number) {
  const e = await getExercise(db, id);
  if (!e) throw new HttpError(404, 'Reading exercise not found');
  return e;
}

/** The reading part must be ALL or a text of the same reading (400 naming readingTextId). */
async function partOf(db: Db, readingId: number, readingTextId: number): Promise<number | null> {
  if (readingTextId === ALL_PARTS) return null;
  const [t] = await db
    .select({ id: readingTexts.id })
    .from(readingTexts)
    .where(and(eq(readingTexts.id, readingTextId), eq(readingTexts.readingId, readingId)));
  if (!t) throw new HttpError(400, 'Invalid body: readingTextId', { readingTextId: 'Not a text of this reading' });
  return t.id;
}

export async function writeExercise(db: Db, id: number, b: ReadingExerciseBody) {
  await db.transaction(async (tx) => {
    const [me] = await tx.select({ readingId: readingExercises.readingId }).from(readingExercises).where(eq(readingExercises.id, id));
    const readingTextId = await partOf(tx, me.readingId, b.readingTextId);
    const [row] = await tx
      .update(readingExercises)
      .set({ title: b.title, readingTextId, exerciseType: b.exerciseType, listening: b.listening, version: sql`${readingExercises.version} + 1` })
      .where(and(eq(readingExercises.id, id), b.version === undefined ? undefined : eq(readingExercises.version, b.version)))
      .returning({ courseId: readingExercises.courseId });
    if (!row) throw new HttpError(409, STALE_MESSAGE);
    await writeTexts(tx, { ...exerciseKey(id), courseId: row.courseId }, { targets: cleanTargets(b.targets) });
  });
}
