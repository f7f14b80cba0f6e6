import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  byIdAccess,
  courseOfFirst,
  courseTextDialects,
  defineResource,
  defineServerPlugin,
  HttpError,
  notFound,
  recordCourse,
  route,
  STALE_MESSAGE,
  translationTextsBody,
  writeTexts,
  type Db,
} from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { culturalConceptType, culturalTooltips } from './concept-type';
import { blankCultural, culturalKey, deleteCulturalTexts, getCultural, insertCultural, listCultural, writeCultural } from './cultural-store';
import { culturalVocs } from './tables';
import { CULTURAL, culturalApi, culturalResource } from '../public';

const short = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');
const body = z.object({
  title: z.string().trim().min(1, 'Required').max(300, 'At most 300 characters'),
  name: short(300),
  definition: short(5000),
  gender: short(20),
  wordClassCode: short(40),
  targets: translationTextsBody.default([]),
  sources: translationTextsBody.default([]),
});

const linkerById = byIdAccess(MODULE.conceptLinker, culturalVocs);
const culturalCourse = recordCourse(culturalVocs);

export default defineServerPlugin({
  conceptTypes: [culturalConceptType],
  resources: [
    defineResource({
      cacheList: true,
      module: CULTURAL,
      label: 'Cultural item',
      table: culturalVocs,
      body,
      // GET/POST courses/{id}/culturalvocs (?text) and /{id}; GET culturalvocs/new?course=; GET|PUT|DELETE culturalvocs/{id}
      contract: culturalResource,
      list: listCultural,
      get: getCultural,
      blank: blankCultural,
      insert: insertCultural,
      write: writeCultural,
      beforeDelete: deleteCulturalTexts,
      // courses/{id}/culturalvocs-target|source/new, culturalvocs/{id}/targets|sources, PUT culturalvocs/{id}/target|source-dialect/{d}
      texts: { key: culturalKey, kinds: ['target', 'source'] },
    }),
  ],
  routes: [
    route(culturalApi.setTargetText, {
      access: byIdAccess(CULTURAL, culturalVocs),
      handler: async ({ db, params, body: b, courseId }) => {
        if (!(await courseTextDialects(db, courseId)).targets.some((d) => d.dialectId === params.dialectId)) {
          throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
        }
        await db.transaction(async (tx) => {
          const bumped = await tx
            .update(culturalVocs)
            .set({ version: sql`${culturalVocs.version} + 1` })
            .where(and(eq(culturalVocs.id, params.id), b.version === undefined ? undefined : eq(culturalVocs.version, b.version)))
            .returning({ id: culturalVocs.id });
          if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
          await writeTexts(tx, { ...culturalKey(params.id), courseId }, { targets: [{ dialectId: params.dialectId, text: b.text, status: b.status }] });
        });
        return { id: params.id, record: await getCultural(db, params.id), row: (await listCultural(db, courseId, { id: params.id }))[0] ?? null };
      },
    }),
    route(culturalApi.tooltips, {
      // The spec calls it without a course: the first item's (each listed one must be of it); none listed, none answered.
      access: {
        module: MODULE.conceptLinker,
        anyCourse: true,
        courseOf: ({ query, db }) => courseOfFirst(query, 'culturalVocs', (id) => culturalCourse(db, id)),
        sample: async (db, courseId) => {
          const one = await linkerById.sample(db, courseId);
          return one && { culturalVocs: one.id };
        },
      },
      handler: async ({ db, query, courseId }) => culturalTooltips(db, await ownIds(db, courseId, query.culturalVocs)),
    }),
    route(culturalApi.card, {
      access: linkerById,
      handler: async ({ db, params }) => {
        const card = await getCultural(db, params.id);
        if (!card) throw notFound('Cultural item');
        return [card];
      },
    }),
  ],
});

/** The ids among those asked that are the course's items (another course's are left out). */
async function ownIds(db: Db, courseId: number, list: number[]): Promise<number[]> {
  if (!list.length) return [];
  const rows = await db
    .select({ id: culturalVocs.id })
    .from(culturalVocs)
    .where(and(eq(culturalVocs.courseId, courseId), inArray(culturalVocs.id, list)));
  return rows.map((r) => r.id);
}
