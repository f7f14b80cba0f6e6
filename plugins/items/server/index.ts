import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HttpError, STALE_MESSAGE, byIdAccess, defineResource, defineServerPlugin, route, translationTextsBody, type Db,
} from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { ITEMS, TEXT_ITEMS } from '../plugin';
import { seedItems } from './demo';
import {
  blankItem, blankTextItem, deleteItemTexts, deleteTextItemTexts, getItem, getTextItem, insertItem, insertTextItem,
  itemKey, listItems, listTextItems, writeItem, writeTextItem,
} from './item-store';
import { items, textItems } from './tables';
import { blankTexts, courseTextDialects, readTexts, writeTexts } from '../../../sdk/server';
import { itemHealth } from './health';
import { itemJobs } from './jobs';

export const TEXT_MAX = 20_000;

const itemBody = z.object({
  targets: translationTextsBody.default([]),
  sources: translationTextsBody.default([]),
});
const textItemBody = itemBody.extend({
  name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
});

const idParams = z.object({ id: z.coerce.number().int().positive() });
const courseParams = z.object({ courseId: z.coerce.number().int().positive() });
const dialectParams = idParams.extend({ dialectId: z.coerce.number().int().positive() });
const oneText = z.object({
  text: z.string().max(TEXT_MAX),
  status: z.nativeEnum(TranslationStatus).optional(),
  /** When sent, a stale version gets 409 as the whole-record save does. */
  version: z.number().int().optional(),
});

/** Bumps the item's version (checking it when given): 409 when stale. */
async function bumpItem(tx: Db, id: number, version: number | undefined) {
  const bumped = await tx.update(items).set({ version: sql`${items.version} + 1` })
    .where(and(eq(items.id, id), version === undefined ? undefined : eq(items.version, version))).returning({ id: items.id });
  if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
}

/** PUT items/{id}/target-dialect/{d} and …/source-dialect/{d}: one dialect's text; answers the item. */
const oneDialectRoute = (kind: 'target' | 'source') => route({
  method: 'PUT', url: `items/:id/${kind}-dialect/:dialectId`, access: byIdAccess(ITEMS, items),
  summary: `Sets the item's text in one ${kind} dialect (optional version: 409 when stale); answers the item`,
  params: dialectParams, body: oneText,
  handler: async ({ db, params, body, courseId }) => {
    const dialects = (await courseTextDialects(db, courseId))[kind === 'target' ? 'targets' : 'sources'];
    if (!dialects.some((d) => d.dialectId === params.dialectId)) {
      throw new HttpError(400, 'Invalid params: dialectId', { dialectId: `Not a ${kind} dialect of this course` });
    }
    await db.transaction(async (tx) => {
      await bumpItem(tx as unknown as Db, params.id, body.version);
      const text = [{ dialectId: params.dialectId, text: body.text, status: body.status }];
      await writeTexts(tx as unknown as Db, { ...itemKey(params.id), courseId }, kind === 'target' ? { targets: text } : { sources: text });
    });
    return getItem(db, params.id);
  },
});

const jobs = itemJobs();

export default defineServerPlugin({
  healthChecks: [itemHealth],
  tasks: jobs.tasks,
  agents: jobs.agents,
  entities: jobs.entities,
  seed: seedItems,
  resources: [
    defineResource({
      module: ITEMS, label: 'Item', table: items, body: itemBody,
      // GET groups/{course}/items (?text; ?dialect is accepted, rows carry every dialect's text) and /{id};
      // GET items/new?course=; POST groups/{course}/items; GET|PUT|DELETE items/{id}
      paths: { list: 'groups/:courseId/items', create: 'groups/:courseId/items', item: 'items' },
      list: listItems,
      get: getItem,
      blank: blankItem,
      insert: insertItem,
      write: writeItem,
      beforeDelete: deleteItemTexts,
    }),
    defineResource({
      module: TEXT_ITEMS, label: 'Text item', table: textItems, body: textItemBody,
      // GET groups/{course}/text-items (?text) and /{id}; GET text-items/new?course=; POST groups/{course}/text-items;
      // GET|PUT|DELETE text-items/{id}
      paths: { list: 'groups/:courseId/text-items', create: 'groups/:courseId/text-items', item: 'text-items' },
      list: listTextItems,
      get: getTextItem,
      blank: blankTextItem,
      insert: insertTextItem,
      write: writeTextItem,
      beforeDelete: deleteTextItemTexts,
    }),
  ],
  routes: [
    route({
      method: 'GET', url: 'courses/:courseId/items-target/new', access: { module: ITEMS }, params: courseParams,
      summary: 'Blank texts for each target dialect of the course',
      handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).targets),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/items-source/new', access: { module: ITEMS }, params: courseParams,
      summary: 'Blank texts for each source dialect of the course',
      handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).sources),
    }),
    route({
      method: 'GET', url: 'items/:id/targets', access: byIdAccess(ITEMS, items), params: idParams,
      summary: "The item's text in each target dialect",
      handler: async ({ db, params, courseId }) => (await readTexts(db, itemKey(params.id), courseId)).targets,
    }),
    route({
      method: 'GET', url: 'items/:id/sources', access: byIdAccess(ITEMS, items), params: idParams,
      summary: "The item's text in each source dialect",
      handler: async ({ db, params, courseId }) => (await readTexts(db, itemKey(params.id), courseId)).sources,
    }),
    oneDialectRoute('target'),
    oneDialectRoute('source'),
    // Guesser, Sentence Validator and Mean Validator jobs (spec 3 §7), and the k-lines of their filter.
    ...jobs.routes,
  ],
});
