import { z } from 'zod';
import { contract, dialectRef, MODULE, resourceContract, translationTextValue } from '../../sdk/shared';

/** The exercises plugin's public face: its module keys and the route contracts other plugins call. */
export const EXERCISES = MODULE.exercise;

/** An exercise's grid row: the text in the course's default target dialect (plain) and the last check's error. */
const exerciseRow = z.object({
  id: z.number(),
  flag: z.number(),
  headingId: z.number().nullable(),
  positions: z.string(),
  error: z.string(),
  target: z.string(),
});
export type ExerciseRow = z.output<typeof exerciseRow>;

/** An exercise as its editor shows it: its HTML per target dialect, and the learners' ratings of its current feedback version. */
const exercise = z.object({
  id: z.number(),
  courseId: z.number(),
  headingId: z.number().nullable(),
  positions: z.string(),
  error: z.string(),
  flag: z.number(),
  feedbackVersion: z.number(),
  version: z.number(),
  targets: z.array(translationTextValue),
  feedback: z.array(dialectRef.extend({ n: z.number(), median: z.number(), version: z.number() })),
});
export type Exercise = z.output<typeof exercise>;

export const exerciseResource = resourceContract(
  { list: 'groups/:courseId/exercises', create: 'groups/:courseId/exercises', item: 'exercises' },
  {
    record: exercise,
    row: exerciseRow,
    // ?withError=1: the grid after a check shows only the exercises with errors (spec 3 §4).
    listQuery: z.object({ withError: z.enum(['1']).optional() }),
    texts: { name: 'exercises' },
  },
);

const courseParams = z.object({ courseId: z.coerce.number().int().positive() });

/** The exercises plugin's own routes besides its resource (spec 3 §4 Check). */
export const exercisesApi = {
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/exercises/check',
    params: courseParams,
    answer: z.array(exerciseRow),
    summary: "Checks the course's exercises and answers the grid rows of those with errors",
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/exercises/with-error',
    params: courseParams,
    answer: z.array(exerciseRow),
    summary: 'Grid rows of the exercises whose last check found an error',
  }),
};
