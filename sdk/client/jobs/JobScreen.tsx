import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { z } from 'zod';
import { type Contract, type JobContracts, type JobItemRow, type JobRow } from '../../shared';
import { useApi } from '../hooks';
import { useCommands } from '../commands';
import { JobDetail, type JobDetailProps } from './JobDetail';
import type { ShownJob } from './useJobDetail';
import { formatDate } from '../i18n/dates';
import { translator, useT } from '../i18n/i18n';

/** Spec 1 §9: the job list's width. */
export const JOB_LIST_WIDTH = 432;

/** What the list reads of a job, whatever its kind. */
export interface ListedJob {
  id: number;
  name: string;
}

/** What a create answered: the new job's id, and the job and its items that its detail shows at once. */
export interface CreatedJob<J, I> extends ShownJob<J, I> {
  id: number;
}

interface JobListProps<J extends ListedJob, I> {
  /** The course whose jobs a course kind lists (its list's :courseId). */
  courseId?: number;
  listTitle: string;
  /** Shown with nothing selected. */
  placeholder: ReactNode;
  /** Under the placeholder: an overview of the kind's jobs, which may open one. */
  overview?(open: (jobId: number) => void): ReactNode;
  /** The creation form; it calls the kind's create and then onCreated with what it answered. */
  createForm(props: { onCreated(created: CreatedJob<J, I>): void; onCancel(): void }): ReactNode;
  /** A line under each job in the list. */
  describe?(job: J): ReactNode;
}

/** An AI job kind served by core (jobContracts): the SDK's detail, with the kind's item actions, bulk actions and columns. */
export interface JobScreenProps extends JobListProps<JobRow, JobItemRow>, Omit<JobDetailProps, 'jobs' | 'jobId' | 'onDeleted' | 'onChanged'> {
  /** The job kind's contracts (jobContracts, from the plugin's public.ts). */
  jobs: JobContracts;
}

/** The props a kind's own detail gets: it tells the list when the job changed or was deleted. */
export interface JobDetailSlotProps<J, I = unknown> {
  jobId: number;
  /** The job and its items as its create answered them, for a job just made. */
  shown?: ShownJob<J, I>;
  onDeleted(): void;
  onChanged(job: J): void;
}

/**
 * A job kind served by its plugin's own routes (Agent QA): its list contract, its list badge, and
 * its detail, made of the SDK's blocks (useJobDetail, JobHeader, FilterBar, JobItemsGrid).
 */
export interface OwnJobScreenProps<J extends ListedJob, I> extends JobListProps<J, I> {
  jobs: { list: Contract<'GET', string, z.ZodType | undefined, undefined, undefined, z.ZodType<J[]>> };
  badge(job: J): { label: string; color: string };
  detail(props: JobDetailSlotProps<J, I>): ReactNode;
}

const tr = translator('sdk');
const STATUS = { processing: ['jobs.processing', 'yellow'], review: ['jobs.needsReview', 'orange'], done: ['common.done', 'green'] } as const;
const aiBadge = (j: JobRow) => ({ label: tr(STATUS[j.status][0]), color: STATUS[j.status][1] });
const aiDescribe = (j: JobRow) =>
  `${tr('jobs.items', { count: j.counts.total })} · ${tr('jobs.toReview', { count: j.counts.review })} · ${formatDate(j.created_at)}`;

/**
 * A job module: the job list on the left (432 px) with 'New', and on the right the creation
 * form, the selected job's detail, or the placeholder. A new job opens once created; deleting
 * one clears the selection.
 */
export function JobScreen(props: JobScreenProps): ReactNode;
export function JobScreen<J extends ListedJob, I>(props: OwnJobScreenProps<J, I>): ReactNode;
export function JobScreen<J extends ListedJob, I>(props: JobScreenProps | OwnJobScreenProps<J, I>) {
  if ('detail' in props) return <JobList {...props} />;
  const { jobs, actions, bulk, priority, process, itemColumns, describe, ...list } = props;
  return (
    <JobList<JobRow, JobItemRow>
      {...list}
      jobs={jobs}
      badge={aiBadge}
      describe={describe ?? aiDescribe}
      detail={(p) => <JobDetail jobs={jobs} actions={actions} bulk={bulk} priority={priority} process={process} itemColumns={itemColumns} {...p} />}
    />
  );
}

function JobList<J extends ListedJob, I>({
  jobs: kind,
  courseId,
  listTitle,
  placeholder,
  overview,
  createForm,
  describe,
  badge,
  detail,
}: OwnJobScreenProps<J, I>) {
  const t = useT('sdk');
  const api = useApi();
  const [jobs, setJobs] = useState<J[]>([]);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  /** The job just created, as its create answered it: its detail shows it without reading it again. */
  const [created, setCreated] = useState<CreatedJob<J, I>>();
  useCommands([{ id: 'new-job', category: listTitle ?? t('jobs.category'), title: t('jobs.newJob'), keys: 'alt+N', run: () => setSelected('new') }]);
  const loadJobs = useCallback(async () => {
    const r = await api.load(kind.list, { params: courseId === undefined ? undefined : { courseId } });
    if (r) setJobs(r);
  }, [api, kind, courseId]);
  useEffect(() => {
    void loadJobs();
  }, [loadJobs]);
  /** A job as its detail read or a write answered it; a new one (just created) joins the list, newest first. */
  const changed = useCallback((j: J) => setJobs((list) => (list.some((x) => x.id === j.id) ? list.map((x) => (x.id === j.id ? j : x)) : [j, ...list])), []);

  return (
    <Group align="stretch" gap={0} wrap="nowrap" h="100%">
      <Box w={JOB_LIST_WIDTH} style={{ flex: `0 0 ${JOB_LIST_WIDTH}px`, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" p="xs">
          <Text fw={600}>{listTitle}</Text>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSelected('new')}>
            {t('common.new')}
          </Button>
        </Group>
        <ScrollArea h="calc(100% - 48px)">
          {jobs.map((j) => {
            const b = badge(j);
            return (
              <Box
                key={j.id}
                p="xs"
                data-testid={`job-list-${j.id}`}
                style={{ cursor: 'pointer', background: selected === j.id ? 'var(--mantine-color-blue-light)' : undefined }}
                onClick={() => {
                  setCreated(undefined);
                  setSelected(j.id);
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {j.name || `Job #${j.id}`}
                  </Text>
                  <Badge size="xs" color={b.color}>
                    {b.label}
                  </Badge>
                </Group>
                {describe && (
                  <Text size="xs" c="dimmed">
                    {describe(j)}
                  </Text>
                )}
              </Box>
            );
          })}
        </ScrollArea>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {selected === 'new' &&
          createForm({
            onCancel: () => setSelected(null),
            // The new job opens as its create answered it, and joins the list (newest first).
            onCreated: (c) => {
              setCreated(c);
              changed(c.job);
              setSelected(c.id);
            },
          })}
        {typeof selected === 'number' && (
          <Box key={selected} h="100%">
            {detail({
              jobId: selected,
              shown: created?.id === selected ? created : undefined,
              onChanged: changed,
              onDeleted: () => {
                setJobs((list) => list.filter((x) => x.id !== selected));
                setSelected(null);
              },
            })}
          </Box>
        )}
        {selected === null && (
          <Stack p="xl" align="center">
            <Text>{placeholder}</Text>
            {overview?.(setSelected)}
          </Stack>
        )}
      </Box>
    </Group>
  );
}
