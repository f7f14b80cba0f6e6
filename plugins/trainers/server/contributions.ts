import { sql } from 'drizzle-orm';
import { contribute, translatableTexts } from '../../../sdk/server';
import { TRAINERS } from '../plugin';
import { trainers } from './tables';

/** Trainer titles in the source dialects (ref 39, field 'title'): checked by the AI Review Sources checker. */
export const trainerContributions = [
  contribute(translatableTexts, {
    ref: TRAINERS, field: 'title', name: 'Trainer titles',
    records: (courseId: number) => sql`select id from ${trainers} where course_id = ${courseId}`,
  }),
];
