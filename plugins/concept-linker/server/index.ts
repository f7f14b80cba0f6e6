import { and, eq } from 'drizzle-orm';
import { conceptLinks, conceptType, courseDialectList, defineServerPlugin, HttpError, linkedText, route, type Db } from '../../../sdk/server';
import { languageOfDialect, plainOf, tokenize } from '../../../sdk/shared';
import { CL_UTILS, CONCEPT_LINKER, conceptLinkerApi, conceptLinkerSpecApi } from '../public';
import type { RouteImpl } from '../../../sdk/server';
import { conceptUseCounts, panelUses } from './cl-utils';
import { checkerRefs, checkTexts, clDetails, guess, notTarget, saveLinks, targetText, textIds } from './linker';
import { conceptLinkHealth } from './health';

const recordOf = (p: { ref: string; refId: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) });

async function targetOf(db: Db, courseId: number, dialectId: number) {
  const targets = await courseDialectList(db, courseId, 'target');
  const d = targets.find((t) => t.dialectId === dialectId);
  if (!d) throw notTarget();
  return d;
}

/** The checker's two calls, served at the product's paths and at the spec's (conceptLinkerSpecApi). */
const checkerElements: RouteImpl<typeof conceptLinkerApi.checkerRefElements> = {
  access: { module: CONCEPT_LINKER },
  handler: async ({ db, params, query }) => {
    await targetOf(db, params.courseId, params.d);
    if (!checkerRefs().some((r) => r.ref === params.ref)) throw new HttpError(400, 'Not a checker ref', { ref: 'Not a checker ref' });
    return textIds(db, params.courseId, params.ref, { start: query.startLesson, end: query.endLesson });
  },
};
const checkerCheck: RouteImpl<typeof conceptLinkerApi.checkerRefElementsCheck> = {
  access: { module: CONCEPT_LINKER },
  handler: async ({ db, params, query }) => {
    const d = await targetOf(db, params.courseId, params.d);
    return checkTexts(db, params.courseId, params.ref, query.ids.slice(0, 500), d.dialectId, languageOfDialect(d.dialectCode));
  },
};

export default defineServerPlugin({
  healthChecks: [conceptLinkHealth],
  routes: [
    route(conceptLinkerApi.guess, {
      access: { record: recordOf },
      handler: ({ db, params, query, courseId }) =>
        guess(db, { courseId, ref: params.ref, refId: params.refId, dialectId: params.dialect, phrase: query.phrase, fromScratch: query.fromScratch }),
    }),
    route(conceptLinkerApi.saveLinks, {
      access: { record: recordOf },
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
    route(conceptLinkerApi.invalidate, {
      access: { record: recordOf },
      handler: async ({ db, params, courseId }) => {
        await targetOf(db, courseId, params.dialect);
        await db
          .delete(conceptLinks)
          .where(and(eq(conceptLinks.ref, params.ref), eq(conceptLinks.refId, params.refId), eq(conceptLinks.dialectId, params.dialect)));
        return guess(db, { courseId, ref: params.ref, refId: params.refId, dialectId: params.dialect, fromScratch: true });
      },
    }),
    route(conceptLinkerApi.clDetails, {
      access: { record: recordOf },
      handler: async ({ db, params, courseId }) => clDetails(db, courseId, params.ref, params.refId),
    }),
    route(conceptLinkerApi.conceptUses, {
      access: { module: CONCEPT_LINKER },
      handler: async ({ db, params }) => {
        const rows = await db
          .selectDistinct({ ref: conceptLinks.ref, refId: conceptLinks.refId })
          .from(conceptLinks)
          .where(
            and(
              eq(conceptLinks.courseId, params.courseId),
              eq(conceptLinks.conceptRef, params.ref),
              eq(conceptLinks.conceptRefId, params.refId),
              eq(conceptLinks.dialectId, params.d),
            ),
          )
          .orderBy(conceptLinks.ref, conceptLinks.refId);
        return Promise.all(
          rows.map(async (r) => ({
            ...r,
            target: await linkedText(db, r.ref, r.refId, params.d),
            source: await linkedText(db, r.ref, r.refId, params.s),
          })),
        );
      },
    }),
    route(conceptLinkerApi.checkerRefs, {
      access: 'user',
      handler: async () => checkerRefs(),
    }),
    route(conceptLinkerApi.checkerRefElements, checkerElements),
    route(conceptLinkerSpecApi.checkerRefElements, checkerElements),
    route(conceptLinkerApi.checkerRefElementsCheck, checkerCheck),
    route(conceptLinkerSpecApi.checkerRefElementsCheck, checkerCheck),
    route(conceptLinkerApi.panelUses, {
      access: { module: CL_UTILS },
      handler: async ({ db, params, query }) => panelUses(db, params.courseId, query.lessonPos),
    }),
    route(conceptLinkerApi.conceptUseCounts, {
      access: { module: CL_UTILS },
      handler: async ({ db, params, query }) => {
        if (!conceptType(params.ref)) throw new HttpError(400, 'Not a concept type', { ref: 'Not a concept type' });
        const uses = await conceptUseCounts(db, params.courseId, params.ref, query.lessonPos);
        return [...uses].map(([id, nUses]) => ({ id, nUses })).sort((a, b) => a.id - b.id);
      },
    }),
  ],
});
