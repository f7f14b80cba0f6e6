import { Box, Button, Group, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DataGrid, useApi, useT } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { TRANSLATION_SOURCES } from '../mining-config';
import { defaultUnifierConfig, type UnifierConfig, type UnifierGroup, type UnifierRun } from '../unifier-config';
import { memoryApi } from '../public';
import type { CourseOption } from './MiningConfigForm';
import { FILTER_DEBOUNCE_MS, POLL_MS } from './MiningTab';
import { textMatcher } from './text-filter';
import { UnifierConfigForm } from './UnifierConfigForm';

/** The filter matches a group's representative pattern or any member's pattern. */
export const groupFilter = (text: string) => {
  const m = textMatcher(text);
  return (g: UnifierGroup) => String(g.id) === text.trim() || m(g.representative_pattern) || g.members.some((x) => m(x.pattern));
};

/** The members of a group, each with its pattern to edit and Change (the change request; an empty pattern is skipped). */
function Members({ group, dialectId, onChanged }: { group: UnifierGroup; dialectId: number; onChanged(): void }) {
  const t = useT('memory');
  const api = useApi();
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [results, setResults] = useState<Record<number, { ok: boolean; text: string }>>({});
  useEffect(() => {
    setEdits({});
    setResults({});
  }, [group]);
  const change = async (ids: number[]) => {
    const glossary = ids.map((id) => ({ id, pattern: edits[id] ?? group.members.find((m) => m.id === id)!.pattern }));
    const res = await api.call(memoryApi.changePatterns, { body: { dialect_id: dialectId, glossary } });
    // Failures of the semantic unifier are logged only (spec 4 §8); each result shows at its member.
    if (!res.ok) return console.warn('Semantic unifier change failed', res.error);
    setResults(Object.fromEntries(res.data.results.map((r) => [r.id, { ok: r.status === 'ok', text: `${t(`unifier.status.${r.status}`)}: ${r.message}` }])));
    onChanged();
  };
  return (
    <Stack gap={4} style={{ overflow: 'auto' }}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('unifier.membersOf', { id: group.id })}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => setEdits(Object.fromEntries(group.members.map((m) => [m.id, group.representative_pattern])))}>
          {t('unifier.useRepresentative')}
        </Button>
        <Button
          size="compact-xs"
          onClick={() => void change(group.members.filter((m) => edits[m.id] !== undefined && edits[m.id] !== m.pattern).map((m) => m.id))}
        >
          {t('unifier.changeEdited')}
        </Button>
      </Group>
      <Table data-testid="unifier-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('id')}</Table.Th>
            <Table.Th>{t('pattern')}</Table.Th>
            <Table.Th w={90}>{t('unifier.similarity')}</Table.Th>
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
                  aria-label={t('unifier.patternOf', { id: m.id })}
                  value={edits[m.id] ?? m.pattern}
                  onChange={(e) => setEdits({ ...edits, [m.id]: e.currentTarget.value })}
                />
                {results[m.id] && (
                  <Text size="xs" c={results[m.id].ok ? 'green' : 'orange'}>
                    {results[m.id].text}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.similarity.toFixed(2)}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" aria-label={t('unifier.changeOf', { id: m.id })} onClick={() => void change([m.id])}>
                  {t('change.change')}
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
  const t = useT('memory');
  const api = useApi();
  const groupColumns = useMemo<ColDef<UnifierGroup>[]>(
    () => [
      { field: 'id', headerName: t('id'), width: 70 },
      { field: 'representative_pattern', headerName: t('unifier.representative'), flex: 2 },
      { headerName: t('unifier.members'), width: 100, valueGetter: (p) => p.data?.members.length ?? 0 },
    ],
    [t],
  );
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
    const timer = setTimeout(() => void refresh(run.id), POLL_MS);
    return () => clearTimeout(timer);
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
          {t('back')}
        </Button>
        {run.status === 'ok' && (
          <Text size="sm" fw={500}>
            {t('report.count.groups', { count: run.groups.length })}
          </Text>
        )}
        {run.status === 'failed' && (
          <Text size="sm" c="red">
            {run.error ? t('unifier.failedWith', { error: run.error }) : t('unifier.failed')}
          </Text>
        )}
        {run.status === 'ok' && (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('unifier.filterPlaceholder')}
            aria-label={t('consistency.filter')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        )}
      </Group>
      {embedding && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm">
              {t('unifier.embeddings', { done: run.done, total: run.total })}
              {run.failed ? ` ${t('unifier.embeddingsFailed', { failed: run.failed })}` : ''}
              {run.status === 'paused' ? ` — ${t('unifier.paused')}` : ''}
            </Text>
            {run.status === 'needs_embeddings' ? (
              <Button size="compact-xs" variant="default" onClick={() => void pause('pause')}>
                {t('unifier.pause')}
              </Button>
            ) : (
              <Button size="compact-xs" onClick={() => void pause('resume')}>
                {t('unifier.resume')}
              </Button>
            )}
          </Group>
          <Progress aria-label={t('unifier.progressLabel')} value={run.total ? (100 * run.done) / run.total : 0} animated={run.status === 'needs_embeddings'} />
        </Stack>
      )}
      {run.status === 'ok' && (
        <Group align="stretch" gap={6} style={{ flex: 1, minHeight: 200 }} wrap="nowrap">
          <Box style={{ flex: 1 }}>
            <DataGrid<UnifierGroup> columns={groupColumns} rows={groups} testId="unifier-groups" selectedId={selected} onSelect={(g) => setSelected(g.id)} />
          </Box>
          <Box style={{ flex: 1 }}>
            {group ? (
              <Members group={group} dialectId={run.dialect_id} onChanged={() => undefined} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('selectGroup')}
              </Text>
            )}
          </Box>
        </Group>
      )}
    </Stack>
  );
}
