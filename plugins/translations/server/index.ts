import { asc, eq } from 'drizzle-orm';
import { defineServerPlugin, HttpError, recordEntity, route, streamUpload, type Db } from '../../../sdk/server';
import { catAidsApi, TRANSLATIONS, translationsApi as api, xliffApi, XLIFF_MAX_BYTES, XLIFF_TOO_BIG } from '../public';
import { exportXliff } from './formats/xliff-export';
import { confirmedIds, importXliff } from './formats/xliff-import';
import { pretranslateFromTmx } from './formats/tmx-pretranslate';
import { translations } from '../../../sdk/server';
import { getProject, itemMemoryGuest, listProjects, projectCourse, projectItem, projectItemCourse, projectItems } from './project-store';
import { translationProjectItems, translationProjects } from './tables';
import {
  checkCourse,
  checkTranslation,
  courseSetup,
  getTranslation,
  gridRowOf,
  invalidateDialect,
  listTranslations,
  translationCourse,
  translationMemoryGuest,
  translationRefs,
  writeDialectText,
  writeDialects,
} from './translation-store';
import { translationHealth } from './health';
import { createProject, dashboard, freelances } from './dashboard';
import {
  cancelPretranslate,
  checkFormatAll,
  validateAll,
  pretranslateTask,
  repetitions,
  saveItem,
  startPretranslate,
  PROJECT_ENTITY,
  PROJECT_ITEM_ENTITY,
} from './cat-store';
import { deleteProject, updateProject } from './project-store';
import { translationProposer } from './proposer';
import { concordance, rowContext } from './context-store';
import { specRoutes } from './spec-routes';
import { restoreItemVersion, restoreVersion, textHistory } from './history-store';
import { searchReplace, undoReplace } from './replace-store';
import { spelling } from './spelling';
import { storeTermWarnings, termsOf } from './terms';

/**
 * Routes reaching a translation by id: module 36 on the translation's course. The sample gives
 * every path parameter these routes use (id, ref, d, dialect), for the authorization sweep.
 */
const byTranslation = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => translationCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [t] = await db
      .select({ id: translations.id, ref: translations.ref })
      .from(translations)
      .where(eq(translations.courseId, courseId))
      .orderBy(asc(translations.id))
      .limit(1);
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
    const [p] = await db.select().from(translationProjects).where(eq(translationProjects.courseId, courseId)).orderBy(asc(translationProjects.id)).limit(1);
    if (!p) return null;
    if (!scratch) return { [param]: p.id };
    const [copy] = await db
      .insert(translationProjects)
      .values({ courseId, name: `${p.name} (scratch)`, fromDialectId: p.fromDialectId, toDialectId: p.toDialectId })
      .returning({ id: translationProjects.id });
    return { [param]: copy.id };
  },
});

const byProjectItem = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => projectItemCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [i] = await db
      .select({ id: translationProjectItems.id })
      .from(translationProjectItems)
      .innerJoin(translationProjects, eq(translationProjects.id, translationProjectItems.projectId))
      .where(eq(translationProjects.courseId, courseId))
      .orderBy(asc(translationProjectItems.id))
      .limit(1);
    return i ? { id: i.id } : null;
  },
};

const courseAccess = { module: TRANSLATIONS };

