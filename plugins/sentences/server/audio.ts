import { asc, eq } from 'drizzle-orm';
import { courseTextDialects } from '../../../sdk/server';
import { defineAudioRef } from '../../../sdk/server';
import { SENTENCES } from '../public';
import { sentences } from './tables';

/** Sentences have audio in each target dialect of their course (ref 16; served by core, rules in sdk/server/audio.ts). */
export const sentenceAudio = defineAudioRef({
  ref: SENTENCES,
  label: 'Sentence',
  courseOf: async (db, id) => (await db.select({ courseId: sentences.courseId }).from(sentences).where(eq(sentences.id, id)))[0]?.courseId ?? null,
  sample: async (db, courseId) =>
    (await db.select({ id: sentences.id }).from(sentences).where(eq(sentences.courseId, courseId)).orderBy(asc(sentences.id)).limit(1))[0]?.id ?? null,
  dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
});
