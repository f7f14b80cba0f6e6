import { JobScreen, type ModuleScreenProps } from '../../../sdk/client';
import { agentQaApi, type QaJob, type QaRow } from '../public';
import { CreateQaForm } from './CreateQaForm';
import { QaJobDetail } from './QaJobDetail';
import { QaOverview } from './QaSummary';

const STATUS: Record<QaJob['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  processing: { label: 'Processing', color: 'yellow' },
  completed: { label: 'Completed', color: 'green' },
};
const jobs = { list: agentQaApi.jobs };

/** Agent QA (module 91, spec 1 §2): QA jobs re-run an agent on validated data and show pass or fail per item. */
export default function AgentQaScreen(_props: ModuleScreenProps) {
  return (
    <JobScreen<QaJob, QaRow>
      jobs={jobs}
      listTitle="QA jobs"
      placeholder="Select a QA job from the list or create a new one"
      overview={(open) => <QaOverview onOpen={open} />}
      createForm={(p) => <CreateQaForm {...p} />}
      badge={(j) => STATUS[j.status]}
      describe={(j: QaJob) => `${j.agent_label} · ${j.passed} pass / ${j.failed} fail of ${j.total}`}
      detail={(p) => <QaJobDetail {...p} />}
    />
  );
}
