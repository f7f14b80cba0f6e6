import { z } from 'zod';
import {
  contract,
  contributionPoint,
  dbIdParam,
  idParams,
  jobContracts,
  MODULE,
  recordLocation,
  resourceContract,
  TranslationStatus,
  translationTextValue,
} from '../../sdk/shared';
import type { Db } from '../../sdk/server';
import { boundMessage, MINING_BOUNDS, miningRun, patternStatus, type BoundedField } from './mining-config';
import { patternChange, reportRun } from './pattern-config';
import { EMBED_CHUNK, THRESHOLD, TOP_K, unifierRun } from './unifier-config';

export type { MiningConfig, MiningRow, MiningRun, MiningStatus, MiningType, PatternStatus } from './mining-config';
export type {
  ConsistencyGroup,
  ConsistencyMember,
  FrequencyRow,
  IdMapEntry,
  PatternChange,
  PatternChangeResult,
  ReportConfig,
  ReportRow,
  ReportRun,
} from './pattern-config';
export type { UnifierConfig, UnifierGroup, UnifierMember, UnifierRun, UnifierStatus } from './unifier-config';

/** The memory plugin's public face: its module keys and the route contracts other plugins call. */
export const MEMORY = MODULE.memory;
export const PHRASEBOOK = MODULE.phrasebook;

/** Spec 4 §5: 'Memory search needs both text and dialect'. */
export const MISSING_SEARCH = 'Memory search needs both text and dialect';

/** A phrasebook phrase as its editor shows it: its translation in each dialect. */
const phrase = z.object({
  id: z.number(),
  phrase: z.string(),
  example: z.string(),
  isInvariable: z.boolean(),
  version: z.number(),
  translations: z.array(translationTextValue),
});
export type PhrasebookPhrase = z.output<typeof phrase>;
/** A phrasebook grid row: the translation in the grid's dialect ('' without one). */
const phraseRow = z.object({
  id: z.number(),
  phrase: z.string(),
  example: z.string(),
  isInvariable: z.boolean(),
  translation: z.string(),
  hasExample: z.boolean(),
});

export const phrasebookResource = resourceContract(
  { list: 'memory-phrasebook', create: 'memory-phrasebook', item: 'memory-phrasebook', gridRow: 'memory-phrasebook/:id/grid-row' },
  { record: phrase, row: phraseRow, listQuery: z.object({ dialect: z.coerce.number().int().positive().optional() }) },
);

/** A means set: three phrasebook phrases (0 for an empty slot), named as the spec names the fields. */
const meansSet = z.object({
  id: z.number(),
  version: z.number(),
  em1_phrasebook_id: z.number(),
  em2_phrasebook_id: z.number(),
  em3_phrasebook_id: z.number(),
});
export type MeansSet = z.output<typeof meansSet>;
/** A means set's grid row: each slot's phrase as '{id} – {phrase}' ('' when empty). */
const meansSetRow = meansSet.extend({ em1: z.string(), em2: z.string(), em3: z.string() });

export const meansSetResource = resourceContract(
  { list: 'memory/means-sets', create: 'memory/means-sets', item: 'memory/means-sets', gridRow: 'memory/means-sets/:id/grid-row' },
  { record: meansSet, row: meansSetRow },
);

/** The phrasebook translator's job kind (spec 4 §2.9): its jobs are listed and created at it, the job routes are under it. */
export const TRANSLATOR_PATH = 'memory-phrasebook-translator';

/** A row of GET memory (the Memory search). */
const memoryHit = z.object({
  id: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
  text: z.string(),
  dialectId: z.number(),
  similarity: z.number(),
});
export type MemoryHit = z.output<typeof memoryHit>;

const memoryDialectText = z.object({ dialectId: z.number(), dialectCode: z.string(), text: z.string(), status: z.nativeEnum(TranslationStatus) });
export type MemoryDialectText = z.output<typeof memoryDialectText>;

