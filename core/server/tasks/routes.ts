import { z } from 'zod';
import { HttpError, notFound, route, type RouteDef } from '../../../sdk/server';
import { promptLogOf } from '../agents/agent-service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The async task and prompt log calls (spec 1 §7, spec 2 §7): any logged-in user; tasks carry no course data. */
export function taskRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET', url: 'async-tasks/:id', access: 'user', params: idParams,
      summary: 'An async task: status (PENDING 0, DOING 1, DONE 2, FAILED 3, DEAD_LETTER 4, CANCELLED 5), priority 0-2, attempts, last error',
      handler: async ({ params, tasks }) => {
        const t = await tasks.get(params.id);
        if (!t) throw notFound('Async task');
        return t;
      },
    }),
    route({
      method: 'PUT', url: 'async-tasks/:id/increase-priority', access: 'user', params: idParams,
      summary: 'Raises a queued task to priority 2 (409 when it is no longer queued)',
      handler: async ({ params, tasks }) => {
        const t = await tasks.get(params.id);
        if (!t) throw notFound('Async task');
        if (!(await tasks.setPriority([params.id], 2))) throw new HttpError(409, 'The task is no longer queued');
        return { id: params.id, priority: 2 };
      },
    }),
    route({
      method: 'GET', url: 'agent-prompt-log/by-entity', access: 'user',
      query: z.object({ entity_type: z.string().min(1).max(100), entity_id: z.coerce.number().int() }),
      summary: 'Every agent call made for an entity, oldest first',
      handler: async ({ query, db }) => promptLogOf(db, query.entity_type, query.entity_id),
    }),
  ];
}
