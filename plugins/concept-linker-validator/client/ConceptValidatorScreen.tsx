import { formatDate, JobScreen, useT, type JobRow, type ModuleScreenProps, type Translate } from '../../../sdk/client';
import { validationJobs } from '../public';
import { itemColumns } from './columns';
import { CreateValidationForm } from './CreateValidationForm';

/** Spec 1 §2 AI-review grid cells: the concept validator's actions (Change only when the AI selected a concept). */
const actions = (t: Translate) => [
  { name: 'keep', label: t('actions.keep'), color: 'green' },
  { name: 'change', label: t('actions.change'), color: 'blue' },
  { name: 'unlink', label: t('actions.unlink'), color: 'red' },
];
const bulk = (t: Translate) => [
  { name: 'bulk-keep', label: t('actions.keepAll') },
  { name: 'bulk-change', label: t('actions.changeAll') },
  { name: 'bulk-unlink', label: t('actions.unlinkAll') },
];

const describeJob = (t: Translate, j: JobRow) =>
  t('job.describe', {
    scope: j.courseId === 0 ? t('job.global') : String(j.params.courseName || t('job.course', { id: j.courseId })),
    links: t('job.links', { count: j.counts.total }),
    review: j.counts.review,
    date: formatDate(j.created_at),
  });

/** Concept Linker Validator (module 87, spec 1 §2): validations of a concept's links, reviewed item by item. */
export default function ConceptValidatorScreen(_props: ModuleScreenProps) {
  const t = useT('concept-linker-validator');
  return (
    <JobScreen
      jobs={validationJobs}
      listTitle={t('listTitle')}
      placeholder={t('placeholder')}
      createForm={(p) => <CreateValidationForm {...p} />}
      actions={actions(t)}
      bulk={bulk(t)}
      priority
      process={{ name: 'process-mock-mode2', label: t('actions.process') }}
      itemColumns={itemColumns(t)}
      describe={(j) => describeJob(t, j)}
    />
  );
}
