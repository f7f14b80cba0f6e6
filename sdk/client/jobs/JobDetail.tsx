import { useMemo, useRef, useState } from 'react';
import { Button, Group, Menu, Modal, Stack, Textarea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { JobItemStatus, jobFilterOf, type JobContracts, type JobFilter, type JobItemRow, type JobRow } from '../../shared';
import { useApi } from '../hooks';
import { AiResultCell, JobItemStatusBadge, jobRowStyle } from './cells';
import { JobHeader } from './JobHeader';
import { JobItemsGrid } from './JobItemsGrid';
import { SummaryBar } from './SummaryBar';
import { useJobDetail, type ShownJob } from './useJobDetail';
import { useT } from '../i18n/i18n';

export interface JobActionDef {
  /** The action's path name: keep, change, unlink, accept. */
  name: string;
  label: string;
  color?: string;
  /** Opens an edit box prefilled with the AI's modified translation; sends { modified_translation }. */
  edit?: boolean;
}

export interface JobDetailProps {
  /** The job kind's contracts (jobContracts, from the plugin's public.ts). */
  jobs: JobContracts;
  jobId: number;
  /** The job and its items as its create answered them (a job just made). */
  shown?: ShownJob<JobRow, JobItemRow>;
  actions: JobActionDef[];
  bulk: { name: string; label: string }[];
  priority?: boolean;
  process?: { name: string; label: string };
  itemColumns: ColDef<JobItemRow>[];
  onDeleted(): void;
  /** Called when the job's counts changed (the list shows them). */
  onChanged?(job: JobRow): void;
}

/** The entity the prompt log is written for (sdk/server/jobs.ts). */
const LOG_ENTITY = 'ai_job_item';
const working = (j: JobRow) => j.status === 'processing';

function ActionsCell({ row, actions, onAct }: { row: JobItemRow; actions: JobActionDef[]; onAct(row: JobItemRow, a: JobActionDef): void }) {
  if (row.status === JobItemStatus.PENDING) return null; // no action UI while the agent works (spec 1 §4)
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((a) => {
        const chosen = row.status === JobItemStatus.DONE && row.decision === a.name;
        const allowed = row.actions.includes(a.name);
        return (
          // The chosen decision stays filled (highlighted) but does nothing: a done decision cannot be picked again.
          <Button
            key={a.name}
            size="compact-xs"
            color={a.color}
            variant={chosen ? 'filled' : 'light'}
            style={chosen ? { pointerEvents: 'none' } : row.status === JobItemStatus.DONE ? { opacity: 0.5 } : undefined}
            disabled={!chosen && !allowed}
            aria-disabled={chosen || !allowed}
            aria-pressed={chosen}
            onClick={() => !chosen && onAct(row, a)}
          >
            {a.label}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * An AI job's detail (core's job kinds): title, bulk actions menu (entries disabled at count 0,
 * hidden at total 0), priority control while items are pending, the summary and filter bar, and
 * the items grid with the item actions and its row tints; polls every 5 s while the agent has items left.
 */
export function JobDetail({ jobs, jobId, shown, actions, bulk, priority, process, itemColumns, onDeleted, onChanged }: JobDetailProps) {
  const t = useT('sdk');
  const api = useApi();
  const { job, items, setItems, showJob } = useJobDetail(jobs, jobId, working, onChanged, shown);
  const [filter, setFilter] = useState<JobFilter | null>(null);
  const [editing, setEditing] = useState<{ row: JobItemRow; action: JobActionDef; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (row: JobItemRow, action: JobActionDef, text?: string) => {
    const r = await api.call(jobs.action(action.name), { params: { id: row.id }, body: text === undefined ? {} : { modified_translation: text } });
    if (!r.ok) {
      console.error(`${action.name} on item ${row.id} failed: ${r.error}`);
      return;
    }
    // The answer is the row and its job (the counts): one request.
    const { job: after, ...item } = r.data;
    setItems((list) => list?.map((x) => (x.id === row.id ? item : x)));
    showJob(after);
  };
  const start = (row: JobItemRow, action: JobActionDef) => {
    if (action.edit) setEditing({ row, action, text: row.ai_result?.modified_translation ?? '' });
    else void act(row, action);
  };
  // The columns stay the same while the handlers change with every render.
  const startRef = useRef(start);
  startRef.current = start;

  /** A bulk action or the reprocessing: a POST on the job, which answers the job and its items. */
  const run = async (name: string, c: ReturnType<JobContracts['bulk' | 'process']>) => {
    setBusy(true);
    const r = await api.call(c, { params: { id: jobId } });
    setBusy(false);
    if (!r.ok) return console.error(`${name} failed: ${r.error}`);
    setItems(r.data.items);
    showJob(r.data.job);
  };
  /** The priority's change answers the job. */
  const setPriority = async (priority: number) => {
    const r = await api.call(jobs.changePriority, { params: { id: jobId }, body: { priority } });
    if (!r.ok) return console.error(`change-priority failed: ${r.error}`);
    showJob(r.data.job);
  };

  const leading = useMemo<ColDef<JobItemRow>[]>(
    () => [
      {
        headerName: 'Actions',
        width: 24 + actions.length * 62,
        sortable: false,
        pinned: 'left',
        cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && <ActionsCell row={p.data} actions={actions} onAct={(r, a) => startRef.current(r, a)} />,
      },
    ],
    [actions],
  );
  const columns = useMemo<ColDef<JobItemRow>[]>(
    () => [
      ...itemColumns,
      {
        headerName: 'AI result',
        flex: 2,
        minWidth: 220,
        autoHeight: true,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<JobItemRow>) =>
          p.data && <AiResultCell result={p.data.ai_result} pending={p.data.status === JobItemStatus.PENDING} />,
      },
      {
        headerName: 'Status',
        width: 120,
        valueGetter: (p) => p.data?.status,
        cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && <JobItemStatusBadge row={p.data} />,
      },
    ],
    [itemColumns],
  );

  if (!job) return null;
  const listed = filter === null ? items : items?.filter((r) => jobFilterOf(r) === filter);

  return (
    <Stack p="md" gap="sm" h="100%" data-testid={`job-${job.id}`}>
      <JobHeader
        jobs={jobs}
        job={job}
        title={job.title}
        priority={!!priority && job.counts.processing > 0}
        deleteNote={t('jobs.decisionsStay')}
        setPriority={setPriority}
        onDeleted={onDeleted}
        controls={
          job.counts.total > 0 &&
          bulk.length > 0 && (
            <Menu>
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} loading={busy}>
                  {t('jobs.bulkActions')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {bulk.map((b) => (
                  <Menu.Item key={b.name} disabled={!job.bulk[b.name]} onClick={() => run(b.name, jobs.bulk(b.name))}>
                    {b.label} ({job.bulk[b.name] ?? 0})
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )
        }
        menu={process && <Menu.Item onClick={() => run(process.name, jobs.process(process.name))}>{process.label}</Menu.Item>}
      />
      <SummaryBar counts={job.counts} filter={filter} onFilter={setFilter} />
      <JobItemsGrid rows={listed} leading={leading} columns={columns} rowStyle={jobRowStyle} logEntity={LOG_ENTITY} />
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing?.action.label}>
        {editing && (
          <Stack>
            <Textarea
              label={t('jobs.modifiedTranslation')}
              autosize
              minRows={2}
              value={editing.text}
              data-autofocus
              onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                disabled={!editing.text.trim()}
                onClick={() => {
                  void act(editing.row, editing.action, editing.text.trim());
                  setEditing(null);
                }}
              >
                {editing.action.label}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
