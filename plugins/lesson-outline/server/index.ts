import { asc, eq } from 'drizzle-orm';
import { defineServerPlugin, HttpError, lessons, ownRecordRef, route } from '../../../sdk/server';
import { CYCLES, LESSON_OUTLINE, LESSONS, lessonOutlineApi, lessonOutlineSpecApi } from '../public';
import { courseOfCycle, courseOfLesson } from './outline-store';
import { lessonContributions } from './contributions';
import { outlineRoutes } from './routes';
import { latestSegmentRun, segmentRuns, startSegmentRun } from './segment-runs';
import { moveToTodo } from './wizard';

export default defineServerPlugin({
  contributes: lessonContributions,
  // Lessons and cycles are platform records: declared so that bodies may name them (panels' lessonId, a cycle's move).
  recordRefs: [
    ownRecordRef({ ref: LESSONS, module: LESSON_OUTLINE, courseOf: courseOfLesson }),
    ownRecordRef({ ref: CYCLES, module: LESSON_OUTLINE, courseOf: courseOfCycle }),
  ],
  runKinds: [segmentRuns],
  routes: [
    ...outlineRoutes,
    route(lessonOutlineSpecApi.lessons, {
      access: 'course',
      handler: async ({ db, params }) =>
        db.select({ id: lessons.id, position: lessons.position }).from(lessons).where(eq(lessons.courseId, params.courseId)).orderBy(asc(lessons.position)),
    }),
    // The wizard at the spec's path: the one implementation (the Boards module gives the moved items their cards).
    route(lessonOutlineApi.moveTodo, {
      access: { module: LESSON_OUTLINE },
      handler: ({ db, courseId, params, body, user }) => {
        if (user.freelance && !user.admin) throw new HttpError(403, 'A freelance cannot run the wizard');
        return moveToTodo(db, courseId, params.type, user.id, body.startPos, body.endPos);
      },
    }),
    route(lessonOutlineApi.createSegments, {
      access: { module: LESSON_OUTLINE },
      handler: ({ db, tasks, courseId, body }) => startSegmentRun(db, tasks, courseId, body),
    }),
    route(lessonOutlineApi.segmentRun, {
      access: { module: LESSON_OUTLINE },
      handler: async ({ db, courseId }) => ({ run: await latestSegmentRun(db, courseId) }),
    }),
  ],
});
