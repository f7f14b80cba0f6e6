import { asc, eq } from 'drizzle-orm';
import { courseTextDialects, defineAudioRef } from '../../../sdk/server';
import { SEGMENTS } from '../public';
import { segments } from './tables';

/** A segment has audio in each target dialect of its course (ref 23). */
export const segmentAudio = defineAudioRef({
  ref: SEGMENTS,
  label: 'Segment',
  courseOf: async (db, id) => (await db.select({ courseId: segments.courseId }).from(segments).where(eq(segments.id, id)))[0]?.courseId ?? null,
  sample: async (db, courseId) =>
    (await db.select({ id: segments.id }).from(segments).where(eq(segments.courseId, courseId)).orderBy(asc(segments.id)).limit(1))[0]?.id ?? null,
  dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
});
