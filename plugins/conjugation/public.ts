import { z } from 'zod';
import { contract, MODULE, resourceContract, contributionPoint } from '../../sdk/shared';
import { GENDERS, MAX_SLOTS, slotsOf } from './shared/conjugate';
import type { Db } from '../../sdk/server';
import type { InflectForm } from '../../sdk/shared';

export { GENDERS, MAX_SLOTS, type ConjRule, type RootChange, type RuleEnding, type RuleGender } from './shared/conjugate';

/** The conjugation plugin's public face: its module keys and the route contracts other plugins call. */
export const CONJUGATION = MODULE.conjugation;

/** A conjugation template as its editor shows it: its HTML, the target dialect and literal it is for (null: any). */
const conjTemplate = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  wordClass: z.string(),
  order: z.number(),
  showToUser: z.boolean(),
  html: z.string(),
  dialectId: z.number().nullable(),
  literal: z.number().nullable(),
  version: z.number(),
});
/** A conjugation template's grid row ('' for no dialect). */
const conjTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  wordClass: z.string(),
  order: z.number(),
  showToUser: z.boolean(),
  dialectCode: z.string(),
});

export const conjTemplateResource = resourceContract(
  { list: 'courses/:courseId/conj-template', create: 'courses/:courseId/conj-template', item: 'conj-template' },
  { record: conjTemplate, row: conjTemplateRow },
);

/** A batch conjugate run's state. */
export const RUN_STATUSES = ['ready', 'running', 'paused', 'completed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** A ref's batch conjugate run (spec 3 §4): status, element ids in all, done, and how many of them changed. */
const conjugateRun = z.object({
  ref: z.number(),
  name: z.string(),
  status: z.enum(RUN_STATUSES),
  total: z.number(),
  done: z.number(),
  changed: z.number(),
});
export type ConjugateRun = z.infer<typeof conjugateRun>;

/** A run as the server answers it: with the records per queued task. */
const conjugateRunState = conjugateRun.extend({ batchSize: z.number() });
export type ConjugateRunState = z.infer<typeof conjugateRunState>;

/** One vocabulary entry of the Voc Report. */
const reportRow = z.object({
  id: z.number(),
  word: z.string(),
  wordClass: z.string(),
  /** The rule that fits the word ('' for none). */
  rule: z.string(),
  forms: z.number(),
  regular: z.number(),
  change: z.number(),
  irregular: z.number(),
  locked: z.number(),
  /** Inflect ids the rules give (in the dialect's table) that the entry has no form for. */
  missing: z.array(z.number()),
  /** Inflect ids whose form is marked regular (or unmarked) but is not what the rules give. */
  differs: z.array(z.number()),
});
export type ReportRow = z.infer<typeof reportRow>;

/** The Voc Report: the entries' figures summed, and the entries. */
const report = z.object({
  summary: z.object({
    entries: z.number(),
    withoutRule: z.number(),
    forms: z.number(),
    regular: z.number(),
    change: z.number(),
    irregular: z.number(),
    locked: z.number(),
    missing: z.number(),
    differs: z.number(),
  }),
  rows: z.array(reportRow),
});
export type Report = z.infer<typeof report>;

const text = (max: number) => z.string().trim().max(max);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: positiveId });
const languageParams = z.object({ languageId: positiveId });
/** The course whose grant a language's call is checked on (a course of that language; by default its first course). */
const courseQuery = z.object({ course: positiveId.optional() });
const groupParams = z.object({ courseId: positiveId, ref: positiveId });
const elementIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(10_000);

/** A rule's endings as sent: per inflect id, the ending put after the stem, its group and panel; empty ones are dropped on save. */
export const ruleEndings = z
  .array(
    z.object({
      inflectId: z.number().int().min(-1).max(2_147_483_647),
      ending: z.string().max(100),
      group: z.number().int().min(0).max(1000).default(1),
      panelId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    }),
  )
  .max(200);

/** A rule as the Rules tab sends it (its endings too, when given). */
export const ruleBody = z.object({
  name: text(200).min(1, 'Required'),
  order: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
  wordClass: text(100).min(1, 'Required'),
  gender: z.enum(GENDERS).default('mf'),
  endingToApply: z.string().max(100).default(''),
  endingToRemove: z.string().max(100).default(''),
  prefixToRemove: z.string().max(100).default(''),
  endings: ruleEndings.optional(),
});
export type RuleInput = z.input<typeof ruleBody>;

