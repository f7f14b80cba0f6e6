import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import type { RegisteredRoute } from './routes';
import { writeTempPlugins } from '../testing/temp-plugins';

/**
 * The authorization sweep: every route the server registers (core's and every plugin's, so a new
 * plugin is swept without touching this file) is called as a user who holds every course module
 * on course 1 and nothing else. Course 2 and global modules must be refused before the handler runs.
 */

const SWEEP_PLUGIN = {
  'sweep/plugin.ts': `import { definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'sweep',
  modules: [
    { id: 9001, key: 'sweep-course', title: 'Sweep (course)', scope: 'course', icon: 'IconApps' },
    { id: 9002, key: 'sweep-global', title: 'Sweep (global)', scope: 'global', icon: 'IconApps' },
  ],
});
`,
  'sweep/server/index.ts': `import { z } from 'zod';
import { defineServerPlugin, defineTask, notFound, route, type Db } from '../../../sdk/server';

/** Item id -> course id. */
const items = new Map<number, number>([[1, 1], [2, 2], [3, 3]]);

const courseOf = async ({ params }: { params: { id: string } }) => items.get(Number(params.id)) ?? null;
const sample = async (_db: Db, courseId: number) => {
  const hit = [...items].find(([, c]) => c === courseId);
  return hit ? { id: hit[0] } : null;
};

export default defineServerPlugin({
  tasks: [defineTask({ name: 'sweep.noop', handler: async () => undefined })],
  entities: [{ type: 'sweep_item', owner: async (_db, id) => (items.has(id) ? { module: 9001, courseId: items.get(id)! } : null) }],
  routes: [
    route({
      method: 'GET', url: 'courses/:courseId/sweep-items', access: { module: 9001 },
      params: z.object({ courseId: z.coerce.number() }),
      handler: async ({ courseId }) => [...items].filter(([, c]) => c === courseId).map(([id]) => ({ id })),
    }),
    route({
      method: 'GET', url: 'sweep-items/:id', access: { module: 9001, courseOf, sample },
      params: z.object({ id: z.coerce.number() }),
      handler: async ({ params, courseId }) => ({ id: params.id, courseId }),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/sweep-items/:id', access: { module: 9001, sample },
      params: z.object({ courseId: z.coerce.number(), id: z.coerce.number() }),
      handler: async ({ params, courseId }) => {
        if (items.get(params.id) !== courseId) throw notFound('Item');
        return { id: params.id, courseId };
      },
    }),
    route({
      method: 'POST', url: 'courses/:courseId/sweep-items', access: { module: 9001 },
      params: z.object({ courseId: z.coerce.number() }),
      body: z.object({ name: z.string().min(1) }),
      handler: async ({ courseId }) => {
        const id = Math.max(...items.keys()) + 1;
        items.set(id, courseId);
        return { id };
      },
    }),
    route({
      method: 'GET', url: 'sweep-global', access: { module: 9002 },
      handler: async () => ({ swept: true }),
    }),
  ],
});
`,
};

const tmp = writeTempPlugins(SWEEP_PLUGIN);
let t: LoggedInServer;
try {
  t = await loggedInServer({ extraPluginDirs: [tmp.pluginsDir] });
} catch (e) {
  tmp.remove();
  throw e;
}
const { db } = t.server.database;

let cookie: string;
beforeAll(async () => {
  const courseModules = [...t.server.registry.modules.values()].filter((m) => m.scope === 'course');
  cookie = await t.signIn(
    'sweeper@example.com',
    courseModules.map((m) => [1, m.id] as [number, number]),
  );
});
afterAll(async () => {
  await t.close();
  tmp.remove();
});

const name = (r: RegisteredRoute) => `${r.plugin}: ${r.def.method} /api/${r.def.url}`;
const moduleAccess = (def: RouteDef) => (typeof def.access === 'object' && 'module' in def.access ? def.access : undefined);
const isRecordAccess = (def: RouteDef) => typeof def.access === 'object' && 'record' in def.access;
const isEntityAccess = (def: RouteDef) => typeof def.access === 'object' && 'entity' in def.access;

/**
 * The route's URL with its path parameters (missing ones as 1) and, when it reads its course from ?course=, that;
 * values the path does not name but its query does (a record named by the query: tooltips-panel?panels=) go in the query.
 */
function fill(r: RegisteredRoute, values: Record<string, string | number>): string {
  const path = r.def.url.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(String(values[p] ?? 1)));
  const shape = (r.def.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const query = Object.entries(values)
    .filter(([k]) => k !== 'courseId' && k !== 'course' && k in shape && !r.def.url.includes(`:${k}`))
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  if (shape.course && values.courseId !== undefined) query.unshift(`course=${values.courseId}`);
  return `/api/${path}${query.length ? `?${query.join('&')}` : ''}`;
}

