import { z } from 'zod';
import { contract, linkerApi, MODULE } from '../../sdk/shared';
import { lessonBound, LESSON_MAX, LESSON_MIN } from './shared';

/** The concept-linker plugin's public face: its module keys and the route contracts other plugins call. */
export const CONCEPT_LINKER = MODULE.conceptLinker;
export const CL_UTILS = MODULE.clUtils;

/** A text the checker runs over, by module (ref). */
export interface CheckerRef {
  ref: number;
  name: string;
}
/** A concept with the number of linked texts using it (lesson utilities). */
export interface ConceptUse {
  id: number;
  title: string;
  nUses: number;
}

const int = z.coerce.number().int();
/** Comma-separated ids: '1,2,3' (distinct positive integers, the rest dropped). */
const idList = z
  .string()
  .default('')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ]);
/** Lesson bounds: empty or invalid values fall back to 1 and 1000 (spec 2 §5). */
const lesson = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => lessonBound(v, fallback));
const refsParams = z.object({ courseId: int.positive(), ref: int.positive(), d: int.positive() });

/** The concept-linker plugin's calls: the linker editor's, the checker's (18) and the lesson utilities' (31). */
export const conceptLinkerApi = {
  // The linker editor's (the SDK's LinkerEditor calls them): guess, saveLinks, invalidate.
  ...linkerApi,
  clDetails: contract({
    method: 'GET',
    path: 'concepts-linker/ref/:ref/refId/:refId/cl-details',
    params: z.object({ ref: int.positive(), refId: int.positive() }),
    answer: z.array(z.object({ dialectId: z.number(), dialectCode: z.string(), conceptLinker: z.boolean(), conceptLinkerCoverage: z.number() })),
    summary: 'clDetails per target dialect: { dialectId, dialectCode, conceptLinker, conceptLinkerCoverage }',
  }),
  conceptUses: contract({
    method: 'GET',
    path: 'concepts-linker/course/:courseId/ref/:ref/refId/:refId/targetDialect/:d/sourceDialect/:s/concept-uses',
    params: z.object({ courseId: int.positive(), ref: int.positive(), refId: int.positive(), d: int.positive(), s: int.positive() }),
    answer: z.array(z.object({ ref: z.number(), refId: z.number(), target: z.string(), source: z.string() })),
    summary: 'The texts of the course linking the concept: { ref, refId, target, source }',
  }),
  checkerRefs: contract({
    method: 'GET',
    path: 'concepts-linker/checker-refs',
    answer: z.array(z.object({ ref: z.number(), name: z.string() })),
    summary: 'The texts the checker runs over: [{ ref, name }]',
  }),
  checkerRefElements: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements',
    params: refsParams,
    query: z.object({ startLesson: lesson(LESSON_MIN), endLesson: lesson(LESSON_MAX) }),
    answer: z.array(z.number()),
    summary: 'Ids of the texts of the ref in the lesson range (texts of no lesson, such as sentences: all of them)',
  }),
  checkerRefElementsCheck: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements-check',
    params: refsParams,
    query: z.object({ ids: idList }),
    answer: z.array(z.object({ id: z.number(), conceptLinkerDone: z.boolean() })),
    summary: 'Checks the links of the texts: [{ id, conceptLinkerDone }]',
  }),
  panelUses: contract({
    method: 'GET',
    path: 'groups/:courseId/panels-cl-utils',
    params: z.object({ courseId: int.positive() }),
    query: z.object({ lessonPos: lesson(LESSON_MAX) }),
    answer: z.array(z.object({ id: z.number(), title: z.string(), nUses: z.number() })),
    summary: 'The course panels with their usage counts in the linked texts of lessons up to lessonPos (and of no lesson)',
  }),
  conceptUseCounts: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/cl-utils-uses',
    params: z.object({ courseId: int.positive(), ref: int.positive() }),
    query: z.object({ lessonPos: lesson(LESSON_MAX) }),
    answer: z.array(z.object({ id: z.number(), nUses: z.number() })),
    summary: 'Usage counts of the concepts of a type in the linked texts of lessons up to lessonPos (and of no lesson): [{ id, nUses }]',
  }),
};

/** The checker's calls as spec 2 §7 'Concepts checker' spells them (under concepts-linker/), beside the product's own. */
export const conceptLinkerSpecApi = {
  checkerRefElements: contract({
    ...conceptLinkerApi.checkerRefElements,
    path: 'concepts-linker/groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements',
  }),
  checkerRefElementsCheck: contract({
    ...conceptLinkerApi.checkerRefElementsCheck,
    path: 'concepts-linker/groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements-check',
  }),
};
