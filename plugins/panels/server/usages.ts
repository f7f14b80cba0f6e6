import { sql } from 'drizzle-orm';
import { rowsOf, type UsageProvider } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { PANELS } from '../public';
import { panels } from './tables';

/** The panels that name a record in one of their id columns. */
const usedIn = (of: number, column: 'k_line_ids' | 'sentence_ids' | 'segment_ids' | 'compound_ids' | 'item_id'): UsageProvider => ({
  of,
  kind: 'panels',
  module: PANELS,
  find: async (db, id) =>
    rowsOf<{ id: number; courseId: number }>(
      await db.execute(
        column === 'item_id'
          ? sql`select id, course_id as "courseId" from ${panels} where item_id = ${id} order by id`
          : sql`select id, course_id as "courseId" from ${panels} where ${id} = any(${sql.raw(column)}) order by id`,
      ),
    ).map((r) => ({ id: Number(r.id), courseId: Number(r.courseId) })),
});

/** K-lines, sentences, segments, compounds and items used by panels: their owners list the uses and refuse deletes (the 'used in' links open the panel). */
export const panelUsages: UsageProvider[] = [
  usedIn(MODULE.klines, 'k_line_ids'),
  usedIn(MODULE.sentences, 'sentence_ids'),
  usedIn(MODULE.segment, 'segment_ids'),
  usedIn(MODULE.compounds, 'compound_ids'),
  usedIn(MODULE.items, 'item_id'),
];