/** A root change's from or to text: 0 to 4 slots (spec 3 §9), a slot a letter, [V] or [C]. */
const slotText = z
  .string()
  .max(100)
  .refine((s) => slotsOf(s).length <= MAX_SLOTS, `At most ${MAX_SLOTS} slots`)
  .default('');

/**
 * A root change as the Root Changes tab sends it: from and to up to 4 slots each ([V] and [C]
 * count one), either may be empty; a token of To needs its namesake in From (checked on save).
 */
export const rootChangeBody = z.object({
  wordClass: text(100).min(1, 'Required'),
  fromText: slotText,
  toText: slotText,
  contextNextEndingStartsWith: z.string().max(100).default(''),
  priority: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
});
export type RootChangeInput = z.input<typeof rootChangeBody>;

const ruleEnding = z.object({ inflectId: z.number(), ending: z.string(), group: z.number(), panelId: z.number().nullable() });
const rule = z.object({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  wordClass: z.string(),
  gender: z.enum(GENDERS),
  endingToApply: z.string(),
  endingToRemove: z.string(),
  prefixToRemove: z.string(),
  endings: z.array(ruleEnding),
});
const rootChange = z.object({
  id: z.number(),
  wordClass: z.string(),
  fromText: z.string(),
  toText: z.string(),
  contextNextEndingStartsWith: z.string(),
  priority: z.number(),
});
const deleted = z.object({ id: z.number() });
/** A rule write's answer: the rule and the language's rules after it, as the Rules tab lists them. */
const ruleWrite = rule.extend({ rules: z.array(rule) });
/** What the spec's batch call did: the element ids conjugated, and those whose forms changed. */
const batchApplied = z.object({ ref: z.number(), ids: z.array(z.number()), changed: z.array(z.number()) });
/** '4,7, 9' → [4, 7, 9] (the spec's ?ids=list). */
const idList = z
  .string()
  .trim()
  .regex(/^\d+(\s*,\s*\d+)*$/, 'A comma-separated list of ids')
  .transform((s) => s.split(',').map((x) => Number(x.trim())))
  .pipe(elementIds.max(500));

