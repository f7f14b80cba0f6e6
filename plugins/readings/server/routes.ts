import { z } from 'zod';
import { HttpError, byIdAccess, courseTextDialects, route, translationTextsBody, writeTexts, type Db } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { READINGS } from '../plugin';
import { checkReadings } from './check';
import {
  cloneExercise, createExercise, deleteExercise, getExercise, listExercises, mustGetExercise, writeExercise,
} from './exercise-store';
import { moveTo } from './positions';
import { listReadings } from './reading-store';
import { readingExercises, readingTexts, readings } from './tables';
import { cleanTargets, createText, deleteText, listTexts, mustGetText, textOptions, writeText } from './text-store';
import { exerciseKey, textKey } from './translations';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const dialectParams = idParams.extend({ dialectId: id });
const courseParams = z.object({ courseId: id });
const int4 = z.number().int().min(0).max(2_147_483_647);
const title = z.string().trim().max(500);
const moveBody = z.object({ destinationPos: z.number().int().min(1).max(100_000) });
const dialectText = z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() });

const onReading = byIdAccess(READINGS, readings);
const onText = byIdAccess(READINGS, readingTexts);
const onExercise = byIdAccess(READINGS, readingExercises);

const textBody = z.object({
  title: title.min(1, 'Required'),
  audioStart: int4.default(0),
  audioEnd: int4.default(0),
  targets: translationTextsBody.optional(),
  sources: translationTextsBody.optional(),
  version: z.number().int().optional(),
});
const exerciseBody = z.object({
  title: title.min(1, 'Required'),
  readingTextId: z.number().int().min(0).max(2_147_483_647).default(0),
  exerciseType: z.number().int().min(0).max(100).default(0),
  listening: z.boolean().default(false),
  targets: translationTextsBody.optional(),
  version: z.number().int().optional(),
});

async function mustBeTarget(db: Db, courseId: number, dialectId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  if (!targets.some((d) => d.dialectId === dialectId)) throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
}