/** GET memory/translation/{id}; open: where its record opens (a part, such as a dialog's segment, on its parent record with the part selected). */
const memoryTranslation = z.object({
  id: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
  field: z.string(),
  open: recordLocation,
  dialects: z.array(memoryDialectText),
});
export type MemoryTranslation = z.output<typeof memoryTranslation>;

/** A course of the mining selection, with the CEFR levels it teaches ('A1', 'A2', 'B1'…, see courseLevels). */
const courseOption = z.object({ id: z.number(), name: z.string(), levels: z.array(z.string()) });
const pattern = z.string().trim().min(1, 'Required').max(500);

const bounded = (f: BoundedField) =>
  z
    .number({ message: boundMessage(f) })
    .int(boundMessage(f))
    .min(MINING_BOUNDS[f].min, boundMessage(f))
    .max(MINING_BOUNDS[f].max, boundMessage(f));
/** Spec 4 §3 and §5: the mining configuration with its bounds (the message names the field and its range). */
export const miningConfigBody = z
  .object({
    general: z.object({
      min_count: bounded('general.min_count'),
      translation_refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50),
    }),
    enabled_types: z.object({ single_words: z.boolean(), short_phrases: z.boolean(), gap_templates: z.boolean(), full_sentences: z.boolean() }),
    single_words: z.object({ min_word_length: bounded('single_words.min_word_length') }),
    short_phrases: z.object({ ngram_min: bounded('short_phrases.ngram_min'), ngram_max: bounded('short_phrases.ngram_max') }),
    gap_templates: z.object({
      gap_max_span: bounded('gap_templates.gap_max_span'),
      gap_max_slots: bounded('gap_templates.gap_max_slots'),
      min_fixed_tokens: bounded('gap_templates.min_fixed_tokens'),
      max_total_tokens: bounded('gap_templates.max_total_tokens'),
    }),
    filtering: z.object({
      courses: z
        .array(z.object({ course_id: z.number().int().positive(), klines: z.boolean().default(true) }))
        .min(1, 'Choose at least one course')
        .max(1000),
      only_published_lessons: z.boolean().default(false),
    }),
  })
  .superRefine((c, ctx) => {
    if (c.short_phrases.ngram_min > c.short_phrases.ngram_max) {
      ctx.addIssue({ code: 'custom', path: ['short_phrases', 'ngram_max'], message: 'N-gram Max must not be below N-gram Min' });
    }
    if (!Object.values(c.enabled_types).some(Boolean)) ctx.addIssue({ code: 'custom', path: ['enabled_types'], message: 'Choose at least one pattern type' });
  });

/** Spec 4 §3 and §5: filtering, dialect and refs; Generate Report needs a dialect above 0 and at least one course. */
export const reportConfigBody = z.object({
  filtering: z.object({
    courses: z
      .array(z.object({ course_id: z.number().int().positive() }))
      .min(1, 'Choose at least one course')
      .max(1000),
  }),
  dialect: z.number({ message: 'Choose a dialect' }).int().positive('Choose a dialect'),
  refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50),
});

/** A phrasebook entry's id in a body (no coercion there). */
const entryId = z.number().int().positive().max(2_147_483_647);
const dialectId = z.number({ message: 'Choose a source dialect' }).int().positive('Choose a source dialect');
const threshold = z
  .number()
  .min(THRESHOLD.min, `Threshold must be between ${THRESHOLD.min} and ${THRESHOLD.max}`)
  .max(THRESHOLD.max, `Threshold must be between ${THRESHOLD.min} and ${THRESHOLD.max}`);
const topK = z
  .number()
  .int(`topK must be a whole number between ${TOP_K.min} and ${TOP_K.max}`)
  .min(TOP_K.min, `topK must be between ${TOP_K.min} and ${TOP_K.max}`)
  .max(TOP_K.max, `topK must be between ${TOP_K.min} and ${TOP_K.max}`);

