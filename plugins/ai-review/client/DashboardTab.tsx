import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import { DataGrid, useApi, useCommands, useT } from '../../../sdk/client';
import { aiReviewApi } from '../public';
import type { DashboardCell, DashboardRow, ReviewDashboard } from '../shared';
import { FlaggedList } from './FlaggedList';

interface CountRow {
  id: number;
  label: string;
  key: keyof DashboardCell;
  [dialect: string]: unknown;
}
const COUNTS: (keyof DashboardCell)[] = ['checked', 'flagged', 'ok'];

export interface FlaggedFilter {
  ref: number;
  name: string;
  dialectId: number | null;
  dialectLabel: string;
  /** Which reviews: the flagged ones (the default), the OK ones, or every checked one. */
  count?: keyof DashboardCell;
}

/** The review status each count lists (none: all); its title is counts.<count> in the catalogue. */
export const COUNT_STATUS: Record<keyof DashboardCell, 1 | 2 | undefined> = { checked: undefined, flagged: 1, ok: 2 };

/**
 * The review dashboard (spec 4 §2.7), loaded at once: a grid per content type with a column per dialect
 * (ALL, the course's targets and sources) counting checked, flagged and OK texts; each count opens
 * those texts, where a flagged one can be marked OK (the mark answers the new counts, shown at once).
 */
export function DashboardTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const t = useT('ai-review');
  const [data, setData] = useState<ReviewDashboard>();
  const [filter, setFilter] = useState<FlaggedFilter>();
  const load = async () => setData(await api.load(aiReviewApi.dashboard, { params: { courseId } }));
  // Nothing to choose: the dashboard opens on its counts.
  useEffect(() => void load(), [courseId]);
  useCommands([{ id: 'ai-review.dashboard.load', category: t('category'), title: t('commands.reload'), keys: 'mod+alt+L', run: () => void load() }]);

  const columns = (row: DashboardRow): ColDef<CountRow>[] => [
    { field: 'label', headerName: '', width: 100 },
    ...(data?.dialects ?? []).map(
      (d): ColDef<CountRow> => ({
        field: d.key,
        headerName: d.label,
        flex: 1,
        cellRenderer: (p: ICellRendererParams<CountRow>) =>
          p.data && Number(p.value) > 0 ? (
            <Anchor
              component="button"
              size="sm"
              c={p.data.key === 'flagged' ? 'red' : undefined}
              aria-label={t('dashboard.cell', { kind: t(`counts.${p.data.key}`), name: row.name, dialect: d.label })}
              onClick={() => setFilter({ ref: row.ref, name: row.name, dialectId: d.dialectId, dialectLabel: d.label, count: p.data!.key })}
            >
              {String(p.value)}
            </Anchor>
          ) : (
            String(p.value ?? 0)
          ),
      }),
    ),
  ];
  const rowsOf = (row: DashboardRow): CountRow[] =>
    COUNTS.map((c, i) => ({
      id: i + 1,
      label: t(`counts.${c}`),
      key: c,
      ...Object.fromEntries(Object.entries(row.cells).map(([k, cell]) => [k, cell[c]])),
    }));

  return (
    <Stack p="md" gap="sm">
      <Group>
        <Button variant="light" onClick={() => void load()}>
          {t('dashboard.reload')}
        </Button>
        {data && (
          <Text size="sm" c="dimmed">
            {t('dashboard.fromLesson', { lesson: data.aiReviewPos || 1 })}
          </Text>
        )}
      </Group>
      {data?.rows.map((row) => (
        <Stack key={row.ref} gap={4} aria-label={t('dashboard.label', { name: row.name })}>
          <Title order={6}>{row.name}</Title>
          <div style={{ height: 150 }}>
            <DataGrid<CountRow> columns={columns(row)} rows={rowsOf(row)} testId={`dashboard-${row.ref}`} />
          </div>
        </Stack>
      ))}
      {filter && <FlaggedList courseId={courseId} filter={filter} onClose={() => setFilter(undefined)} onChanged={setData} />}
    </Stack>
  );
}
