import { HttpError, byIdAccess, courseTextDialects, route, writeTexts, type Db, type RouteDef } from '../../../sdk/server';
import { READINGS, readingsApi } from '../public';
import { checkReadings } from './check';
import {
  cloneExercise, createExercise, deleteExercise, getExercise, listExercises, mustGetExercise, writeExercise,
} from './exercise-store';
import { moveTo } from './positions';
import { listReadings } from './reading-store';
import { readingExercises, readingTexts, readings } from './tables';
import { cleanTargets, createText, deleteText, listTexts, mustGetText, textOptions, writeText } from './text-store';
import { exerciseKey, textKey } from './translations';

const onReading = byIdAccess(READINGS, readings);
const onText = byIdAccess(READINGS, readingTexts);
const onExercise = byIdAccess(READINGS, readingExercises);

async function mustBeTarget(db: Db, courseId: number, dialectId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  if (!targets.some((d) => d.dialectId === dialectId)) throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
}

export const readingRoutes: RouteDef[] = [
  // Check, then the readings with an error (the grid shows only those).
  route(readingsApi.check, {
    access: { module: READINGS },
    handler: async ({ db, params }) => checkReadings(db, params.courseId),
  }),
  route(readingsApi.withError, {
    access: { module: READINGS },
    handler: async ({ db, params }) => listReadings(db, params.courseId, { withError: true }),
  }),

  // Texts
  route(readingsApi.texts, {
    access: onReading,
    handler: async ({ db, params, courseId }) => listTexts(db, params.id, courseId),
  }),
  route(readingsApi.textOptions, {
    access: onReading,
    handler: async ({ db, params }) => textOptions(db, params.id),
  }),
  route(readingsApi.addText, {
    access: onReading,
    handler: async ({ db, params, body, courseId }) => {
      const newId = await createText(db, params.id, courseId, body.title);
      return { id: newId, record: await mustGetText(db, newId) };
    },
  }),
  route(readingsApi.text, {
    access: onText,
    handler: async ({ db, params }) => mustGetText(db, params.id),
  }),
  route(readingsApi.saveText, {
    access: onText,
    handler: async ({ db, params, body }) => {
      await writeText(db, params.id, body);
      return { id: params.id, record: await mustGetText(db, params.id) };
    },
  }),
  route(readingsApi.deleteText, {
    access: onText,
    handler: async ({ db, params }) => {
      await deleteText(db, params.id);
      return { id: params.id };
    },
  }),
  route(readingsApi.moveText, {
    access: onText,
    handler: async ({ db, params, body }) => ({ moved: await moveTo(db, readingTexts, params.id, body.destinationPos) }),
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
  route(readingsApi.exercises, {
    access: onReading,
    handler: async ({ db, params }) => listExercises(db, params.id),
  }),
  route(readingsApi.addExercise, {
    access: onReading,
    handler: async ({ db, params, body, courseId }) => {
      const newId = await createExercise(db, params.id, courseId, body.title);
      return { id: newId, record: await mustGetExercise(db, newId) };
    },
  }),
  route(readingsApi.exercise, {
    access: onExercise,
    handler: async ({ db, params }) => mustGetExercise(db, params.id),
  }),
  route(readingsApi.saveExercise, {
    access: onExercise,
    handler: async ({ db, params, body }) => {
      await writeExercise(db, params.id, body);
      return { id: params.id, record: await mustGetExercise(db, params.id) };
    },
  }),
  route(readingsApi.deleteExercise, {
    access: onExercise,
    handler: async ({ db, params }) => {
      await deleteExercise(db, params.id);
      return { id: params.id };
    },
  }),
  route(readingsApi.moveExercise, {
    access: onExercise,
    handler: async ({ db, params, body }) => ({ moved: await moveTo(db, readingExercises, params.id, body.destinationPos) }),
  }),
  route(readingsApi.cloneExercise, {
    access: onExercise,
    handler: async ({ db, params }) => {
      const newId = await cloneExercise(db, params.id);
      return { id: newId, record: await getExercise(db, newId) };
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
