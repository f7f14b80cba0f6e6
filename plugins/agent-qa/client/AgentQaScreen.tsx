import { JobScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { agentQaApi, type QaJob, type QaRow } from '../public';
import { CreateQaForm } from './CreateQaForm';
import { QaJobDetail } from './QaJobDetail';
import { QaOverview } from './QaSummary';

const STATUS_COLORS: Record<QaJob['status'], string> = { pending: 'gray', processing: 'yellow', completed: 'green' };
const jobs = { list: agentQaApi.jobs };

/** Agent QA (module 91, spec 1 §2): QA jobs re-run an agent on validated data and show pass or fail per item. */
export default function AgentQaScreen(_props: ModuleScreenProps) {
  const t = useT('agent-qa');
  return (
    <JobScreen<QaJob, QaRow>
      jobs={jobs}
      listTitle={t('listTitle')}
      placeholder={t('placeholder')}
      overview={(open) => <QaOverview onOpen={open} />}
      createForm={(p) => <CreateQaForm {...p} />}
      badge={(j) => ({ label: t(`status.${j.status}`), color: STATUS_COLORS[j.status] })}
      describe={(j: QaJob) => t('describe', { agent: j.agent_label, passed: j.passed, failed: j.failed, total: j.total })}
      detail={(p) => <QaJobDetail {...p} />}
    />
  );
}
