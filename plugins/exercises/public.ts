import { z } from 'zod';
import { contract, MODULE, resourceContract } from '../../sdk/shared';

/** The exercises plugin's public face: its module keys and the route contracts other plugins call. */
export const EXERCISES = MODULE.exercise;

/** An exercise's grid row: the text in the course's default target dialect (plain) and the last check's error. */
export type ExerciseRow = {
  id: number;
  flag: number;
  headingId: number | null;
  positions: string;
  error: string;
  target: string;
};

export const exerciseResource = resourceContract(
  { list: 'groups/:courseId/exercises', create: 'groups/:courseId/exercises', item: 'exercises' },
  { row: z.custom<ExerciseRow>() },
);

const courseParams = z.object({ courseId: z.coerce.number().int().positive() });

/** The exercises plugin's own routes besides its resource (spec 3 §4 Check). */
export const exercisesApi = {
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/exercises/check',
    params: courseParams,
    answer: z.custom<ExerciseRow[]>(),
    summary: "Checks the course's exercises and answers the grid rows of those with errors",
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/exercises/with-error',
    params: courseParams,
    answer: z.custom<ExerciseRow[]>(),
    summary: 'Grid rows of the exercises whose last check found an error',
  }),
};
