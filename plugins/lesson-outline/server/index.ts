import { z } from 'zod';
import { defineServerPlugin, route } from '../../../sdk/server';
import { isBoardType, MODULE } from '../../../sdk/shared';
import { lessonContributions } from './contributions';
import { outlineRoutes } from './routes';
import { createSegmentsTask, latestRun, startSegmentRun } from './segment-runs';
import { moveToTodo, WIZARD_BOARD_TYPES } from './wizard';

const positions = { startPos: z.number().int().min(1).max(1000), endPos: z.number().int().min(1).max(1000) };
const inOrder = (b: { startPos: number; endPos: number }) => b.startPos <= b.endPos;
const notBefore = { message: 'Must not be before the start', path: ['endPos'] };
const range = z.object(positions).refine(inOrder, notBefore);

const courseParams = z.object({ courseId: z.coerce.number().int().positive() });

export default defineServerPlugin({
  contributes: lessonContributions,
  tasks: [createSegmentsTask],
  routes: [
    ...outlineRoutes,
    route({
      // Under lesson-outline/: the Boards plugin serves the same call at the spec's path with the Boards grant.
      method: 'PUT', url: 'courses/:courseId/lesson-outline/wizard/board-types/:type/states/move-todo', access: { module: MODULE.lessonOutline },
      summary: 'The wizard: items of the board type in lessons [startPos, endPos] (their state\'s lesson or the outline) go NONE → TODO; answers { moved }',
      params: z.object({
        courseId: z.coerce.number().int().positive(),
        type: z.coerce.number().int().refine((n) => isBoardType(n) && (WIZARD_BOARD_TYPES as readonly number[]).includes(n), 'Not a wizard board type'),
      }),
      body: range,
      handler: ({ db, courseId, params, body, user }) => moveToTodo(db, courseId, params.type, user.id, body.startPos, body.endPos),
    }),
    route({
      method: 'PUT', url: 'courses/:courseId/wizard/create-segments', access: { module: MODULE.lessonOutline },
      summary: 'The wizard: tops every panel of lessons [startPos, endPos] up to nSegments (default 3) empty segments, as a queued task; answers the run (status, total and done panels, created segments); 409 while one runs',
      params: courseParams,
      body: z.object({ ...positions, nSegments: z.number().int().min(1).max(50).default(3) }).refine(inOrder, notBefore),
      handler: ({ db, tasks, courseId, body }) => startSegmentRun(db, tasks, courseId, body),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/wizard/create-segments', access: { module: MODULE.lessonOutline },
      summary: "The course's latest 'create empty segments' run with its progress ({ run: null } before the first)",
      params: courseParams,
      handler: async ({ db, courseId }) => ({ run: await latestRun(db, courseId) }),
    }),
  ],
});
