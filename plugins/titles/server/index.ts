import { defineServerPlugin, route, type Db, type RouteDef, type TranslationTextsBody } from '../../../sdk/server';
import { LESSON_TITLES, PANEL_TITLES, titleCalls, titlesApi, type TitledKind } from '../public';
import { inCourse, LESSON_KIND, lessonCourse, PANEL_KIND, readTitles, sampleLesson, titleRows, writeTitles, type TitleKind } from './title-store';

type CourseAndId = { courseId: number; id: number };

const rowsOf = (db: Db, kind: TitleKind, params: { courseId: number }) => titleRows(db, kind, params.courseId);

async function titlesOf(db: Db, kind: TitleKind, params: CourseAndId) {
  await inCourse(db, kind, params.courseId, params.id);
  return { id: params.id, ...(await readTitles(db, kind, params.courseId, params.id)) };
}

async function saveTitles(db: Db, kind: TitleKind, params: CourseAndId, body: { targets?: TranslationTextsBody; sources?: TranslationTextsBody }) {
  await inCourse(db, kind, params.courseId, params.id);
  await writeTitles(db, kind, params.courseId, params.id, body);
  return {
    id: params.id,
    record: { id: params.id, ...(await readTitles(db, kind, params.courseId, params.id)) },
    row: (await titleRows(db, kind, params.courseId, params.id))[0] ?? null,
  };
}

/** GET groups/{course}/{path}/titles, GET and PUT groups/{course}/{path}/{id}/titles, under the module's grant. */
function titleRoutes(path: TitledKind, kind: TitleKind, module: number): RouteDef[] {
  const calls = titleCalls[path];
  return [
    route(calls.rows, { access: { module }, handler: async ({ db, params }) => rowsOf(db, kind, params) }),
    route(calls.get, { access: { module }, handler: async ({ db, params }) => titlesOf(db, kind, params) }),
    route(calls.save, { access: { module }, handler: async ({ db, params, body }) => saveTitles(db, kind, params, body) }),
  ];
}

export default defineServerPlugin({
  routes: [
    ...titleRoutes('lessons', LESSON_KIND, LESSON_TITLES),
    ...titleRoutes('panels', PANEL_KIND, PANEL_TITLES),
    // lessons/{id}/targets; panels/{id}/targets is the panels plugin's (its resource's texts).
    route(titlesApi.lessonTargets, {
      access: { module: LESSON_TITLES, courseOf: ({ params, db }) => lessonCourse(db, Number(params.id)), sample: sampleLesson },
      handler: async ({ db, params, courseId }) => (await readTitles(db, LESSON_KIND, courseId, params.id)).targets,
    }),
  ],
});
