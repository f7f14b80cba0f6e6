import { useMemo } from 'react';
import { formatDate, JobScreen, useT, type JobRow } from '../../../sdk/client';
import { GUESSER_PATH, HIGH_CONFIDENCE, MEAN_VALIDATOR_PATH, SENTENCE_VALIDATOR_PATH } from '../jobs-shared';
import { itemsApi } from '../public';
import { itemJobColumns } from './item-job-columns';
import { ItemJobForm } from './ItemJobForm';

/** The review actions and bulk actions of the item jobs, and a job's line in the list, in the UI language. */
function useJobTexts() {
  const t = useT('items');
  return useMemo(() => {
    const keep = { name: 'keep', label: t('jobs.keep'), color: 'green' };
    const change = { name: 'change', label: t('jobs.change'), color: 'blue', edit: true };
    const accept = { name: 'accept', label: t('jobs.accept'), color: 'teal' };
    // Each bulk action applies to the items in review the AI proposed that decision for (plugins/items/README.md).
    const bulkKeep = { name: 'bulk-keep', label: t('jobs.bulkKeep') };
    const bulkChange = { name: 'bulk-change', label: t('jobs.bulkChange') };
    const describe = (j: JobRow) =>
      [
        String(j.params.dialect_code ?? ''),
        j.params.source_filter ? t(`sourceFilters.${j.params.source_filter}`) : undefined,
        j.params.include_previous_validated ? t('jobs.withPrevious') : undefined,
        t('jobs.items', { count: j.counts.total }),
        t('jobs.toReview', { count: j.counts.review }),
        formatDate(j.created_at),
      ]
        .filter(Boolean)
        .join(' · ');
    return { t, keep, change, accept, bulkKeep, bulkChange, describe, columns: itemJobColumns(t) };
  }, [t]);
}

/** Where the course's jobs of a kind are listed (and created). */

/** Guesser (spec 3 §7 Guesser jobs): guesses the items' sources in a dialect. */
export function GuesserTab({ courseId }: { courseId: number }) {
  const { t, keep, change, accept, bulkKeep, bulkChange, describe, columns } = useJobTexts();
  return (
    <JobScreen
      jobs={itemsApi.jobs[GUESSER_PATH]}
      courseId={courseId}
      listTitle={t('jobs.guesserList')}
      placeholder={t('jobs.placeholder')}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={GUESSER_PATH} variant="guesser" title={t('jobs.newGuesser')} />}
      actions={[keep, change, accept]}
      bulk={[
        bulkKeep,
        bulkChange,
        { name: 'bulk-accept', label: t('jobs.bulkAccept') },
        { name: 'bulk-accept-high-confidence', label: t('jobs.bulkAcceptHigh', { percent: HIGH_CONFIDENCE * 100 }) },
      ]}
      priority
      itemColumns={columns}
      describe={describe}
    />
  );
}

/** Sentence Validator (spec 3 §7 Sentence validator jobs). */
export function SentenceValidatorTab({ courseId }: { courseId: number }) {
  const { t, keep, change, bulkKeep, bulkChange, describe, columns } = useJobTexts();
  return (
    <JobScreen
      jobs={itemsApi.jobs[SENTENCE_VALIDATOR_PATH]}
      courseId={courseId}
      listTitle={t('jobs.sentenceList')}
      placeholder={t('jobs.placeholder')}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={SENTENCE_VALIDATOR_PATH} variant="validator" title={t('jobs.newSentence')} />}
      actions={[keep, change]}
      bulk={[bulkKeep, bulkChange]}
      priority
      itemColumns={columns}
      describe={describe}
    />
  );
}

/** Mean Validator (spec 3 §7 Mean validator jobs): no priority. */
export function MeanValidatorTab({ courseId }: { courseId: number }) {
  const { t, keep, change, bulkKeep, bulkChange, describe, columns } = useJobTexts();
  return (
    <JobScreen
      jobs={itemsApi.jobs[MEAN_VALIDATOR_PATH]}
      courseId={courseId}
      listTitle={t('jobs.meanList')}
      placeholder={t('jobs.placeholder')}
      createForm={(p) => <ItemJobForm {...p} courseId={courseId} path={MEAN_VALIDATOR_PATH} variant="validator" title={t('jobs.newMean')} />}
      actions={[keep, change]}
      bulk={[{ ...bulkKeep, label: t('jobs.bulkKeepMean') }, bulkChange]}
      itemColumns={columns}
      describe={describe}
    />
  );
}
