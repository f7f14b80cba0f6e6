import { and, asc, eq, inArray } from 'drizzle-orm';
import { byIdAccess, lessons, notFound, route, type Db, type RouteDef } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { PANELS, PANELS_FACTORY, panelsApi } from '../public';
import { clonePanel, copyPanel } from './clone';
import { inflectConfigs, writeInflectConfig } from './inflect-store';
import { usesOf } from './uses';
import { panelCard, panelConceptType, panelTooltips } from './concept-type';
import { courseKLines } from './kline-names';
import { listPanels } from './panel-store';
import {
  addBlock,
  addElement,
  checkElementTable,
  checkSourceDialect,
  courseOfBlock,
  courseOfElement,
  deleteBlock,
  deleteElement,
  moveBlock,
  moveElement,
  mustExist,
  panelOfBlock,
  readStructure,
  blockOfElement,
  searchParagraphs,
  setElementData,
} from './structure-store';
import { panelBlocks, panelElements, panels } from './tables';

const panelAccess = byIdAccess(PANELS, panels);
const blockAccess = {
  module: PANELS,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => courseOfBlock(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db
      .select({ id: panelBlocks.id })
      .from(panelBlocks)
      .innerJoin(panels, eq(panels.id, panelBlocks.panelId))
      .where(eq(panels.courseId, courseId))
      .orderBy(asc(panelBlocks.id))
      .limit(1);
    return r ? { id: r.id } : null;
  },
};
const elementAccess = {
  module: PANELS,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => courseOfElement(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db
      .select({ id: panelElements.id })
      .from(panelElements)
      .innerJoin(panelBlocks, eq(panelBlocks.id, panelElements.blockId))
      .innerJoin(panels, eq(panels.id, panelBlocks.panelId))
      .where(eq(panels.courseId, courseId))
      .orderBy(asc(panelElements.id))
      .limit(1);
    return r ? { id: r.id } : null;
  },
};

/** Structure writes answer the whole structure: the screen shows it without a second request. */
const structureOf = (db: Db, panelId: number) => readStructure(db, panelId);

export const structureRoutes: RouteDef[] = [
  route(panelsApi.structure, {
    access: panelAccess,
    handler: async ({ db, params }) => structureOf(db, params.id),
  }),
  route(panelsApi.setStructureDialect, {
    access: panelAccess,
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await db.update(panels).set({ structureDialectId: body.dialect }).where(eq(panels.id, params.id));
      return structureOf(db, params.id);
    },
  }),
  route(panelsApi.addBlock, {
    access: panelAccess,
    handler: async ({ db, params, body }) => {
      await addBlock(db, params.id, body.name, body.note);
      return structureOf(db, params.id);
    },
  }),
  route(panelsApi.editBlock, {
    access: blockAccess,
    handler: async ({ db, params, body }) => {
      await db.update(panelBlocks).set({ name: body.block, note: body.note }).where(eq(panelBlocks.id, params.id));
      return structureOf(db, mustExist(await panelOfBlock(db, params.id), 'Block'));
    },
  }),
  route(panelsApi.moveBlock, {
    access: blockAccess,
    handler: async ({ db, params, body }) => structureOf(db, await db.transaction((tx) => moveBlock(tx, params.id, body.destinationPos))),
  }),
  route(panelsApi.moveElement, {
    access: elementAccess,
    handler: async ({ db, params, body }) =>
      structureOf(db, await db.transaction((tx) => moveElement(tx, params.id, body.destinationBlockId, body.destinationPos))),
  }),
  route(panelsApi.addElement, {
    access: blockAccess,
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await checkElementTable(db, courseId, body.kind, body.data);
      await addElement(db, params.id, body);
      return structureOf(db, mustExist(await panelOfBlock(db, params.id), 'Block'));
    },
  }),
  route(panelsApi.setElementData, {
    access: elementAccess,
    handler: async ({ db, params, body, courseId }) => {
      const [element] = await db.select({ kind: panelElements.kind }).from(panelElements).where(eq(panelElements.id, params.id));
      await checkElementTable(db, courseId, element.kind, body.data);
      await setElementData(db, params.id, body.data);
      return structureOf(db, (await panelOfBlock(db, (await blockOfElement(db, params.id))!))!);
    },
  }),
  route(panelsApi.setElementDialect, {
    access: elementAccess,
    handler: async ({ db, params, body, courseId }) => {
      await checkSourceDialect(db, courseId, body.dialect, 'dialect');
      await db.update(panelElements).set({ dialectId: body.dialect }).where(eq(panelElements.id, params.id));
      return structureOf(db, (await panelOfBlock(db, (await blockOfElement(db, params.id))!))!);
    },
  }),
  route(panelsApi.deleteBlock, {
    access: blockAccess,
    handler: async ({ db, params }) => structureOf(db, await db.transaction((tx) => deleteBlock(tx, params.id))),
  }),
  route(panelsApi.deleteElement, {
    access: elementAccess,
    handler: async ({ db, params }) => structureOf(db, await db.transaction((tx) => deleteElement(tx, params.id))),
  }),
];

