import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, contributionsTo, dbIdParam, klineLists, lessons, notFound, route, type Db, type RouteDef } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { PANELS, PANELS_FACTORY, panelsApi } from '../public';
import { clonePanel, copyPanel } from './clone';
import { inflectConfigs, writeInflectConfig } from './inflect-store';
import { usesOf } from './uses';
import { panelConceptType } from './concept-type';
import { listPanels, panelListQuery } from './panel-store';
import {
  addBlock, addElement, checkSourceDialect, courseOfBlock, courseOfElement, deleteBlock, deleteElement, elementData, moveBlock, moveElement,
  mustExist, newElementBody, panelOfBlock, readStructure, blockOfElement, searchParagraphs, setElementData,
} from './structure-store';
import { panelBlocks, panelElements, panels } from './tables';

const id = z.object({ id: dbIdParam });
const course = z.object({ courseId: dbIdParam });
const pos = z.number().int().min(1).max(2_147_483_647);
const int4 = z.number().int().min(1).max(2_147_483_647);
const idList = z.string().default('').transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))]);

const panelAccess = byIdAccess(PANELS, panels);
const blockAccess = {
  module: PANELS,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => courseOfBlock(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db.select({ id: panelBlocks.id }).from(panelBlocks).innerJoin(panels, eq(panels.id, panelBlocks.panelId))
      .where(eq(panels.courseId, courseId)).orderBy(asc(panelBlocks.id)).limit(1);
    return r ? { id: r.id } : null;
  },
};
const elementAccess = {
  module: PANELS,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => courseOfElement(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db.select({ id: panelElements.id }).from(panelElements).innerJoin(panelBlocks, eq(panelBlocks.id, panelElements.blockId))
      .innerJoin(panels, eq(panels.id, panelBlocks.panelId)).where(eq(panels.courseId, courseId)).orderBy(asc(panelElements.id)).limit(1);
    return r ? { id: r.id } : null;
  },
};

/** Structure writes answer the whole structure: the screen shows it without a second request. */
const structureOf = (db: Db, panelId: number) => readStructure(db, panelId);

