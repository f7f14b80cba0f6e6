import { Box, Button, Group, Modal, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DataGrid, useApi, useT } from '../../../sdk/client';
import { defaultMiningConfig, type MiningConfig, type MiningRow, type MiningRun, type PatternStatus } from '../mining-config';
import { memoryApi, phrasebookResource } from '../public';
import { MiningConfigForm, type CourseOption } from './MiningConfigForm';

type Row = MiningRow & { statusId: number | null };
/** Spec 4 §9: the mining and filter debounce. */
export const FILTER_DEBOUNCE_MS = 300;
export const POLL_MS = 500;

/** The filter: a case-insensitive regular expression, or a substring when it is not a valid one; an id matches too. */
export function miningFilter(text: string): (r: Row) => boolean {
  const t = text.trim();
  if (!t) return () => true;
  let re: RegExp | undefined;
  try {
    re = new RegExp(t, 'i');
  } catch {
    re = undefined;
  }
  const lower = t.toLowerCase();
  return (r) => String(r.id) === t || (re ? re.test(r.phrasebook) : r.phrasebook.toLowerCase().includes(lower));
}

/** Rows green for syllabus and red for omit (spec 4 §9). */
const rowStyle = (r: Row) =>
  r.status === 'syllabus' ? { background: 'var(--mantine-color-green-1)' } : r.status === 'omit' ? { background: 'var(--mantine-color-red-1)' } : undefined;

