import { z } from 'zod';
import {
  contract,
  courseParams,
  dbIdParam,
  idParams,
  MODULE,
  partContracts,
  partRef,
  reference,
  resourceContract,
  TranslationStatus,
  translationTextsBody,
  audioState,
  clDetail,
  translationTextValue,
} from '../../sdk/shared';
import { READ_BY } from './rules';

/** The readings plugin's public face: its module keys and the route contracts other plugins call. */
export const READINGS = MODULE.reading;
export const READING_TEXTS = partRef('reading', 1);
/** A reading's own title (a column, in the language taught), published apart from its exercises (ref 28). */
export const READING_TITLES = partRef('reading', 2);

/** A reading as its editor shows it. */
const reading = z.object({
  id: z.number(),
  title: z.string(),
  positions: z.string(),
  listening: z.boolean(),
  readBy: z.enum(READ_BY),
  flag: z.number(),
  version: z.number(),
});
export type Reading = z.output<typeof reading>;

/** A reading's grid row. */
const readingRow = z.object({
  id: z.number(),
  title: z.string(),
  positions: z.string(),
  flag: z.number(),
  listening: z.boolean(),
  error: z.boolean(),
  nTexts: z.number(),
  nExercises: z.number(),
});
export type ReadingRow = z.output<typeof readingRow>;

/** A row of the Text tab: the default target's text as plain text, the audio span, the AI review. */
const readingTextRow = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  text: z.string(),
  audioStart: z.number(),
  audioEnd: z.number(),
  aiReview: z.number(),
  /** Its concept-linker details per target dialect. */
  clDetails: z.array(clDetail),
});
export type ReadingTextRow = z.output<typeof readingTextRow>;

/** A reading text's HTML in one target dialect, with that dialect's audio. */
const readingTextTarget = translationTextValue.extend({ audio: audioState });
export type ReadingTextTarget = z.output<typeof readingTextTarget>;

/** A reading text: its audio span (thousandths of a second; end 0 = to the end), HTML per target, sources. */
const readingText = z.object({
  id: z.number(),
  courseId: z.number(),
  readingId: z.number(),
  position: z.number(),
  title: z.string(),
  audioStart: z.number(),
  audioEnd: z.number(),
  aiReview: z.number(),
  version: z.number(),
  targets: z.array(readingTextTarget),
  sources: z.array(translationTextValue),
});
export type ReadingText = z.output<typeof readingText>;

/** A row of the Exercises tab: its reading text's title ('ALL' and id 0 for every text). */
const readingExerciseRow = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  exerciseType: z.number(),
  error: z.boolean(),
  listening: z.boolean(),
  aiReview: z.number(),
  readingTextId: z.number(),
  readingText: z.string(),
});
export type ReadingExerciseRow = z.output<typeof readingExerciseRow>;

/** A reading exercise with its HTML per target dialect; readingTextId 0 for ALL. */
const readingExercise = z.object({
  id: z.number(),
  courseId: z.number(),
  readingId: z.number(),
  readingTextId: z.number(),
  position: z.number(),
  title: z.string(),
  exerciseType: z.number(),
  listening: z.boolean(),
  error: z.boolean(),
  aiReview: z.number(),
  version: z.number(),
  targets: z.array(translationTextValue),
});
export type ReadingExercise = z.output<typeof readingExercise>;

/** A save's answer: the record as saved and its grid row (null when it left the list). */
const savedOf = <R extends z.ZodType, Row extends z.ZodType>(record: R, row: Row) => z.object({ id: z.number(), record, row: row.nullable() });

/** Readings (28): GET courses/{course}/readings (?text, ?withError=1) and /{id}; GET readings/new?course=; POST courses/{course}/readings; GET|PUT|DELETE readings/{id}; PUT readings/{id}/flag. */
export const readingResource = resourceContract(
  { list: 'courses/:courseId/readings', create: 'courses/:courseId/readings', item: 'readings' },
  {
    record: reading,
    row: readingRow,
    // ?withError=1: only the readings the last check found in error (the grid after Check).
    listQuery: z.object({ withError: z.enum(['0', '1']).optional() }),
  },
);

const dialectParams = idParams.extend({ dialectId: dbIdParam });
const int4 = z.number().int().min(0).max(2_147_483_647);
const title = z.string().trim().max(500);
const dialectText = z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() });
const newTitle = z.object({ title: title.default('') }).default({ title: '' });

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
  /** 0 for ALL, or a text of the reading (a declared reference; the route checks it is this reading's). */
  readingTextId: z.union([z.literal(0), reference(READING_TEXTS)]).default(0),
  exerciseType: z.number().int().min(0).max(100).default(0),
  listening: z.boolean().default(false),
  targets: translationTextsBody.optional(),
  version: z.number().int().optional(),
});