export const structureRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'panels/:id/estructure', access: panelAccess, summary: 'The panel structure: blocks with their elements', params: id,
    handler: async ({ db, params }) => structureOf(db, params.id),
  }),
  route({
    method: 'PUT', url: 'panels/:id/estructure/dialect', access: panelAccess, summary: "Sets the structure's source dialect (null: none)",
    params: id, body: z.object({ dialect: int4.nullable() }),
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await db.update(panels).set({ structureDialectId: body.dialect }).where(eq(panels.id, params.id));
      return structureOf(db, params.id);
    },
  }),
  route({
    method: 'POST', url: 'panels/:id/block/new', access: panelAccess, summary: 'Adds a block at the end', params: id,
    body: z.object({ name: z.string().max(200).default(''), note: z.boolean().default(false) }).default({ name: '', note: false }),
    handler: async ({ db, params, body }) => {
      await addBlock(db, params.id, body.name, body.note);
      return structureOf(db, params.id);
    },
  }),
  route({
    method: 'POST', url: 'panelBlock/block/:id', access: blockAccess, summary: "Sets a block's name and note flag (Edit Block)", params: id,
    body: z.object({ block: z.string().max(200), note: z.boolean() }),
    handler: async ({ db, params, body }) => {
      await db.update(panelBlocks).set({ name: body.block, note: body.note }).where(eq(panelBlocks.id, params.id));
      return structureOf(db, mustExist(await panelOfBlock(db, params.id), 'Block'));
    },
  }),
  route({
    method: 'PUT', url: 'panelBlock/block/:id/move', access: blockAccess, summary: 'Moves a block to a 1-based position', params: id,
    body: z.object({ destinationPos: pos }),
    handler: async ({ db, params, body }) => structureOf(db, await db.transaction((tx) => moveBlock(tx, params.id, body.destinationPos))),
  }),
  route({
    method: 'PUT', url: 'panelBlock/element/:id/move', access: elementAccess, summary: 'Moves an element to a position of a block of the same panel', params: id,
    body: z.object({ destinationBlockId: int4, destinationPos: pos }),
    handler: async ({ db, params, body }) =>
      structureOf(db, await db.transaction((tx) => moveElement(tx, params.id, body.destinationBlockId, body.destinationPos))),
  }),
  route({
    method: 'PUT', url: 'panelBlock/block/:id/add-element', access: blockAccess, summary: 'Adds an element of a kind at the end of a block', params: id,
    body: newElementBody,
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await addElement(db, params.id, body);
      return structureOf(db, mustExist(await panelOfBlock(db, params.id), 'Block'));
    },
  }),
  route({
    method: 'PUT', url: 'panelBlock/element/:id', access: elementAccess, summary: "Sets an element's data", params: id,
    body: z.object({ data: elementData }),
    handler: async ({ db, params, body }) => {
      await setElementData(db, params.id, body.data);
      return structureOf(db, (await panelOfBlock(db, (await blockOfElement(db, params.id))!))!);
    },
  }),
  route({
    method: 'PUT', url: 'panelBlock/element/:id/dialect', access: elementAccess, summary: "Sets an element's dialect (null: the structure's)", params: id,
    body: z.object({ dialect: int4.nullable() }),
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await db.update(panelElements).set({ dialectId: body.dialect }).where(eq(panelElements.id, params.id));
      return structureOf(db, (await panelOfBlock(db, (await blockOfElement(db, params.id))!))!);
    },
  }),
  route({
    method: 'DELETE', url: 'panelBlock/block/:id', access: blockAccess, summary: 'Deletes a block with its elements', params: id,
    handler: async ({ db, params }) => structureOf(db, await db.transaction((tx) => deleteBlock(tx, params.id))),
  }),
  route({
    method: 'DELETE', url: 'panelBlock/block/element/:id', access: elementAccess, summary: 'Deletes an element', params: id,
    handler: async ({ db, params }) => structureOf(db, await db.transaction((tx) => deleteElement(tx, params.id))),
  }),
];

export const cloneRoutes: RouteDef[] = [
  route({
    method: 'POST', url: 'groups/:courseId/panels-clone', access: { module: PANELS }, summary: 'Clones a panel of the course under a new title',
    params: course,
    body: z.object({
      id: int4, title: z.string().trim().min(1, 'Required').max(500), concept: int4.nullable().default(null),
      item: int4.nullable().default(null), inflectWord: z.string().max(500).default(''),
    }),
    handler: async ({ db, params, body }) => {
      const newId = await clonePanel(db, params.courseId, body);
      return { id: newId, row: (await listPanels(db, params.courseId, { id: newId }))[0] };
    },
  }),
  route({
    method: 'POST', url: 'groups/:courseId/panels-copy', access: { module: PANELS }, summary: 'Copies a panel to another course',
    params: course, body: z.object({ panel: int4, toCourseId: int4, copySentences: z.boolean().default(false) }),
    handler: async ({ db, params, body, user }) => ({ id: await copyPanel(db, user, params.courseId, body.panel, body.toCourseId, body.copySentences) }),
  }),
];

/** The course's k-lines (the klines plugin's contribution), for the chips, Add KLine and the k-line filter. */
export const klineRoutes: RouteDef[] = [
  route(panelsApi.kLines, {
    access: { module: PANELS },
    handler: async ({ db, params }) => (await Promise.all(contributionsTo(klineLists).map((k) => k.list(db, params.courseId)))).flat(),
  }),
];

/** The course's lessons (platform records), for the lesson select and filter. */
export const lessonRoutes: RouteDef[] = [
  route(panelsApi.lessons, {
    access: { module: PANELS },
    handler: async ({ db, params }) => db.select({ id: lessons.id, position: lessons.position }).from(lessons)
      .where(eq(lessons.courseId, params.courseId)).orderBy(asc(lessons.position)),
  }),
];

