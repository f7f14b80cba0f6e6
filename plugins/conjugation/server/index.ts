import { eq } from 'drizzle-orm';
import {
  byIdAccess,
  contribute,
  contributionsTo,
  courseDialectList,
  courses,
  defineResource,
  defineServerPlugin,
  HttpError,
  languages,
  notFound,
  route,
} from '../../../sdk/server';
import { conjugators, type Conjugator } from '../public';
import { inflectOwners } from '../../inflection/public';
import { applyNow, batchConjugateRuns, control, CONJUGATE_BATCH_SIZE, elementIds, ownerOf, runOf } from './batch';
import { languageRoutes, ruleAccess, rootChangeAccess } from './access';
import { conjugationsReport } from './report';
import { blankTemplate, getTemplate, insertTemplate, listTemplates, renderTemplate, templateBody, writeTemplate } from './template-store';
import { CONJUGATION } from '../plugin';
import { conjugate } from '../shared/conjugate';
import {
  courseRules,
  deleteRootChange,
  deleteRule,
  getRootChange,
  getRule,
  insertRootChange,
  insertRule,
  listRootChanges,
  listRules,
  ruleLanguage,
  updateRootChange,
  updateRule,
  writeEndings,
} from './rule-store';
import { conjTemplates } from './tables';
import { conjTemplateResource, conjugationApi } from '../public';

const templateAccess = byIdAccess(CONJUGATION, conjTemplates);
const api = conjugationApi;

/** Conjugation templates (spec 3 §7): grid and editor; GET conj-template/new answers the blank one. */
const templateResource = defineResource({
  module: CONJUGATION,
  label: 'Conjugation template',
  table: conjTemplates,
  body: templateBody,
  contract: conjTemplateResource,
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

/** Auto-inflect's conjugator: the rules and root changes of the course's language applied to a word. */
const conjugator: Conjugator = {
  async conjugate(db, { courseId, words }) {
    const { rules, changes } = await courseRules(db, courseId);
    return words.map(({ word, wordClass, gender }) => conjugate(word, wordClass, rules, changes, gender));
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
        const { rules, changes } = await courseRules(db, courseId);
        const forms = conjugate(query.word, t.wordClass, rules, changes);
        return { html: renderTemplate(t.html, query.word, forms), forms };
      },
    }),
    route(api.batchResources, {
      access: 'user',
      handler: async () => contributionsTo(inflectOwners).map((o) => ({ ref: o.ref, name: o.name, batchSize: CONJUGATE_BATCH_SIZE })),
    }),
    route(api.batchRun, {
      access: { module: CONJUGATION },
      handler: async ({ db, params }) => ({
        ...(await runOf(db, params.courseId, params.ref)),
        ids: await elementIds(db, params.courseId, ownerOf(params.ref)),
      }),
    }),
    route(api.batchApply, {
      access: { module: CONJUGATION },
      handler: ({ db, params, query }) => applyNow(db, params.courseId, params.ref, query.ids),
    }),
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
    route(api.language, {
      access: { module: CONJUGATION },
      handler: async ({ db, params }) => {
        const [l] = await db
          .select({ languageId: languages.id, code: languages.code, name: languages.name })
          .from(courses)
          .innerJoin(languages, eq(languages.id, courses.languageId))
          .where(eq(courses.id, params.courseId));
        if (!l) throw notFound('Course');
        return l;
      },
    }),
    route(api.rules, { access: languageRoutes, handler: ({ db, params }) => listRules(db, params.languageId) }),
    route(api.blankRule, {
      access: 'user',
      handler: async () => ({
        id: -1,
        name: '',
        order: 0,
        wordClass: 'verb',
        gender: 'mf' as const,
        endingToApply: '',
        endingToRemove: '',
        prefixToRemove: '',
        endings: [],
      }),
    }),
    route(api.addRule, {
      access: languageRoutes,
      handler: async ({ db, params, body }) => ({
        ...(await getRule(db, await insertRule(db, params.languageId, body))),
        rules: await listRules(db, params.languageId),
      }),
    }),
    route(api.rule, { access: ruleAccess, handler: ({ db, params }) => getRule(db, params.id) }),
    route(api.setRule, {
      access: ruleAccess,
      handler: async ({ db, params, body }) => {
        const languageId = (await ruleLanguage(db, params.id))!;
        await updateRule(db, params.id, languageId, body);
        return { ...(await getRule(db, params.id)), rules: await listRules(db, languageId) };
      },
    }),
    route(api.deleteRule, {
      access: ruleAccess,
      handler: async ({ db, params }) => {
        const languageId = (await ruleLanguage(db, params.id))!;
        await deleteRule(db, params.id);
        return { id: params.id, rules: await listRules(db, languageId) };
      },
    }),
    route(api.ruleEndings, { access: ruleAccess, handler: async ({ db, params }) => (await getRule(db, params.id)).endings }),
    route(api.setRuleEndings, {
      access: ruleAccess,
      handler: async ({ db, params, body }) => {
        await writeEndings(db, params.id, (await ruleLanguage(db, params.id))!, body.endings);
        return getRule(db, params.id);
      },
    }),
    route(api.rootChanges, { access: languageRoutes, handler: ({ db, params }) => listRootChanges(db, params.languageId) }),
    route(api.blankRootChange, {
      access: 'user',
      handler: async () => ({ id: -1, wordClass: 'verb', fromText: '', toText: '', contextNextEndingStartsWith: '', priority: 0 }),
    }),
    route(api.addRootChange, { access: languageRoutes, handler: ({ db, params, body }) => insertRootChange(db, params.languageId, body) }),
    route(api.rootChange, { access: rootChangeAccess, handler: ({ db, params }) => getRootChange(db, params.id) }),
    route(api.setRootChange, { access: rootChangeAccess, handler: ({ db, params, body }) => updateRootChange(db, params.id, body) }),
    route(api.deleteRootChange, {
      access: rootChangeAccess,
      handler: async ({ db, params }) => {
        await deleteRootChange(db, params.id);
        return { id: params.id };
      },
    }),
  ],
});
