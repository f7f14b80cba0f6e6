import { z } from 'zod';
import { defineServerPlugin, route } from '../../../sdk/server';
import { isBoardType, MODULE } from '../../../sdk/shared';
import { lessonContributions } from './contributions';
import { outlineRoutes } from './routes';
import { moveToTodo, WIZARD_BOARD_TYPES } from './wizard';

const range = z.object({ startPos: z.number().int().min(1).max(1000), endPos: z.number().int().min(1).max(1000) })
  .refine((b) => b.startPos <= b.endPos, { message: 'Must not be before the start', path: ['endPos'] });

export default defineServerPlugin({
  contributes: lessonContributions,
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
  ],
});
