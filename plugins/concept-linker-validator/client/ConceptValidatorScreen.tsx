import { formatDate, JobScreen, plural, type JobRow, type ModuleScreenProps } from '../../../sdk/client';
import { validationJobs } from '../public';
import { ITEM_COLUMNS } from './columns';
import { CreateValidationForm } from './CreateValidationForm';

/** Spec 1 §2 AI-review grid cells: the concept validator's actions (Change only when the AI selected a concept). */
const ACTIONS = [
  { name: 'keep', label: 'Keep', color: 'green' },
  { name: 'change', label: 'Change', color: 'blue' },
  { name: 'unlink', label: 'Unlink', color: 'red' },
];
const BULK = [
  { name: 'bulk-keep', label: 'Keep all' },
  { name: 'bulk-change', label: 'Change all' },
  { name: 'bulk-unlink', label: 'Unlink all' },
];
const PROCESS = { name: 'process-mock-mode2', label: 'Process failed items again' };

const describeJob = (j: JobRow) =>
  `${j.courseId === 0 ? 'Global' : String(j.params.courseName || `Course ${j.courseId}`)} · ${plural(j.counts.total, 'link')} · ${j.counts.review} to review · ${formatDate(j.created_at)}`;

/** Concept Linker Validator (module 87, spec 1 §2): validations of a concept's links, reviewed item by item. */
export default function ConceptValidatorScreen(_props: ModuleScreenProps) {
  return (
    <JobScreen
      jobs={validationJobs}
      listTitle="Concept validations"
      placeholder="Select a validation from the list or create a new one"
      createForm={(p) => <CreateValidationForm {...p} />}
      actions={ACTIONS}
      bulk={BULK}
      priority
      process={PROCESS}
      itemColumns={ITEM_COLUMNS}
      describe={describeJob}
    />
  );
}
