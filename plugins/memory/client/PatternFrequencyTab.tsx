import { Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { DataGrid, useNavigation, useT } from '../../../sdk/client';
import type { FrequencyRow, ReportConfig } from '../pattern-config';
import { FILTER_DEBOUNCE_MS } from './MiningTab';
import { defaultReportConfig, ReportConfigForm } from './ReportConfigForm';
import { ReportHead } from './ReportHead';
import { textMatcher } from './text-filter';
import { useReport } from './use-report';

export const frequencyFilter = (text: string) => {
  const m = textMatcher(text);
  return (r: FrequencyRow) => String(r.id) === text.trim() || m(r.pattern);
};

/** Progress of a queued report. */
/** Pattern Frequency (spec 4 §2.9): configuration, then 'n patterns' with a filter; a row's id_map lists where it was found, each opening its source. */
export function PatternFrequencyTab() {
  const t = useT('memory');
  const navigation = useNavigation();
  const columns = useMemo<ColDef<FrequencyRow>[]>(
    () => [
      { field: 'id', headerName: t('id'), width: 80 },
      { field: 'pattern', headerName: t('pattern'), flex: 3 },
      { field: 'count', headerName: t('count'), width: 90 },
    ],
    [t],
  );
  const [config, setConfig] = useState<ReportConfig>(defaultReportConfig);
  const { run, setRun, errors, busy, generate } = useReport<FrequencyRow>('frequency');
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [selected, setSelected] = useState<number>();
  const rows = useMemo(() => run?.result.filter(frequencyFilter(debounced)), [run, debounced]);
  const row = run?.result.find((r) => r.id === selected);

  if (!run)
    return (
      <ReportConfigForm title={t('tabs.frequency')} value={config} onChange={setConfig} errors={errors} busy={busy} onGenerate={() => void generate(config)} />
    );
  return (
    <Stack h="100%" gap={6} p={6}>
      <ReportHead
        run={run}
        noun="patterns"
        onBack={() => {
          setRun(undefined);
          setSelected(undefined);
        }}
        filter={filter}
        onFilter={setFilter}
        filterLabel={t('filterPatterns')}
        placeholder={t('filterPatternsPlaceholder')}
      />
      {run.status === 'done' && (
        <Group align="stretch" gap={6} style={{ flex: 1, minHeight: 200 }} wrap="nowrap">
          <Box style={{ flex: 2 }}>
            <DataGrid<FrequencyRow> columns={columns} rows={rows} testId="frequency-grid" selectedId={selected} onSelect={(r) => setSelected(r.id)} />
          </Box>
          <Box style={{ flex: 1, overflow: 'auto' }}>
            {row ? (
              <Table data-testid="id-map">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('frequency.translation')}</Table.Th>
                    <Table.Th>{t('frequency.course')}</Table.Th>
                    <Table.Th>{t('frequency.panel')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {row.id_map.map((e) => (
                    <Table.Tr key={e.translation_id}>
                      <Table.Td>{e.translation_id}</Table.Td>
                      <Table.Td>{e.course_id}</Table.Td>
                      <Table.Td>{e.panel_id ?? ''}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={t('frequency.openOf', { id: e.translation_id })}
                          onClick={() => navigation.navigate({ ref: e.ref, courseId: e.course_id, search: String(e.ref_id) })}
                        >
                          {t('open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                {t('frequency.select')}
              </Text>
            )}
          </Box>
        </Group>
      )}
    </Stack>
  );
}