/** Panels Factory (17): the panels grid, under its own module's grant, with the same filters. */
export const factoryRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'groups/:courseId/panels-factory', access: { module: PANELS_FACTORY }, summary: 'Panels Factory grid rows',
    params: course, query: panelListQuery.extend({ text: z.string().max(500).optional() }),
    handler: async ({ db, params, query }) => listPanels(db, params.courseId, query),
  }),
  route({
    method: 'GET', url: 'groups/:courseId/panels-factory/:id', access: { module: PANELS_FACTORY }, summary: 'One Panels Factory grid row',
    params: course.extend({ id: dbIdParam }),
    handler: async ({ db, params }) => {
      const [row] = await listPanels(db, params.courseId, { id: params.id });
      if (!row) throw notFound('Panel');
      return row;
    },
  }),
];

const samplePanel = async (db: Db, courseId: number) => {
  const [r] = await db.select({ id: panels.id }).from(panels).where(eq(panels.courseId, courseId)).orderBy(asc(panels.id)).limit(1);
  return r ? { id: r.id } : null;
};

/** The linker's tooltip and card routes of panels (spec 1 §2 Concept cards, §3 Tooltip data). */
export const conceptRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'courses/:courseId/tooltips-panel', access: { module: MODULE.conceptLinker },
    summary: 'Tooltip data of panels: id, title, level and the title in the dialect',
    params: course, query: z.object({ text: idList, dialect: dbIdParam }),
    handler: async ({ db, params, query }) => {
      const own = await db.select({ id: panels.id }).from(panels).where(and(eq(panels.courseId, params.courseId), inArray(panels.id, [...query.text, -1])));
      return panelConceptType.tooltip(db, own.map((r) => r.id), query.dialect);
    },
  }),
  route({
    method: 'GET', url: 'panels/:id/card',
    access: { module: MODULE.conceptLinker, courseOf: ({ params, db }) => panelConceptType.courseOf(db, Number(params.id)), sample: samplePanel },
    summary: 'The card of a panel: title, k-lines, lesson position, concept', params: id,
    handler: async ({ db, params }) => {
      const card = await panelConceptType.card(db, params.id);
      if (!card) throw notFound('Panel');
      return card;
    },
  }),
];

/** The panel's inflect config per target dialect (spec 2 §7 Panels); its forms are edited in the SDK's Inflect viewer. */
export const inflectRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'panels/:id/inflects-config', access: panelAccess, summary: "The panel's inflect config per target dialect (word, number of forms)",
    params: id,
    handler: async ({ db, params, courseId }) => inflectConfigs(db, courseId, params.id),
  }),
  route({
    method: 'GET', url: 'courses/:courseId/inflects-config/new', access: { module: PANELS }, summary: "A new panel's blank inflect config per target dialect",
    params: course,
    handler: async ({ db, params }) => inflectConfigs(db, params.courseId, null),
  }),
  route({
    method: 'PUT', url: 'panels/:id/target-dialects/:dialectId/inflects-config', access: panelAccess,
    summary: "Sets the panel's word to inflect in a target dialect; answers that dialect's config",
    params: id.extend({ dialectId: dbIdParam }), body: z.object({ inflectWord: z.string().max(500) }),
    handler: async ({ db, params, body, courseId }) => writeInflectConfig(db, courseId, params.id, params.dialectId, body.inflectWord),
  }),
];

export const useRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'panels/:id/uses', access: panelAccess, summary: 'Where the panel is used: its lesson, compounds, other panels linking to it',
    params: id, handler: async ({ db, params }) => usesOf(db, params.id),
  }),
];

export const searchRoutes: RouteDef[] = [
  route({
    method: 'GET', url: 'groups/:courseId/panel-paragraphs', access: { module: PANELS },
    summary: "Search Paragraph: the course's paragraph elements whose text contains the search (element, panel, sources)",
    params: course, query: z.object({ text: z.string().max(500).default('') }),
    handler: async ({ db, params, query }) => searchParagraphs(db, params.courseId, query.text),
  }),
];
