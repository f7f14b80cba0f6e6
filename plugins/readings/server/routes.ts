import { HttpError, courseTextDialects, route, writeTexts, type Db, type RouteDef } from '../../../sdk/server';
import { READINGS, readingsApi } from '../public';
import { checkReadings } from './check';
import { listExercises, mustGetExercise, writeExercise } from './exercise-store';
import { cloneExercise, exerciseParts, onExercise, onReading, onText, textParts } from './parts';
import { listReadings } from './reading-store';
import { cleanTargets, listTexts, mustGetText, textOptions, writeText } from './text-store';
import { exerciseKey, textKey } from './translations';

async function mustBeTarget(db: Db, courseId: number, dialectId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  if (!targets.some((d) => d.dialectId === dialectId))
    throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
}

export const readingRoutes: RouteDef[] = [
  // Check, then the readings with an error (the grid shows only those).
  route(readingsApi.check, {
    access: { module: READINGS },
    handler: async ({ db, params }) => ({
      ...(await checkReadings(db, params.courseId)),
      rows: await listReadings(db, params.courseId, { withError: true }),
    }),
  }),
  route(readingsApi.withError, {
    access: { module: READINGS },
    handler: async ({ db, params }) => listReadings(db, params.courseId, { withError: true }),
  }),

  // Texts
  ...textParts.routes,
  route(readingsApi.textOptions, {
    access: onReading,
    handler: async ({ db, params }) => textOptions(db, params.id),
  }),
  route(readingsApi.text, {
    access: onText,
    handler: async ({ db, params }) => mustGetText(db, params.id),
  }),
  route(readingsApi.saveText, {
    access: onText,
    handler: async ({ db, params, body, courseId }) => {
      await writeText(db, params.id, body);
      const record = await mustGetText(db, params.id);
      return { id: params.id, record, row: (await listTexts(db, record.readingId, courseId, params.id))[0] ?? null };
    },
  }),
  route(readingsApi.textTargets, {
    access: onText,
    handler: async ({ db, params }) => (await mustGetText(db, params.id)).targets,
  }),
  route(readingsApi.setTextTarget, {
    access: onText,
    handler: async ({ db, params, body, courseId }) => {
      await mustBeTarget(db, courseId, params.dialectId);
      await writeTexts(db, { ...textKey(params.id), courseId }, { targets: cleanTargets([{ dialectId: params.dialectId, ...body }]) });
      return mustGetText(db, params.id);
    },
  }),

  // Exercises
  ...exerciseParts.routes,
  route(readingsApi.exercise, {
    access: onExercise,
    handler: async ({ db, params }) => mustGetExercise(db, params.id),
  }),
  route(readingsApi.saveExercise, {
    access: onExercise,
    handler: async ({ db, params, body }) => {
      await writeExercise(db, params.id, body);
      const record = await mustGetExercise(db, params.id);
      return { id: params.id, record, row: (await listExercises(db, record.readingId, params.id))[0] ?? null };
    },
  }),
  route(readingsApi.cloneExercise, {
    access: onExercise,
    handler: async ({ db, params }) => {
      const copy = await mustGetExercise(db, await cloneExercise(db, params.id));
      return { id: copy.id, record: copy, exercises: await listExercises(db, copy.readingId) };
    },
  }),
  route(readingsApi.exerciseTargets, {
    access: onExercise,
    handler: async ({ db, params }) => (await mustGetExercise(db, params.id)).targets,
  }),
  route(readingsApi.setExerciseTarget, {
    access: onExercise,
    handler: async ({ db, params, body, courseId }) => {
      await mustBeTarget(db, courseId, params.dialectId);
      await writeTexts(db, { ...exerciseKey(params.id), courseId }, { targets: cleanTargets([{ dialectId: params.dialectId, ...body }]) });
      return mustGetExercise(db, params.id);
    },
  }),
];