/** Phrasebook Mining (spec 4 §2.9): the configuration, then a queued run with its progress, then the results. */
export function MiningTab({ onOpenPhrase }: { onOpenPhrase(text: string): void }) {
  const t = useT('memory');
  const api = useApi();
  const [config, setConfig] = useState<MiningConfig>(defaultMiningConfig);
  const [courses, setCourses] = useState<CourseOption[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [run, setRun] = useState<MiningRun>();
  const [busy, setBusy] = useState(false);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [omitsOpen, setOmitsOpen] = useState(false);

  useEffect(() => {
    void api.load(memoryApi.miningCourses).then((c) => setCourses(c ?? []));
  }, [api]);

  const refresh = useCallback(
    async (id: number) => {
      const r = await api.load(memoryApi.miningRun, { params: { id } });
      if (r) setRun(r);
      return r;
    },
    [api],
  );

  // Polls the run until it is done or failed.
  useEffect(() => {
    if (!run || run.status === 'done' || run.status === 'failed') return;
    const timer = setTimeout(() => void refresh(run.id), POLL_MS);
    return () => clearTimeout(timer);
  }, [run, refresh]);

  const start = async () => {
    setBusy(true);
    const res = await api.call(memoryApi.startMining, { body: config });
    setBusy(false);
    if (!res.ok) {
      // Failures of mining runs are logged only (spec 4 §8); the fields the server names are shown at them.
      console.warn('Mining refused', res.error);
      setErrors(res.fields ?? {});
      return;
    }
    setErrors({});
    setFilter('');
    setRun(res.data);
  };

  /** A row's status as an action answered it: the results show it without reading the run again. */
  const show = useCallback(
    (p: PatternStatus) =>
      setRun(
        (r) =>
          r && {
            ...r,
            rows: r.rows.map((x) => (x.phrasebook === p.phrasebook ? { ...x, status: p.status, statusId: p.statusId } : x)),
          },
      ),
    [],
  );
  const act = useCallback(
    async (r: Row, action: 'add' | 'omit' | 'remove') => {
      const res =
        action === 'add'
          ? await api.call(memoryApi.addMined, { body: { phrasebook: r.phrasebook } })
          : action === 'omit'
            ? await api.call(memoryApi.omit, { body: { text: r.phrasebook } })
            : r.statusId == null
              ? { ok: false as const, error: t('mining.nothingToRemove') }
              : r.status === 'omit'
                ? await api.call(memoryApi.deleteOmit, { params: { id: r.statusId } })
                : // Removed from the phrasebook, a pattern is none again (spec 1 §4 'Remove returns it to none').
                  await api
                    .call(phrasebookResource.remove, { params: { id: r.statusId } })
                    .then((o) => (o.ok ? { ...o, data: { pattern: { phrasebook: r.phrasebook, status: 'none' as const, statusId: null } } } : o));
      if (!res.ok) return console.warn(`Mining ${action} failed`, res.error);
      show(res.data.pattern);
    },
    [api, show, t],
  );

  const columns = useMemo<ColDef<Row>[]>(
    () => [
      { field: 'id', headerName: t('grids.mining.id'), width: 80 },
      { field: 'phrasebook', headerName: t('grids.mining.phrasebook'), flex: 3 },
      { field: 'count', headerName: t('grids.mining.count'), width: 90 },
      { field: 'type', headerName: t('grids.mining.type'), width: 100 },
      { field: 'status', headerName: t('grids.mining.status'), width: 100 },
      {
        headerName: t('mining.actions'),
        width: 190,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<Row>) =>
          p.data && (
            <Group gap={4} wrap="nowrap">
              {p.data.status === 'none' && (
                <>
                  <Button
                    size="compact-xs"
                    color="green"
                    aria-label={t('mining.addOf', { pattern: p.data.phrasebook })}
                    onClick={() => void act(p.data!, 'add')}
                  >
                    {t('mining.add')}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    aria-label={t('mining.omitOf', { pattern: p.data.phrasebook })}
                    onClick={() => void act(p.data!, 'omit')}
                  >
                    {t('mining.omit')}
                  </Button>
                </>
              )}
              {p.data.status !== 'none' && (
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('mining.removeOf', { pattern: p.data.phrasebook })}
                  onClick={() => void act(p.data!, 'remove')}
                >
                  {t('mining.remove')}
                </Button>
              )}
              {p.data.status === 'syllabus' && (
                <Button size="compact-xs" variant="subtle" onClick={() => onOpenPhrase(p.data!.phrasebook)}>
                  {t('open')}
                </Button>
              )}
            </Group>
          ),
      },
    ],
    [act, onOpenPhrase, t],
  );

  const rows = useMemo(() => (run?.rows as Row[] | undefined)?.filter(miningFilter(debounced)), [run, debounced]);

  if (!run) {
    return (
      <>
        <MiningConfigForm
          value={config}
          onChange={setConfig}
          courses={courses}
          errors={errors}
          onStart={() => void start()}
          onOmits={() => setOmitsOpen(true)}
          busy={busy}
        />
        <OmitsDialog opened={omitsOpen} onClose={() => setOmitsOpen(false)} onDeleted={show} />
      </>
    );
  }
  return (
    <Stack h="100%" gap={6} p={6}>
      <Group gap={6}>
        <Button size="xs" variant="default" onClick={() => setRun(undefined)}>
          {t('back')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOmitsOpen(true)}>
          {t('mining.manageOmits')}
        </Button>
        {run.status === 'done' && (
          <Text size="sm" fw={500}>
            {t('mining.found', { count: run.rows.length })}
          </Text>
        )}
        {run.status === 'failed' && (
          <Text size="sm" c="red">
            {run.error ? t('mining.failedWith', { error: run.error }) : t('mining.failed')}
          </Text>
        )}
        {run.status === 'done' && (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('filterPatternsPlaceholder')}
            aria-label={t('filterPatterns')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        )}
      </Group>
      {(run.status === 'queued' || run.status === 'running') && (
        <Stack gap={4}>
          <Text size="sm">{t('mining.progress', { done: run.done, count: run.total })}</Text>
          <Progress aria-label={t('mining.progressLabel')} value={run.total ? (100 * run.done) / run.total : 0} animated />
        </Stack>
      )}
      {run.status === 'done' && (
        <Box style={{ flex: 1, minHeight: 200 }}>
          <DataGrid<Row> columns={columns} rows={rows} rowStyle={rowStyle} testId="mining-grid" />
        </Box>
      )}
      <OmitsDialog opened={omitsOpen} onClose={() => setOmitsOpen(false)} onDeleted={show} />
    </Stack>
  );
}

/** Manage Omits: every omitted pattern, each with a delete, whose answer (the pattern's status) the results show. */
function OmitsDialog({ opened, onClose, onDeleted }: { opened: boolean; onClose(): void; onDeleted(p: PatternStatus): void }) {
  const t = useT('memory');
  const api = useApi();
  const [omits, setOmits] = useState<{ id: number; text: string }[]>();
  const load = useCallback(() => void api.load(memoryApi.omits).then((o) => setOmits(o ?? [])), [api]);
  useEffect(() => {
    if (opened) load();
  }, [opened, load]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('mining.manageOmits')} size="lg">
      {omits?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('mining.noOmits')}
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {omits?.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>{o.text}</Table.Td>
              <Table.Td w={90}>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  aria-label={t('mining.deleteOmit', { text: o.text })}
                  onClick={() =>
                    void api.call(memoryApi.deleteOmit, { params: { id: o.id } }).then((r) => {
                      if (!r.ok) return console.warn('Delete omit failed', r.error);
                      setOmits((list) => list?.filter((x) => x.id !== r.data.id));
                      onDeleted(r.data.pattern);
                    })
                  }
                >
                  {t('delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
