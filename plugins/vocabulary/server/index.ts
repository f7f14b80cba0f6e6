import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  byIdAccess,
  defineResource,
  defineServerPlugin,
  notFound,
  ownRecordRef,
  route,
  type Db,
  type EntityOwner,
  type ResourceRecord,
  type RouteDef,
} from '../../../sdk/server';
import { VOC_ENTITY, vocabularyAgents } from './ai-agents';
import { aiAssignCategories, aiForceOk, aiNewProposal, finalizeCreation, insertMainVoc } from './ai-store';
import {
  beforeDeleteCategory,
  blankCategory,
  categoryBody,
  categoryVocs,
  getCategory,
  insertCategory,
  leafCategoryOptions,
  listCategories,
  writeCategory,
} from './categories';
import { vocCategories, vocs } from './tables';
import { listVocs, pageVocs, type ListOptions } from './voc-list';
import {
  assignCategories,
  blankVoc,
  deleteVoc,
  getVoc,
  insertVoc,
  setParent,
  setParentSynonym,
  updateVocDialect,
  vocBody,
  vocDialectRows,
  vocMeta,
  vocRow,
  vocUses,
  writeVoc,
  type VocRowData,
} from './voc-store';
import { courseOfWordClass, wordClassOptionsOf } from './word-class-store';
import { vocConceptType } from './concept-type';
import { vocabularyHealth } from './health';
import { vocAudioRefs } from './audio';
import { vocabularyContributions } from './contributions';
import { conceptRoutes } from './concept-routes';
import { exportTbx } from './formats/tbx';
import { vocCsv } from './formats/voc-csv';
import {
  tbxApi,
  vocCsvApi,
  VOC_CATEGORIES,
  VOCS_COURSE,
  VOCS_MAIN,
  WORD_CLASSES,
  vocabularyApi,
  vocCategoryResource,
  vocsCourseResource,
  vocsMainResource,
} from '../public';

/** An entry's place in one vocabulary: a course entry is not reached through the main vocabulary's routes, and back (404). */
function entriesOf(scope: 'course' | 'main') {
  const mine = (v: VocRowData | null) => !!v && (v.courseId === 0) === (scope === 'main');
  /** The entry if in this vocabulary, else 404. */
  const own = (v: VocRowData | null): VocRowData => {
    if (!mine(v)) throw notFound('Vocabulary entry');
    return v!;
  };
  return { mine, own, load: async (db: Db, entryId: number) => own(await vocRow(db, entryId)) };
}

/**
 * A vocabulary's entries as a grid-and-editor resource, once for a course's vocabulary (module 22,
 * paths as the spec spells them: courses/{course}/vocs, vocs/{id}…) and once for the main
 * vocabulary (module 21, course 0, under courses/0/vocs…). An entry of the other vocabulary is
 * not found here (404), and back.
 */
function vocResource(scope: 'course' | 'main') {
  const main = scope === 'main';
  const { mine, own, load } = entriesOf(scope);
  return defineResource({
    module: main ? VOCS_MAIN : VOCS_COURSE,
    label: 'Vocabulary entry',
    table: vocs,
    cacheList: true,
    body: main ? vocBody.extend({ aiLogId: z.number().int().positive().optional() }) : vocBody,
    contract: main ? vocsMainResource : vocsCourseResource,
    courseOf: async (db, entryId) => {
      const v = await vocRow(db, entryId);
      return mine(v) ? v!.courseId : null;
    },
    list: (db, courseId, filter) => listVocs(db, courseId, filter as ListOptions),
    page: (db, courseId, filter) => pageVocs(db, courseId, filter as ListOptions & { offset: number; limit: number }),
    get: async (db, entryId) => {
      const v = await vocRow(db, entryId);
      return mine(v) ? ((await getVoc(db, v!)) as unknown as ResourceRecord) : null;
    },
    blank: (db, courseId) => blankVoc(db, courseId) as unknown as Promise<Record<string, unknown>>,
    // The main vocabulary's aiLogId: the New AI proposal (GET vocs/ai-new) the entry was filled from (see insertMainVoc).
    prepare: vocMeta,
    insert: (tx, courseId, body, meta) => (main ? insertMainVoc(tx, body, meta) : insertVoc(tx, courseId, body, meta)),
    write: (tx, _id, body, meta, row) => writeVoc(tx, own(row as VocRowData), body, meta),
    beforeDelete: async (tx, entryId) => deleteVoc(tx, await load(tx, entryId)),
  });
}

