import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { contribute, translatableTexts, type Db } from '../../../sdk/server';
import { lessonPlacements } from '../../lesson-outline/public';
import { MODULE } from '../../../sdk/shared';
import { panelSegments } from '../public';
import { SEGMENTS } from '../public';
import { insertSegment } from './segment-store';
import { segments } from './tables';

/** Segment texts (ref 23, field 'text'): counted by Health, checked by the AI Review checkers, linked by the concept linker; panels' segments for the wizard. */
export const segmentContributions = [
  contribute(translatableTexts, {
    ref: SEGMENTS,
    field: 'text',
    name: 'Segments',
    linkable: true,
    translated: true,
    records: (courseId: number) => sql`select id from ${segments} where course_id = ${courseId}`,
  }),
  // A segment's lesson is its panel's; a segment of no panel is of no lesson.
  contribute(lessonPlacements, {
    ref: SEGMENTS,
    parentRef: MODULE.panels,
    placed: (courseId: number) => sql`select id, panel_id as parent_id from ${segments} where course_id = ${courseId} and panel_id is not null`,
  }),
  // The Lesson Outline's wizard: empty segments per panel.
  contribute(panelSegments, {
    async countsOf(db: Db, courseId: number, panelIds: number[]) {
      if (!panelIds.length) return new Map<number, number>();
      const rows = await db
        .select({ panelId: segments.panelId, n: count() })
        .from(segments)
        .where(and(eq(segments.courseId, courseId), inArray(segments.panelId, panelIds)))
        .groupBy(segments.panelId);
      return new Map(rows.map((r) => [r.panelId!, Number(r.n)]));
    },
    ofPanels: (courseId: number) => sql`select id, panel_id from ${segments} where course_id = ${courseId} and panel_id is not null`,
    async addEmpty(db: Db, courseId: number, panelId: number, n: number) {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        ids.push(await insertSegment(db, courseId, { panelId, listening: false, readBy: 'm', level: 0, flag: 1, targets: [], sources: [] }));
      }
      return ids;
    },
  }),
];