/** Spec 4 §3 and §5: the configuration plus dialect_id, threshold and topK (those at the top win; the defaults 0.82 and 50). */
export const unifierBuildBody = z
  .object({
    general: z.object({
      translation_refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50),
      source_dialect: dialectId.optional(),
      threshold: threshold.optional(),
      topK: topK.optional(),
    }),
    filtering: z.object({
      courses: z
        .array(z.object({ course_id: z.number().int().positive() }))
        .min(1, 'Choose at least one course')
        .max(1000),
    }),
    dialect_id: dialectId.optional(),
    threshold: threshold.optional(),
    topK: topK.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.dialect_id && !b.general.source_dialect) ctx.addIssue({ code: 'custom', path: ['general', 'source_dialect'], message: 'Choose a source dialect' });
  });

/** The phrasebook translator's creation body: both optional, so that the server answers the spec's messages (spec 4 §8). */
export const translatorCreateBody = z.object({ name: z.string().max(200).nullable().optional(), dialect_id: z.number().int().nullable().optional() });
/** The translator job kind's contracts (the platform serves them; its jobs are listed and created at TRANSLATOR_PATH). */
export const translatorJobs = jobContracts(TRANSLATOR_PATH, { createBody: translatorCreateBody });

/** What a change request answers per phrasebook entry. */
const changeResult = z.object({ id: z.number(), status: z.enum(['ok', 'skipped', 'error']), message: z.string() });

