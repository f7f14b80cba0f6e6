import { z } from 'zod';
import { contract, MODULE, resourceContract, contributionPoint } from '../../sdk/shared';
import type { ConjRule, RootChange } from './shared/conjugate';
import type { Db } from '../../sdk/server';
import type { InflectForm } from '../../sdk/shared';

export type { ConjRule, RootChange } from './shared/conjugate';

/** The conjugation plugin's public face: its module keys and the route contracts other plugins call. */
export const CONJUGATION = MODULE.conjugation;

export const conjTemplateResource = resourceContract({
  list: 'courses/:courseId/conj-template',
  create: 'courses/:courseId/conj-template',
  item: 'conj-template',
});

/** A batch conjugate run's state. */
export type RunStatus = 'ready' | 'running' | 'paused' | 'completed';

/** A ref's batch conjugate run (spec 3 §4): status, element ids in all, done, and how many of them changed. */
export interface ConjugateRun {
  ref: number;
  name: string;
  status: RunStatus;
  total: number;
  done: number;
  changed: number;
}

/** A run as the server answers it: with the records per queued task. */
export type ConjugateRunState = ConjugateRun & { batchSize: number };

/** One vocabulary entry of the Voc Report. */
export interface ReportRow {
  id: number;
  word: string;
  wordClass: string;
  /** The rule that fits the word ('' for none). */
  rule: string;
  forms: number;
  regular: number;
  change: number;
  irregular: number;
  locked: number;
  /** Inflect ids the rules give (in the dialect's table) that the entry has no form for. */
  missing: number[];
  /** Inflect ids whose form is marked regular (or unmarked) but is not what the rules give. */
  differs: number[];
}

/** The Voc Report: the entries' figures summed, and the entries. */
export interface Report {
  summary: {
    entries: number;
    withoutRule: number;
    forms: number;
    regular: number;
    change: number;
    irregular: number;
    locked: number;
    missing: number;
    differs: number;
  };
  rows: ReportRow[];
}

const text = (max: number) => z.string().trim().max(max);
const positiveId = z.coerce.number().int().positive();
const courseParams = z.object({ courseId: positiveId });
const idParams = z.object({ id: positiveId });
const groupParams = z.object({ courseId: positiveId, ref: positiveId });
const elementIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(10_000);

/** A rule's endings: per inflect id, the ending put after the stem. */
export const ruleEndings = z.array(z.object({ inflectId: z.number().int().min(-1), ending: z.string().max(100) })).max(200);

/** A rule as the Rules tab sends it (its endings too, when given). */
export const ruleBody = z.object({
  name: text(200).min(1, 'Required'),
  order: z.number().int().default(0),
  wordClass: text(100).min(1, 'Required'),
  endingToApply: z.string().max(100).default(''),
  endingToRemove: z.string().max(100).default(''),
  prefixToRemove: z.string().max(100).default(''),
  endings: ruleEndings.optional(),
});
export type RuleInput = z.input<typeof ruleBody>;

/** A root change as the Root Changes tab sends it. */
export const rootChangeBody = z.object({
  wordClass: text(100).min(1, 'Required'),
  fromText: z.string().min(1, 'Required').max(100),
  toText: z.string().max(100).default(''),
  contextNextEndingStartsWith: z.string().max(100).default(''),
  priority: z.number().int().default(0),
});

const rule = z.custom<ConjRule>();
const rootChange = z.custom<RootChange>();
const deleted = z.object({ id: z.number() });
/** A rule write's answer: the rule (deleted: its id) and the course's rules after it, as the Rules tab lists them. */
const ruleWrite = z.custom<ConjRule & { rules: ConjRule[] }>();
const run = z.custom<ConjugateRunState>();

