import { asc, eq, inArray } from 'drizzle-orm';
import {
  isDbId,
  recordLocations,
  recordRefModule,
  HttpError,
  courses,
  defineServerPlugin,
  healthCheckProviders,
  notFound,
  route,
  type Db,
  type HealthCheck,
  type HealthContext,
  type HealthGroup,
  type HealthMetric,
} from '../../../sdk/server';
import { pathOf } from '../../../sdk/shared';
import { HEALTH } from '../plugin';
import { healthApi, isHealthResult, type HealthGroupDto } from '../public';

/**
 * Module 89 is global: holding it lets a user read the health of every course (the courseId in the
 * path is not checked against course grants, as for every global module).
 */
const access = { module: HEALTH } as const;

async function courseExists(db: Db, courseId: number) {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))).length > 0;
}

/** Every provider's groups for the course, groups without checks left out. */
export async function courseHealthGroups(ctx: HealthContext): Promise<HealthGroup[]> {
  const all: HealthGroup[] = [];
  for (const p of healthCheckProviders()) all.push(...(await p.groups(ctx)));
  return all.filter((g) => g.checks.length > 0);
}

/**
 * The groups of each course as last listed: running a check looks it up here rather than gathering
 * every provider's groups again (on a large course that costs more than most checks). Listing a
 * course refreshes its entry; an unknown id or an entry older than GROUPS_TTL_MS gathers again.
 * A check's run always reads the live data.
 */
const GROUPS_TTL_MS = 5 * 60_000;
const listed = new WeakMap<Db, Map<number, { at: number; groups: HealthGroup[] }>>();
const listedOn = (db: Db) => {
  let courses = listed.get(db);
  if (!courses) listed.set(db, (courses = new Map()));
  return courses;
};

export async function listHealthGroups(ctx: HealthContext): Promise<HealthGroup[]> {
  const groups = await courseHealthGroups(ctx);
  listedOn(ctx.db).set(ctx.courseId, { at: Date.now(), groups });
  return groups;
}

export async function findHealthCheck(ctx: HealthContext, checkId: string): Promise<HealthCheck | undefined> {
  const find = (groups: HealthGroup[]) => groups.flatMap((g) => g.checks).find((c) => c.id === checkId);
  const cached = listedOn(ctx.db).get(ctx.courseId);
  const hit = cached && Date.now() - cached.at < GROUPS_TTL_MS ? find(cached.groups) : undefined;
  return hit ?? find(await listHealthGroups(ctx));
}

/** A metric naming a part (a reading text) opens its module on the part's record with the part selected. */
async function openable(db: Db, m: HealthMetric): Promise<HealthMetric & { params?: Record<string, unknown> }> {
  const id = Number(m.search);
  if (m.ref === undefined || recordRefModule(m.ref) === undefined || !isDbId(id)) return m;
  const at = (await recordLocations(db, m.ref, [id])).get(id);
  return at ? { label: m.label, value: m.value, ref: at.module, params: at.params } : m;
}

/** A course's check groups as the API shows them (listing them refreshes the course's cached groups). */
async function checkGroups(ctx: HealthContext): Promise<HealthGroupDto[]> {
  const groups = await listHealthGroups(ctx);
  return groups.map((g) => ({
    title: g.title,
    layout: g.layout,
    config: g.config ?? {},
    checks: g.checks.map((c) => ({ id: c.id, label: c.label, meta: c.meta ?? {}, endpoint: checkEndpoint(ctx.courseId, c.id) })),
  }));
}

export const checkEndpoint = (courseId: number, checkId: string) => pathOf(healthApi.check, { courseId, checkId });

export default defineServerPlugin({
  routes: [
    route(healthApi.courses, {
      access,
      handler: async ({ db }) => db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name)),
    }),
    route(healthApi.checks, {
      access,
      handler: async ({ db, params, modules }) => {
        if (!(await courseExists(db, params.courseId))) throw notFound('Course');
        return { checks: await checkGroups({ db, courseId: params.courseId, modules }) };
      },
    }),
    route(healthApi.coursesChecks, {
      access,
      handler: async ({ db, query, modules }) => {
        const wanted = [...new Set(query.courses.split(',').map(Number))];
        const known = new Set((await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, wanted))).map((c) => c.id));
        const answer = [];
        for (const courseId of wanted.filter((id) => known.has(id))) answer.push({ courseId, checks: await checkGroups({ db, courseId, modules }) });
        return answer;
      },
    }),
    route(healthApi.check, {
      access,
      handler: async ({ db, params, modules }) => {
        if (!(await courseExists(db, params.courseId))) throw notFound('Course');
        const check = await findHealthCheck({ db, courseId: params.courseId, modules }, params.checkId);
        if (!check) throw notFound('Health check');
        const result = await check.run(db, params.courseId);
        // The invalid-shape rule, on the server too: a provider's malformed answer is a failure.
        if (!isHealthResult(result)) throw new HttpError(502, 'Invalid response');
        const metrics = await Promise.all(result.metrics.map((m) => openable(db, m)));
        return { completionPercent: result.completionPercent, metrics, status: result.status };
      },
    }),
  ],
});