export default defineServerPlugin({
  healthChecks: [translationHealth],
  tasks: [pretranslateTask],
  entities: [recordEntity(PROJECT_ENTITY, TRANSLATIONS, projectCourse), recordEntity(PROJECT_ITEM_ENTITY, TRANSLATIONS, projectItemCourse)],
  agents: [translationProposer],
  routes: [
    route(xliffApi.export, {
      access: byProject('id'),
      handler: async ({ db, modules, params, query, reply }) => {
        const { fileName, xml } = await exportXliff(db, modules, params.id, query.version);
        reply.header('content-disposition', `attachment; filename="${fileName}"`).type('application/xliff+xml; charset=utf-8');
        return xml;
      },
    }),
    // Both uploads parsed as they arrive.
    route(xliffApi.tmx, {
      access: byProject('id'),
      handler: ({ db, modules, params, req }) =>
        streamUpload(
          req,
          {
            file: 'file',
            maxBytes: XLIFF_MAX_BYTES,
            tooBig: 'A TMX file may be up to 20 MB',
            missing: 'Send a TMX file',
            expected: 'a TMX file as file',
            tooMany: 'Send one TMX file',
          },
          (file) => pretranslateFromTmx(db, modules, params.id, file.chunks),
        ),
    }),
    route(xliffApi.import, {
      access: byProject('id'),
      handler: ({ db, modules, params, query, req }) => {
        const confirm = confirmedIds(query.confirm);
        return streamUpload(
          req,
          {
            file: 'file',
            maxBytes: XLIFF_MAX_BYTES,
            tooBig: XLIFF_TOO_BIG,
            missing: 'Send an XLIFF file',
            expected: 'an XLIFF file as file',
            tooMany: 'Send one XLIFF file',
          },
          (file) => importXliff(db, modules, params.id, file.chunks, confirm),
        );
      },
    }),
    route(api.dashboard, {
      access: courseAccess,
      handler: async ({ db, modules, query }) => dashboard(db, modules, query.course, query.startLesson, query.endLesson),
    }),
    route(api.freelances, { access: courseAccess, handler: async ({ db, params }) => freelances(db, params.courseId) }),
    route(api.projectOptions, {
      access: courseAccess,
      handler: async ({ db, params }) =>
        db
          .select({ id: translationProjects.id, name: translationProjects.name })
          .from(translationProjects)
          .where(eq(translationProjects.courseId, params.courseId))
          .orderBy(asc(translationProjects.name), asc(translationProjects.id)),
    }),
    route(api.createProject, {
      access: courseAccess,
      handler: async ({ db, modules, params, body }) => {
        const made = await createProject(db, modules, params.courseId, body);
        return {
          ...made,
          project: await getProject(db, made.id),
          projectRows: await projectItems(db, modules, made.id),
          projects: await listProjects(db, params.courseId),
          users: await freelances(db, params.courseId),
        };
      },
    }),
    route(api.updateProject, { access: byProject('id'), handler: async ({ db, params, body }) => updateProject(db, params.id, body) }),
    route(api.deleteProject, { access: byProject('id', { scratch: true }), handler: async ({ db, params }) => deleteProject(db, params.id) }),
    route(api.pretranslate, {
      access: byProject('id'),
      handler: async ({ db, tasks, modules, params, body }) => startPretranslate(db, tasks, modules, params.id, body.mode),
    }),
    // The project-wide writes answer the project's rows, as the CAT shows them.
    route(api.cancelPretranslate, {
      access: byProject('id'),
      handler: async ({ db, tasks, modules, params }) => ({
        ...(await cancelPretranslate(db, tasks, params.id)),
        projectRows: await projectItems(db, modules, params.id),
      }),
    }),
    route(api.searchReplace, {
      access: byProject('id'),
      handler: async ({ db, modules, params, body }) => {
        const done = body.apply ? await db.transaction((tx) => searchReplace(tx, modules, params.id, body)) : await searchReplace(db, modules, params.id, body);
        return done.applied ? { ...done, projectRows: await projectItems(db, modules, params.id) } : done;
      },
    }),
    route(api.undoReplace, {
      access: byProject('id'),
      handler: async ({ db, modules, params }) => ({
        ...(await db.transaction((tx) => undoReplace(tx, params.id, params.replaceId))),
        projectRows: await projectItems(db, modules, params.id),
      }),
    }),
    route(api.validateAll, {
      access: byProject('id'),
      handler: async ({ db, modules, params }) => ({ ...(await validateAll(db, modules, params.id)), projectRows: await projectItems(db, modules, params.id) }),
    }),
    route(api.checkFormatAll, { access: byProject('id'), handler: async ({ db, modules, params }) => checkFormatAll(db, modules, params.id) }),
    route(api.saveItem, {
      access: byProjectItem,
      handler: async ({ db, modules, params, body, courseId }) => {
        const saved = await db.transaction((tx) => saveItem(tx, modules, params.id, body));
        return { ...saved, warnings: (await storeTermWarnings(db, courseId, [saved]))[0] };
      },
    }),
    route(api.restoreItemVersion, {
      access: byProjectItem,
      handler: async ({ db, modules, params, body }) => db.transaction((tx) => restoreItemVersion(tx, modules, params.id, params.versionId, body.version)),
    }),
    route(catAidsApi.itemTerms, {
      access: byProjectItem,
      handler: async ({ db, modules, params, courseId }) => {
        const row = await projectItem(db, modules, params.id);
        return (await termsOf(db, courseId, row.fromDialectId, row.toDialectId, [{ source: row.fromText, target: row.toText }]))[0];
      },
    }),
    route(catAidsApi.spelling, { access: courseAccess, handler: async ({ db, params, body }) => spelling(db, params.courseId, body) }),
    route(api.concordance, { access: byProject('id'), handler: async ({ db, modules, params, query }) => concordance(db, modules, params.id, query.text) }),
    route(api.itemContext, { access: byProjectItem, handler: async ({ db, modules, params }) => rowContext(db, modules, params.id) }),
    route(api.repetitions, { access: byProjectItem, handler: async ({ db, modules, params }) => repetitions(db, modules, params.id) }),
    route(api.saveDialects, {
      access: byTranslation,
      handler: async ({ db, modules, params, query, body, courseId }) => {
        try {
          await db.transaction((tx) => writeDialects(tx, params.id, body.dialects));
        } catch (e) {
          if (e instanceof HttpError && e.fields)
            throw new HttpError(400, e.message, Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [`dialects.${k}`, v])));
          throw e;
        }
        return { ...(await getTranslation(db, modules, params.id)), row: await gridRowOf(db, modules, courseId, params.id, query.dialect) };
      },
    }),
    route(api.list, { access: courseAccess, handler: async ({ db, modules, params, query }) => listTranslations(db, modules, params.courseId, query) }),
    route(api.searchOptions, {
      access: courseAccess,
      handler: async ({ db, modules, params }) => ({
        ...(await courseSetup(db, params.courseId)),
        refs: await translationRefs(db, modules, params.courseId),
      }),
    }),
    route(api.checkCourse, {
      access: courseAccess,
      handler: async ({ db, modules, query: { course, dialect, text, ref, withError } }) => {
        const counts = await checkCourse(db, course);
        if (!dialect) return counts;
        const grid = withError === '1' ? { dialect, withError: true } : { dialect, text, ref };
        return { ...counts, rows: await listTranslations(db, modules, course, grid) };
      },
    }),
    route(api.withError, {
      access: courseAccess,
      handler: async ({ db, modules, query }) => listTranslations(db, modules, query.course, { dialect: query.dialect, withError: true }),
    }),
    route(api.gridRow, {
      access: byTranslation,
      handler: ({ db, modules, params, query, courseId }) => gridRowOf(db, modules, courseId, params.id, query.dialect),
    }),
    route(api.get, { access: byTranslation, handler: async ({ db, modules, params }) => getTranslation(db, modules, params.id) }),
    route(api.dialects, { access: byTranslation, handler: async ({ db, modules, params }) => (await getTranslation(db, modules, params.id)).dialects }),
    route(api.saveDialect, {
      access: byTranslation,
      handler: async ({ db, modules, params, body }) => {
        await db.transaction((tx) => writeDialectText(tx, params.id, params.ref, params.d, body));
        return getTranslation(db, modules, params.id);
      },
    }),
    route(api.check, {
      access: byTranslation,
      handler: async ({ db, modules, params, query, courseId }) => ({
        ...(await checkTranslation(db, params.id)),
        row: await gridRowOf(db, modules, courseId, params.id, query.dialect),
      }),
    }),
    route(api.invalidate, {
      access: byTranslation,
      handler: async ({ db, modules, params, query, courseId }) => {
        await db.transaction((tx) => invalidateDialect(tx, params.id, params.d));
        return { ...(await getTranslation(db, modules, params.id)), row: await gridRowOf(db, modules, courseId, params.id, query.dialect) };
      },
    }),
    route(api.history, { access: byTranslation, handler: async ({ db, params }) => textHistory(db, params.id, params.dialect) }),
    route(api.restoreVersion, {
      access: byTranslation,
      handler: async ({ db, modules, params, query, courseId }) => {
        await db.transaction((tx) => restoreVersion(tx, params.id, params.versionId));
        return { ...(await getTranslation(db, modules, params.id)), row: await gridRowOf(db, modules, courseId, params.id, query.dialect) };
      },
    }),
    route(api.memoryGuest, {
      access: byTranslation,
      handler: async ({ db, memory, modules, params, query }) => translationMemoryGuest(db, memory, modules, params.id, params.dialect, query.text),
    }),
    route(api.projects, { access: courseAccess, handler: async ({ db, query }) => listProjects(db, query.course) }),
    route(api.project, { access: byProject('id'), handler: async ({ db, params }) => getProject(db, params.id) }),
    route(api.projectItems, { access: byProject('projectId'), handler: async ({ db, modules, params }) => projectItems(db, modules, params.projectId) }),
    route(api.projectItem, { access: byProjectItem, handler: async ({ db, modules, params }) => projectItem(db, modules, params.id) }),
    route(api.itemMemoryGuest, { access: byProjectItem, handler: async ({ db, memory, modules, params }) => itemMemoryGuest(db, memory, modules, params.id) }),
    ...specRoutes,
  ],
});
