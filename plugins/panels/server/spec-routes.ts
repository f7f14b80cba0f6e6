import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { blankTexts, courseTextDialects, route, type Db, type RouteDef } from '../../../sdk/server';
import { PANELS, panelsSpecApi } from '../public';
import { courseKLineNames, courseKLines, namedKLines } from './kline-names';
import { panelBlocks, panels } from './tables';

/** The course of the first panel named (null: no such panel), or undefined when none is named. */
async function courseOfFirst(db: Db, ids: number[]): Promise<number | null | undefined> {
  if (!ids.length) return undefined;
  const [p] = await db.select({ courseId: panels.courseId }).from(panels).where(eq(panels.id, ids[0]));
  return p?.courseId ?? null;
}

/** The calls of the spec as it spells them (panelsSpecApi), beside the product's own. */
export const specRoutes: RouteDef[] = [
  route(panelsSpecApi.tooltips, {
    access: {
      module: PANELS,
      anyCourse: true,
      courseOf: async ({ db, query }) =>
        courseOfFirst(
          db,
          String(query.panels ?? '')
            .split(',')
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0),
        ),
      sample: async (db, courseId) => {
        const [p] = await db.select({ id: panels.id }).from(panels).where(eq(panels.courseId, courseId)).orderBy(asc(panels.id)).limit(1);
        return p ? { panels: p.id } : null;
      },
    },
    handler: async ({ db, query, courseId }) => {
      const rows = await db
        .select({ id: panels.id, title: panels.title, concept: panels.conceptId, kLines: panels.kLineIds, courseId: panels.courseId })
        .from(panels)
        .where(inArray(panels.id, [...query.panels, -1]))
        .orderBy(asc(panels.id));
      const names = courseId ? await courseKLineNames(db, courseId) : new Map<number, string>();
      return rows
        .filter((r) => r.courseId === courseId)
        .map((r) => ({
          id: r.id,
          title: r.title,
          concept: r.concept,
          kLines: namedKLines(r.kLines, names),
        }));
    },
  }),
  route(panelsSpecApi.blocks, {
    access: { module: PANELS, anyCourse: true },
    handler: async ({ db, courseId }) => {
      const rows = await db
        .selectDistinct({ name: panelBlocks.name })
        .from(panelBlocks)
        .innerJoin(panels, eq(panels.id, panelBlocks.panelId))
        .where(and(ne(panelBlocks.name, ''), courseId ? eq(panels.courseId, courseId) : undefined))
        .orderBy(asc(panelBlocks.name));
      return rows.map((r, i) => ({ id: i + 1, name: r.name }));
    },
  }),
  route(panelsSpecApi.kLines, {
    access: { module: PANELS },
    handler: async ({ db, params }) => courseKLines(db, params.courseId),
  }),
  route(panelsSpecApi.coursePanels, {
    access: 'course',
    handler: async ({ db, params }) =>
      db.select({ id: panels.id, title: panels.title }).from(panels).where(eq(panels.courseId, params.courseId)).orderBy(asc(panels.id)),
  }),
  route(panelsSpecApi.blankTitles, {
    access: { module: PANELS },
    handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).targets),
  }),
];
