/**
 * The Items screen's AI jobs (spec 3 §2 Items screen, §7 Guesser / Sentence validator / Mean
 * validator jobs): what the client and the server both need. No server imports here.
 */
import { JOB_MESSAGES } from '../../sdk/shared';

export const GUESSER_PATH = 'item-source-guesser';
export const SENTENCE_VALIDATOR_PATH = 'item-source-sentence-translation-validator';
export const MEAN_VALIDATOR_PATH = 'item-source-mean-validator';

/** Spec 3 §9: source filter options of the guesser. */
export const SOURCE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'empty_only', label: 'Empty Only' },
  { value: 'non_empty_only', label: 'Non-Empty Only' },
] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number]['value'];
export const isSourceFilter = (v: unknown): v is SourceFilter => SOURCE_FILTERS.some((f) => f.value === v);

/** bulk-accept-high-confidence accepts the guesses whose confidence is at least this (spec 1 §9 'high'). */
export const HIGH_CONFIDENCE = 0.8;

/** Spec 1 §5: 'Change in the validators needs a non-empty modified translation'. */
export const CHANGE_NEEDS_TEXT = 'Change needs a non-empty modified translation';
export const NOTHING_TO_ACCEPT = 'There is no suggested source to accept';
export const NAME_MAX = 200;

/** What a job item's row shows of its item (ai_job_items.item_info). */
export interface ItemJobInfo {
  item_id: number;
  target_text: string;
  target_dialect_code: string;
  /** The item's source in the job's dialect: as the job found it, then as the user's decision wrote it. */
  source_text: string;
  /** The job's (source) dialect. */
  dialect_code: string;
  /** The source before a change or an accept wrote a new one. */
  previous_source?: string;
}

/** A k-line a job may be filtered by (GET courses/{course}/item-jobs/k-lines). */
export interface KlineOption {
  id: number;
  title: string;
}

/** The creation form's client-side checks, in the spec's order (spec 3 §5): the first message, or null. */
export function validateJobForm(f: { name: string; dialectId: string | number | null | undefined }): string | null {
  if (!f.name.trim()) return JOB_MESSAGES.name;
  if (f.dialectId === null || f.dialectId === undefined || f.dialectId === '') return JOB_MESSAGES.dialect;
  return null;
}
