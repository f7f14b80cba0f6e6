import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { HttpError, LIST_LIMIT, containsPattern, type Db, type ListFilter } from '../../../sdk/server';
import { POSITIONS_MESSAGE, POSITIONS_PATTERN, type ReadBy } from '../rules';
import { deleteExerciseTranslations, deleteTextTranslations } from './translations';
import { readingExercises, readingTexts, readings } from './tables';

export interface ReadingBody {
  title: string;
  positions: string;
  listening: boolean;
  readBy: ReadBy;
  flag: number;
}

/** Grid rows, newest first; ?text= searches the title. */
export async function listReadings(db: Db, courseId: number, { text, id, withError }: ListFilter & { withError?: boolean | string } = {}) {
  return db
    .select({
      id: readings.id,
      title: readings.title,
      positions: readings.positions,
      flag: readings.flag,
      listening: readings.listening,
      error: readings.error,
      nTexts: sql<number>`(select count(*)::int from reading_texts t where t.reading_id = readings.id)`,
      nExercises: sql<number>`(select count(*)::int from reading_exercises e where e.reading_id = readings.id)`,
    })
    .from(readings)
    .where(
      and(
        eq(readings.courseId, courseId),
        id === undefined ? undefined : eq(readings.id, id),
        text ? ilike(readings.title, containsPattern(text)) : undefined,
        withError === true || withError === '1' ? eq(readings.error, true) : undefined,
      ),
    )
    .orderBy(desc(readings.id))
    .limit(LIST_LIMIT);
}

export async function getReading(db: Db, id: number) {
  const [r] = await db.select().from(readings).where(eq(readings.id, id));
  return r ?? null;
}

export const blankReading = async (_db: Db, courseId: number) => ({
  id: -1,
  courseId,
  title: '',
  positions: '',
  listening: false,
  readBy: 'm',
  flag: 1,
  error: false,
  version: 0,
});

const normalPositions = (p: string) =>
  p
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');

function fields(b: ReadingBody) {
  if (!POSITIONS_PATTERN.test(b.positions)) throw new HttpError(400, 'Invalid body: positions', { positions: POSITIONS_MESSAGE });
  // read-by only means something for a listening reading: otherwise it keeps its default.
  return { title: b.title, positions: normalPositions(b.positions), listening: b.listening, readBy: b.listening ? b.readBy : 'm' };
}

export async function insertReading(tx: Db, courseId: number, b: ReadingBody): Promise<number> {
  const [r] = await tx
    .insert(readings)
    .values({ courseId, flag: b.flag, ...fields(b) })
    .returning({ id: readings.id });
  return r.id;
}

export async function writeReading(tx: Db, id: number, b: ReadingBody): Promise<void> {
  await tx.update(readings).set(fields(b)).where(eq(readings.id, id)); // the flag has its own route
}

/** The texts and exercises go by cascade; their translations here. */
export async function beforeDeleteReading(tx: Db, id: number): Promise<void> {
  const texts = await tx.select({ id: readingTexts.id }).from(readingTexts).where(eq(readingTexts.readingId, id));
  const exercises = await tx.select({ id: readingExercises.id }).from(readingExercises).where(eq(readingExercises.readingId, id));
  await deleteTextTranslations(
    tx,
    texts.map((t) => t.id),
  );
  await deleteExerciseTranslations(
    tx,
    exercises.map((e) => e.id),
  );
}

export async function courseReadingIds(db: Db, courseId: number) {
  return (await db.select({ id: readings.id }).from(readings).where(eq(readings.courseId, courseId)).orderBy(asc(readings.id))).map((r) => r.id);
}
