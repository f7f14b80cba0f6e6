import { z } from 'zod';
import {
  contract,
  courseParams,
  dbIdParam,
  idParams,
  MODULE,
  partContracts,
  reference,
  resourceContract,
  TranslationStatus,
  translationTextsBody,
  type AudioState,
  type ClDetail,
  type Saved,
  type TranslationTextValue,
} from '../../sdk/shared';
import type { ReadBy } from './rules';

/** The readings plugin's public face: its module keys and the route contracts other plugins call. */
export const READINGS = MODULE.reading;
export const READING_TEXTS = 2801;

/** A reading as its editor shows it. */
export type Reading = {
  id: number;
  title: string;
  positions: string;
  listening: boolean;
  readBy: ReadBy;
  flag: number;
  version: number;
};

/** A reading's grid row. */
export interface ReadingRow {
  id: number;
  title: string;
  positions: string;
  flag: number;
  listening: boolean;
  error: boolean;
  nTexts: number;
  nExercises: number;
}

/** A row of the Text tab: the default target's text as plain text, the audio span, the AI review. */
export interface ReadingTextRow {
  id: number;
  position: number;
  title: string;
  text: string;
  audioStart: number;
  audioEnd: number;
  aiReview: number;
  /** Its concept-linker details per target dialect. */
  clDetails: ClDetail[];
}

/** A reading text's HTML in one target dialect, with that dialect's audio. */
export type ReadingTextTarget = TranslationTextValue & { audio: AudioState };

/** A reading text: its audio span (thousandths of a second; end 0 = to the end), HTML per target, sources. */
export interface ReadingText {
  id: number;
  courseId: number;
  readingId: number;
  position: number;
  title: string;
  audioStart: number;
  audioEnd: number;
  aiReview: number;
  version: number;
  targets: ReadingTextTarget[];
  sources: TranslationTextValue[];
}

/** A row of the Exercises tab: its reading text's title ('ALL' and id 0 for every text). */
export interface ReadingExerciseRow {
  id: number;
  position: number;
  title: string;
  exerciseType: number;
  error: boolean;
  listening: boolean;
  aiReview: number;
  readingTextId: number;
  readingText: string;
}

/** A reading exercise with its HTML per target dialect; readingTextId 0 for ALL. */
export interface ReadingExercise {
  id: number;
  courseId: number;
  readingId: number;
  readingTextId: number;
  position: number;
  title: string;
  exerciseType: number;
  listening: boolean;
  error: boolean;
  aiReview: number;
  version: number;
  targets: TranslationTextValue[];
}

/** Readings (28): GET courses/{course}/readings (?text, ?withError=1) and /{id}; GET readings/new?course=; POST courses/{course}/readings; GET|PUT|DELETE readings/{id}; PUT readings/{id}/flag. */
export const readingResource = resourceContract(
  { list: 'courses/:courseId/readings', create: 'courses/:courseId/readings', item: 'readings' },
  { record: z.custom<Reading>(), row: z.custom<ReadingRow>() },
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
    row: z.custom<ReadingTextRow>(),
    body: newTitle,
    added: z.custom<{ record: ReadingText }>(),
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
    row: z.custom<ReadingExerciseRow>(),
    body: newTitle,
    added: z.custom<{ record: ReadingExercise }>(),
  },
);

/** The readings plugin's other calls: the check, a reading text and a reading exercise. */
export const readingsApi = {
  // Check, then the readings with an error (the grid shows only those).
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/readings/check',
    params: courseParams,
    answer: z.object({ checked: z.number(), withError: z.number() }),
    summary: 'Checks every reading of the course and stores which have an error: { checked, withError }',
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/readings/with-error',
    params: courseParams,
    answer: z.custom<ReadingRow[]>(),
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
    answer: z.custom<ReadingText>(),
    summary: 'A reading text with its HTML per target (and audio) and sources',
  }),
  saveText: contract({
    method: 'PUT',
    path: 'readings/texts/:id',
    params: idParams,
    body: textBody,
    answer: z.custom<Saved<ReadingText, ReadingTextRow>>(),
    summary:
      'Saves a reading text: title, audio start and end in thousandths (end after start; 0 = to the end), HTML per target, sources; 409 when stale; answers the text and its row',
  }),
  textTargets: contract({
    method: 'GET',
    path: 'readings/texts/:id/targets',
    params: idParams,
    answer: z.custom<ReadingTextTarget[]>(),
    summary: "The text's HTML in each target dialect",
  }),
  setTextTarget: contract({
    method: 'PUT',
    path: 'readings/texts/:id/target-dialect/:dialectId',
    params: dialectParams,
    body: dialectText,
    answer: z.custom<ReadingText>(),
    summary: "Sets the text's HTML in one target dialect; answers the text",
  }),

  // Exercises
  exercise: contract({
    method: 'GET',
    path: 'readings/exercises/:id',
    params: idParams,
    answer: z.custom<ReadingExercise>(),
    summary: 'A reading exercise with its HTML per target',
  }),
  saveExercise: contract({
    method: 'PUT',
    path: 'readings/exercises/:id',
    params: idParams,
    body: exerciseBody,
    answer: z.custom<Saved<ReadingExercise, ReadingExerciseRow>>(),
    summary: 'Saves a reading exercise: title, reading part (0 = ALL), type, listening, HTML per target; 409 when stale; answers it and its row',
  }),
  cloneExercise: contract({
    method: 'PUT',
    path: 'readings/exercises/:id/clone',
    params: idParams,
    answer: z.custom<{ id: number; record: ReadingExercise; exercises: ReadingExerciseRow[] }>(),
    summary: 'Copies the exercise (with its HTML) to the end of its reading; answers the copy and the exercises',
  }),
  exerciseTargets: contract({
    method: 'GET',
    path: 'readings/exercises/:id/targets',
    params: idParams,
    answer: z.custom<TranslationTextValue[]>(),
    summary: "The exercise's HTML in each target dialect",
  }),
  setExerciseTarget: contract({
    method: 'PUT',
    path: 'readings/exercises/:id/target-dialect/:dialectId',
    params: dialectParams,
    body: dialectText,
    answer: z.custom<ReadingExercise>(),
    summary: "Sets the exercise's HTML in one target dialect; answers the exercise",
  }),
};