/** The conjugation plugin's calls: template preview, batch conjugate, the Voc Report, rules and root changes. */
export const conjugationApi = {
  renderTemplate: contract({
    method: 'GET',
    path: 'conj-template/:id/render',
    params: idParams,
    query: z.object({ word: z.string().trim().min(1, 'Required').max(200) }),
    answer: z.object({ html: z.string(), forms: z.array(z.object({ inflectId: z.number(), word: z.string(), conjState: z.number() })) }),
    summary: "The template's HTML for a word (?word=): the course's rules give its forms, {inflectId} and {word} are replaced",
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
    answer: run,
    summary: "A ref's batch conjugate run: status, total element ids, done, changed",
  }),
  batchControl: contract({
    method: 'PUT',
    path: 'groups/:courseId/refs/:ref/conjugationBatchApply',
    params: groupParams,
    body: z.object({ action: z.enum(['start', 'pause']), ids: elementIds.optional() }),
    answer: run,
    summary:
      "Starts (over the element ids given, or all; a paused run resumes) or pauses a ref's batch conjugate run: queued tasks conjugating its records one by one, in batches",
  }),
  report: contract({
    method: 'GET',
    path: 'target-dialects/:dialectId/conjugations-report',
    params: z.object({ dialectId: positiveId }),
    query: z.object({ course: positiveId }),
    answer: z.custom<Report & { dialectId: number }>(),
    summary:
      'The Voc Report of a target dialect of the course (?course=): per vocabulary entry its forms by state, those the rules would add and the regular ones they would change',
  }),
  rules: contract({
    method: 'GET',
    path: 'courses/:courseId/conj-rules',
    params: courseParams,
    answer: z.array(rule),
    summary: "The course's conjugation rules with their endings",
  }),
  blankRule: contract({ method: 'GET', path: 'conj-rules/new', answer: rule, summary: 'A blank rule' }),
  addRule: contract({
    method: 'POST',
    path: 'courses/:courseId/conj-rules',
    params: courseParams,
    body: ruleBody,
    answer: ruleWrite,
    summary: "Adds a rule (with its endings); answers it and the course's rules",
  }),
  rule: contract({ method: 'GET', path: 'conj-rules/:id', params: idParams, answer: rule, summary: 'A rule with its endings' }),
  setRule: contract({
    method: 'PUT',
    path: 'conj-rules/:id',
    params: idParams,
    body: ruleBody,
    answer: ruleWrite,
    summary: "Sets a rule (and its endings when given); answers it and the course's rules",
  }),
  deleteRule: contract({
    method: 'DELETE',
    path: 'conj-rules/:id',
    params: idParams,
    answer: deleted.extend({ rules: z.array(rule) }),
    summary: "Deletes a rule; answers its id and the course's rules",
  }),
  ruleEndings: contract({
    method: 'GET',
    path: 'conj-rules/:id/endings',
    params: idParams,
    answer: z.array(z.object({ inflectId: z.number(), ending: z.string() })),
    summary: "A rule's endings by inflect id",
  }),
  setRuleEndings: contract({
    method: 'PUT',
    path: 'conj-rules/:id/endings',
    params: idParams,
    body: z.object({ endings: ruleEndings }),
    answer: rule,
    summary: "Sets a rule's endings",
  }),
  rootChanges: contract({
    method: 'GET',
    path: 'courses/:courseId/conjugation-root-changes',
    params: courseParams,
    answer: z.array(rootChange),
    summary: "The course's root changes",
  }),
  addRootChange: contract({
    method: 'POST',
    path: 'courses/:courseId/conjugation-root-changes',
    params: courseParams,
    body: rootChangeBody,
    answer: rootChange,
    summary: 'Adds a root change',
  }),
  rootChange: contract({ method: 'GET', path: 'conjugation-root-changes/:id', params: idParams, answer: rootChange, summary: 'A root change' }),
  setRootChange: contract({
    method: 'PUT',
    path: 'conjugation-root-changes/:id',
    params: idParams,
    body: rootChangeBody,
    answer: rootChange,
    summary: 'Sets a root change',
  }),
  deleteRootChange: contract({
    method: 'DELETE',
    path: 'conjugation-root-changes/:id',
    params: idParams,
    answer: deleted,
    summary: 'Deletes a root change',
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

export interface ConjugationRequest {
  courseId: number;
  /** Each word with the word class name its forms follow ('verb', 'noun'…). */
  words: { wordClass: string; word: string }[];
}

/**
 * Who conjugates (the Conjugation module, 32): from the course's rules, endings and root changes
 * (read once per call), the forms of each word by inflect id (state regular, or change where a
 * root change applied), in the order of the words; no forms for a word no rule fits.
 */
export interface Conjugator {
  conjugate(db: Db, req: ConjugationRequest): Promise<InflectForm[][]>;
}

export const conjugators = contributionPoint<Conjugator>('conjugators');
