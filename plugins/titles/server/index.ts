import { z } from 'zod';
import { dbIdParam, defineServerPlugin, route, translationTextsBody, type RouteDef } from '../../../sdk/server';
import { LESSON_TITLES, PANEL_TITLES } from '../plugin';
import { inCourse, LESSON_KIND, lessonCourse, PANEL_KIND, readTitles, sampleLesson, titleRows, writeTitles, type TitleKind } from './title-store';

const course = z.object({ courseId: dbIdParam });
const courseAndId = course.extend({ id: dbIdParam });
const titlesBody = z.object({ targets: translationTextsBody.optional(), sources: translationTextsBody.optional() });

/** GET groups/{course}/{path}/titles, GET and PUT groups/{course}/{path}/{id}/titles, under the module's grant. */
function titleRoutes(kind: TitleKind, module: number, path: string): RouteDef[] {
  return [
    route({
      method: 'GET', url: `groups/:courseId/${path}/titles`, access: { module }, summary: `${kind.label} titles grid rows`, params: course,
      handler: async ({ db, params }) => titleRows(db, kind, params.courseId),
    }),
    route({
      method: 'GET', url: `groups/:courseId/${path}/:id/titles`, access: { module }, summary: `The ${kind.label.toLowerCase()}'s titles per dialect`,
      params: courseAndId,
      handler: async ({ db, params }) => {
        await inCourse(db, kind, params.courseId, params.id);
        return { id: params.id, ...(await readTitles(db, kind, params.courseId, params.id)) };
      },
    }),
    route({
      method: 'PUT', url: `groups/:courseId/${path}/:id/titles`, access: { module },
      summary: `Sets the ${kind.label.toLowerCase()}'s titles; answers them with the grid row`, params: courseAndId, body: titlesBody,
      handler: async ({ db, params, body }) => {
        await inCourse(db, kind, params.courseId, params.id);
        await writeTitles(db, kind, params.courseId, params.id, body);
        return { id: params.id, record: { id: params.id, ...(await readTitles(db, kind, params.courseId, params.id)) }, row: (await titleRows(db, kind, params.courseId, params.id))[0] ?? null };
      },
    }),
  ];
}

export default defineServerPlugin({
  routes: [
    ...titleRoutes(LESSON_KIND, LESSON_TITLES, 'lessons'),
    ...titleRoutes(PANEL_KIND, PANEL_TITLES, 'panels'),
    // lessons/{id}/targets; panels/{id}/targets is the panels plugin's (its resource's texts).
    route({
      method: 'GET', url: 'lessons/:id/targets',
      access: { module: LESSON_TITLES, courseOf: ({ params, db }) => lessonCourse(db, Number(params.id)), sample: sampleLesson },
      summary: "A lesson's titles in the course's target dialects", params: z.object({ id: dbIdParam }),
      handler: async ({ db, params, courseId }) => (await readTitles(db, LESSON_KIND, courseId, params.id)).targets,
    }),
  ],
});