export const readingRoutes = [
  // Check, then the readings with an error (the grid shows only those).
  route({
    method: 'GET', url: 'courses/:courseId/readings/check', access: { module: READINGS }, params: courseParams,
    summary: 'Checks every reading of the course and stores which have an error: { checked, withError }',
    handler: async ({ db, params }) => checkReadings(db, params.courseId),
  }),
  route({
    method: 'GET', url: 'courses/:courseId/readings/with-error', access: { module: READINGS }, params: courseParams,
    summary: 'The grid rows of the readings the last check found in error',
    handler: async ({ db, params }) => listReadings(db, params.courseId, { withError: true }),
  }),

  // Texts
  route({
    method: 'GET', url: 'readings/:id/texts', access: onReading, params: idParams, summary: "The reading's texts by position",
    handler: async ({ db, params, courseId }) => listTexts(db, params.id, courseId),
  }),
  route({
    method: 'GET', url: 'readings/:id/reading-texts-select', access: onReading, params: idParams,
    summary: 'The Reading Part options: ALL (id 0), then each text', handler: async ({ db, params }) => textOptions(db, params.id),
  }),
  route({
    method: 'POST', url: 'readings/:id/texts/new', access: onReading, params: idParams, body: z.object({ title: title.default('') }).default({ title: '' }),
    summary: 'Adds a text at the end of the reading; answers it (data.id, data.record)',
    handler: async ({ db, params, body, courseId }) => {
      const newId = await createText(db, params.id, courseId, body.title);
      return { id: newId, record: await mustGetText(db, newId) };
    },
  }),
  route({
    method: 'GET', url: 'readings/texts/:id', access: onText, params: idParams, summary: 'A reading text with its HTML per target (and audio) and sources',
    handler: async ({ db, params }) => mustGetText(db, params.id),
  }),
  route({
    method: 'PUT', url: 'readings/texts/:id', access: onText, params: idParams, body: textBody,
    summary: 'Saves a reading text: title, audio start and end in thousandths (end after start; 0 = to the end), HTML per target, sources; 409 when stale',
    handler: async ({ db, params, body }) => {
      await writeText(db, params.id, body);
      return { id: params.id, record: await mustGetText(db, params.id) };
    },
  }),
  route({
    method: 'DELETE', url: 'readings/texts/:id', access: onText, params: idParams, summary: 'Deletes a reading text',
    handler: async ({ db, params }) => {
      await deleteText(db, params.id);
      return { id: params.id };
    },
  }),
  route({
    method: 'PUT', url: 'readings/texts/:id/move', access: onText, params: idParams, body: moveBody,
    summary: 'Moves a text to a position (1-based) among its reading\'s; the same place changes nothing',
    handler: async ({ db, params, body }) => ({ moved: await moveTo(db, readingTexts, params.id, body.destinationPos) }),
  }),
  route({
    method: 'GET', url: 'readings/texts/:id/targets', access: onText, params: idParams, summary: "The text's HTML in each target dialect",
    handler: async ({ db, params }) => (await mustGetText(db, params.id)).targets,
  }),
  route({
    method: 'PUT', url: 'readings/texts/:id/target-dialect/:dialectId', access: onText, params: dialectParams, body: dialectText,
    summary: "Sets the text's HTML in one target dialect; answers the text",
    handler: async ({ db, params, body, courseId }) => {
      await mustBeTarget(db, courseId, params.dialectId);
      await writeTexts(db, { ...textKey(params.id), courseId }, { targets: cleanTargets([{ dialectId: params.dialectId, ...body }]) });
      return mustGetText(db, params.id);
    },
  }),

  // Exercises
  route({
    method: 'GET', url: 'readings/:id/exercises', access: onReading, params: idParams, summary: "The reading's exercises by position",
    handler: async ({ db, params }) => listExercises(db, params.id),
  }),
  route({
    method: 'POST', url: 'readings/:id/exercises/new', access: onReading, params: idParams, body: z.object({ title: title.default('') }).default({ title: '' }),
    summary: 'Adds an exercise (ALL parts) at the end of the reading; answers it',
    handler: async ({ db, params, body, courseId }) => {
      const newId = await createExercise(db, params.id, courseId, body.title);
      return { id: newId, record: await mustGetExercise(db, newId) };
    },
  }),
  route({
    method: 'GET', url: 'readings/exercises/:id', access: onExercise, params: idParams, summary: 'A reading exercise with its HTML per target',
    handler: async ({ db, params }) => mustGetExercise(db, params.id),
  }),
  route({
    method: 'PUT', url: 'readings/exercises/:id', access: onExercise, params: idParams, body: exerciseBody,
    summary: 'Saves a reading exercise: title, reading part (0 = ALL), type, listening, HTML per target; 409 when stale',
    handler: async ({ db, params, body }) => {
      await writeExercise(db, params.id, body);
      return { id: params.id, record: await mustGetExercise(db, params.id) };
    },
  }),
  route({
    method: 'DELETE', url: 'readings/exercises/:id', access: onExercise, params: idParams, summary: 'Deletes a reading exercise',
    handler: async ({ db, params }) => {
      await deleteExercise(db, params.id);
      return { id: params.id };
    },
  }),
  route({
    method: 'PUT', url: 'readings/exercises/:id/move', access: onExercise, params: idParams, body: moveBody,
    summary: 'Moves an exercise to a position (1-based) among its reading\'s',
    handler: async ({ db, params, body }) => ({ moved: await moveTo(db, readingExercises, params.id, body.destinationPos) }),
  }),
  route({
    method: 'PUT', url: 'readings/exercises/:id/clone', access: onExercise, params: idParams,
    summary: 'Copies the exercise (with its HTML) to the end of its reading; answers the copy',
    handler: async ({ db, params }) => {
      const newId = await cloneExercise(db, params.id);
      return { id: newId, record: await getExercise(db, newId) };
    },
  }),
  route({
    method: 'GET', url: 'readings/exercises/:id/targets', access: onExercise, params: idParams, summary: "The exercise's HTML in each target dialect",
    handler: async ({ db, params }) => (await mustGetExercise(db, params.id)).targets,
  }),
  route({
    method: 'PUT', url: 'readings/exercises/:id/target-dialect/:dialectId', access: onExercise, params: dialectParams, body: dialectText,
    summary: "Sets the exercise's HTML in one target dialect; answers the exercise",
    handler: async ({ db, params, body, courseId }) => {
      await mustBeTarget(db, courseId, params.dialectId);
      await writeTexts(db, { ...exerciseKey(params.id), courseId }, { targets: cleanTargets([{ dialectId: params.dialectId, ...body }]) });
      return mustGetExercise(db, params.id);
    },
  }),
];
