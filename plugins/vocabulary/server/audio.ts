import { asc, eq } from 'drizzle-orm';
import { defineAudioRef } from '../../../sdk/server';
import { VOCS_COURSE, VOCS_MAIN } from '../shared/types';
import { vocs } from './tables';
import { vocDialectLayout } from './voc-store';

/**
 * Vocabulary entries have audio in each target dialect (served by core, rules in sdk/server/audio.ts):
 * ref 21 for the main vocabulary's entries (course 0, a global module), 22 for a course's.
 */
const vocAudio = (ref: typeof VOCS_MAIN | typeof VOCS_COURSE) =>
  defineAudioRef({
    ref,
    label: 'Vocabulary entry',
    courseOf: async (db, id) => {
      const [v] = await db.select({ courseId: vocs.courseId }).from(vocs).where(eq(vocs.id, id));
      return v && (v.courseId === 0) === (ref === VOCS_MAIN) ? v.courseId : null;
    },
    sample: async (db, courseId) =>
      (
        await db
          .select({ id: vocs.id })
          .from(vocs)
          .where(eq(vocs.courseId, ref === VOCS_MAIN ? 0 : courseId))
          .orderBy(asc(vocs.id))
          .limit(1)
      )[0]?.id ?? null,
    dialects: async (db, courseId) => (await vocDialectLayout(db, courseId)).filter((d) => d.kind === 'target').map((d) => d.dialectId),
  });

export const vocAudioRefs = [vocAudio(VOCS_MAIN), vocAudio(VOCS_COURSE)];
