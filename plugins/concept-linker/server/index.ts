import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conceptLinks, conceptType, courseDialectList, defineServerPlugin, HttpError, linkedText, route, type Db } from '../../../sdk/server';
import { languageOfDialect, plainOf, tokenize } from '../../../sdk/shared';
import { CL_UTILS, CONCEPT_LINKER } from '../plugin';
import { conceptUseCounts, panelUses } from './cl-utils';
import { LESSON_MAX, LESSON_MIN, lessonBound } from '../shared';
import {
  checkerRefs, checkTexts, clDetails, guess, notTarget, saveLinks, targetText, textIds,
} from './linker';
import { conceptLinkHealth } from './health';

const int = z.coerce.number().int();
const textParams = z.object({ ref: int.positive(), refId: int.positive(), dialect: int.positive() });
const recordOf = (p: { ref: string; refId: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) });
const bool = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());
const idList = z.string().default('').transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0))]);
/** Lesson bounds: empty or invalid values fall back to 1 and 1000 (spec 2 §5). */
const lesson = (fallback: number) => z.union([z.string(), z.number()]).optional().transform((v) => lessonBound(v, fallback));
const linksBody = z.object({
  concepts: z.array(z.object({
    ref: int.positive(), refId: int.positive(), positions: z.array(int.nonnegative()).min(1).max(50), inflectStudied: int.nullable().optional(),
  })).max(200),
});

async function targetOf(db: Db, courseId: number, dialectId: number) {
  const targets = await courseDialectList(db, courseId, 'target');
  const d = targets.find((t) => t.dialectId === dialectId);
  if (!d) throw notTarget();
  return d;
}

