import { eq } from 'drizzle-orm';
import { courseDialectList, notFound, route } from '../../../sdk/server';
import { platformApi } from '../../../sdk/shared';
import { courses } from '../db/schema';
import type { ModuleRegistry } from '../plugins/load';
import { Grants } from './grants';
import { courseConfigs, permissionTree } from './tree';

export function platformRoutes(registry: ModuleRegistry) {
  return [
    route(platformApi.permissionsTree, {
      access: 'user',
      handler: async ({ db, user, reply }) => {
        const grants = await Grants.of(db, user);
        reply.header('X-Grants', grants.signature); // the fingerprint the client's sidebar was built from
        return permissionTree(db, registry, grants);
      },
    }),
    route(platformApi.courseConfigs, {
      access: 'user',
      handler: async ({ db, user }) => {
        const grants = await Grants.of(db, user);
        const visible = grants.courseIds();
        return (await courseConfigs(db)).filter((c) => grants.isAll || visible.has(c.id));
      },
    }),
    ...(['target', 'source'] as const).map((kind) =>
      route(kind === 'target' ? platformApi.targetDialects : platformApi.sourceDialects, {
        access: 'course',
        handler: async ({ db, params }) => {
          const [course] = await db.select().from(courses).where(eq(courses.id, params.courseId));
          if (!course) throw notFound('Course');
          const byDefault = kind === 'target' ? course.targetDialectDefaultId : course.sourceDialectDefaultId;
          return (await courseDialectList(db, params.courseId, kind)).map((d) => ({ ...d, byDefault: d.dialectId === byDefault }));
        },
      }),
    ),
    route(platformApi.gridColumns, {
      access: 'user',
      handler: async ({ params }) => {
        const cols = registry.grids.get(params.gridName);
        if (!cols) throw notFound(`Grid ${params.gridName}`);
        return cols;
      },
    }),
  ];
}
