import { sql } from 'drizzle-orm';
import { contribute, translatableTexts } from '../../../sdk/server';
import { ITEMS, TEXT_ITEMS } from '../public';
import { items, textItems } from './tables';

/** Items and text items have one translatable text each, counted by Health's translation completeness. */
export const itemContributions = [
  contribute(
    translatableTexts,
    { ref: ITEMS, field: 'text', name: 'Items', records: (courseId: number) => sql`select id from ${items} where course_id = ${courseId}` },
    { ref: TEXT_ITEMS, field: 'html', name: 'Text items', records: (courseId: number) => sql`select id from ${textItems} where course_id = ${courseId}` },
  ),
];