const send = (r: RegisteredRoute, url: string, as?: string) => t.call(r.def.method, url, { cookie: as, ...(r.def.method === 'GET' ? {} : { body: {} }) });

/** The course and the path values access.sample gives for it; a route reaching records by id must have them. */
async function valuesFor(r: RegisteredRoute, courseId: number): Promise<{ courseId: number } & Record<string, string | number>> {
  const access = moduleAccess(r.def)!;
  if (access.courseOf && !access.sample) {
    throw new Error(
      `${name(r)} reaches records by id (access.courseOf) but declares no access.sample, so the sweep cannot prove that another course's records are refused`,
    );
  }
  const sampled = access.sample ? await access.sample(db, courseId) : {};
  if (!sampled) {
    throw new Error(
      `${name(r)}: access.sample(db, ${courseId}) gave null; the demo data needs a record of course ${courseId} for the sweep to prove the route`,
    );
  }
  return { ...sampled, courseId };
}

const routes = t.server.routes;
const guarded = routes.filter((r) => r.def.access !== 'public');
const byModule = (scope: 'course' | 'global') =>
  guarded.filter((r) => {
    const a = moduleAccess(r.def);
    return a && t.server.registry.get(a.module)?.scope === scope;
  });
const courseRoutes = byModule('course');
const globalRoutes = byModule('global');
const reachedById = courseRoutes.filter((r) => moduleAccess(r.def)!.courseOf);
const recordRoutes = guarded.filter((r) => isRecordAccess(r.def));
const entityRoutes = guarded.filter((r) => isEntityAccess(r.def));
const courseLookups = guarded.filter((r) => r.def.access === 'course');

describe('the sweep itself', () => {
  it('sees core routes, the throwaway plugin and every kind of access', () => {
    const names = routes.map(name);
    expect(names).toEqual(
      expect.arrayContaining([
        'core: POST /api/login',
        'core: GET /api/permissions-tree',
        'sweep: GET /api/courses/:courseId/sweep-items',
        'sweep: GET /api/sweep-items/:id',
        'sweep: GET /api/courses/:courseId/sweep-items/:id',
        'sweep: POST /api/courses/:courseId/sweep-items',
        'sweep: GET /api/sweep-global',
      ]),
    );
    expect(courseRoutes.length).toBeGreaterThanOrEqual(3);
    expect(globalRoutes.length).toBeGreaterThanOrEqual(1);
    expect(reachedById.length).toBeGreaterThanOrEqual(1);
    expect(recordRoutes.length).toBeGreaterThanOrEqual(1);
    expect(entityRoutes.map(name)).toEqual(expect.arrayContaining(['core: GET /api/async-tasks/:id', 'core: GET /api/agent-prompt-log/by-entity']));
    expect(courseLookups.map(name)).toEqual(
      expect.arrayContaining(['core: GET /api/courses/:courseId/dialects-target', 'vocabulary: GET /api/courses/:courseId/word-classes']),
    );
    expect(
      guarded.every((r) => r.def.access === 'user' || [courseRoutes, globalRoutes, recordRoutes, entityRoutes, courseLookups].some((kind) => kind.includes(r))),
    ).toBe(true);
  });

  it('only login and logout are public (a new public route must be added here on purpose)', () => {
    expect(
      routes
        .filter((r) => r.def.access === 'public')
        .map(name)
        .sort(),
    ).toEqual(['core: POST /api/login', 'core: POST /api/logout']);
  });
});

describe('without a session', () => {
  it.each(guarded.map((r) => [name(r), r] as const))('%s answers 401 { logged: false }', async (_, r) => {
    const res = await send(r, fill(r, { courseId: 1 }));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ logged: false });
  });
});

describe('course modules, as a user of course 1 only', () => {
  it.each(courseRoutes.map((r) => [name(r), r] as const))('%s refuses course 2 and serves course 1', async (_, r) => {
    const other = await send(r, fill(r, await valuesFor(r, 2)), cookie);
    expect(other.status, `course 2: ${JSON.stringify(other.body)}`).toBe(403);
    expect(other.body).toEqual({ error: expect.any(String) });

    const own = await send(r, fill(r, await valuesFor(r, 1)), cookie);
    expect(own.status, `course 1: ${JSON.stringify(own.body)}`).not.toBe(403);
    expect(own.status).not.toBe(401);
  });

  const mixed = courseRoutes.filter((r) => /:courseId\b/.test(r.def.url) && moduleAccess(r.def)!.sample);
  it.each(mixed.map((r) => [name(r), r] as const))('%s does not serve a course-2 record under course 1', async (_, r) => {
    const res = await send(r, fill(r, { ...(await valuesFor(r, 2)), courseId: 1 }), cookie);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).not.toBe(401);
  });
});

