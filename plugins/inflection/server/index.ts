import { z } from 'zod';
import { contribute, contributionsTo, courseDialectList, defineServerPlugin, inflectOwners, inflectTables, route } from '../../../sdk/server';
import { CONJ_STATE } from '../../../sdk/shared';
import { INFLECTION } from '../plugin';
import { batchTask, control, runOf } from './batch';
import { activeInflectsOf, autoInflect, checkTargetDialect, ownerOf, viewOf, wordClassOf } from './owners';
import { inflectIdsOf, writePositions, writeValues } from './ids-store';
import { headersOf, tableIdsOf, tableOf, tablesOf } from './table-store';
import { templateResource, templateRoutes } from './template-routes';

const id = z.coerce.number().int().positive();
const recordParams = z.object({ ref: id, refId: id, dialectId: id });
const groupParams = z.object({ courseId: id, ref: id, dialectId: id });
const inflects = z.array(z.object({
  inflectId: z.number().int().min(-1),
  word: z.string().max(200),
  conjState: z.number().int().min(CONJ_STATE.NONE).max(CONJ_STATE.LOCKED_NONE),
})).max(300).superRefine((list, ctx) => {
  const seen = new Set<number>();
  list.forEach((f, i) => {
    if (seen.has(f.inflectId)) ctx.addIssue({ code: 'custom', path: [i, 'inflectId'], message: 'This form is given twice' });
    seen.add(f.inflectId);
  });
});
/** The record named by the path: its module's grant on its course (the owner's resource says which). */
const recordAccess = { record: (p: { ref?: string; refId?: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) }) };

const courseParams = z.object({ courseId: id });
const refParams = z.object({ ref: id, refId: id });
const courseQuery = z.object({ course: id });
const classQuery = z.object({ wordClass: z.string().trim().max(100).optional() });

