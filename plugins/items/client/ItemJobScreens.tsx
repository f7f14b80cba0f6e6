import { formatDate, JobScreen, type JobRow } from '../../../sdk/client';
import { GUESSER_PATH, HIGH_CONFIDENCE, MEAN_VALIDATOR_PATH, SENTENCE_VALIDATOR_PATH, SOURCE_FILTERS } from '../jobs-shared';
import { itemsApi } from '../public';
import { ITEM_JOB_COLUMNS } from './item-job-columns';
import { ItemJobForm } from './ItemJobForm';

/** Spec 3 §2. */
export const JOB_PLACEHOLDER = 'Select a job from the list or create a new one';

const KEEP = { name: 'keep', label: 'Keep', color: 'green' };
const CHANGE = { name: 'change', label: 'Change', color: 'blue', edit: true };
const ACCEPT = { name: 'accept', label: 'Accept', color: 'teal' };

/** Each bulk action applies to the items in review the AI proposed that decision for (plugins/items/README.md). */
const BULK_KEEP = { name: 'bulk-keep', label: 'Keep all the AI would keep' };
const BULK_CHANGE = { name: 'bulk-change', label: 'Change all the AI would change' };

const describeJob = (j: JobRow) =>
  [
    String(j.params.dialect_code ?? ''),
    j.params.source_filter ? SOURCE_FILTERS.find((f) => f.value === j.params.source_filter)?.label : undefined,
    j.params.include_previous_validated ? 'with previous validated' : undefined,
    `${j.counts.total} item${j.counts.total === 1 ? '' : 's'}`,
    `${j.counts.review} to review`,
    formatDate(j.created_at),
  ]
    .filter(Boolean)
    .join(' · ');

/** Where the course's jobs of a kind are listed (and created). */

/** Guesser (spec 3 §7 Guesser jobs): guesses the items' sources in a dialect. */
export function GuesserTab({ courseId }: { courseId: number }) {
  return (
    <JobScreen
      jobs={itemsApi.jobs[GUESSER_PATH]}
      courseId={courseId}
      listTitle="Guesser jobs"
      placeholder={JOB_PLACEHOLDER}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={GUESSER_PATH} variant="guesser" title="New guesser job" />}
      actions={[KEEP, CHANGE, ACCEPT]}
      bulk={[
        BULK_KEEP,
        BULK_CHANGE,
        { name: 'bulk-accept', label: 'Accept all the AI would accept' },
        { name: 'bulk-accept-high-confidence', label: `Accept those with high confidence (≥ ${HIGH_CONFIDENCE * 100}%)` },
      ]}
      priority
      itemColumns={ITEM_JOB_COLUMNS}
      describe={describeJob}
    />
  );
}

/** Sentence Validator (spec 3 §7 Sentence validator jobs). */
export function SentenceValidatorTab({ courseId }: { courseId: number }) {
  return (
    <JobScreen
      jobs={itemsApi.jobs[SENTENCE_VALIDATOR_PATH]}
      courseId={courseId}
      listTitle="Sentence validator jobs"
      placeholder={JOB_PLACEHOLDER}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={SENTENCE_VALIDATOR_PATH} variant="validator" title="New sentence validator job" />}
      actions={[KEEP, CHANGE]}
      bulk={[BULK_KEEP, BULK_CHANGE]}
      priority
      itemColumns={ITEM_JOB_COLUMNS}
      describe={describeJob}
    />
  );
}

/** Mean Validator (spec 3 §7 Mean validator jobs): no priority. */
export function MeanValidatorTab({ courseId }: { courseId: number }) {
  return (
    <JobScreen
      jobs={itemsApi.jobs[MEAN_VALIDATOR_PATH]}
      courseId={courseId}
      listTitle="Mean validator jobs"
      placeholder={JOB_PLACEHOLDER}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={MEAN_VALIDATOR_PATH} variant="validator" title="New mean validator job" />}
      actions={[KEEP, CHANGE]}
      bulk={[{ ...BULK_KEEP, label: 'Keep all the AI would keep (or matched exactly)' }, BULK_CHANGE]}
      itemColumns={ITEM_JOB_COLUMNS}
      describe={describeJob}
    />
  );
}
