import { useCallback, useEffect, useState } from 'react';
import {
  ActionIcon, Alert, Badge, Box, Button, Group, Menu, MultiSelect, ScrollArea, SegmentedControl, Select, Stack, Table, Text, TextInput, Title, Tooltip,
} from '@mantine/core';
import { IconExternalLink, IconFileText, IconPlus } from '@tabler/icons-react';
import {
  AsyncStatusCell, POLL_INTERVAL_MS, PromptLogDialog, useApi, useNavigation, type ModuleScreenProps,
} from '../../../sdk/client';
import { QA_MESSAGES, agentQaApi, type AgentType, type QaJob, type QaOptions, type QaRow, type QaSummaryRow } from '../public';

/** Spec 1 §9: the list pane. */
export const LIST_WIDTH = 432;
const PRIORITIES = [{ value: '0', label: 'Low' }, { value: '1', label: 'Normal' }, { value: '2', label: 'High' }];

/** The dialects a job may test: with courses, the source dialects of the chosen ones only. */
export function offeredDialects(options: QaOptions, needsCourses: boolean, courses: string[]): QaOptions['dialects'] {
  if (!needsCourses) return options.dialects;
  const ids = new Set(options.courses.filter((c) => courses.includes(String(c.id))).flatMap((c) => c.source_dialect_ids));
  return options.dialects.filter((d) => ids.has(d.id));
}

/** The spec's client-side checks, in its order; answers the first message or null. */
export function validateQaForm(f: { name: string; agentType: string | null; dialectId: string | null; courses: string[] }, types: AgentType[]): string | null {
  if (!f.name.trim()) return QA_MESSAGES.name;
  const type = types.find((t) => t.value === f.agentType);
  if (!type) return QA_MESSAGES.agentType;
  if (!f.dialectId) return QA_MESSAGES.dialect;
  if ((type.requiresCourses ?? type.requires_courses) && !f.courses.length) return QA_MESSAGES.courses;
  return null;
}

export function CreateQaForm({ onCreated, onCancel }: { onCreated: (id: number) => void; onCancel: () => void }) {
  const api = useApi();
  const [types, setTypes] = useState<AgentType[] | null>(null);
  const [typesError, setTypesError] = useState(false);
  const [options, setOptions] = useState<QaOptions>({ dialects: [], courses: [] });
  const [name, setName] = useState('');
  const [agentType, setAgentType] = useState<string | null>(null);
  const [dialectId, setDialectId] = useState<string | null>(null);
  const [courses, setCourses] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.load(agentQaApi.types).then((r) => {
      if (!r?.agent_types) { setTypesError(true); return; }
      setTypes(r.agent_types);
      setAgentType(r.agent_types[0]?.value ?? null); // the first type is preselected
    });
    void api.load(agentQaApi.options).then((r) => r && setOptions(r));
  }, [api]);

  const type = types?.find((t) => t.value === agentType);
  const needsCourses = !!(type?.requiresCourses ?? type?.requires_courses);

  const dialects = offeredDialects(options, needsCourses, courses);
  useEffect(() => {
    if (dialectId && !dialects.some((d) => String(d.id) === dialectId)) setDialectId(null);
  }, [dialects, dialectId]);

  const submit = async () => {
    const invalid = validateQaForm({ name, agentType, dialectId, courses }, types ?? []);
    if (invalid) { setError(invalid); return; }
    setBusy(true);
    setError(null);
    const r = await api.call(agentQaApi.create, {
      body: { name: name.trim(), agent_type: type?.value, dialect_id: Number(dialectId), ...(needsCourses ? { courses: courses.map(Number) } : {}) },
    });
    setBusy(false);
    if (r.ok && r.data?.id) onCreated(r.data.id);
    else setError((!r.ok && r.error) || 'Failed to create QA job');
  };

  return (
    <Stack p="md" maw={640}>
      <Title order={4}>New QA job</Title>
      <Alert title="About Agent QA" color="blue">
        Agent QA tests the AI agents with validated data, so that a prompt change does not break what already works.
        It re-runs an agent on items whose correct result is known and compares the agent&apos;s output with it.
        Each result shows pass or fail, with the agent&apos;s reasoning.
      </Alert>
      {typesError && <Alert color="red">Failed to load agent types</Alert>}
      <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="Agent Type" required data={(types ?? []).map((t) => ({ value: t.value, label: t.label }))}
        value={agentType} onChange={setAgentType} description={type?.description} allowDeselect={false} />
      {needsCourses && (
        <MultiSelect label="Courses" required searchable data={options.courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={courses} onChange={setCourses} />
      )}
      <Select label="Dialect" required data={dialects.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))}
        value={dialectId} onChange={setDialectId}
        placeholder={needsCourses && !courses.length ? 'Choose the courses first' : undefined}
        description={needsCourses ? 'The source dialects of the chosen courses' : undefined} />
      {error && <Alert color="red" data-testid="qa-form-error">{error}</Alert>}
      <Group>
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        <Button onClick={submit} disabled={busy}>{busy ? 'Creating...' : 'Create QA Job'}</Button>
      </Group>
    </Stack>
  );
}

