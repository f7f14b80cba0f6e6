import { Box, Button, Group, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DataGrid, plural, useApi } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { TRANSLATION_SOURCES } from '../mining-config';
import { defaultUnifierConfig, type UnifierConfig, type UnifierGroup, type UnifierRun } from '../unifier-config';
import { memoryApi } from '../public';
import type { CourseOption } from './MiningConfigForm';
import { FILTER_DEBOUNCE_MS, POLL_MS } from './MiningTab';
import { textMatcher } from './text-filter';
import { UnifierConfigForm } from './UnifierConfigForm';

const GROUP_COLUMNS: ColDef<UnifierGroup>[] = [
  { field: 'id', headerName: 'Id', width: 70 },
  { field: 'representative_pattern', headerName: 'Representative pattern', flex: 2 },
  { headerName: 'Members', width: 100, valueGetter: (p) => p.data?.members.length ?? 0 },
];

/** The filter matches a group's representative pattern or any member's pattern. */
export const groupFilter = (text: string) => {
  const m = textMatcher(text);
  return (g: UnifierGroup) => String(g.id) === text.trim() || m(g.representative_pattern) || g.members.some((x) => m(x.pattern));
};

/** The members of a group, each with its pattern to edit and Change (the change request; an empty pattern is skipped). */
function Members({ group, dialectId, onChanged }: { group: UnifierGroup; dialectId: number; onChanged(): void }) {
  const api = useApi();
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [results, setResults] = useState<Record<number, string>>({});
  useEffect(() => {
    setEdits({});
    setResults({});
  }, [group]);
  const change = async (ids: number[]) => {
    const glossary = ids.map((id) => ({ id, pattern: edits[id] ?? group.members.find((m) => m.id === id)!.pattern }));
    const res = await api.call(memoryApi.changePatterns, { body: { dialect_id: dialectId, glossary } });
    // Failures of the semantic unifier are logged only (spec 4 §8); each result shows at its member.
    if (!res.ok) return console.warn('Semantic unifier change failed', res.error);
    setResults(Object.fromEntries(res.data.results.map((r) => [r.id, `${r.status}: ${r.message}`])));
    onChanged();
  };
  return (
    <Stack gap={4} style={{ overflow: 'auto' }}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Members of group {group.id}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => setEdits(Object.fromEntries(group.members.map((m) => [m.id, group.representative_pattern])))}>
          Use the representative for all
        </Button>
        <Button
          size="compact-xs"
          onClick={() => void change(group.members.filter((m) => edits[m.id] !== undefined && edits[m.id] !== m.pattern).map((m) => m.id))}
        >
          Change all edited
        </Button>
      </Group>
      <Table data-testid="unifier-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Id</Table.Th>
            <Table.Th>Pattern</Table.Th>
            <Table.Th w={90}>Similarity</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.id}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Pattern ${m.id}`}
                  value={edits[m.id] ?? m.pattern}
                  onChange={(e) => setEdits({ ...edits, [m.id]: e.currentTarget.value })}
                />
                {results[m.id] && (
                  <Text size="xs" c={results[m.id].startsWith('ok') ? 'green' : 'orange'}>
                    {results[m.id]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.similarity.toFixed(2)}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" aria-label={`Change ${m.id}`} onClick={() => void change([m.id])}>
                  Change
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Semantic Unifier (spec 4 §2.9): the configuration, then the embeddings progress with pause and resume, then the groups and their members. */
export function UnifierTab() {
  const api = useApi();
  const [config, setConfig] = useState<UnifierConfig>(() => defaultUnifierConfig(TRANSLATION_SOURCES.map((s) => s.ref)));
  const [courses, setCourses] = useState<CourseOption[]>([]);
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [run, setRun] = useState<UnifierRun>();
  const [busy, setBusy] = useState(false);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [selected, setSelected] = useState<number>();

  useEffect(() => {
    void api.load(memoryApi.miningCourses).then((c) => setCourses(c ?? []));
    void api.load(memoryApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);

  const refresh = useCallback(
    async (id: number) => {
      const r = await api.load(memoryApi.unifierRun, { params: { id } });
      if (r) setRun(r);
    },
    [api],
  );
  // A pause stops the run before its next chunk: the chunk under way may still add points, so a
  // paused run is polled until its count holds still.
  const pausedDone = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!run) return;
    const settled = run.status === 'paused' && pausedDone.current === run.done;
    pausedDone.current = run.status === 'paused' ? run.done : undefined;
    if (run.status !== 'needs_embeddings' && (run.status !== 'paused' || settled)) return;
    const t = setTimeout(() => void refresh(run.id), POLL_MS);
    return () => clearTimeout(t);
  }, [run, refresh]);

  const start = async () => {
    setBusy(true);
    const res = await api.call(memoryApi.buildUnifier, {
      body: { ...config, dialect_id: config.general.source_dialect, threshold: config.general.threshold, topK: config.general.topK },
    });
    setBusy(false);
    if (!res.ok) {
      console.warn('Semantic unifier refused', res.error);
      return setErrors(res.fields ?? {});
    }
    setErrors({});
    setFilter('');
    setSelected(undefined);
    setRun(res.data);
  };
  const pause = async (action: 'pause' | 'resume') => {
    if (!run) return;
    const res = await api.call(action === 'pause' ? memoryApi.pauseUnifier : memoryApi.resumeUnifier, { params: { id: run.id } });
    if (res.ok) setRun(res.data);
    else {
      console.warn(`Semantic unifier ${action} failed`, res.error);
      void refresh(run.id);
    }
  };

  const groups = useMemo(() => run?.groups.filter(groupFilter(debounced)), [run, debounced]);
  const group = run?.groups.find((g) => g.id === selected);

  if (!run) {
    return (
      <UnifierConfigForm value={config} onChange={setConfig} courses={courses} dialects={dialects} errors={errors} onStart={() => void start()} busy={busy} />
    );
  }
  const embedding = run.status === 'needs_embeddings' || run.status === 'paused';
  return (
    <Stack h="100%" gap={6} p={6}>
      <Group gap={6}>
        <Button size="xs" variant="default" onClick={() => setRun(undefined)}>
          Back to Configuration
        </Button>
        {run.status === 'ok' && (
          <Text size="sm" fw={500}>
            {plural(run.groups.length, 'group')}
          </Text>
        )}
        {run.status === 'failed' && (
          <Text size="sm" c="red">
            The unifier failed{run.error ? `: ${run.error}` : ''}
          </Text>
        )}
        {run.status === 'ok' && (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder="Filter groups (regex or substring)"
            aria-label="Filter groups"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        )}
      </Group>
      {embedding && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm">
              Embeddings: {run.done} of {run.total}
              {run.failed ? ` (${run.failed} failed)` : ''}
              {run.status === 'paused' ? ' — paused' : ''}
            </Text>
            {run.status === 'needs_embeddings' ? (
              <Button size="compact-xs" variant="default" onClick={() => void pause('pause')}>
                Pause
              </Button>
            ) : (
              <Button size="compact-xs" onClick={() => void pause('resume')}>
                Resume
              </Button>
            )}
          </Group>
          <Progress aria-label="Embeddings progress" value={run.total ? (100 * run.done) / run.total : 0} animated={run.status === 'needs_embeddings'} />
        </Stack>
      )}
      {run.status === 'ok' && (
        <Group align="stretch" gap={6} style={{ flex: 1, minHeight: 200 }} wrap="nowrap">
          <Box style={{ flex: 1 }}>
            <DataGrid<UnifierGroup> columns={GROUP_COLUMNS} rows={groups} testId="unifier-groups" selectedId={selected} onSelect={(g) => setSelected(g.id)} />
          </Box>
          <Box style={{ flex: 1 }}>
            {group ? (
              <Members group={group} dialectId={run.dialect_id} onChanged={() => undefined} />
            ) : (
              <Text size="sm" c="dimmed">
                Select a group to see its members.
              </Text>
            )}
          </Box>
        </Group>
      )}
    </Stack>
  );
}
