import { eq } from 'drizzle-orm';
import { byIdAccess, contribute, contributionsTo, courseDialectList, defineResource, defineServerPlugin, HttpError, route } from '../../../sdk/server';
import { conjugators, type Conjugator } from '../public';
import { inflectOwners } from '../../inflection/public';
import { batchConjugateRuns, control, CONJUGATE_BATCH_SIZE, runOf } from './batch';
import { conjugationsReport } from './report';
import { blankTemplate, getTemplate, insertTemplate, listTemplates, renderTemplate, templateBody, writeTemplate } from './template-store';
import { CONJUGATION } from '../plugin';
import { conjugate } from '../shared/conjugate';
import { getRootChange, getRule, insertRule, listRootChanges, listRules, updateRule, writeEndings } from './rule-store';
import { conjRootChanges, conjRules, conjTemplates } from './tables';
import { conjTemplateResource, conjugationApi } from '../public';

const ruleAccess = byIdAccess(CONJUGATION, conjRules);
const rootChangeAccess = byIdAccess(CONJUGATION, conjRootChanges);
const templateAccess = byIdAccess(CONJUGATION, conjTemplates);
const api = conjugationApi;

/** Conjugation templates (spec 3 §7): grid and editor; GET conj-template/new answers the blank one. */
const templateResource = defineResource({
  module: CONJUGATION,
  label: 'Conjugation template',
  table: conjTemplates,
  body: templateBody,
  paths: conjTemplateResource.paths,
  list: listTemplates,
  get: getTemplate,
  blank: blankTemplate,
  insert: insertTemplate,
  write: writeTemplate,
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
  runKinds: [batchConjugateRuns],
  routes: [
    route(api.renderTemplate, {
      access: templateAccess,
      handler: async ({ db, params, query, courseId }) => {
        const t = (await getTemplate(db, params.id))!;
        const [rules, changes] = await Promise.all([listRules(db, courseId), listRootChanges(db, courseId)]);
        const forms = conjugate(query.word, t.wordClass, rules, changes);
        return { html: renderTemplate(t.html, query.word, forms), forms };
      },
    }),
    route(api.batchResources, {
      access: 'user',
      handler: async () => contributionsTo(inflectOwners).map((o) => ({ ref: o.ref, name: o.name, batchSize: CONJUGATE_BATCH_SIZE })),
    }),
    route(api.batchRun, { access: { module: CONJUGATION }, handler: ({ db, params }) => runOf(db, params.courseId, params.ref) }),
    route(api.batchControl, {
      access: { module: CONJUGATION },
      handler: ({ db, params, body, tasks }) => control(db, tasks, params.courseId, params.ref, body.action, body.ids),
    }),
    route(api.report, {
      access: { module: CONJUGATION },
      handler: async ({ db, params, query }) => {
        await checkTarget(db, query.course, params.dialectId);
        return conjugationsReport(db, query.course, params.dialectId);
      },
    }),
    route(api.rules, { access: { module: CONJUGATION }, handler: ({ db, params }) => listRules(db, params.courseId) }),
    route(api.blankRule, {
      access: 'user',
      handler: async () => ({ id: -1, name: '', order: 0, wordClass: 'verb', endingToApply: '', endingToRemove: '', prefixToRemove: '', endings: [] }),
    }),
    route(api.addRule, {
      access: { module: CONJUGATION },
      handler: async ({ db, params, body }) => ({
        ...(await getRule(db, await insertRule(db, params.courseId, body))),
        rules: await listRules(db, params.courseId),
      }),
    }),
    route(api.rule, { access: ruleAccess, handler: ({ db, params }) => getRule(db, params.id) }),
    route(api.setRule, {
      access: ruleAccess,
      handler: async ({ db, params, body, courseId }) => {
        await updateRule(db, params.id, body);
        return { ...(await getRule(db, params.id)), rules: await listRules(db, courseId) };
      },
    }),
    route(api.deleteRule, {
      access: ruleAccess,
      handler: async ({ db, params, courseId }) => {
        await db.delete(conjRules).where(eq(conjRules.id, params.id));
        return { id: params.id, rules: await listRules(db, courseId) };
      },
    }),
    route(api.ruleEndings, { access: ruleAccess, handler: async ({ db, params }) => (await getRule(db, params.id)).endings }),
    route(api.setRuleEndings, {
      access: ruleAccess,
      handler: async ({ db, params, body }) => {
        await writeEndings(db, params.id, body.endings);
        return getRule(db, params.id);
      },
    }),
    route(api.rootChanges, { access: { module: CONJUGATION }, handler: ({ db, params }) => listRootChanges(db, params.courseId) }),
    route(api.addRootChange, {
      access: { module: CONJUGATION },
      handler: async ({ db, params, body }) => {
        const [r] = await db
          .insert(conjRootChanges)
          .values({ courseId: params.courseId, ...body })
          .returning({ id: conjRootChanges.id });
        return getRootChange(db, r.id);
      },
    }),
    route(api.rootChange, { access: rootChangeAccess, handler: ({ db, params }) => getRootChange(db, params.id) }),
    route(api.setRootChange, {
      access: rootChangeAccess,
      handler: async ({ db, params, body }) => {
        await db.update(conjRootChanges).set(body).where(eq(conjRootChanges.id, params.id));
        return getRootChange(db, params.id);
      },
    }),
    route(api.deleteRootChange, {
      access: rootChangeAccess,
      handler: async ({ db, params }) => {
        await db.delete(conjRootChanges).where(eq(conjRootChanges.id, params.id));
        return { id: params.id };
      },
    }),
  ],
});