type Filter = 'all' | 'pass' | 'fail' | 'processing' | 'error';
const filterOf = (r: QaRow): Filter => (r.status === 'error' ? 'error' : r.status !== 'done' ? 'processing' : r.test_result === 'fail' ? 'fail' : 'pass');

function parsed(v: unknown): string {
  if (v === null || v === undefined) return 'N/A';
  if (typeof v === 'string') {
    try { return JSON.stringify(JSON.parse(v)); } catch { return v || 'N/A'; }
  }
  const o = v as { translation?: string; modified_translation?: string; decision?: string };
  return o.translation ?? o.modified_translation ?? o.decision ?? JSON.stringify(v);
}

export function QaJobDetail({ jobId, onDeleted, onLoaded }: { jobId: number; onDeleted: () => void; onLoaded?: (job: QaJob) => void }) {
  const api = useApi();
  const navigation = useNavigation();
  const [job, setJob] = useState<QaJob | null>(null);
  const [rows, setRows] = useState<QaRow[]>([]);
  const [filter, setFilter] = useState<Filter>('all');
  const [logOf, setLogOf] = useState<number | null>(null);

  const load = useCallback(async () => {
    const params = { id: jobId };
    const [j, items] = await Promise.all([api.load(agentQaApi.job, { params }), api.load(agentQaApi.items, { params })]);
    if (j) setJob(j);
    if (j) onLoaded?.(j);
    if (items) setRows(items);
    return j;
  }, [api, jobId, onLoaded]);

  // Polls every 5 s until the job is done (errors ignored).
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const j = await load().catch(() => undefined);
      if (live && j?.status !== 'completed') timer = setTimeout(tick, POLL_INTERVAL_MS);
    };
    void tick();
    return () => { live = false; clearTimeout(timer); };
  }, [load]);

  if (!job) return null;
  const counts = { all: rows.length, pass: 0, fail: 0, processing: 0, error: 0 } as Record<Filter, number>;
  for (const r of rows) counts[filterOf(r)]++;
  const shown = filter === 'all' ? rows : rows.filter((r) => filterOf(r) === filter);
  const canRetry = job.status === 'completed' && counts.fail + counts.error > 0;

  return (
    <Stack p="md" gap="sm" h="100%">
      <Group justify="space-between">
        <div>
          <Title order={4}>{job.name || `Job #${job.id}`}</Title>
          <Text size="sm" c="dimmed">Agent: {job.agent_type}</Text>
        </div>
        <Group>
          {counts.processing > 0 && (
            <SegmentedControl size="xs" data={PRIORITIES} value={String(job.priority ?? 1)} aria-label="Priority"
              onChange={async (v) => { await api.call(agentQaApi.changePriority, { params: { id: job.id }, body: { priority: Number(v) } }); void load(); }} />
          )}
          <Menu>
            <Menu.Target><Button variant="default" size="xs">Actions</Button></Menu.Target>
            <Menu.Dropdown>
              {canRetry && <Menu.Item onClick={async () => { await api.call(agentQaApi.retryFailed, { params: { id: job.id } }); void load(); }}>Retry failed</Menu.Item>}
              <Menu.Item color="red" onClick={async () => { const r = await api.call(agentQaApi.remove, { params: { id: job.id } }); if (r.ok) onDeleted(); }}>Delete</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Group gap="xs" role="toolbar" aria-label="Filter">
        {(['all', 'pass', 'fail', 'processing', 'error'] as Filter[]).map((f) => (
          <Button key={f} size="compact-sm" variant={filter === f ? 'filled' : 'light'} onClick={() => setFilter(f)}>
            {f === 'all' ? 'Total' : f[0].toUpperCase() + f.slice(1)}: {counts[f]}
          </Button>
        ))}
        {counts.pass + counts.fail > 0 && (
          <Text size="sm" data-testid="qa-pass-rate">
            Pass rate: {((100 * counts.pass) / (counts.pass + counts.fail)).toFixed(1)}% ({counts.pass} of {counts.pass + counts.fail})
          </Text>
        )}
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr><Table.Th /><Table.Th>Status</Table.Th><Table.Th>Log</Table.Th><Table.Th>Item</Table.Th><Table.Th>Result</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={r.id} data-testid={`qa-row-${r.id}`}
                style={{ background: r.status === 'error' ? '#ffe3e3' : r.status !== 'done' ? '#fff9db' : undefined }}>
                <Table.Td>
                  <Tooltip label="Open the item">
                    <ActionIcon variant="subtle" aria-label="Open the item"
                      onClick={() => navigation.navigate({ ref: r.navigation_data.ref, courseId: r.navigation_data.courseId, search: String(r.navigation_data.refId) })}>
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
                <Table.Td><AsyncStatusCell taskId={r.async_task_id} status={r.async_task_status} /></Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" aria-label="Prompt log" onClick={() => setLogOf(r.id)}><IconFileText size={16} /></ActionIcon>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">{r.item_info?.dialect_code}</Text>
                  <Text size="sm">{r.item_info?.target_translation || 'N/A'}</Text>
                  <Text size="sm" c="dimmed">{r.item_info?.us_translation || 'N/A'}</Text>
                </Table.Td>
                <Table.Td>
                  {r.test_result
                    ? <Badge color={r.test_result === 'pass' ? 'green' : 'red'}>{r.test_result}</Badge>
                    : <Badge color={r.status === 'error' ? 'red' : 'yellow'}>{r.status === 'error' ? 'error' : 'processing'}</Badge>}
                  {r.status === 'done' && <Text size="xs">Expected: {parsed(r.expected_result)} · Actual: {parsed(r.actual_result)}</Text>}
                  <Text size="xs" c="dimmed">{r.test_metadata?.reasoning || r.test_metadata?.error || (r.status === 'done' ? 'No reasoning provided' : '')}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {logOf !== null && <PromptLogDialog entityType="agent_qa_item" entityId={logOf} opened onClose={() => setLogOf(null)} />}
    </Stack>
  );
}

