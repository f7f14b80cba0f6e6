import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, conjugators, contribute, contributionsTo, courseDialectList, defineResource, defineServerPlugin, HttpError, inflectOwners, route, type Conjugator } from '../../../sdk/server';
import { batchConjugateTask, control, CONJUGATE_BATCH_SIZE, runOf } from './batch';
import { conjugationsReport } from './report';
import { blankTemplate, getTemplate, insertTemplate, listTemplates, renderTemplate, templateBody, writeTemplate } from './template-store';
import { CONJUGATION } from '../plugin';
import { conjugate } from '../shared/conjugate';
import { getRootChange, getRule, insertRule, listRootChanges, listRules, updateRule, writeEndings } from './rule-store';
import { conjRootChanges, conjRules, conjTemplates } from './tables';
import { conjTemplateResource } from '../public';

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
const templateAccess = byIdAccess(CONJUGATION, conjTemplates);
const groupParams = z.object({ courseId: z.coerce.number().int().positive(), ref: z.coerce.number().int().positive() });
const elementIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(10_000);

/** Conjugation templates (spec 3 §7): grid and editor; GET conj-template/new answers the blank one. */
const templateResource = defineResource({
  module: CONJUGATION, label: 'Conjugation template', table: conjTemplates, body: templateBody,
  paths: conjTemplateResource.paths,
  list: listTemplates, get: getTemplate, blank: blankTemplate, insert: insertTemplate, write: writeTemplate,
});

async function checkTarget(db: Parameters<typeof courseDialectList>[0], courseId: number, dialectId: number) {
  if (!(await courseDialectList(db, courseId, 'target')).some((d) => d.dialectId === dialectId)) {
    throw new HttpError(400, 'Not a target dialect of the course', { dialectId: 'Not a target dialect of the course' });
  }
}

/** Auto-inflect's conjugator: the course's rules and root changes applied to a word. */
const conjugator: Conjugator = {
  async conjugate(db, { courseId, words }) {
    const [rules, changes] = await Promise.all([listRules(db, courseId), listRootChanges(db, courseId)]);
    return words.map(({ word, wordClass }) => conjugate(word, wordClass, rules, changes));
  },
};

export default defineServerPlugin({
  contributes: [contribute(conjugators, conjugator)],
  resources: [templateResource],
  tasks: [batchConjugateTask],
  routes: [
    route({
      method: 'GET', url: 'conj-template/:id/render', access: templateAccess,
      summary: "The template's HTML for a word (?word=): the course's rules give its forms, {inflectId} and {word} are replaced",
      params: idParams, query: z.object({ word: z.string().trim().min(1, 'Required').max(200) }),
      handler: async ({ db, params, query, courseId }) => {
        const t = (await getTemplate(db, params.id))!;
        const [rules, changes] = await Promise.all([listRules(db, courseId), listRootChanges(db, courseId)]);
        const forms = conjugate(query.word, t.wordClass, rules, changes);
        return { html: renderTemplate(t.html, query.word, forms), forms };
      },
    }),
    route({
      method: 'GET', url: 'conjugationBatchApply-resources', access: 'user',
      summary: 'The modules whose records have inflected forms (Batch Conjugate runs over them), with the batch size',
      handler: async () => contributionsTo(inflectOwners).map((o) => ({ ref: o.ref, name: o.name, batchSize: CONJUGATE_BATCH_SIZE })),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/conjugationBatchApply-check', access: { module: CONJUGATION },
      summary: "A ref's batch conjugate run: status, total element ids, done, changed",
      params: groupParams, handler: ({ db, params }) => runOf(db, params.courseId, params.ref),
    }),
    route({
      method: 'PUT', url: 'groups/:courseId/refs/:ref/conjugationBatchApply', access: { module: CONJUGATION },
      summary: "Starts (over the element ids given, or all; a paused run resumes) or pauses a ref's batch conjugate run: queued tasks conjugating its records one by one, in batches",
      params: groupParams, body: z.object({ action: z.enum(['start', 'pause']), ids: elementIds.optional() }),
      handler: ({ db, params, body, tasks }) => control(db, tasks, params.courseId, params.ref, body.action, body.ids),
    }),
    route({
      method: 'GET', url: 'target-dialects/:dialectId/conjugations-report', access: { module: CONJUGATION },
      summary: "The Voc Report of a target dialect of the course (?course=): per vocabulary entry its forms by state, those the rules would add and the regular ones they would change",
      params: z.object({ dialectId: z.coerce.number().int().positive() }), query: z.object({ course: z.coerce.number().int().positive() }),
      handler: async ({ db, params, query }) => {
        await checkTarget(db, query.course, params.dialectId);
        return conjugationsReport(db, query.course, params.dialectId);
      },
    }),
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
