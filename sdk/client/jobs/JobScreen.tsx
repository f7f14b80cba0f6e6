import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { JobContracts, JobRow } from '../../shared';
import { useApi } from '../hooks';
import { useCommands } from '../commands';
import { JobDetail, type JobDetailProps } from './JobDetail';

/** Spec 1 §9: the job list's width. */
export const JOB_LIST_WIDTH = 432;

export interface JobScreenProps extends Omit<JobDetailProps, 'jobs' | 'jobId' | 'onDeleted' | 'onChanged'> {
  /** The job kind's contracts (jobContracts, from the plugin's public.ts). */
  jobs: JobContracts;
  /** The course whose jobs a course kind lists (its list's :courseId). */
  courseId?: number;
  listTitle: string;
  /** Shown with nothing selected. */
  placeholder: ReactNode;
  /** The creation form; it calls the kind's create and then onCreated with the new id. */
  createForm(props: { onCreated(id: number): void; onCancel(): void }): ReactNode;
  /** A line under each job in the list. */
  describe?(job: JobRow): ReactNode;
}

const STATUS = { processing: ['Processing', 'yellow'], review: ['Needs review', 'orange'], done: ['Done', 'green'] } as const;

/**
 * An AI job module: the job list on the left (432 px) with 'New', and on the right the creation
 * form, the selected job's detail, or the placeholder. A new job opens once created; deleting
 * one clears the selection.
 */
export function JobScreen({ jobs: kind, courseId, listTitle, placeholder, createForm, describe, ...detail }: JobScreenProps) {
  const api = useApi();
  const [jobs, setJobs] = useState<JobRow[]>([]);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  useCommands([{ id: 'new-job', category: listTitle ?? 'Jobs', title: 'New job', keys: 'alt+N', run: () => setSelected('new') }]);
  const loadJobs = useCallback(async () => {
    const r = await api.load(kind.list, { params: courseId === undefined ? undefined : { courseId } });
    if (r) setJobs(r);
  }, [api, kind, courseId]);
  useEffect(() => { void loadJobs(); }, [loadJobs]);
  /** A job as its detail read or a write answered it; a new one (just created) joins the list, newest first. */
  const changed = useCallback((j: JobRow) => setJobs((list) => (list.some((x) => x.id === j.id)
    ? list.map((x) => (x.id === j.id ? j : x)) : [j, ...list])), []);

  return (
    <Group align="stretch" gap={0} wrap="nowrap" h="100%">
      <Box w={JOB_LIST_WIDTH} style={{ flex: `0 0 ${JOB_LIST_WIDTH}px`, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" p="xs">
          <Text fw={600}>{listTitle}</Text>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSelected('new')}>New</Button>
        </Group>
        <ScrollArea h="calc(100% - 48px)">
          {jobs.map((j) => (
            <Box key={j.id} p="xs" data-testid={`job-list-${j.id}`} style={{ cursor: 'pointer', background: selected === j.id ? 'var(--mantine-color-blue-light)' : undefined }}
              onClick={() => setSelected(j.id)}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500} truncate>{j.name || `Job #${j.id}`}</Text>
                <Badge size="xs" color={STATUS[j.status][1]}>{STATUS[j.status][0]}</Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {describe ? describe(j) : `${j.counts.total} items · ${j.counts.review} to review · ${new Date(j.created_at).toLocaleDateString()}`}
              </Text>
            </Box>
          ))}
        </ScrollArea>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {selected === 'new' && createForm({
          onCancel: () => setSelected(null),
          // The detail reads the new job (it shows it), and the list takes it from there.
          onCreated: (id) => setSelected(id),
        })}
        {typeof selected === 'number' && (
          <JobDetail key={selected} jobs={kind} jobId={selected} {...detail} onChanged={changed}
            onDeleted={() => { setJobs((list) => list.filter((x) => x.id !== selected)); setSelected(null); }} />
        )}
        {selected === null && <Stack p="xl" align="center"><Text>{placeholder}</Text></Stack>}
      </Box>
    </Group>
  );
}
