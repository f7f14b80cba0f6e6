import { z } from 'zod';
import { contract, jobContracts, MODULE } from '../../sdk/shared';
export * from './shared';

/** The concept-linker-validator plugin's public face: its module key, its types and the route contracts it serves. */
/** Concept Linker Validator (module 87, global). */
export const CONCEPT_LINKER_VALIDATOR = MODULE.conceptLinkerValidator;
/** The job kind's path (spec 1 §2): its jobs are listed and created at it, the job routes are under it. */
export const CLV_PATH = 'concept-linker-validator';

const int = z.number().int();
/** The creation body of a validation: every field optional, so that the server answers the spec's messages (spec 1 §5). */
export const validationCreateBody = z.object({
  name: z.string().max(200).nullable().optional(),
  item_ref: int.nullable().optional(),
  item_ref_id: int.nullable().optional(),
  courseId: int.nullable().optional(),
  alternative_items: z
    .array(z.object({ ref: int, refId: int }))
    .max(50)
    .nullable()
    .optional(),
  includeCompounds: z.boolean().nullable().optional(),
});
export type ValidationCreateBody = z.output<typeof validationCreateBody>;
/** The validation job kind's contracts (the platform serves them; its jobs are listed and created at CLV_PATH). */
export const validationJobs = jobContracts(CLV_PATH, { createBody: validationCreateBody });

export const conceptTypeOption = z.object({ ref: z.number(), name: z.string(), searchable: z.boolean() });
export const conceptOption = z.object({ id: z.number(), title: z.string(), courseId: z.number() });

/** The concept-linker-validator plugin's calls. */
export const conceptValidatorApi = {
  conceptTypes: contract({
    method: 'GET',
    path: 'concept-linker-validator/concept-types',
    answer: z.array(conceptTypeOption),
    summary: 'The registered concept types a validation can name: [{ ref, name, searchable }]',
  }),
  concepts: contract({
    method: 'GET',
    path: 'concept-linker-validator/concepts',
    query: z.object({
      ref: z.coerce.number().int().positive(),
      courseId: z.coerce.number().int().min(0).optional(),
      text: z.string().max(200).default(''),
    }),
    answer: z.array(conceptOption),
    summary: 'Concepts of a type whose title matches the text, in a course (0 or none: every course)',
  }),
  courses: contract({
    method: 'GET',
    path: 'concept-linker-validator/courses',
    answer: z.array(z.object({ id: z.number(), name: z.string() })),
    summary: 'Every course as { id, name }, for the course picker of the creation form',
  }),
  /** Served by the platform's job routes (the job kind's create route, its body validationCreateBody). */
  create: validationJobs.create,
};
