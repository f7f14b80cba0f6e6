import { asc, eq } from 'drizzle-orm';
import { courseTextDialects, defineAudioRef } from '../../../sdk/server';
import { READINGS } from '../plugin';
import { readingTexts } from './tables';

/** A reading text has audio in each target dialect (ref 28, refId = the text's id). */
export const readingTextAudio = defineAudioRef({
  ref: READINGS,
  label: 'Reading text',
  courseOf: async (db, id) => (await db.select({ courseId: readingTexts.courseId }).from(readingTexts).where(eq(readingTexts.id, id)))[0]?.courseId ?? null,
  sample: async (db, courseId) =>
    (await db.select({ id: readingTexts.id }).from(readingTexts).where(eq(readingTexts.courseId, courseId)).orderBy(asc(readingTexts.id)).limit(1))[0]?.id ?? null,
  dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
});
