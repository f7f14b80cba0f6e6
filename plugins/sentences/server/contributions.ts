import { sql } from 'drizzle-orm';
import { contribute, translatableTexts } from '../../../sdk/server';
import { SENTENCES } from '../public';
import { sentences } from './tables';

/** Sentence texts: counted by Health's translation completeness, linked by the concept linker and its checker. */
export const sentenceContributions = [
  contribute(translatableTexts, {
    ref: SENTENCES,
    field: 'text',
    name: 'Sentences',
    linkable: true,
    records: (courseId: number) => sql`select id from ${sentences} where course_id = ${courseId}`,
    readBy: (courseId: number) => sql`select id, read_by from ${sentences} where course_id = ${courseId}`,
  }),
];