/** The memory plugin's calls: Memory search, Phrasebook mining, the pattern reports and the Semantic Unifier (spec 4 §2.9). */
export const memoryApi = {
  phrasebookTemplates: contract({
    method: 'GET',
    path: 'memory/phrasebook-templates',
    query: z.object({
      em: z.coerce.number({ message: 'Expected 1, 2 or 3' }).int('Expected 1, 2 or 3').min(1, 'Expected 1, 2 or 3').max(3, 'Expected 1, 2 or 3'),
    }),
    answer: z.array(z.object({ id: z.number(), label: z.string() })),
    summary: "The phrasebook options of a means template slot (?em=1, 2 or 3): every entry { id, label: 'id – phrase' }, by phrase",
  }),
  startMining: contract({
    method: 'POST',
    path: 'memory-phrasebook/mining',
    body: miningConfigBody,
    answer: miningRun,
    summary:
      "Queues a mining run over the selected courses' US translations (body: the mining configuration); answers the run { id, status, total, done, rows }",
  }),
  miningCourses: contract({
    method: 'GET',
    path: 'memory-phrasebook/mining/courses',
    answer: z.array(courseOption),
    summary: 'Every course { id, name, levels }, by name, for the mining course selection',
  }),
  miningRun: contract({
    method: 'GET',
    path: 'memory-phrasebook/mining/:id',
    params: idParams,
    answer: miningRun,
    summary:
      'A mining run: status (queued, running, done, failed), progress (done of total segments) and, once done, its rows { id, phrasebook, count, type, status, statusId }',
  }),
  addMined: contract({
    method: 'POST',
    path: 'memory-phrasebook/mining/add',
    body: z.object({ phrasebook: pattern }),
    answer: z.object({ id: z.number(), created: z.boolean(), pattern: patternStatus }),
    summary: "Adds a mined pattern to the phrasebook (syllabus) unless it is there; answers { id, created } and the pattern's status (its mining row's)",
  }),
  omit: contract({
    method: 'POST',
    path: 'memory-phrasebook/mining/omit',
    body: z.object({ text: pattern }),
    answer: z.object({ id: z.number(), pattern: patternStatus }),
    summary: "Omits a mined pattern; answers the omit { id } and the pattern's status (its mining row's)",
  }),
  omits: contract({
    method: 'GET',
    path: 'memory-phrasebook/omits',
    answer: z.array(z.object({ id: z.number(), text: z.string() })),
    summary: 'Every omitted pattern { id, text }, by text',
  }),
  deleteOmit: contract({
    method: 'DELETE',
    path: 'memory-phrasebook/omits/:id',
    params: idParams,
    answer: z.object({ id: z.number(), pattern: patternStatus }),
    summary: "Removes an omit (the pattern is none again); answers its id and the pattern's status (its mining row's)",
  }),
  search: contract({
    method: 'GET',
    path: 'memory',
    query: z.object({ dialect: z.string().optional(), text: z.string().max(2000).optional() }),
    answer: z.array(memoryHit),
    summary:
      'Memory search (?dialect=&text=, both required): the done texts of the dialect most similar to the text, best first: { id, courseId, courseName, ref, refName, refId, text, dialectId, similarity }',
  }),
  dialects: contract({
    method: 'GET',
    path: 'memory/dialects',
    answer: z.array(z.object({ dialectId: z.number(), dialectCode: z.string() })),
    summary: 'Every dialect, for the dialect select of the Memory search',
  }),
  translation: contract({
    method: 'GET',
    path: 'memory/translation/:id',
    params: idParams,
    answer: memoryTranslation,
    summary:
      'A translation with its text and status in every dialect of its course: { id, courseId, courseName, ref, refName, refId, field, open (where its record opens: a part on its parent), dialects }',
  }),
  setTranslationText: contract({
    method: 'PUT',
    path: 'memory/translation/:id/dialects/:d',
    params: z.object({ id: dbIdParam, d: dbIdParam }),
    query: z.object({ search: z.string().trim().min(1).max(2000).optional(), searchDialect: dbIdParam.optional() }),
    body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() }),
    answer: memoryTranslation.extend({ hits: z.array(memoryHit).optional() }),
    summary:
      'Sets the text (and status: pending 0 or done 2) of one dialect of a translation, from the Memory popup; answers the translation, and with ?search=&searchDialect= the memory search after the change (hits)',
  }),
  frequencyReport: contract({
    method: 'POST',
    path: 'memory/patterns',
    body: reportConfigBody,
    answer: reportRun,
    summary:
      "Queues a Pattern Frequency report (body: the report configuration): each phrasebook pattern in the dialect with its count in the selected courses' texts and id_map entries { translation_id, course_id, panel_id, ref, ref_id }; answers the run",
  }),
  consistencyReport: contract({
    method: 'POST',
    path: 'memory/patterns/consistency',
    body: reportConfigBody,
    answer: reportRun,
    summary:
      "Queues a Pattern Consistency report: per phrasebook entry (us_pattern), the renderings found in the dialect's texts whose US text holds it { id, pattern, count, canonical, translation_ids }, listed when some differ from the phrasebook; answers the run",
  }),
  reportRun: contract({
    method: 'GET',
    path: 'memory/patterns/runs/:id',
    params: idParams,
    answer: reportRun,
    summary:
      'A pattern report run: status (queued, running, done, failed), progress (done of total texts) and, once done, its result (frequency rows or consistency groups)',
  }),
  applyPatternChange: contract({
    method: 'POST',
    path: 'translations/pattern/apply-change',
    body: z
      .object({
        dialect_id: z.number().int().positive(),
        translation_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Choose at least one translation').max(1000),
        old_pattern: pattern,
        new_pattern: pattern,
      })
      .refine((b) => b.old_pattern.toLowerCase() !== b.new_pattern.toLowerCase(), { path: ['new_pattern'], message: 'The new pattern is the old one' }),
    answer: patternChange,
    summary:
      "Change Pattern: in each translation's text of the dialect, the old pattern (case aside, whole words) becomes the new one; answers { change_id, status ok|partial|error, message, results { translation_id, status ok|error, message } }",
  }),
  undoPatternChange: contract({
    method: 'POST',
    path: 'translations/pattern/undo/:id',
    params: idParams,
    answer: patternChange,
    summary: 'Undoes a Change Pattern: each text it changed is put back unless edited since; once only (409)',
  }),
  buildUnifier: contract({
    method: 'POST',
    path: 'memory-semantic-unifier/groups/build',
    body: unifierBuildBody,
    answer: unifierRun,
    summary:
      "Queues a Semantic Unifier run: the phrasebook patterns of the source dialect found in the selected courses' texts are embedded (chunks of 100) and grouped by cosine similarity; answers the run { id, status, to_embed, total, done, failed, groups }",
  }),
  unifierRun: contract({
    method: 'GET',
    path: 'memory-semantic-unifier/runs/:id',
    params: idParams,
    answer: unifierRun,
    summary:
      'A Semantic Unifier run: status (needs_embeddings, paused, ok, failed), the embedding progress (done of total, failed) and, once ok, its groups { id, representative_pattern, members { id, pattern, similarity } }',
  }),
  pauseUnifier: contract({
    method: 'POST',
    path: 'memory-semantic-unifier/runs/:id/pause',
    params: idParams,
    answer: unifierRun,
    summary: "Pauses a run's embeddings before the next chunk (409 unless it is embedding)",
  }),
  resumeUnifier: contract({
    method: 'POST',
    path: 'memory-semantic-unifier/runs/:id/resume',
    params: idParams,
    answer: unifierRun,
    summary: 'Resumes a paused run (409 unless it is paused)',
  }),
  upsertEmbeddings: contract({
    method: 'POST',
    path: 'memory-semantic-unifier/embeddings/upsert',
    body: z.object({
      dialect_id: dialectId,
      points: z
        .array(z.object({ id: entryId, pattern: z.string().trim().min(1, 'Required').max(500) }))
        .min(1)
        .max(EMBED_CHUNK),
    }),
    answer: z.object({ upserted: z.number(), failed: z.number() }),
    summary: `Embeds up to ${EMBED_CHUNK} points { id: phrasebook entry, pattern } of a dialect and stores their vectors; answers { upserted, failed }`,
  }),
  changePatterns: contract({
    method: 'POST',
    path: 'memory-semantic-unifier/change',
    body: z.object({
      dialect_id: dialectId,
      glossary: z
        .array(z.object({ id: entryId, pattern: z.string().max(500) }))
        .min(1)
        .max(500),
    }),
    answer: z.object({ results: z.array(changeResult) }),
    summary:
      "The change request: each { id, pattern } of glossary becomes the phrasebook entry's pattern in the dialect (a pattern empty after trimming is skipped); answers { results { id, status ok|skipped|error, message } }",
  }),
  /** Served by the platform's job routes (the translator job kind's create route, its body translatorCreateBody). */
  createTranslatorJob: translatorJobs.create,
};

