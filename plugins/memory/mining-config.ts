import { z } from 'zod';
import { MODULE } from '../../sdk/shared';

/** Spec 4 §3: the mining configuration. */
export interface MiningConfig {
  general: { min_count: number; translation_refs: number[] };
  enabled_types: { single_words: boolean; short_phrases: boolean; gap_templates: boolean; full_sentences: boolean };
  single_words: { min_word_length: number };
  short_phrases: { ngram_min: number; ngram_max: number };
  gap_templates: { gap_max_span: number; gap_max_slots: number; min_fixed_tokens: number; max_total_tokens: number };
  filtering: { courses: { course_id: number; klines: boolean }[]; only_published_lessons: boolean };
}

/** Spec 4 §5: the numeric bounds (input limits and tooltips), by section and field. */
export const MINING_BOUNDS = {
  'general.min_count': { label: 'Min Count', min: 1, max: 100 },
  'single_words.min_word_length': { label: 'Min Word Length', min: 1, max: 10 },
  'short_phrases.ngram_min': { label: 'N-gram Min', min: 2, max: 5 },
  'short_phrases.ngram_max': { label: 'N-gram Max', min: 2, max: 10 },
  'gap_templates.gap_max_span': { label: 'Max Gap Span', min: 1, max: 10 },
  'gap_templates.gap_max_slots': { label: 'Max Gap Slots', min: 1, max: 5 },
  'gap_templates.min_fixed_tokens': { label: 'Min Fixed Tokens', min: 2, max: 20 },
  'gap_templates.max_total_tokens': { label: 'Max Total Tokens', min: 5, max: 50 },
} as const;
export type BoundedField = keyof typeof MINING_BOUNDS;
export const boundMessage = (f: BoundedField) => `${MINING_BOUNDS[f].label} must be between ${MINING_BOUNDS[f].min} and ${MINING_BOUNDS[f].max}`;

/** Spec 4 §9: the translation source types, all on by default. */
export const TRANSLATION_SOURCES = [
  { ref: MODULE.klines, label: 'K-Lines' },
  { ref: MODULE.panelTitle, label: 'Panel Titles' },
  { ref: MODULE.lessonTitle, label: 'Lesson Titles' },
  { ref: MODULE.trainer, label: 'Trainer Titles' },
  { ref: MODULE.panelIntro, label: 'Panel Intro' },
  { ref: MODULE.reading, label: 'Paragraphs' },
  { ref: MODULE.tableLiterals, label: 'Table Literals' },
] as const;

/** Spec 4 §9: the mining defaults. */
export const defaultMiningConfig = (): MiningConfig => ({
  general: { min_count: 2, translation_refs: TRANSLATION_SOURCES.map((s) => s.ref) },
  enabled_types: { single_words: true, short_phrases: true, gap_templates: true, full_sentences: true },
  single_words: { min_word_length: 3 },
  short_phrases: { ngram_min: 2, ngram_max: 5 },
  gap_templates: { gap_max_span: 3, gap_max_slots: 1, min_fixed_tokens: 4, max_total_tokens: 20 },
  filtering: { courses: [], only_published_lessons: false },
});

/** Spec 4 §9: the fixed rule, shown on the configuration page. */
export const MINING_RULE = 'US dialect only, case-insensitive, punctuation removed (periods separate phrases)';
/** The dialect the rule mines. */
export const MINING_DIALECT = 'en-US';

const miningType = z.enum(['word', 'phrase', 'gap', 'sentence']);
export type MiningType = z.output<typeof miningType>;
const miningStatus = z.enum(['syllabus', 'omit', 'none']);
export type MiningStatus = z.output<typeof miningStatus>;
/** A pattern's status, as a mining row shows it (a mining action answers it). */
export const patternStatus = z.object({ phrasebook: z.string(), status: miningStatus, statusId: z.number().nullable() });
export type PatternStatus = z.output<typeof patternStatus>;
/** Spec 4 §3: a mining result row. */
const miningRow = z.object({
  id: z.number(),
  phrasebook: z.string(),
  count: z.number(),
  type: miningType,
  status: miningStatus,
  /** The phrasebook entry (syllabus) or the omit (omit). */
  statusId: z.number().nullable().optional(),
});
export type MiningRow = z.output<typeof miningRow>;
/** A run as GET memory-phrasebook/mining/{id} answers it. */
export const miningRun = z.object({
  id: z.number(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  error: z.string().nullable(),
  rows: z.array(miningRow),
});
export type MiningRun = z.output<typeof miningRun>;

/** The gap of a gap template, as the pattern shows it. */
export const GAP = '___';
