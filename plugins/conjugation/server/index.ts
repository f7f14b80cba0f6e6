import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, conjugators, contribute, defineServerPlugin, route, type Conjugator } from '../../../sdk/server';
import { CONJUGATION } from '../plugin';
import { conjugate } from '../shared/conjugate';
import { getRootChange, getRule, insertRule, listRootChanges, listRules, updateRule, writeEndings } from './rule-store';
import { conjRootChanges, conjRules } from './tables';

const text = (max: number) => z.string().trim().max(max);
const endings = z.array(z.object({ inflectId: z.number().int().min(-1), ending: z.string().max(100) })).max(200);
const ruleBody = z.object({
  name: text(200).min(1, 'Required'),
  order: z.number().int().default(0),
  wordClass: text(100).min(1, 'Required'),
  endingToApply: z.string().max(100).default(''),
  endingToRemove: z.string().max(100).default(''),
  prefixToRemove: z.string().max(100).default(''),
  endings: endings.optional(),
});
const rootChangeBody = z.object({
  wordClass: text(100).min(1, 'Required'),
  fromText: z.string().min(1, 'Required').max(100),
  toText: z.string().max(100).default(''),
  contextNextEndingStartsWith: z.string().max(100).default(''),
  priority: z.number().int().default(0),
});
const courseParams = z.object({ courseId: z.coerce.number().int().positive() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const ruleAccess = byIdAccess(CONJUGATION, conjRules);
const rootChangeAccess = byIdAccess(CONJUGATION, conjRootChanges);

/** Auto-inflect's conjugator: the course's rules and root changes applied to a word. */
const conjugator: Conjugator = {
  async conjugate(db, { courseId, wordClass, word }) {
    const [rules, changes] = await Promise.all([listRules(db, courseId), listRootChanges(db, courseId)]);
    return conjugate(word, wordClass, rules, changes);
  },
};

export default defineServerPlugin({
  contributes: [contribute(conjugators, conjugator)],
  routes: [
    route({
      method: 'GET', url: 'courses/:courseId/conj-rules', access: { module: CONJUGATION }, summary: "The course's conjugation rules with their endings",
      params: courseParams, handler: ({ db, params }) => listRules(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'conj-rules/new', access: 'user', summary: 'A blank rule',
      handler: async () => ({ id: -1, name: '', order: 0, wordClass: 'verb', endingToApply: '', endingToRemove: '', prefixToRemove: '', endings: [] }),
    }),
    route({
      method: 'POST', url: 'courses/:courseId/conj-rules', access: { module: CONJUGATION }, summary: 'Adds a rule (with its endings)',
      params: courseParams, body: ruleBody,
      handler: async ({ db, params, body }) => getRule(db, await insertRule(db, params.courseId, body)),
    }),
    route({
      method: 'GET', url: 'conj-rules/:id', access: ruleAccess, summary: 'A rule with its endings',
      params: idParams, handler: ({ db, params }) => getRule(db, params.id),
    }),
    route({
      method: 'PUT', url: 'conj-rules/:id', access: ruleAccess, summary: 'Sets a rule (and its endings when given)',
      params: idParams, body: ruleBody,
      handler: async ({ db, params, body }) => { await updateRule(db, params.id, body); return getRule(db, params.id); },
    }),
    route({
      method: 'DELETE', url: 'conj-rules/:id', access: ruleAccess, summary: 'Deletes a rule',
      params: idParams, handler: async ({ db, params }) => { await db.delete(conjRules).where(eq(conjRules.id, params.id)); return { id: params.id }; },
    }),
    route({
      method: 'GET', url: 'conj-rules/:id/endings', access: ruleAccess, summary: "A rule's endings by inflect id",
      params: idParams, handler: async ({ db, params }) => (await getRule(db, params.id)).endings,
    }),
    route({
      method: 'PUT', url: 'conj-rules/:id/endings', access: ruleAccess, summary: "Sets a rule's endings",
      params: idParams, body: z.object({ endings }),
      handler: async ({ db, params, body }) => { await writeEndings(db, params.id, body.endings); return getRule(db, params.id); },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/conjugation-root-changes', access: { module: CONJUGATION }, summary: "The course's root changes",
      params: courseParams, handler: ({ db, params }) => listRootChanges(db, params.courseId),
    }),
    route({
      method: 'POST', url: 'courses/:courseId/conjugation-root-changes', access: { module: CONJUGATION }, summary: 'Adds a root change',
      params: courseParams, body: rootChangeBody,
      handler: async ({ db, params, body }) => {
        const [r] = await db.insert(conjRootChanges).values({ courseId: params.courseId, ...body }).returning({ id: conjRootChanges.id });
        return getRootChange(db, r.id);
      },
    }),
    route({
      method: 'GET', url: 'conjugation-root-changes/:id', access: rootChangeAccess, summary: 'A root change',
      params: idParams, handler: ({ db, params }) => getRootChange(db, params.id),
    }),
    route({
      method: 'PUT', url: 'conjugation-root-changes/:id', access: rootChangeAccess, summary: 'Sets a root change',
      params: idParams, body: rootChangeBody,
      handler: async ({ db, params, body }) => {
        await db.update(conjRootChanges).set(body).where(eq(conjRootChanges.id, params.id));
        return getRootChange(db, params.id);
      },
    }),
    route({
      method: 'DELETE', url: 'conjugation-root-changes/:id', access: rootChangeAccess, summary: 'Deletes a root change',
      params: idParams, handler: async ({ db, params }) => { await db.delete(conjRootChanges).where(eq(conjRootChanges.id, params.id)); return { id: params.id }; },
    }),
  ],
});
