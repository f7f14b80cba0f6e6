import { and, asc, eq } from 'drizzle-orm';
import { blankTexts, courseTextDialects, HttpError, notFound, route, translations, type Db, type RouteDef } from '../../../sdk/server';
import { TRANSLATIONS, translationsSpecApi as api } from '../public';
import { startPretranslate } from './cat-store';
import { createProject } from './dashboard';
import { getProject, projectCourse, projectItems, updateProject } from './project-store';
import { translationProjects } from './tables';
import { checkTranslation, courseSetup, getTranslation, writeDialectText } from './translation-store';

/** The translations of a record, one per field (by field). */
const ofRecord = (db: Db, ref: number, refId: number) =>
  db
    .select({ id: translations.id, courseId: translations.courseId, field: translations.field })
    .from(translations)
    .where(and(eq(translations.ref, ref), eq(translations.refId, refId)))
    .orderBy(asc(translations.field), asc(translations.id));

/** The translation of a record (?field= when it has several: 400 then without it). */
async function oneOfRecord(db: Db, ref: number, refId: number, field: string | undefined): Promise<number> {
  const all = await ofRecord(db, ref, refId);
  const picked = field === undefined ? all : all.filter((t) => t.field === field);
  if (!picked.length) throw notFound('Translation');
  if (picked.length > 1)
    throw new HttpError(400, 'The record has several translations: name one with ?field=', { field: picked.map((t) => t.field).join(', ') });
  return picked[0].id;
}

const recordCourse = async (db: Db, ref: number, refId: number) => {
  const [t] = await ofRecord(db, ref, refId);
  return t && t.courseId > 0 ? t.courseId : null;
};
const sampleRecord = async (db: Db, courseId: number) => {
  const [t] = await db
    .select({ ref: translations.ref, id: translations.refId })
    .from(translations)
    .where(eq(translations.courseId, courseId))
    .orderBy(asc(translations.id))
    .limit(1);
  if (!t) return null;
  return { ref: t.ref, ref2: t.ref, id: t.id, d: (await courseSetup(db, courseId)).defaultSourceDialectId };
};
/** A record's translations: module 36 on the record's course (ref2 when the path names it). */
const byRecord = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: Record<string, string>; db: Db }) => recordCourse(db, Number(params.ref2 ?? params.ref), Number(params.id)),
  sample: sampleRecord,
};
const byProject = {
  module: TRANSLATIONS,
  courseOf: ({ params, db }: { params: Record<string, string>; db: Db }) => projectCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [p] = await db
      .select({ id: translationProjects.id })
      .from(translationProjects)
      .where(eq(translationProjects.courseId, courseId))
      .orderBy(asc(translationProjects.id))
      .limit(1);
    return p ? { id: p.id } : null;
  },
};

/** The calls of the spec as it spells them (translationsSpecApi), beside the product's own. */
export const specRoutes: RouteDef[] = [
  route(api.recordTranslations, {
    access: byRecord,
    handler: async ({ db, modules, params }) => Promise.all((await ofRecord(db, params.ref, params.id)).map((t) => getTranslation(db, modules, t.id))),
  }),
  route(api.blankSources, {
    access: { module: TRANSLATIONS },
    handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).sources),
  }),
  route(api.blankSourcesAnyCourse, {
    access: { module: TRANSLATIONS, anyCourse: true },
    handler: async ({ db, courseId }) => (courseId ? blankTexts((await courseTextDialects(db, courseId)).sources) : []),
  }),
  route(api.saveRecordDialect, {
    access: byRecord,
    handler: async ({ db, modules, params, query, body }) => {
      const id = await oneOfRecord(db, params.ref2, params.id, query.field);
      await db.transaction((tx) => writeDialectText(tx, id, params.ref2, params.d, body));
      return getTranslation(db, modules, id);
    },
  }),
  route(api.checkRecord, {
    access: byRecord,
    handler: async ({ db, params, query }) => checkTranslation(db, await oneOfRecord(db, params.ref2, params.id, query.field)),
  }),
  route(api.createProject, {
    access: { module: TRANSLATIONS },
    handler: async ({ db, modules, query }) =>
      createProject(db, modules, query.course, {
        ref: query.ref,
        dialectId: query.dialect,
        freelanceId: query.freelance,
        startLesson: query.startLesson,
        endLesson: query.endLesson,
      }),
  }),
  route(api.projectGridRow, { access: byProject, handler: async ({ db, params }) => getProject(db, params.id) }),
  route(api.cat, {
    access: byProject,
    handler: async ({ db, modules, params }) => ({ ...(await getProject(db, params.id)), projectRows: await projectItems(db, modules, params.id) }),
  }),
  route(api.changePriority, { access: byProject, handler: async ({ db, params, body }) => updateProject(db, params.id, { priority: body.priority }) }),
  route(api.pretranslate, {
    access: byProject,
    handler: async ({ db, tasks, modules, params, query }) => startPretranslate(db, tasks, modules, params.id, query.method),
  }),
];
