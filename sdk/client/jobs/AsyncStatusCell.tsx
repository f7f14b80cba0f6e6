import { useState } from 'react';
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconBug, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { platformApi } from '../../shared';
import { useApi } from '../hooks';
import { useT } from '../i18n/i18n';

/** Spec 1 §4: async task status. */
export const ASYNC_STATUS = { PENDING: 0, DOING: 1, DONE: 2, FAILED: 3, DEAD_LETTER: 4, CANCELLED: 5 } as const;
/** Spec 1 §9. */
export const POLL_INTERVAL_MS = 5000;

/**
 * The async status cell: queued (click raises the task's priority to 2), running (spinner), done,
 * or failed (red bug icon titled Failed) for anything above 2.
 */
export function AsyncStatusCell({ taskId, status, onRaised }: { taskId: number | null; status: number | null; onRaised?: () => void }) {
  const t = useT('sdk');
  const api = useApi();
  const [raised, setRaised] = useState(false);
  if (status === null || taskId === null) return null;
  if (status === ASYNC_STATUS.PENDING) {
    return (
      <Tooltip label={raised ? t('jobs.priorityRaised') : t('jobs.queuedRaise')}>
        <ActionIcon
          variant="subtle"
          color={raised ? 'orange' : 'gray'}
          aria-label={t('jobs.queued')}
          disabled={raised}
          onClick={async () => {
            const r = await api.call(platformApi.increaseTaskPriority, { params: { id: taskId } });
            if (r.ok) {
              setRaised(true);
              onRaised?.();
            }
          }}
        >
          <IconClock size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  if (status === ASYNC_STATUS.DOING) return <Loader size="xs" aria-label={t('jobs.running')} />;
  if (status === ASYNC_STATUS.DONE) return <IconCircleCheck size={16} color="green" aria-label={t('common.done')} />;
  return (
    <span title={t('jobs.failed')} aria-label={t('jobs.failed')}>
      <IconBug size={16} color="red" />
    </span>
  );
}
