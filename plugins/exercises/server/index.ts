import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { contribute, defineResource, defineServerPlugin, deleteTranslations, route, translationTextsBody } from '../../../sdk/server';
import { publishedTexts } from '../../publish/public';
import { ratedVersions } from '../../feedback/public';
import { MODULE, reference } from '../../../sdk/shared';
import { checkExercises } from './check';
import {
  blankExercise,
  exerciseKey,
  exerciseVersions,
  exercisesOfHeading,
  forgetFeedback,
  getExercise,
  insertExercise,
  listExercises,
  writeExercise,
} from './exercise-store';
import { exercises } from './tables';
import { EXERCISES, exerciseResource, exercisesApi } from '../public';

const body = z.object({
  headingId: reference(MODULE.heading).nullable().default(null),
  positions: z.string().trim().max(200).default(''),
  feedbackVersion: z.number().int().min(1).max(1_000_000).default(1),
  flag: z.number().int().min(1).max(5).default(1),
  targets: translationTextsBody.default([]),
});

export default defineServerPlugin({
  resources: [
    defineResource({
      cacheList: true,
      module: EXERCISES,
      label: 'Exercise',
      table: exercises,
      body,
      flag: true,
      // GET groups/{course}/exercises and /{id}; GET exercises/new?course=; POST groups/{course}/exercises;
      // GET|PUT|DELETE exercises/{id}; PUT exercises/{id}/flag
      contract: exerciseResource,
      list: (db, courseId, f) => listExercises(db, courseId, { ...f, withError: f.withError === '1' }),
      get: getExercise,
      blank: blankExercise,
      insert: insertExercise,
      write: writeExercise,
      beforeDelete: async (tx, id) => {
        await deleteTranslations(tx, EXERCISES, [id]);
        await forgetFeedback(tx, id);
      },
      // GET courses/{course}/exercises-target/new, exercises/{id}/targets, PUT exercises/{id}/target-dialect/{d}
      texts: { key: exerciseKey, kinds: ['target'], html: true },
    }),
  ],
  contributes: [
    // Ratings of an exercise count for its feedback version (the feedback plugin keeps them).
    contribute(ratedVersions, { ref: EXERCISES, versionsOf: exerciseVersions }),
    // An exercise's HTML is published in every target dialect (spec 3 §3: targets per dialect), in
    // its lesson (the outline's: the first lesson playing it).
    contribute(publishedTexts, {
      ref: EXERCISES,
      field: 'html',
      name: 'Exercises',
      dialects: 'target',
      records: (courseId: number) => sql`select id from ${exercises} where course_id = ${courseId}`,
    }),
  ],
  usages: [{ of: MODULE.heading, kind: 'exercises', module: EXERCISES, find: exercisesOfHeading }],
  routes: [
    route(exercisesApi.check, {
      access: { module: EXERCISES },
      handler: async ({ db, params }) => {
        await checkExercises(db, params.courseId);
        return listExercises(db, params.courseId, { withError: true });
      },
    }),
    route(exercisesApi.withError, {
      access: { module: EXERCISES },
      handler: async ({ db, params }) => listExercises(db, params.courseId, { withError: true }),
    }),
  ],
});