const percent = (passed: number, judged: number) => `${judged ? ((100 * passed) / judged).toFixed(0) : '0'}%`;

/** The summary figure: the pass rate per agent type (rows) and course (columns), from the newest job testing each course. */
export function QaSummary({ rows, onOpen }: { rows: QaSummaryRow[]; onOpen: (jobId: number) => void }) {
  if (!rows.length) return <Text size="sm" c="dimmed">No QA job has results yet.</Text>;
  const types = [...new Set(rows.map((r) => r.agent_type))];
  const courses = [...new Map(rows.map((r) => [r.course_id, r.course_code])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <Table withTableBorder data-testid="qa-summary" aria-label="Pass rate per agent and course">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Agent</Table.Th>
          <Table.Th>All courses</Table.Th>
          {courses.map(([id, code]) => <Table.Th key={id}>{code}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map((type) => {
          const mine = rows.filter((r) => r.agent_type === type);
          const passed = mine.reduce((n, r) => n + r.passed, 0);
          const judged = mine.reduce((n, r) => n + r.judged, 0);
          return (
            <Table.Tr key={type}>
              <Table.Td>{type}</Table.Td>
              <Table.Td fw={600}>{percent(passed, judged)} ({passed} / {judged})</Table.Td>
              {courses.map(([id]) => {
                const r = mine.find((x) => x.course_id === id);
                return (
                  <Table.Td key={id} data-testid={r ? `qa-summary-${type}-${id}` : undefined}>
                    {r ? (
                      <Tooltip label={`Job #${r.job_id}: ${r.passed} of ${r.judged} pass`}>
                        <Text size="sm" component="button" style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                          c={r.judged && r.passed / r.judged >= 0.9 ? 'green' : 'red'} onClick={() => onOpen(r.job_id)}>
                          {percent(r.passed, r.judged)}
                        </Text>
                      </Tooltip>
                    ) : '–'}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export default function AgentQaScreen(_props: ModuleScreenProps) {
  const api = useApi();
  const [jobs, setJobs] = useState<QaJob[]>([]);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [summary, setSummary] = useState<QaSummaryRow[]>([]);
  const loadJobs = useCallback(async () => {
    const [r, s] = await Promise.all([api.load(agentQaApi.jobs), api.load(agentQaApi.summary)]);
    if (r) setJobs(r);
    if (s) setSummary(s);
  }, [api]);
  // The open job's row follows its detail as it polls (status and counts).
  const jobLoaded = useCallback((job: QaJob) => setJobs((list) => list.map((j) => (j.id === job.id ? job : j))), []);
  // At the start and back to the summary: the jobs and the figures as they are now.
  useEffect(() => { if (selected === null) void loadJobs(); }, [selected, loadJobs]);

  return (
    <Group align="stretch" gap={0} wrap="nowrap" h="100%">
      <Box w={LIST_WIDTH} style={{ flex: `0 0 ${LIST_WIDTH}px`, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" p="xs">
          <Text fw={600}>QA jobs</Text>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSelected('new')}>New</Button>
        </Group>
        <ScrollArea h="calc(100% - 48px)">
          {jobs.map((j) => (
            <Box key={j.id} p="xs" style={{ cursor: 'pointer', background: selected === j.id ? 'var(--mantine-color-blue-light)' : undefined }}
              onClick={() => setSelected(j.id)}>
              <Text size="sm" fw={500}>{j.name || `Job #${j.id}`}</Text>
              <Text size="xs" c="dimmed">{j.agent_type} · {j.status} · {j.passed} pass / {j.failed} fail of {j.total}</Text>
            </Box>
          ))}
        </ScrollArea>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {selected === 'new' && <CreateQaForm onCancel={() => setSelected(null)} onCreated={(id) => { setSelected(id); void loadJobs(); }} />}
        {typeof selected === 'number' && <QaJobDetail key={selected} jobId={selected} onLoaded={jobLoaded} onDeleted={() => { setSelected(null); void loadJobs(); }} />}
        {selected === null && (
          <Stack p="xl" align="center">
            <Text>Select a QA job from the list or create a new one</Text>
            <Text size="sm" c="dimmed" maw={520} ta="center">
              Agent QA tests AI agents with validated data, so that prompt changes do not break existing functionality.
            </Text>
            <Title order={5} mt="md">Pass rate per agent and course</Title>
            <ScrollArea maw="100%"><QaSummary rows={summary} onOpen={setSelected} /></ScrollArea>
          </Stack>
        )}
      </Box>
    </Group>
  );
}