export default defineServerPlugin({
  tasks: [batchTask],
  resources: [templateResource],
  contributes: [contribute(inflectTables, { inflectIds: tableIdsOf })],
  routes: [
    ...templateRoutes,
    route({
      method: 'GET', url: 'courses/:courseId/inflect-ids', access: { module: INFLECTION },
      summary: "The course's inflect ids (the extras -1 'CL Fix' and 0 'Base', then its tables' ids; ?wordClass= one table's): index, inflectId, label, value (1000 unless set)",
      params: courseParams, query: classQuery, handler: ({ db, params, query }) => inflectIdsOf(db, params.courseId, query.wordClass || undefined),
    }),
    route({
      method: 'PUT', url: 'courses/:courseId/inflect-ids', access: { module: INFLECTION },
      summary: 'Sets the values of the inflect ids given; answers the course\'s inflect ids',
      params: courseParams, body: z.object({ ids: z.array(z.object({ inflectId: z.number().int().min(-1), value: z.number().int() })).max(500) }),
      handler: async ({ db, params, body }) => { await writeValues(db, params.courseId, body.ids); return inflectIdsOf(db, params.courseId); },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/inflect-positions', access: { module: INFLECTION },
      summary: "The course's inflect ids in their order (?wordClass= one table's): index, inflectId, label, position",
      params: courseParams, query: classQuery,
      handler: async ({ db, params, query }) => (await inflectIdsOf(db, params.courseId, query.wordClass || undefined)).map(({ value: _, ...r }) => r),
    }),
    route({
      method: 'PUT', url: 'courses/:courseId/inflect-positions', access: { module: INFLECTION },
      summary: 'Sets the positions of the inflect ids given (distinct); answers the course\'s inflect positions',
      params: courseParams, body: z.object({ positions: z.array(z.object({ inflectId: z.number().int().min(-1), position: z.number().int().min(1) })).max(500) }),
      handler: async ({ db, params, body }) => {
        await writePositions(db, params.courseId, body.positions);
        return (await inflectIdsOf(db, params.courseId)).map(({ value: _, ...r }) => r);
      },
    }),
    route({
      method: 'GET', url: 'inflect-tables/courses/:courseId', access: { module: INFLECTION }, summary: "The course's inflect tables (word class and headers)",
      params: z.object({ courseId: id }), handler: ({ db, params }) => tablesOf(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'inflect-table-cells/courses/:courseId/word-classes/:wordClass', access: { module: INFLECTION },
      summary: "The course's inflect table of a word class (by name): headers and cells",
      params: z.object({ courseId: id, wordClass: z.string().min(1).max(100) }), handler: ({ db, params }) => tableOf(db, params.courseId, params.wordClass),
    }),
    route({
      method: 'GET', url: 'inflect-table-cells/dialects/:dialectId/word-classes/:wordClass', access: { module: INFLECTION },
      summary: "The inflect table of a word class in a target dialect of the course (?course=): the dialect's own where it has one (tableDialectId), else the course's",
      params: z.object({ dialectId: id, wordClass: z.string().min(1).max(100) }), query: courseQuery,
      handler: async ({ db, params, query }) => {
        await checkTargetDialect(db, query.course, params.dialectId);
        return tableOf(db, query.course, params.wordClass, params.dialectId);
      },
    }),
    route({
      method: 'GET', url: 'inflect-table-headers/courses/:courseId', access: { module: INFLECTION },
      summary: "The headers of the course's own tables, per word class", params: courseParams,
      handler: ({ db, params }) => headersOf(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'inflect-table-headers/dialects/:dialectId', access: { module: INFLECTION },
      summary: 'The headers of the tables in use in a target dialect of the course (?course=), per word class: the dialect\'s own (dialectId) or the course\'s (null)',
      params: z.object({ dialectId: id }), query: courseQuery,
      handler: async ({ db, params, query }) => {
        await checkTargetDialect(db, query.course, params.dialectId);
        return headersOf(db, query.course, params.dialectId);
      },
    }),
    route({
      method: 'GET', url: 'refs/:ref/ref-ids/:refId/inflects-wordClass', access: recordAccess,
      summary: "The word class a record's forms follow (its name, or null) and whether the course has a table for it",
      params: refParams, handler: ({ db, params, courseId }) => wordClassOf(db, courseId, params.ref, params.refId),
    }),
    route({
      method: 'GET', url: 'refs/:ref/ref-ids/:refId/active-inflects', access: recordAccess,
      summary: "A record's active inflect cells: its word class's table cells, active as its active inflect template says (all when it names none)",
      params: refParams, handler: ({ db, params, courseId }) => activeInflectsOf(db, courseId, params.ref, params.refId),
    }),
    route({
      method: 'GET', url: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/inflects', access: recordAccess,
      summary: "A record's inflect viewer in a target dialect: its word, word class, table and forms",
      params: recordParams,
      handler: async ({ db, params, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        return viewOf(db, courseId, params.ref, params.refId, params.dialectId);
      },
    }),
    route({
      method: 'PUT', url: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/inflects', access: recordAccess,
      summary: "Saves a record's forms in a target dialect (empty words are dropped); answers the viewer",
      params: recordParams, body: z.object({ inflects }),
      handler: async ({ db, params, body, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        const view = await viewOf(db, courseId, params.ref, params.refId, params.dialectId);
        await ownerOf(params.ref).write(db, params.refId, params.dialectId, body.inflects.filter((f) => f.word.trim()));
        return { ...view, forms: await ownerOf(params.ref).read(db, params.refId, params.dialectId) };
      },
    }),
    route({
      method: 'PUT', url: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/auto-inflect', access: recordAccess,
      summary: "Auto-inflect: the course's conjugation rules over the forms given (the viewer's, unsaved); locked cells stay. Saves nothing",
      params: recordParams, body: z.object({ inflects }),
      handler: async ({ db, params, body, courseId }) => {
        await checkTargetDialect(db, courseId, params.dialectId);
        const owner = ownerOf(params.ref);
        await viewOf(db, courseId, params.ref, params.refId, params.dialectId);
        return { forms: await autoInflect(db, courseId, owner, params.refId, params.dialectId, body.inflects) };
      },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/inflect-target-dialects', access: { module: INFLECTION }, summary: "The course's target dialects (the batch target's dialect select)",
      params: z.object({ courseId: id }), handler: ({ db, params }) => courseDialectList(db, params.courseId, 'target'),
    }),
    route({
      method: 'GET', url: 'target-inflect-batch-resources', access: 'user', summary: 'The modules whose records have inflected forms (the batch target runs over them)',
      handler: async () => contributionsTo(inflectOwners).map((o) => ({ ref: o.ref, name: o.name })),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/target-dialects/:dialectId/batch-target-ref-elements', access: { module: INFLECTION },
      summary: "A ref's batch target run in a target dialect: status, total and done",
      params: groupParams,
      handler: async ({ db, params }) => {
        await checkTargetDialect(db, params.courseId, params.dialectId);
        return runOf(db, params.courseId, params.ref, params.dialectId);
      },
    }),
    route({
      method: 'PUT', url: 'groups/:courseId/refs/:ref/target-dialects/:dialectId/batch-target', access: { module: INFLECTION },
      summary: "Starts (or resumes) or pauses a ref's batch target run, a queued task auto-inflecting its records one by one",
      params: groupParams, body: z.object({ action: z.enum(['start', 'pause']) }),
      handler: async ({ db, params, body, tasks }) => {
        await checkTargetDialect(db, params.courseId, params.dialectId);
        return control(db, tasks, params.courseId, params.ref, params.dialectId, body.action);
      },
    }),
  ],
});