/** The vocabulary's routes beside its grid-and-editor resource, for one vocabulary (see vocResource). */
function vocRoutes(scope: 'course' | 'main'): RouteDef[] {
  const main = scope === 'main';
  const module = main ? VOCS_MAIN : VOCS_COURSE;
  const api = main ? vocabularyApi.main : vocabularyApi.course;
  const { load } = entriesOf(scope);
  const byId = main
    ? { module }
    : {
        module,
        courseOf: async ({ params, db }: { params: { id?: string }; db: Db }) => {
          const v = await vocRow(db, Number(params.id));
          return v && v.courseId > 0 ? v.courseId : null;
        },
        sample: async (db: Db, courseId: number) => {
          const [v] = await db.select({ id: vocs.id }).from(vocs).where(eq(vocs.courseId, courseId)).orderBy(asc(vocs.id)).limit(1);
          return v ? { id: v.id } : null;
        },
      };

  return [
    route(api.dialects, {
      access: byId,
      handler: async ({ db, params }) => vocDialectRows(db, await load(db, params.id)),
    }),
    route(api.setDialect, {
      access: byId,
      handler: async ({ db, params, body }) => {
        const v = await load(db, params.id);
        await db.transaction((tx) => updateVocDialect(tx, v, params.dialectId, body));
        const rows = await vocDialectRows(db, v);
        return { version: (await vocRow(db, v.id))!.version, dialect: rows.find((r) => r.dialectId === params.dialectId) };
      },
    }),
    route(api.parent, {
      access: byId,
      handler: async ({ db, params, body }) => {
        await setParent(db, await load(db, params.id), body.parent);
        return getVoc(db, params.id);
      },
    }),
    route(api.parentSynonym, {
      access: byId,
      handler: async ({ db, params, body }) => {
        await setParentSynonym(db, await load(db, params.id), body.parentSynonym);
        return getVoc(db, params.id);
      },
    }),
    route(api.assignCategories, {
      access: byId,
      handler: async ({ db, params, body, agents }) => {
        const v = await load(db, params.id);
        if (!body?.vocCategories) return aiAssignCategories(db, agents, v);
        await db.transaction((tx) => assignCategories(tx, v, body.vocCategories!));
        return getVoc(db, v.id);
      },
    }),
    route(api.finalizeCreation, {
      access: byId,
      handler: async ({ db, params, agents }) => finalizeCreation(db, agents, await load(db, params.id)),
    }),
    route(api.aiForceOk, {
      access: byId,
      handler: async ({ db, params }) => aiForceOk(db, await load(db, params.id)),
    }),
    route(api.uses, {
      access: byId,
      handler: async ({ db, params }) => vocUses(db, await load(db, params.id)),
    }),
  ];
}

/** Who may read the prompt log of an entry's agent calls: the module of its vocabulary, on its course. */
const vocEntity: EntityOwner = {
  type: VOC_ENTITY,
  async owner(db, entryId) {
    const v = await vocRow(db, entryId);
    return v ? { module: v.courseId === 0 ? VOCS_MAIN : VOCS_COURSE, courseId: v.courseId } : null;
  },
};

export default defineServerPlugin({
  conceptTypes: [vocConceptType],
  agents: vocabularyAgents,
  entities: [vocEntity],
  healthChecks: [vocabularyHealth],
  audioRefs: vocAudioRefs,
  contributes: vocabularyContributions,
  // Word classes, named by compounds and entries: the common ones are of no course (0), the others of theirs.
  recordRefs: [ownRecordRef({ ref: WORD_CLASSES, module: VOCS_COURSE, courseOf: courseOfWordClass })],
  resources: [
    vocResource('course'),
    vocResource('main'),
    defineResource({
      module: VOC_CATEGORIES,
      label: 'Vocabulary category',
      table: vocCategories,
      body: categoryBody,
      // GET Voc-Categories, Voc-Categories/grid/{id}, Voc-Categories/new, Voc-Categories/{id}; POST; PUT; DELETE (spec 4 §7).
      contract: vocCategoryResource,
      list: listCategories,
      get: async (db, id) => (await getCategory(db, id)) as unknown as ResourceRecord | null,
      blank: blankCategory,
      insert: (tx, _courseId, b) => insertCategory(tx, b),
      write: writeCategory,
      beforeDelete: beforeDeleteCategory,
    }),
  ],
  routes: [
    route(tbxApi.export, {
      access: { module: VOCS_COURSE },
      handler: async ({ db, params, query, reply }) => {
        const { fileName, xml } = await exportTbx(db, params.courseId, query.from, query.to);
        reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/x-tbx+xml; charset=utf-8');
        return xml;
      },
    }),
    route(vocCsvApi.course, {
      access: { module: VOCS_COURSE },
      handler: async ({ db, params, query, reply }) => {
        const { fileName, stream } = await vocCsv(db, params.courseId, query);
        reply.header('content-disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8');
        return stream;
      },
    }),
    route(vocCsvApi.main, {
      access: { module: VOCS_MAIN },
      handler: async ({ db, query, reply }) => {
        const { fileName, stream } = await vocCsv(db, 0, query);
        reply.header('content-disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8');
        return stream;
      },
    }),
    ...conceptRoutes,
    ...vocRoutes('course'),
    ...vocRoutes('main'),
    route(vocabularyApi.aiNew, {
      access: { module: VOCS_MAIN },
      handler: ({ db, query, agents }) => aiNewProposal(db, agents, query),
    }),
    route(vocabularyApi.categoryVocs, {
      access: byIdAccess(VOC_CATEGORIES, vocCategories),
      handler: async ({ db, params }) => {
        if (!(await getCategory(db, params.id))) throw notFound('Vocabulary category');
        return categoryVocs(db, params.id);
      },
    }),
    route(vocabularyApi.categoryOptions, {
      access: 'user',
      handler: ({ db, params }) => leafCategoryOptions(db, params.dialectId),
    }),
    route(vocabularyApi.wordClasses, {
      access: 'course',
      handler: ({ db, params, query }) =>
        wordClassOptionsOf(db, params.courseId, { common: params.courseId === 0 || query.common === '1', final: query.final === '1' }),
    }),
  ],
});