const numberList = z
  .string()
  .max(20_000)
  .default('')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ]);

/**
 * Spec 4 §7 'Semantic unifier and patterns': GET memory/patterns/consistency, the configuration in
 * the query (dialect, courses, refs); its data the list of groups. A report runs as a queued task
 * (POST memory/patterns/consistency): this answers the groups of the newest finished report of that
 * configuration, and queues one when there is none (an empty list until it is done).
 */
export const memorySpecApi = {
  consistency: contract({
    method: 'GET',
    path: 'memory/patterns/consistency',
    query: z.object({ dialect: dbIdParam, courses: numberList, refs: numberList }),
    answer: z.array(
      z.object({
        id: z.number(),
        us_pattern: z.string(),
        pattern: z.string(),
        members: z.array(z.object({ id: z.number(), pattern: z.string(), count: z.number(), canonical: z.boolean(), translation_ids: z.array(z.number()) })),
      }),
    ),
    summary:
      'The Pattern Consistency groups of the configuration (?dialect, courses, refs as comma lists): those of the newest finished report, or none while one is queued',
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * The CEFR levels each course teaches ('A1', 'A2', 'B1'…), from the module that knows them (the
 * vocabulary's entry levels): 'Add all courses (A1-B1)' picks the courses of those levels, beside
 * those whose name says so (spec 4 §9), since course names need not carry a level.
 */
export interface CourseLevels {
  levelsOf(db: Db): Promise<Map<number, string[]>>;
}

export const courseLevels = contributionPoint<CourseLevels>('course-levels');

export { tmxApi, TMX_MAX_BYTES, TMX_TOO_BIG, type TmxImportReport, type TmxTransfer } from './tmx-config';