export default defineServerPlugin({
  healthChecks: [conceptLinkHealth],
  routes: [
    route({
      method: 'GET', url: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/guess', access: { record: recordOf },
      summary: 'Guessed concepts of a phrase: { phrase, concepts, possibleConcepts, exactMatch }',
      params: textParams, query: z.object({ phrase: z.string().max(5000).optional(), fromScratch: bool.default(false) }),
      handler: ({ db, params, query, courseId }) =>
        guess(db, { courseId, ref: params.ref, refId: params.refId, dialectId: params.dialect, phrase: query.phrase, fromScratch: query.fromScratch }),
    }),
    route({
      method: 'PUT', url: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/links', access: { record: recordOf },
      summary: 'Stores the linked concepts of the stored text in the dialect (no overlap); answers the guess and clDetails',
      params: textParams, body: linksBody,
      handler: async ({ db, params, body, courseId }) => {
        const d = await targetText(db, courseId, params.ref, params.refId, params.dialect);
        const tokens = tokenize(plainOf(d.text), languageOfDialect(d.dialectCode));
        await saveLinks(db, { courseId, ref: params.ref, refId: params.refId, dialectId: d.dialectId }, tokens.length, body.concepts);
        return {
          guess: await guess(db, { courseId, ref: params.ref, refId: params.refId, dialectId: d.dialectId, fromScratch: false }),
          clDetails: await clDetails(db, courseId, params.ref, params.refId),
        };
      },
    }),
    route({
      method: 'POST', url: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/invalidate', access: { record: recordOf },
      summary: 'Drops the links of the text in the dialect and answers a fresh guess from scratch',
      params: textParams,
      handler: async ({ db, params, courseId }) => {
        await targetOf(db, courseId, params.dialect);
        await db.delete(conceptLinks).where(and(eq(conceptLinks.ref, params.ref), eq(conceptLinks.refId, params.refId), eq(conceptLinks.dialectId, params.dialect)));
        return guess(db, { courseId, ref: params.ref, refId: params.refId, dialectId: params.dialect, fromScratch: true });
      },
    }),
    route({
      method: 'GET', url: 'concepts-linker/ref/:ref/refId/:refId/cl-details', access: { record: recordOf },
      summary: 'clDetails per target dialect: { dialectId, dialectCode, conceptLinker, conceptLinkerCoverage }',
      params: z.object({ ref: int.positive(), refId: int.positive() }),
      handler: async ({ db, params, courseId }) => clDetails(db, courseId, params.ref, params.refId),
    }),
    route({
      method: 'GET', url: 'concepts-linker/course/:courseId/ref/:ref/refId/:refId/targetDialect/:d/sourceDialect/:s/concept-uses',
      access: { module: CONCEPT_LINKER }, summary: 'The texts of the course linking the concept: { ref, refId, target, source }',
      params: z.object({ courseId: int.positive(), ref: int.positive(), refId: int.positive(), d: int.positive(), s: int.positive() }),
      handler: async ({ db, params }) => {
        const rows = await db.selectDistinct({ ref: conceptLinks.ref, refId: conceptLinks.refId }).from(conceptLinks)
          .where(and(eq(conceptLinks.courseId, params.courseId), eq(conceptLinks.conceptRef, params.ref),
            eq(conceptLinks.conceptRefId, params.refId), eq(conceptLinks.dialectId, params.d)))
          .orderBy(conceptLinks.ref, conceptLinks.refId);
        return Promise.all(rows.map(async (r) => ({
          ...r, target: await linkedText(db, r.ref, r.refId, params.d), source: await linkedText(db, r.ref, r.refId, params.s),
        })));
      },
    }),
    route({
      method: 'GET', url: 'concepts-linker/checker-refs', access: 'user', summary: 'The texts the checker runs over: [{ ref, name }]',
      handler: async () => checkerRefs(),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements', access: { module: CONCEPT_LINKER },
      summary: 'Ids of the texts of the ref in the lesson range (texts of no lesson, such as sentences: all of them)',
      params: z.object({ courseId: int.positive(), ref: int.positive(), d: int.positive() }),
      query: z.object({ startLesson: lesson(LESSON_MIN), endLesson: lesson(LESSON_MAX) }),
      handler: async ({ db, params, query }) => {
        await targetOf(db, params.courseId, params.d);
        if (!checkerRefs().some((r) => r.ref === params.ref)) throw new HttpError(400, 'Not a checker ref', { ref: 'Not a checker ref' });
        return textIds(db, params.courseId, params.ref, { start: query.startLesson, end: query.endLesson });
      },
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/target-dialects/:d/checker-ref-elements-check', access: { module: CONCEPT_LINKER },
      summary: 'Checks the links of the texts: [{ id, conceptLinkerDone }]',
      params: z.object({ courseId: int.positive(), ref: int.positive(), d: int.positive() }), query: z.object({ ids: idList }),
      handler: async ({ db, params, query }) => {
        const d = await targetOf(db, params.courseId, params.d);
        return checkTexts(db, params.courseId, params.ref, query.ids.slice(0, 500), d.dialectId, languageOfDialect(d.dialectCode));
      },
    }),
    route({
      method: 'GET', url: 'groups/:courseId/panels-cl-utils', access: { module: CL_UTILS },
      summary: 'The course panels with their usage counts in the linked texts of lessons up to lessonPos (and of no lesson)',
      params: z.object({ courseId: int.positive() }), query: z.object({ lessonPos: lesson(LESSON_MAX) }),
      handler: async ({ db, params, query }) => panelUses(db, params.courseId, query.lessonPos),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/cl-utils-uses', access: { module: CL_UTILS },
      summary: 'Usage counts of the concepts of a type in the linked texts of lessons up to lessonPos (and of no lesson): [{ id, nUses }]',
      params: z.object({ courseId: int.positive(), ref: int.positive() }), query: z.object({ lessonPos: lesson(LESSON_MAX) }),
      handler: async ({ db, params, query }) => {
        if (!conceptType(params.ref)) throw new HttpError(400, 'Not a concept type', { ref: 'Not a concept type' });
        const uses = await conceptUseCounts(db, params.courseId, params.ref, query.lessonPos);
        return [...uses].map(([id, nUses]) => ({ id, nUses })).sort((a, b) => a.id - b.id);
      },
    }),
  ],
});

