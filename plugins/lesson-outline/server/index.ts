import { defineServerPlugin, route } from '../../../sdk/server';
import { LESSON_OUTLINE, lessonOutlineApi } from '../public';
import { lessonContributions } from './contributions';
import { outlineRoutes } from './routes';
import { latestSegmentRun, segmentRuns, startSegmentRun } from './segment-runs';
import { moveToTodo } from './wizard';

export default defineServerPlugin({
  contributes: lessonContributions,
  runKinds: [segmentRuns],
  routes: [
    ...outlineRoutes,
    // Under lesson-outline/: the Boards plugin serves the same call at the spec's path with the Boards grant.
    route(lessonOutlineApi.moveTodo, {
      access: { module: LESSON_OUTLINE },
      handler: ({ db, courseId, params, body, user }) => moveToTodo(db, courseId, params.type, user.id, body.startPos, body.endPos),
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
