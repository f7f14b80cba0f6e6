import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  byIdAccess, courseTextDialects, defineResource, defineServerPlugin, HttpError, notFound, route, STALE_MESSAGE, translationTextsBody, writeTexts, type Db,
} from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { MODULE } from '../../../sdk/shared';
import { CULTURAL } from '../plugin';
import { culturalConceptType } from './concept-type';
import { blankCultural, culturalKey, deleteCulturalTexts, getCultural, insertCultural, listCultural, writeCultural } from './cultural-store';
import { culturalVocs } from './tables';
import { culturalResource } from '../public';

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

const ids = z.string().max(2000).default('').transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))]);
const linkerById = byIdAccess(MODULE.conceptLinker, culturalVocs);

export default defineServerPlugin({
  conceptTypes: [culturalConceptType],
  resources: [
    defineResource({
      cacheList: true,
      module: CULTURAL, label: 'Cultural item', table: culturalVocs, body,
      // GET/POST courses/{id}/culturalvocs (?text) and /{id}; GET culturalvocs/new?course=; GET|PUT|DELETE culturalvocs/{id}
      paths: culturalResource.paths,
      list: listCultural,
      get: getCultural,
      blank: blankCultural,
      insert: insertCultural,
      write: writeCultural,
      beforeDelete: deleteCulturalTexts,
      // courses/{id}/culturalvocs-target|source/new, culturalvocs/{id}/targets|sources, PUT culturalvocs/{id}/target|source-dialect/{d}
      texts: { name: 'culturalvocs', key: culturalKey, kinds: ['target', 'source'] },
    }),
  ],
  routes: [
    route({
      // Spec 2 §7: a saved item's text is PUT on target-dialects/{d} (the resource's target-dialect/{d} serves the create path).
      method: 'PUT', url: 'culturalvocs/:id/target-dialects/:dialectId', access: byIdAccess(CULTURAL, culturalVocs),
      params: z.object({ id: z.coerce.number().int().positive(), dialectId: z.coerce.number().int().positive() }),
      body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional(), version: z.number().int().optional() }),
      summary: "Sets the item's text in one target dialect (optional version: 409 when stale); answers data.record and data.row",
      handler: async ({ db, params, body: b, courseId }) => {
        if (!(await courseTextDialects(db, courseId)).targets.some((d) => d.dialectId === params.dialectId)) {
          throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
        }
        await db.transaction(async (tx) => {
          const bumped = await tx.update(culturalVocs).set({ version: sql`${culturalVocs.version} + 1` })
            .where(and(eq(culturalVocs.id, params.id), b.version === undefined ? undefined : eq(culturalVocs.version, b.version)))
            .returning({ id: culturalVocs.id });
          if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
          await writeTexts(tx as unknown as Db, { ...culturalKey(params.id), courseId }, { targets: [{ dialectId: params.dialectId, text: b.text, status: b.status }] });
        });
        return { id: params.id, record: await getCultural(db, params.id), row: (await listCultural(db, courseId, { id: params.id }))[0] ?? null };
      },
    }),
    route({
      method: 'GET', url: 'tooltips-cultural-voc', access: { module: MODULE.conceptLinker },
      summary: "Tooltip data of the course's cultural items (?culturalVocs=ids&course=): title, definition, name, gender, wordClassCode",
      query: z.object({ culturalVocs: ids, course: z.coerce.number().int().positive() }),
      handler: async ({ db, query, courseId }) => culturalConceptType.tooltip(db, await ownIds(db, courseId, query.culturalVocs), 0),
    }),
    route({
      method: 'GET', url: 'culturalvocs/:id/card', access: linkerById,
      summary: 'The card of a cultural item (an array; the first item is used)', params: z.object({ id: z.coerce.number().int().positive() }),
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
  const rows = await db.select({ id: culturalVocs.id }).from(culturalVocs).where(and(eq(culturalVocs.courseId, courseId), inArray(culturalVocs.id, list)));
  return rows.map((r) => r.id);
}
