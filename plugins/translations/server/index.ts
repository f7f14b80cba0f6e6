import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { dbIdParam, defineServerPlugin, HttpError, notFound, route, type Db } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { TRANSLATIONS } from '../plugin';
import { translations } from '../../../sdk/server';
import {
  getProject, itemMemoryGuest, listProjects, projectCourse, projectItem, projectItemCourse, projectItems,
} from './project-store';
import { translationProjectItems, translationProjects } from './tables';
import {
  checkCourse, checkTranslation, courseSetup, getTranslation, invalidateDialect, listTranslations, translationCourse,
  translationMemoryGuest, translationRefs, writeDialectText, writeDialects,
} from './translation-store';
import { translationHealth } from './health';
import { createProject, dashboard, freelances } from './dashboard';
import {
  cancelPretranslate, checkFormatAll, PRETRANSLATE_MODES, searchReplace, validateAll, pretranslateTask, repetitions, saveItem, startPretranslate,
} from './cat-store';
import { deleteProject, updateProject } from './project-store';
import { translationProposer } from './proposer';
import { concordance, rowContext } from './context-store';

const id = dbIdParam;
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });
const courseQuery = z.object({ course: id });
const searchQuery = z.object({
  dialect: id.optional(),
  text: z.string().max(500).optional(),
  ref: id.optional(),
});

/**
 * Routes reaching a translation by id: module 36 on the translation's course. The sample gives
 * every path parameter these routes use (id, ref, d, dialect), for the authorization sweep.
 */
const byTranslation = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => translationCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [t] = await db.select({ id: translations.id, ref: translations.ref }).from(translations)
      .where(eq(translations.courseId, courseId)).orderBy(asc(translations.id)).limit(1);
    if (!t) return null;
    const d = (await courseSetup(db, courseId)).defaultSourceDialectId;
    return { id: t.id, ref: t.ref, d, dialect: d };
  },
};

/**
 * Routes reaching a project by id. A deleting route's sample is a scratch copy of the course's
 * first project (no rows), so that the sweeps' calls leave the demo projects to the other routes.
 */
const byProject = (param: 'id' | 'projectId', { scratch = false } = {}) => ({
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: Record<string, string>; db: Db }) => projectCourse(db, Number(params[param])),
  sample: async (db: Db, courseId: number) => {
    const [p] = await db.select().from(translationProjects)
      .where(eq(translationProjects.courseId, courseId)).orderBy(asc(translationProjects.id)).limit(1);
    if (!p) return null;
    if (!scratch) return { [param]: p.id };
    const [copy] = await db.insert(translationProjects).values({ courseId, name: `${p.name} (scratch)`, fromDialectId: p.fromDialectId, toDialectId: p.toDialectId })
      .returning({ id: translationProjects.id });
    return { [param]: copy.id };
  },
});

const byProjectItem = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => projectItemCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [i] = await db.select({ id: translationProjectItems.id }).from(translationProjectItems)
      .innerJoin(translationProjects, eq(translationProjects.id, translationProjectItems.projectId))
      .where(eq(translationProjects.courseId, courseId)).orderBy(asc(translationProjectItems.id)).limit(1);
    return i ? { id: i.id } : null;
  },
};

const dialectBody = z.object({
  text: z.string().max(20_000),
  status: z.nativeEnum(TranslationStatus).optional(),
});

/** Spec 2 §5: an empty or invalid lesson falls back to 1 or 1000 (dashboard.ts lessonRange), so any short text is taken. */
const lesson = z.string().max(10).optional().transform((v) => (v && /^\d+$/.test(v) ? Number(v) : undefined));
const editableStatus = z.union([z.literal(TranslationStatus.PENDING), z.literal(TranslationStatus.DOING), z.literal(TranslationStatus.DONE)]);

