import { Badge, Box, Button, Group, NavLink, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useT } from '../../../sdk/client';
import type { ConsistencyGroup, ConsistencyMember, ReportConfig } from '../public';
import { ChangePatternDialog } from './ChangePatternDialog';
import { FILTER_DEBOUNCE_MS } from './MiningTab';
import { defaultReportConfig, ReportConfigForm } from './ReportConfigForm';
import { ReportHead } from './ReportHead';
import { textMatcher } from './text-filter';
import { useReport } from './use-report';

/** The filter matches a group's us_pattern or any member's pattern (spec 4 §2.9). */
export const consistencyFilter = (text: string) => {
  const m = textMatcher(text);
  return (g: ConsistencyGroup) => m(g.us_pattern) || g.members.some((x) => m(x.pattern));
};

/** Pattern Consistency (spec 4 §2.9): the form, then groups on the left ('N groups', 'Filter groups') and the selected group's members on the right. */
export function PatternConsistencyTab() {
  const t = useT('memory');
  const [config, setConfig] = useState<ReportConfig>(defaultReportConfig);
  const { run, setRun, errors, busy, generate } = useReport<ConsistencyGroup>('consistency');
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [selected, setSelected] = useState<number>();
  const [changing, setChanging] = useState<ConsistencyMember>();
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const groups = useMemo(() => run?.result.filter(consistencyFilter(debounced)), [run, debounced]);
  const group = run?.result.find((g) => g.id === selected);

  if (!run)
    return (
      <ReportConfigForm
        title={t('tabs.consistency')}
        value={config}
        onChange={setConfig}
        errors={errors}
        busy={busy}
        onGenerate={() => void generate(config)}
      />
    );
  return (
    <Stack h="100%" gap={6} p={6}>
      <ReportHead
        run={run}
        noun="groups"
        onBack={() => {
          setRun(undefined);
          setSelected(undefined);
        }}
        filter={filter}
        onFilter={setFilter}
        filterLabel={t('consistency.filter')}
        placeholder={t('consistency.filter')}
      />
      {run.status === 'done' && (
        <Group align="stretch" gap={6} style={{ flex: 1, minHeight: 200 }} wrap="nowrap">
          <ScrollArea w={280} data-testid="consistency-groups">
            {groups?.map((g) => (
              <NavLink key={g.id} label={g.us_pattern} description={g.pattern} active={g.id === selected} onClick={() => setSelected(g.id)} />
            ))}
          </ScrollArea>
          <Box style={{ flex: 1, overflow: 'auto' }}>
            {group ? (
              <Table data-testid="consistency-members">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pattern')}</Table.Th>
                    <Table.Th w={80}>{t('count')}</Table.Th>
                    <Table.Th w={150} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.members.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        {m.pattern}{' '}
                        {m.canonical && (
                          <Badge size="xs" color="green">
                            {t('consistency.phrasebook')}
                          </Badge>
                        )}{' '}
                        {changed[`${group.id}:${m.id}`] && <Badge size="xs">{t('consistency.changed')}</Badge>}
                      </Table.Td>
                      <Table.Td>{m.count}</Table.Td>
                      <Table.Td>
                        {!m.canonical && (
                          <Button size="compact-xs" aria-label={t('consistency.changeOf', { pattern: m.pattern })} onClick={() => setChanging(m)}>
                            {t('change.title')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                {t('selectGroup')}
              </Text>
            )}
          </Box>
        </Group>
      )}
      {group && changing && (
        <ChangePatternDialog
          dialectId={config.dialect}
          group={group}
          member={changing}
          onClose={() => setChanging(undefined)}
          onApplied={(undone) => setChanged({ ...changed, [`${group.id}:${changing.id}`]: !undone })}
        />
      )}
    </Stack>
  );
}