/**
 * A reading's texts (spec 3 §7 Readings): GET readings/{id}/texts (the Text tab's rows); POST
 * readings/{id}/texts/new (title 'Text n' when none is given: answers the text as its editor shows
 * it, data.record, beside the rows); PUT readings/texts/{id}/move; DELETE readings/texts/{id}.
 * Each write answers { id, texts }.
 */
export const readingTextParts = partContracts(
  { list: 'readings/:id/texts', item: 'readings/texts' },
  {
    row: readingTextRow,
    body: newTitle,
    added: z.object({ record: readingText }),
  },
);

/**
 * A reading's exercises: GET readings/{id}/exercises; POST readings/{id}/exercises/new (ALL parts,
 * answers data.record too); PUT readings/exercises/{id}/move; DELETE readings/exercises/{id}.
 * Each write answers { id, exercises }.
 */
export const readingExerciseParts = partContracts(
  { list: 'readings/:id/exercises', item: 'readings/exercises' },
  {
    row: readingExerciseRow,
    body: newTitle,
    added: z.object({ record: readingExercise }),
  },
);

/** The readings plugin's other calls: the check, a reading text and a reading exercise. */
export const readingsApi = {
  // Check, then the readings with an error (the grid shows only those).
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/readings/check',
    params: courseParams,
    answer: z.object({ checked: z.number(), withError: z.number(), rows: z.array(readingRow) }),
    summary: 'Checks every reading of the course and stores which have an error: { checked, withError, rows } (rows: the grid rows of those in error)',
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/readings/with-error',
    params: courseParams,
    answer: z.array(readingRow),
    summary: 'The grid rows of the readings the last check found in error',
  }),

  // Texts
  textOptions: contract({
    method: 'GET',
    path: 'readings/:id/reading-texts-select',
    params: idParams,
    answer: z.array(z.object({ id: z.number(), title: z.string() })),
    summary: 'The Reading Part options: ALL (id 0), then each text',
  }),
  text: contract({
    method: 'GET',
    path: 'readings/texts/:id',
    params: idParams,
    answer: readingText,
    summary: 'A reading text with its HTML per target (and audio) and sources',
  }),
  saveText: contract({
    method: 'PUT',
    path: 'readings/texts/:id',
    params: idParams,
    body: textBody,
    answer: savedOf(readingText, readingTextRow),
    summary:
      'Saves a reading text: title, audio start and end in thousandths (end after start; 0 = to the end), HTML per target, sources; 409 when stale; answers the text and its row',
  }),
  textTargets: contract({
    method: 'GET',
    path: 'readings/texts/:id/targets',
    params: idParams,
    answer: z.array(readingTextTarget),
    summary: "The text's HTML in each target dialect",
  }),
  setTextTarget: contract({
    method: 'PUT',
    path: 'readings/texts/:id/target-dialect/:dialectId',
    params: dialectParams,
    body: dialectText,
    answer: readingText,
    summary: "Sets the text's HTML in one target dialect; answers the text",
  }),

  // Exercises
  exercise: contract({
    method: 'GET',
    path: 'readings/exercises/:id',
    params: idParams,
    answer: readingExercise,
    summary: 'A reading exercise with its HTML per target',
  }),
  saveExercise: contract({
    method: 'PUT',
    path: 'readings/exercises/:id',
    params: idParams,
    body: exerciseBody,
    answer: savedOf(readingExercise, readingExerciseRow),
    summary: 'Saves a reading exercise: title, reading part (0 = ALL), type, listening, HTML per target; 409 when stale; answers it and its row',
  }),
  cloneExercise: contract({
    method: 'PUT',
    path: 'readings/exercises/:id/clone',
    params: idParams,
    answer: z.object({ id: z.number(), record: readingExercise, exercises: z.array(readingExerciseRow) }),
    summary: 'Copies the exercise (with its HTML) to the end of its reading; answers the copy and the exercises',
  }),
  exerciseTargets: contract({
    method: 'GET',
    path: 'readings/exercises/:id/targets',
    params: idParams,
    answer: z.array(translationTextValue),
    summary: "The exercise's HTML in each target dialect",
  }),
  setExerciseTarget: contract({
    method: 'PUT',
    path: 'readings/exercises/:id/target-dialect/:dialectId',
    params: dialectParams,
    body: dialectText,
    answer: readingExercise,
    summary: "Sets the exercise's HTML in one target dialect; answers the exercise",
  }),
};