export const cloneRoutes: RouteDef[] = [
  route(panelsApi.clone, {
    access: { module: PANELS },
    handler: async ({ db, params, body }) => {
      const newId = await clonePanel(db, params.courseId, body);
      return { id: newId, row: (await listPanels(db, params.courseId, { id: newId }))[0] };
    },
  }),
  route(panelsApi.copy, {
    access: { module: PANELS },
    handler: async ({ db, params, body, user }) => ({ id: await copyPanel(db, user, params.courseId, body.panel, body.toCourseId, body.copySentences) }),
  }),
];

/** The course's k-lines (the klines plugin's contribution), for the chips, Add KLine and the k-line filter. */
export const klineRoutes: RouteDef[] = [
  route(panelsApi.kLines, {
    access: { module: PANELS },
    handler: async ({ db, params }) => courseKLines(db, params.courseId),
  }),
];

/** The course's lessons (platform records), for the lesson select and filter. */
export const lessonRoutes: RouteDef[] = [
  route(panelsApi.lessons, {
    access: { module: PANELS },
    handler: async ({ db, params }) =>
      db.select({ id: lessons.id, position: lessons.position }).from(lessons).where(eq(lessons.courseId, params.courseId)).orderBy(asc(lessons.position)),
  }),
];

/** Panels Factory (17): the panels grid, under its own module's grant, with the same filters. */
export const factoryRoutes: RouteDef[] = [
  route(panelsApi.factoryList, {
    access: { module: PANELS_FACTORY },
    handler: async ({ db, params, query }) => listPanels(db, params.courseId, query),
  }),
  route(panelsApi.factoryRow, {
    access: { module: PANELS_FACTORY },
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
  route(panelsApi.tooltips, {
    access: { module: MODULE.conceptLinker },
    handler: async ({ db, params, query }) => {
      const own = await db
        .select({ id: panels.id })
        .from(panels)
        .where(and(eq(panels.courseId, params.courseId), inArray(panels.id, [...query.text, -1])));
      return panelTooltips(
        db,
        own.map((r) => r.id),
        query.dialect,
      );
    },
  }),
  route(panelsApi.card, {
    access: { module: MODULE.conceptLinker, courseOf: ({ params, db }) => panelConceptType.courseOf(db, Number(params.id)), sample: samplePanel },
    handler: async ({ db, params }) => {
      const card = await panelCard(db, params.id);
      if (!card) throw notFound('Panel');
      return card;
    },
  }),
];

/** The panel's inflect config per target dialect (spec 2 §7 Panels); its forms are edited in the SDK's Inflect viewer. */
export const inflectRoutes: RouteDef[] = [
  route(panelsApi.inflectConfigs, {
    access: panelAccess,
    handler: async ({ db, params, courseId }) => inflectConfigs(db, courseId, params.id),
  }),
  route(panelsApi.blankInflectConfigs, {
    access: { module: PANELS },
    handler: async ({ db, params }) => inflectConfigs(db, params.courseId, null),
  }),
  route(panelsApi.setInflectWord, {
    access: panelAccess,
    handler: async ({ db, params, body, courseId }) => writeInflectConfig(db, courseId, params.id, params.dialectId, body.inflectWord),
  }),
];

export const useRoutes: RouteDef[] = [
  route(panelsApi.uses, {
    access: panelAccess,
    handler: async ({ db, params }) => usesOf(db, params.id),
  }),
];

export const searchRoutes: RouteDef[] = [
  route(panelsApi.paragraphs, {
    access: { module: PANELS },
    handler: async ({ db, params, query }) => searchParagraphs(db, params.courseId, query.text),
  }),
];
