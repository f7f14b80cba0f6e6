import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, SegmentedControl, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { JOB_PRIORITIES, JobItemStatus, jobFilterOf, type JobContracts, type JobFilter, type JobItemRow, type JobRow } from '../../shared';
import { useApi, useNavigation } from '../hooks';
import { DataGrid } from '../grid/DataGrid';
import { AsyncStatusCell, POLL_INTERVAL_MS } from './AsyncStatusCell';
import { PromptLogDialog } from './PromptLogDialog';
import { AiResultCell, JobItemStatusBadge, jobRowStyle } from './cells';
import { SummaryBar } from './SummaryBar';

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

function ActionsCell({ row, actions, onAct }: { row: JobItemRow; actions: JobActionDef[]; onAct(row: JobItemRow, a: JobActionDef): void }) {
  if (row.status === JobItemStatus.PENDING) return null; // no action UI while the agent works (spec 1 §4)
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((a) => {
        const chosen = row.status === JobItemStatus.DONE && row.decision === a.name;
        const allowed = row.actions.includes(a.name);
        return (
          // The chosen decision stays filled (highlighted) but does nothing: a done decision cannot be picked again.
          <Button key={a.name} size="compact-xs" color={a.color} variant={chosen ? 'filled' : 'light'}
            style={chosen ? { pointerEvents: 'none' } : row.status === JobItemStatus.DONE ? { opacity: 0.5 } : undefined}
            disabled={!chosen && !allowed} aria-disabled={chosen || !allowed} aria-pressed={chosen} onClick={() => !chosen && onAct(row, a)}>
            {a.label}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * A job's detail: title, bulk actions menu (entries disabled at count 0, hidden at total 0),
 * priority control while items are pending, the summary and filter bar, and the items grid with
 * its row tints; polls every 5 s while the agent has items left.
 */
export function JobDetail({ jobs, jobId, actions, bulk, priority, process, itemColumns, onDeleted, onChanged }: JobDetailProps) {
  const api = useApi();
  const navigation = useNavigation();
  const [job, setJob] = useState<JobRow | null>(null);
  const [rows, setRows] = useState<JobItemRow[]>();
  const [filter, setFilter] = useState<JobFilter | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ row: JobItemRow; action: JobActionDef; text: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  /** The job as the server answered it (a read or a write), here and in the list. */
  const showJob = useCallback((j: JobRow) => { setJob(j); changed.current?.(j); }, []);
  const loadJob = useCallback(async () => {
    const j = await api.load(jobs.job, { params: { id: jobId } });
    if (j) showJob(j);
    return j;
  }, [api, jobs, jobId, showJob]);
  const load = useCallback(async () => {
    const [j, items] = await Promise.all([loadJob(), api.load(jobs.items, { params: { id: jobId } })]);
    if (items) setRows(items);
    return j;
  }, [api, jobs, jobId, loadJob]);

  // Polls every 5 s until the agent has finished every item (errors ignored, spec 1 §8).
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const j = await load().catch(() => undefined);
      if (live && (!j || j.status === 'processing')) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };
    void tick();
    return () => { live = false; clearTimeout(timer); };
  }, [load]);

  const act = async (row: JobItemRow, action: JobActionDef, text?: string) => {
    const r = await api.call(jobs.action(action.name), { params: { id: row.id }, body: text === undefined ? {} : { modified_translation: text } });
    if (!r.ok) { console.error(`${action.name} on item ${row.id} failed: ${r.error}`); return; }
    const { job: after, ...item } = r.data;
    setRows((list) => list?.map((x) => (x.id === row.id ? item : x)));
    showJob(after);
  };
  const onAct = useRef(act);
  onAct.current = act;
  const start = (row: JobItemRow, action: JobActionDef) => {
    if (action.edit) setEditing({ row, action, text: row.ai_result?.modified_translation ?? '' });
    else void onAct.current(row, action);
  };
  const startRef = useRef(start);
  startRef.current = start;

  /** A bulk action or the reprocessing: a POST on the job, which answers the job and its items. */
  const run = async (name: string, c: ReturnType<JobContracts['bulk' | 'process']>) => {
    setBusy(true);
    const r = await api.call(c, { params: { id: jobId } });
    setBusy(false);
    if (!r.ok) return console.error(`${name} failed: ${r.error}`);
    setRows(r.data.items);
    showJob(r.data.job);
  };

  const columns = useMemo<ColDef<JobItemRow>[]>(() => [
    {
      headerName: 'Actions', width: 24 + actions.length * 62, sortable: false, pinned: 'left',
      cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && <ActionsCell row={p.data} actions={actions} onAct={(r, a) => startRef.current(r, a)} />,
    },
    {
      headerName: '', width: 44, sortable: false,
      cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && (
        <Tooltip label="Open in its module">
          <ActionIcon variant="subtle" aria-label="Open in its module" onClick={() => {
            const n = p.data!.navigation_data;
            navigation.navigate({ ref: n.ref, courseId: n.courseId, search: String(n.refId) });
          }}>
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
    {
      headerName: 'AI status', width: 84, sortable: false,
      cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && (
        <Group gap={4} wrap="nowrap">
          <AsyncStatusCell taskId={p.data.async_task_id} status={p.data.async_task_status} />
          <ActionIcon variant="subtle" aria-label="Prompt log" onClick={() => setLogOf(p.data!.id)}><IconFileText size={16} /></ActionIcon>
        </Group>
      ),
    },
    ...itemColumns,
    {
      headerName: 'AI result', flex: 2, minWidth: 220, autoHeight: true, sortable: false,
      cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && <AiResultCell result={p.data.ai_result} pending={p.data.status === JobItemStatus.PENDING} />,
    },
    {
      headerName: 'Status', width: 120,
      valueGetter: (p) => p.data?.status,
      cellRenderer: (p: ICellRendererParams<JobItemRow>) => p.data && <JobItemStatusBadge row={p.data} />,
    },
  ], [actions, itemColumns, navigation]);

  if (!job) return null;
  const shown = filter === null ? rows : rows?.filter((r) => jobFilterOf(r) === filter);
  const canPrioritize = priority && job.counts.processing > 0;

  return (
    <Stack p="md" gap="sm" h="100%" data-testid={`job-${job.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={4} style={{ minWidth: 0 }}>{job.title}</Title>
        <Group gap="xs" wrap="nowrap">
          {canPrioritize && (
            <SegmentedControl size="xs" aria-label="Priority" value={String(job.priority ?? 1)}
              data={JOB_PRIORITIES.map((p) => ({ value: String(p.value), label: p.label }))}
              onChange={async (v) => {
                const r = await api.call(jobs.changePriority, { params: { id: job.id }, body: { priority: Number(v) } });
                if (!r.ok) return console.error(`change-priority failed: ${r.error}`);
                showJob(r.data.job);
              }} />
          )}
          {job.counts.total > 0 && bulk.length > 0 && (
            <Menu>
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} loading={busy}>Bulk actions</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {bulk.map((b) => (
                  <Menu.Item key={b.name} disabled={!job.bulk[b.name]} onClick={() => run(b.name, jobs.bulk(b.name))}>
                    {b.label} ({job.bulk[b.name] ?? 0})
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Menu>
            <Menu.Target><Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>Actions</Button></Menu.Target>
            <Menu.Dropdown>
              {process && <Menu.Item onClick={() => run(process.name, jobs.process(process.name))}>{process.label}</Menu.Item>}
              <Menu.Item color="red" onClick={() => setConfirmDelete(true)}>Delete job</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <SummaryBar counts={job.counts} filter={filter} onFilter={setFilter} />
      <div style={{ flex: 1, minHeight: 200 }}>
        <DataGrid<JobItemRow> testId="job-items" columns={columns} rows={shown} rowStyle={jobRowStyle} />
      </div>
      {logOf !== null && <PromptLogDialog entityType={LOG_ENTITY} entityId={logOf} opened onClose={() => setLogOf(null)} />}
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing?.action.label}>
        {editing && (
          <Stack>
            <Textarea label="Modified translation" autosize minRows={2} value={editing.text} data-autofocus
              onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>Cancel</Button>
              <Button disabled={!editing.text.trim()} onClick={() => { void act(editing.row, editing.action, editing.text.trim()); setEditing(null); }}>
                {editing.action.label}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete job">
        <Text size="sm">Delete &apos;{job.name}&apos; and its items? Decisions already applied to the content stay.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button color="red" onClick={async () => {
            const r = await api.call(jobs.remove, { params: { id: job.id } });
            setConfirmDelete(false);
            if (r.ok) onDeleted();
          }}>Delete</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
