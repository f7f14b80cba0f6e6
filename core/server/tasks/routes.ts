import { eq } from 'drizzle-orm';
import { HttpError, notFound, route, type EntityRef, type RouteDef } from '../../../sdk/server';
import { platformApi } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { asyncTasks } from '../db/schema';
import { promptLogOf } from '../agents/agent-service';

/** A task is seen by who may see what it works on (its entity); an entity-less task by admins. */
const taskEntity = async ({ params, db }: { params: { id: string }; db: Db }): Promise<EntityRef | null | undefined> => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [t] = await db.select({ type: asyncTasks.entityType, id: asyncTasks.entityId }).from(asyncTasks).where(eq(asyncTasks.id, id));
  if (!t) return null;
  return t.type && t.id !== null ? { type: t.type, id: t.id } : undefined;
};

const entityOfQuery = (query: Record<string, string | undefined>): EntityRef => {
  const id = Number(query.entity_id);
  const fields = {
    ...(query.entity_type ? {} : { entity_type: 'Required' }),
    ...(query.entity_id && Number.isInteger(id) ? {} : { entity_id: 'Expected an integer' }),
  };
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid query', fields);
  return { type: query.entity_type!, id };
};

/** The async task and prompt log calls (spec 1 §7, spec 2 §7), checked against the module owning the entity. */
export function taskRoutes(): RouteDef[] {
  return [
    route(platformApi.asyncTask, {
      access: { entity: taskEntity },
      handler: async ({ params, tasks }) => {
        const t = await tasks.get(params.id);
        if (!t) throw notFound('Async task');
        return t;
      },
    }),
    route(platformApi.increaseTaskPriority, {
      access: { entity: taskEntity },
      handler: async ({ params, tasks }) => {
        const t = await tasks.get(params.id);
        if (!t) throw notFound('Async task');
        if (!(await tasks.setPriority([params.id], 2))) throw new HttpError(409, 'The task is no longer queued');
        return { id: params.id, priority: 2 };
      },
    }),
    route(platformApi.promptLogByEntity, {
      access: { entity: ({ query }) => entityOfQuery(query) },
      handler: async ({ query, db }) => promptLogOf(db, query.entity_type, query.entity_id),
    }),
  ];
}
