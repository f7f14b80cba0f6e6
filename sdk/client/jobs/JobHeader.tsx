import { useState, type ReactNode } from 'react';
import { Button, Group, Menu, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { JOB_PRIORITIES } from '../../shared';
import { useApi } from '../hooks';
import type { JobDetailContracts } from './useJobDetail';
import { useT } from '../i18n/i18n';

export interface JobHeaderProps {
  jobs: Pick<JobDetailContracts<unknown, unknown>, 'remove' | 'changePriority'>;
  job: { id: number; name: string; priority: number };
  title: ReactNode;
  /** A line under the title (Agent QA's 'Agent: …'). */
  subtitle?: ReactNode;
  /** Shows the priority control (while items are still queued). */
  priority: boolean;
  /** Controls before the Actions menu (the bulk actions menu). */
  controls?: ReactNode;
  /** Entries of the Actions menu above 'Delete job'. */
  menu?: ReactNode;
  /** Said in the delete confirmation after 'Delete '{name}' and its items?'. */
  deleteNote?: string;
  /** After a change of priority (when setPriority is not given). */
  onChanged?(): void;
  /** Changes the priority and shows what the change answered (instead of the change here, then onChanged). */
  setPriority?(priority: number): Promise<void>;
  onDeleted(): void;
}

/**
 * A job detail's header: the title, the priority control (Low, Normal, High), the kind's own
 * controls and the Actions menu, whose 'Delete job' asks first.
 */
export function JobHeader({ jobs, job, title, subtitle, priority, controls, menu, deleteNote, onChanged, setPriority, onDeleted }: JobHeaderProps) {
  const t = useT('sdk');
  const api = useApi();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Title order={4}>{title}</Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {priority && (
          <SegmentedControl
            size="xs"
            aria-label={t('jobs.priority')}
            value={String(job.priority ?? 1)}
            data={JOB_PRIORITIES.map((p) => ({ value: String(p.value), label: t(`jobs.priorities.${p.value}`) }))}
            onChange={async (v) => {
              if (setPriority) return setPriority(Number(v));
              const r = await api.call(jobs.changePriority, { params: { id: job.id }, body: { priority: Number(v) } });
              if (!r.ok) console.error(`change-priority failed: ${r.error}`);
              onChanged?.();
            }}
          />
        )}
        {controls}
        <Menu>
          <Menu.Target>
            <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
              {t('jobs.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu}
            <Menu.Item color="red" onClick={() => setConfirmDelete(true)}>
              {t('jobs.deleteJob')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('jobs.deleteJob')}>
        <Text size="sm">
          {t('jobs.deleteConfirm', { name: job.name })}
          {deleteNote && ` ${deleteNote}`}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={async () => {
              const r = await api.call(jobs.remove, { params: { id: job.id } });
              setConfirmDelete(false);
              if (r.ok) onDeleted();
            }}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
