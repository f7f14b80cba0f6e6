import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { courseDialectList, dbIdParam, notFound, route } from '../../../sdk/server';
import { courses } from '../db/schema';
import type { ModuleRegistry } from '../plugins/load';
import { Grants } from './grants';
import { courseConfigs, permissionTree } from './tree';

export function platformRoutes(registry: ModuleRegistry) {
  return [
    route({
      method: 'GET', url: 'permissions-tree', access: 'user', summary: 'The modules the user may open, per course',
      handler: async ({ db, user, reply }) => {
        const grants = await Grants.of(db, user);
        reply.header('X-Grants', grants.signature); // the fingerprint the client's sidebar was built from
        return permissionTree(db, registry, grants);
      },
    }),
    route({
      method: 'GET', url: 'courses/config', access: 'user', summary: 'Dialect configuration of the courses the user may open',
      handler: async ({ db, user }) => {
        const grants = await Grants.of(db, user);
        const visible = grants.courseIds();
        return (await courseConfigs(db)).filter((c) => grants.isAll || visible.has(c.id));
      },
    }),
    ...(['target', 'source'] as const).map((kind) => route({
      method: 'GET', url: `courses/:courseId/dialects-${kind}`, access: 'course',
      summary: `The ${kind} dialects of a course, in display order (any user with a grant on the course)`,
      params: z.object({ courseId: dbIdParam }),
      handler: async ({ db, params }) => {
        const [course] = await db.select().from(courses).where(eq(courses.id, params.courseId));
        if (!course) throw notFound('Course');
        const byDefault = kind === 'target' ? course.targetDialectDefaultId : course.sourceDialectDefaultId;
        return (await courseDialectList(db, params.courseId, kind)).map((d) => ({ ...d, byDefault: d.dialectId === byDefault }));
      },
    })),
    route({
      method: 'GET', url: 'grid-columns/:gridName', access: 'user', summary: 'Column definitions of a grid, declared by its plugin',
      params: z.object({ gridName: z.string() }),
      handler: async ({ params }) => {
        const cols = registry.grids.get(params.gridName);
        if (!cols) throw notFound(`Grid ${params.gridName}`);
        return cols;
      },
    }),
  ];
}