describe("a course's shared lookups, as a user of course 1 only", () => {
  it.each(courseLookups.map((r) => [name(r), r] as const))('%s refuses course 2 and serves course 1', async (_, r) => {
    const other = await send(r, fill(r, { courseId: 2 }), cookie);
    expect(other.status, `course 2: ${JSON.stringify(other.body)}`).toBe(403);
    const own = await send(r, fill(r, { courseId: 1 }), cookie);
    expect(own.status, `course 1: ${JSON.stringify(own.body)}`).toBe(200);
  });
});

describe('records reached by id', () => {
  it.each(reachedById.map((r) => [name(r), r] as const))('%s answers 404 for an unknown id', async (_, r) => {
    const { courseId, ...sampled } = await valuesFor(r, 1);
    expect(Object.keys(sampled).length, 'access.sample gives no path parameter').toBeGreaterThan(0);
    const unknown = { ...Object.fromEntries(Object.keys(sampled).map((p) => [p, 2_147_000_001])), courseId };
    const res = await send(r, fill(r, unknown), cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

describe('global modules, as a user without global grants', () => {
  it.each(globalRoutes.map((r) => [name(r), r] as const))('%s is refused', async (_, r) => {
    const access = moduleAccess(r.def)!;
    const values = { ...(await access.sample?.(db, 1)), courseId: 1 };
    const res = await send(r, fill(r, values), cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

/**
 * Routes on a record of any module, named by (ref, refId) or by a note's id: the sweep puts a
 * note, as the admin, on a glossary (module 10) of each course and asks for those.
 */
describe('records of any module (notes), as a user of course 1 only', () => {
  const GLOSSARIES = 10;
  const values: Record<number, Record<string, number>> = {};
  beforeAll(async () => {
    const { admin } = t;
    for (const courseId of [1, 2]) {
      const [g] = (await t.call('GET', `/api/courses/${courseId}/glossaries`, { cookie: admin })).body as { id: number }[];
      const note = await t.call('POST', `/api/ref/${GLOSSARIES}/refId/${g.id}/notes`, { cookie: admin, body: { note: `on course ${courseId}` } });
      await t.call('PUT', `/api/note/${note.body.data.id}`, { cookie: admin, body: { status: 'CLOSED' } });
      values[courseId] = { ref: GLOSSARIES, refId: g.id, id: note.body.data.id };
    }
  });

  it.each(recordRoutes.map((r) => [name(r), r] as const))('%s refuses course 2 and serves course 1', async (_, r) => {
    const other = await send(r, fill(r, values[2]), cookie);
    expect(other.status, `course 2: ${JSON.stringify(other.body)}`).toBe(403);
    const own = await send(r, fill(r, values[1]), cookie);
    expect(own.status, `course 1: ${JSON.stringify(own.body)}`).not.toBe(403);
    expect(own.status).not.toBe(401);
  });

  it.each(recordRoutes.map((r) => [name(r), r] as const))('%s answers 404 for an unknown record', async (_, r) => {
    const res = await send(r, fill(r, { ref: GLOSSARIES, refId: 2_147_000_001, id: 2_147_000_001 }), cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});

/**
 * Tasks and prompt logs, reached by a task id or by (entity_type, entity_id): the sweep's items 1
 * and 2 (courses 1 and 2) each get a task, and both kinds of parameter are given to every route.
 */
describe('entities of the task queue and the prompt log, as a user of course 1 only', () => {
  const taskOf: Record<number, number> = {};
  beforeAll(async () => {
    for (const courseId of [1, 2]) taskOf[courseId] = await t.server.tasks.enqueue('sweep.noop', {}, { entity: { type: 'sweep_item', id: courseId } });
  });
  const urlFor = (r: RegisteredRoute, item: number, task: number) => `${fill(r, { id: task })}?entity_type=sweep_item&entity_id=${item}`;

  it.each(entityRoutes.map((r) => [name(r), r] as const))('%s refuses course 2 and serves course 1', async (_, r) => {
    const other = await send(r, urlFor(r, 2, taskOf[2]), cookie);
    expect(other.status, `course 2: ${JSON.stringify(other.body)}`).toBe(403);
    const own = await send(r, urlFor(r, 1, taskOf[1]), cookie);
    expect(own.status, `course 1: ${JSON.stringify(own.body)}`).not.toBe(403);
    expect(own.status).not.toBe(401);
  });

  it.each(entityRoutes.map((r) => [name(r), r] as const))('%s answers 404 for an unknown entity', async (_, r) => {
    const res = await send(r, urlFor(r, 2_147_000_001, 2_147_000_001), cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});
