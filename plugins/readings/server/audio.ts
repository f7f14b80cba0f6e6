import { asc, eq } from 'drizzle-orm';
import { courseTextDialects, defineAudioRef } from '../../../sdk/server';
import { READING_TEXTS, READINGS } from '../plugin';
import { readingTexts } from './tables';
import { courseOfText } from './text-store';

/** A reading text has audio in each target dialect (ref READING_TEXTS, refId = the text's id), under the Readings grant. */
export const readingTextAudio = defineAudioRef({
  ref: READING_TEXTS,
  module: READINGS,
  label: 'Reading text',
  courseOf: courseOfText,
  sample: async (db, courseId) =>
    (await db.select({ id: readingTexts.id }).from(readingTexts).where(eq(readingTexts.courseId, courseId)).orderBy(asc(readingTexts.id)).limit(1))[0]?.id ??
    null,
  dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
});
