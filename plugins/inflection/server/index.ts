import { contribute, contributionsTo, courseDialectList, defineServerPlugin, route } from '../../../sdk/server';
import { inflectOwners, inflectTables } from '../public';
import { INFLECTION } from '../plugin';
import { inflectionApi as api, inflectionSpecApi } from '../public';
import { batchTargetRuns, control, runOf } from './batch';
import { activeInflectsOf, autoInflect, checkTargetDialect, ownerOf, viewOf, wordClassOf } from './owners';
import { inflectIdsOf, writePositions, writeValues } from './ids-store';
import { headersOf, tableIdsOf, tableOf, tablesOf } from './table-store';
import { templateResource, templateRoutes } from './template-routes';

/** The record named by the path: its module's grant on its course (the owner's resource says which). */
const recordAccess = { record: (p: { ref?: string; refId?: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) }) };

export default defineServerPlugin({
  runKinds: [batchTargetRuns],
  resources: [templateResource],
  contributes: [contribute(inflectTables, { inflectIds: tableIdsOf })],
  routes: [
    ...templateRoutes,
    route(api.ids, {
      access: { module: INFLECTION },
      handler: ({ db, params, query }) => inflectIdsOf(db, params.courseId, query.wordClass || undefined),
    }),
    route(api.setIds, {
      access: { module: INFLECTION },
      handler: async ({ db, params, body }) => {
        await writeValues(db, params.courseId, body.ids);
        return inflectIdsOf(db, params.courseId);
      },
    }),
    route(api.positions, {
      access: { module: INFLECTION },
      handler: async ({ db, params, query }) => (await inflectIdsOf(db, params.courseId, query.wordClass || undefined)).map(({ value: _, ...r }) => r),
    }),
    route(api.setPositions, {
      access: { module: INFLECTION },
      handler: async ({ db, params, body }) => {
        await writePositions(db, params.courseId, body.positions);
        return (await inflectIdsOf(db, params.courseId)).map(({ value: _, ...r }) => r);
      },
    }),
    route(api.tables, { access: { module: INFLECTION }, handler: ({ db, params }) => tablesOf(db, params.courseId) }),
    route(inflectionSpecApi.tables, {
      access: { module: INFLECTION, anyCourse: true },
      handler: async ({ db, courseId }) => (courseId ? tablesOf(db, courseId) : []),
    }),
    route(api.courseTable, { access: { module: INFLECTION }, handler: ({ db, params }) => tableOf(db, params.courseId, params.wordClass) }),
    route(api.dialectTable, {
      access: { module: INFLECTION },
      handler: async ({ db, params, query }) => {
        await checkTargetDialect(db, query.course, params.dialectId);
        return tableOf(db, query.course, params.wordClass, params.dialectId);
      },
    }),
    route(api.courseHeaders, { access: { module: INFLECTION }, handler: ({ db, params }) => headersOf(db, params.courseId) }),
    route(api.dialectHeaders, {
      access: { module: INFLECTION },
      handler: async ({ db, params, query }) => {
        await checkTargetDialect(db, query.course, params.dialectId);
        return headersOf(db, query.course, params.dialectId);
      },
    }),
    route(api.recordWordClass, { access: recordAccess, handler: ({ db, params, courseId }) => wordClassOf(db, courseId, params.ref, params.refId) }),
    route(api.activeInflects, { access: recordAccess, handler: ({ db, params, courseId }) => activeInflectsOf(db, courseId, params.ref, params.refId) }),
    route(api.forms, {
      access: recordAccess,
      handler: async ({ db, params, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        return viewOf(db, courseId, params.ref, params.refId, params.dialectId);
      },
    }),
    route(api.saveForms, {
      access: recordAccess,
      handler: async ({ db, params, body, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        const view = await viewOf(db, courseId, params.ref, params.refId, params.dialectId);
        await ownerOf(params.ref).write(
          db,
          params.refId,
          params.dialectId,
          body.inflects.filter((f) => f.word.trim()),
        );
        return { ...view, forms: await ownerOf(params.ref).read(db, params.refId, params.dialectId) };
      },
    }),
    route(api.autoInflect, {
      access: recordAccess,
      handler: async ({ db, params, body, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        const owner = ownerOf(params.ref);
        await viewOf(db, courseId, params.ref, params.refId, params.dialectId);
        return { forms: await autoInflect(db, courseId, owner, params.refId, params.dialectId, body.inflects) };
      },
    }),
    route(api.targetDialects, { access: { module: INFLECTION }, handler: ({ db, params }) => courseDialectList(db, params.courseId, 'target') }),
    route(api.batchResources, {
      access: 'user',
      handler: async () => contributionsTo(inflectOwners).map((o) => ({ ref: o.ref, name: o.name })),
    }),
    route(api.batchRun, {
      access: { module: INFLECTION },
      handler: async ({ db, params }) => {
        await checkTargetDialect(db, params.courseId, params.dialectId);
        return runOf(db, params.courseId, params.ref, params.dialectId);
      },
    }),
    route(api.batchControl, {
      access: { module: INFLECTION },
      handler: async ({ db, params, body, tasks }) => {
        await checkTargetDialect(db, params.courseId, params.dialectId);
        return control(db, tasks, params.courseId, params.ref, params.dialectId, body.action);
      },
    }),
  ],
});
