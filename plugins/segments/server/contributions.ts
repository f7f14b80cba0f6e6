import { sql } from 'drizzle-orm';
import { contribute, translatableTexts } from '../../../sdk/server';
import { SEGMENTS } from '../plugin';
import { segments } from './tables';

/** Segment texts (ref 23, field 'text'): counted by Health, checked by the AI Review checkers, linked by the concept linker. */
export const segmentContributions = [
  contribute(translatableTexts, {
    ref: SEGMENTS, field: 'text', name: 'Segments', linkable: true,
    records: (courseId: number) => sql`select id from ${segments} where course_id = ${courseId}`,
  }),
];
