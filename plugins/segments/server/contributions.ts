import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { contribute, contributionsTo, translatableTexts, type Db } from '../../../sdk/server';
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
    records: (courseId: number) => sql`select id from ${segments} where course_id = ${courseId}`,
    // A segment's lesson is its panel's, as the Panels module places it (their lessonPositions);
    // a segment of no panel, or of a panel of no lesson, is of no lesson.
    lessonPositions: (courseId: number) => {
      const panels = contributionsTo(translatableTexts).find((t) => t.ref === MODULE.panels && t.lessonPositions);
      return panels
        ? sql`select s.id, lp.position from ${segments} s join (${panels.lessonPositions!(courseId)}) lp on lp.id = s.panel_id where s.course_id = ${courseId}`
        : sql`select id, 0 as position from ${segments} where false`;
    },
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