/** The conjugation plugin's calls: template preview, batch conjugate, the Voc Report, rules and root changes per language. */
export const conjugationApi = {
  renderTemplate: contract({
    method: 'GET',
    path: 'conj-template/:id/render',
    params: idParams,
    query: z.object({ word: z.string().trim().min(1, 'Required').max(200) }),
    answer: z.object({ html: z.string(), forms: z.array(z.object({ inflectId: z.number(), word: z.string(), conjState: z.number() })) }),
    summary: "The template's HTML for a word (?word=): the rules of the course's language give its forms, {inflectId} and {word} are replaced",
  }),
  batchResources: contract({
    method: 'GET',
    path: 'conjugationBatchApply-resources',
    answer: z.array(z.object({ ref: z.number(), name: z.string(), batchSize: z.number() })),
    summary: 'The modules whose records have inflected forms (Batch Conjugate runs over them), with the batch size',
  }),
  batchRun: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/conjugationBatchApply-check',
    params: groupParams,
    answer: conjugateRunState.extend({ ids: z.array(z.number()) }),
    summary: "A ref's batch conjugate run (status, total element ids, done, changed) and the ref's element ids in the course, to conjugate in batches",
  }),
  batchApply: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/conjugationBatchApply',
    params: groupParams,
    query: z.object({ ids: idList }),
    answer: batchApplied,
    summary:
      "Conjugates the ref's records ?ids=4,7,… now (spec 3 §7; a batch of the -check's ids) in every target dialect of the course, kept cells staying; answers the ids done and those whose forms changed",
  }),
  batchControl: contract({
    method: 'PUT',
    path: 'groups/:courseId/refs/:ref/conjugationBatchApply',
    params: groupParams,
    body: z.object({ action: z.enum(['start', 'pause']), ids: elementIds.optional() }),
    answer: conjugateRunState,
    summary:
      "Starts (over the element ids given, or all; a paused run resumes) or pauses a ref's batch conjugate run: queued tasks conjugating its records one by one, in batches",
  }),
  report: contract({
    method: 'GET',
    path: 'target-dialects/:dialectId/conjugations-report',
    params: z.object({ dialectId: positiveId }),
    query: z.object({ course: positiveId }),
    answer: report.extend({ dialectId: z.number() }),
    summary:
      'The Voc Report of a target dialect of the course (?course=): per vocabulary entry its forms by state, those the rules would add and the regular ones they would change',
  }),
  language: contract({
    method: 'GET',
    path: 'courses/:courseId/conjugation-language',
    params: z.object({ courseId: positiveId }),
    answer: z.object({ languageId: z.number(), code: z.string(), name: z.string() }),
    summary: "The course's language, whose rules and root changes the Conjugation screen edits (shared by the language's courses)",
  }),
  rules: contract({
    method: 'GET',
    path: 'languages/:languageId/conj-rules',
    params: languageParams,
    query: courseQuery,
    answer: z.array(rule),
    summary: "The language's conjugation rules with their endings (shared by its courses)",
  }),
  blankRule: contract({ method: 'GET', path: 'conj-rules/new', answer: rule, summary: 'A blank rule' }),
  addRule: contract({
    method: 'POST',
    path: 'languages/:languageId/conj-rules',
    params: languageParams,
    query: courseQuery,
    body: ruleBody,
    answer: ruleWrite,
    summary: "Adds a rule to the language (with its endings); answers it (data.id) and the language's rules",
  }),
  rule: contract({ method: 'GET', path: 'conj-rules/:id', params: idParams, query: courseQuery, answer: rule, summary: 'A rule with its endings' }),
  setRule: contract({
    method: 'PUT',
    path: 'conj-rules/:id',
    params: idParams,
    query: courseQuery,
    body: ruleBody,
    answer: ruleWrite,
    summary: "Sets a rule (and its endings when given: empty ones dropped, groups renumbered); answers it and the language's rules",
  }),
  deleteRule: contract({
    method: 'DELETE',
    path: 'conj-rules/:id',
    params: idParams,
    query: courseQuery,
    answer: deleted.extend({ rules: z.array(rule) }),
    summary: "Deletes a rule; answers its id and the language's rules",
  }),
  ruleEndings: contract({
    method: 'GET',
    path: 'conj-rules/:id/endings',
    params: idParams,
    query: courseQuery,
    answer: z.array(ruleEnding),
    summary: "A rule's endings by inflect id, with their group and panel",
  }),
  setRuleEndings: contract({
    method: 'PUT',
    path: 'conj-rules/:id/endings',
    params: idParams,
    query: courseQuery,
    body: z.object({ endings: ruleEndings }),
    answer: rule,
    summary: "Sets a rule's endings (empty ones dropped, groups renumbered)",
  }),
  rootChanges: contract({
    method: 'GET',
    path: 'languages/:languageId/conjugation-root-changes',
    params: languageParams,
    query: courseQuery,
    answer: z.array(rootChange),
    summary: "The language's root changes (shared by its courses)",
  }),
  blankRootChange: contract({ method: 'GET', path: 'conjugation-root-changes/new', answer: rootChange, summary: 'A blank root change' }),
  addRootChange: contract({
    method: 'POST',
    path: 'languages/:languageId/conjugation-root-changes',
    params: languageParams,
    query: courseQuery,
    body: rootChangeBody,
    answer: rootChange,
    summary: 'Adds a root change to the language; answers it (data.id)',
  }),
  rootChange: contract({
    method: 'GET',
    path: 'conjugation-root-changes/:id',
    params: idParams,
    query: courseQuery,
    answer: rootChange,
    summary: 'A root change',
  }),
  setRootChange: contract({
    method: 'PUT',
    path: 'conjugation-root-changes/:id',
    params: idParams,
    query: courseQuery,
    body: rootChangeBody,
    answer: rootChange,
    summary: 'Sets a root change',
  }),
  deleteRootChange: contract({
    method: 'DELETE',
    path: 'conjugation-root-changes/:id',
    params: idParams,
    query: courseQuery,
    answer: deleted,
    summary: 'Deletes a root change',
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

export interface ConjugationRequest {
  courseId: number;
  /** Each word with the word class name its forms follow ('verb', 'noun'…) and, when known, its gender (m, f: rules of the other gender left out). */
  words: { wordClass: string; word: string; gender?: string }[];
}

/**
 * Who conjugates (the Conjugation module, 32): from the rules, endings and root changes of the
 * course's language (read once per call; root changes with their [V]/[C] tokens), the forms of each word by inflect id (state regular, or change where a
 * root change applied), in the order of the words; no forms for a word no rule fits.
 */
export interface Conjugator {
  conjugate(db: Db, req: ConjugationRequest): Promise<InflectForm[][]>;
}

export const conjugators = contributionPoint<Conjugator>('conjugators');