export default defineServerPlugin({
  healthChecks: [translationHealth],
  tasks: [pretranslateTask],
  agents: [translationProposer],
  routes: [
    route({
      method: 'GET', url: 'translations/dashboard', access: { module: TRANSLATIONS },
      summary: 'The translation dashboard of the course (?course=, ?startLesson, ?endLesson): per module, pending/doing/done per source dialect',
      query: courseQuery.extend({ startLesson: lesson, endLesson: lesson }),
      handler: ({ db, modules, query }) => dashboard(db, modules, query.course, query.startLesson, query.endLesson),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/translations/freelances', access: { module: TRANSLATIONS },
      summary: 'The users a translation project can be assigned to: those with Translation Projects on the course',
      params: courseParams,
      handler: ({ db, params }) => freelances(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/translations/projects/select', access: { module: TRANSLATIONS },
      summary: "The course's translation projects for the editor's dropdown (spec 4 §7): id and name, by name",
      params: courseParams,
      handler: ({ db, params }) => db.select({ id: translationProjects.id, name: translationProjects.name }).from(translationProjects)
        .where(eq(translationProjects.courseId, params.courseId)).orderBy(asc(translationProjects.name), asc(translationProjects.id)),
    }),
    route({
      method: 'POST', url: 'courses/:courseId/translations/projects', access: { module: TRANSLATIONS },
      summary: "Create Translation Project from a dashboard cell: the pending rows of the module (ref) and lesson range into the source dialect, assigned to the user; answers { id, items }",
      params: courseParams,
      body: z.object({ ref: id, dialectId: id, freelanceId: id, startLesson: z.number().int().optional(), endLesson: z.number().int().optional() }),
      handler: ({ db, modules, params, body }) => createProject(db, modules, params.courseId, body),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id', access: byProject('id'),
      summary: 'Edits a project: name, assigned user (null: nobody), priority (0 low, 1 normal, 2 high); answers the project',
      params: idParams,
      body: z.object({ name: z.string().trim().min(1).max(200).optional(), freelanceId: id.nullable().optional(), priority: z.number().int().min(0).max(2).optional() }),
      handler: ({ db, params, body }) => updateProject(db, params.id, body),
    }),
    route({
      method: 'DELETE', url: 'translations/projects/:id', access: byProject('id', { scratch: true }), summary: 'Deletes a project and its rows (the translations keep their texts)',
      params: idParams,
      handler: ({ db, params }) => deleteProject(db, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id/pre-translate', access: byProject('id'),
      summary: 'Queues the pre-translation of the empty pending rows: copy (the source text), memory (the best suggestion of similarity ≥ 100) or ai (the translation-proposer agent: its text, confidence and reasoning), set to doing; or delete (empties the rows not done); answers the project with async { taskId, status, processing, totals }; 409 while one runs',
      params: idParams, body: z.object({ mode: z.enum(PRETRANSLATE_MODES) }),
      handler: ({ db, tasks, modules, params, body }) => startPretranslate(db, tasks, modules, params.id, body.mode),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id/pre-translate/cancel', access: byProject('id'),
      summary: 'Cancels the running pre-translation; the rows it filled keep their texts; answers the project',
      params: idParams,
      handler: ({ db, tasks, params }) => cancelPretranslate(db, tasks, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id/search-replace', access: byProject('id'),
      summary: 'Search & Replace in the targets of the rows not done: { search, replace, apply }; answers { applied, rows: [{ id, before, after }] } (a preview unless apply)',
      params: idParams, body: z.object({ search: z.string().min(1).max(500), replace: z.string().max(500), apply: z.boolean().optional() }),
      handler: ({ db, modules, params, body }) => searchReplace(db, modules, params.id, body),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id/validate-all', access: byProject('id'), summary: "Checks every translation of the project again; answers { checked, withError }",
      params: idParams,
      handler: ({ db, modules, params }) => validateAll(db, modules, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/projects/:id/check-format-all', access: byProject('id'),
      summary: 'The rows whose target loses tags, placeholders, numbers, end punctuation or outer spaces of the source: [{ id, problems }]',
      params: idParams,
      handler: ({ db, modules, params }) => checkFormatAll(db, modules, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/projects/translations/:id', access: byProjectItem,
      summary: "Saves a CAT row: toText, status (pending 0, doing 1, done 2; absent keeps it), the memory suggestion used (fromMemoryText, similarity). Done enters the translation and the memory at once; answers the row, a done one with repetitions: the ids of the rows not done with the same source text",
      params: idParams,
      body: z.object({ toText: z.string().max(20_000), status: editableStatus.optional(), fromMemoryText: z.string().max(20_000).optional(), similarity: z.number().int().min(0).max(101).optional() }),
      handler: ({ db, modules, params, body }) => saveItem(db, modules, params.id, body),
    }),
    route({
      method: 'GET', url: 'translations/projects/:id/concordance', access: byProject('id'),
      summary: "Concordance search (?text=): the memory's done texts in the project's source dialect containing the words, with their done translation in its dialect: [{ id, fromText, text, course, ref, refName, refId }], shortest first",
      params: idParams, query: z.object({ text: z.string().max(200) }),
      handler: ({ db, modules, params, query }) => concordance(db, modules, params.id, query.text),
    }),
    route({
      method: 'GET', url: 'translations/projects/translations/:id/context', access: byProjectItem,
      summary: "The row's context block (spec 4 §2.1) by context type: { kind: panel|glossary|item|reading|plain, refName, refId, field, recordName, readBy, lesson, texts: [{ field, fromText, toText }]: at most 11, around the row's own, total: the record's texts }",
      params: idParams,
      handler: ({ db, modules, params }) => rowContext(db, modules, params.id),
    }),
    route({
      method: 'GET', url: 'translations/projects/translations/:id/repetitions', access: byProjectItem,
      summary: 'The rows of the same project with the same source text, not done yet (repetitions to fill)',
      params: idParams,
      handler: ({ db, modules, params }) => repetitions(db, modules, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/:id', access: byTranslation,
      summary: 'Saves several dialects of a translation in one request ({ dialects: [{ dialectId, text, status? }] }), all or none (400 naming dialects.{i}.status…); answers the translation, checked again',
      params: idParams,
      body: z.object({ dialects: z.array(z.object({ dialectId: id, text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() })).min(1).max(50) }),
      handler: async ({ db, modules, params, body }) => {
        try {
          await writeDialects(db, params.id, body.dialects);
        } catch (e) {
          if (e instanceof HttpError && e.fields) throw new HttpError(400, e.message, Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [`dialects.${k}`, v])));
          throw e;
        }
        return getTranslation(db, modules, params.id);
      },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/translations', access: { module: TRANSLATIONS },
      summary: 'Grid rows of the course translations: ?dialect (whose text and status; default source dialect by default), ?text (any dialect, or an id), ?ref (module)',
      params: courseParams, query: searchQuery,
      handler: ({ db, modules, params, query }) => listTranslations(db, modules, params.courseId, query),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/translations-search-options', access: { module: TRANSLATIONS },
      summary: 'What the Translations search offers: the course dialects (targets, then sources) with the defaults, and the modules that have translations in the course',
      params: courseParams,
      handler: async ({ db, modules, params }) => ({
        ...(await courseSetup(db, params.courseId)),
        refs: await translationRefs(db, modules, params.courseId),
      }),
    }),
    route({
      method: 'GET', url: 'translations/check', access: { module: TRANSLATIONS }, summary: 'Checks every translation of the course (?course=); answers { checked, withError }',
      query: courseQuery,
      handler: ({ db, query }) => checkCourse(db, query.course),
    }),
    route({
      method: 'GET', url: 'translations/with-error', access: { module: TRANSLATIONS },
      summary: 'Grid rows of the course translations (?course=) whose last check failed; ?dialect as in the grid',
      query: courseQuery.extend({ dialect: id.optional() }),
      handler: ({ db, modules, query }) => listTranslations(db, modules, query.course, { dialect: query.dialect, withError: true }),
    }),
    route({
      method: 'GET', url: 'translations/:id/grid-row', access: byTranslation, summary: 'One grid row of a translation; ?dialect as in the grid',
      params: idParams, query: z.object({ dialect: id.optional() }),
      handler: async ({ db, modules, params, query, courseId }) => {
        const [row] = await listTranslations(db, modules, courseId, { id: params.id, dialect: query.dialect });
        if (!row) throw notFound('Translation');
        return row;
      },
    }),
    route({
      method: 'GET', url: 'translations/:id', access: byTranslation,
      summary: 'A translation: its texts and statuses in every course dialect, its last check, and the record it belongs to (openRef, openItemId, openRefName)',
      params: idParams,
      handler: ({ db, modules, params }) => getTranslation(db, modules, params.id),
    }),
    route({
      method: 'GET', url: 'translations/:id/dialects', access: byTranslation, summary: 'The texts and statuses of a translation in every course dialect',
      params: idParams,
      handler: async ({ db, modules, params }) => (await getTranslation(db, modules, params.id)).dialects,
    }),
    route({
      method: 'PUT', url: 'translations/:id/refs/:ref/dialects/:d', access: byTranslation,
      summary: 'Sets the text (and status: pending 0 or done 2) of one dialect; answers the translation, checked again',
      params: z.object({ id, ref: id, d: id }), body: dialectBody,
      handler: async ({ db, modules, params, body }) => {
        await writeDialectText(db, params.id, params.ref, params.d, body);
        return getTranslation(db, modules, params.id);
      },
    }),
    route({
      method: 'PUT', url: 'translations/:id/check', access: byTranslation, summary: 'Checks the translation and stores the result; answers { id, error }',
      params: idParams,
      handler: ({ db, params }) => checkTranslation(db, params.id),
    }),
    route({
      method: 'PUT', url: 'translations/:id/dialects/:d/invalidate', access: byTranslation,
      summary: 'Sets one dialect of the translation back to pending, keeping its text; answers the translation',
      params: z.object({ id, d: id }),
      handler: async ({ db, modules, params }) => {
        await invalidateDialect(db, params.id, params.d);
        return getTranslation(db, modules, params.id);
      },
    }),
    route({
      method: 'GET', url: 'translations/:id/dialects/:dialect/memory-guest', access: byTranslation,
      summary: 'Memory suggestions for one dialect of the translation, from its default target or source text or the text being typed (?text=): { query, memory: [{ id, fromText, text, similarity, course, ref, refName, refId }] }, best first',
      params: z.object({ id, dialect: id }), query: z.object({ text: z.string().max(5_000).optional() }),
      handler: ({ db, memory, modules, params, query }) => translationMemoryGuest(db, memory, modules, params.id, params.dialect, query.text),
    }),
    route({
      method: 'GET', url: 'translations/projects', access: { module: TRANSLATIONS }, summary: 'The translation projects of the course (?course=)',
      query: courseQuery,
      handler: ({ db, query }) => listProjects(db, query.course),
    }),
    route({
      method: 'GET', url: 'translations/projects/:id', access: byProject('id'), summary: 'A translation project',
      params: idParams,
      handler: ({ db, params }) => getProject(db, params.id),
    }),
    route({
      method: 'GET', url: 'translations/projects/:projectId/translations', access: byProject('projectId'),
      summary: 'The rows of a translation project (spec 2 §3 Translation project row)',
      params: z.object({ projectId: id }),
      handler: ({ db, modules, params }) => projectItems(db, modules, params.projectId),
    }),
    route({
      method: 'GET', url: 'translations/projects/translations/:id', access: byProjectItem, summary: 'One row of a translation project',
      params: idParams,
      handler: ({ db, modules, params }) => projectItem(db, modules, params.id),
    }),
    route({
      method: 'GET', url: 'translations/projects/translations/:id/memory-guest', access: byProjectItem,
      summary: "Memory suggestions for a project row's source text into the project's dialect: { memory: [{ id, fromText, text, similarity, course, ref, refName, refId }] }",
      params: idParams,
      handler: ({ db, memory, modules, params }) => itemMemoryGuest(db, memory, modules, params.id),
    }),
  ],
});
