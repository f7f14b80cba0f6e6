import { Badge, Box, Button, Group, Modal, NavLink, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { plural, useApi } from '../../../sdk/client';
import { memoryApi, type ConsistencyGroup, type ConsistencyMember, type PatternChange, type ReportConfig } from '../public';
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

/** Change Pattern: the member's pattern becomes the new one in every translation it names; the results are shown, with Undo. */
function ChangePatternDialog({
  dialectId,
  group,
  member,
  onClose,
  onApplied,
}: {
  dialectId: number;
  group: ConsistencyGroup;
  member: ConsistencyMember;
  onClose(): void;
  onApplied(undone: boolean): void;
}) {
  const api = useApi();
  const [next, setNext] = useState(group.pattern);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<PatternChange>();
  const apply = async () => {
    const res = await api.call(memoryApi.applyPatternChange, {
      body: { dialect_id: dialectId, translation_ids: member.translation_ids, old_pattern: member.pattern, new_pattern: next },
    });
    if (!res.ok) return setError(res.fields?.new_pattern ?? res.error);
    setError(undefined);
    setOutcome(res.data);
    onApplied(false);
  };
  const undo = async () => {
    if (!outcome) return;
    const res = await api.call(memoryApi.undoPatternChange, { params: { id: outcome.change_id } });
    if (!res.ok) return setError(res.error);
    setOutcome(res.data);
    onApplied(true);
  };
  return (
    <Modal opened onClose={onClose} title="Change Pattern" size="lg">
      <Stack gap="sm">
        <TextInput label="Old pattern" value={member.pattern} readOnly />
        <TextInput label="New pattern" value={next} error={error} onChange={(e) => setNext(e.currentTarget.value)} disabled={!!outcome} />
        <Text size="sm">
          {plural(member.translation_ids.length, 'translation')}: {member.translation_ids.join(', ')}
        </Text>
        {outcome && (
          <Stack gap={2} data-testid="change-results">
            <Text size="sm" fw={500}>
              {outcome.message}
            </Text>
            {outcome.results.map((r) => (
              <Text key={r.translation_id} size="xs" c={r.status === 'ok' ? 'green' : 'red'}>
                {r.translation_id}: {r.message}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          {!outcome && (
            <Button size="xs" onClick={() => void apply()}>
              Apply
            </Button>
          )}
          {outcome && outcome.message.includes('changed') && (
            <Button size="xs" variant="default" onClick={() => void undo()}>
              Undo
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Pattern Consistency (spec 4 §2.9): the form, then groups on the left ('N groups', 'Filter groups') and the selected group's members on the right. */
export function PatternConsistencyTab() {
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
      <ReportConfigForm title="Pattern Consistency" value={config} onChange={setConfig} errors={errors} busy={busy} onGenerate={() => void generate(config)} />
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
        filterLabel="Filter groups"
        placeholder="Filter groups"
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
                    <Table.Th>Pattern</Table.Th>
                    <Table.Th w={80}>Count</Table.Th>
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
                            phrasebook
                          </Badge>
                        )}{' '}
                        {changed[`${group.id}:${m.id}`] && <Badge size="xs">changed</Badge>}
                      </Table.Td>
                      <Table.Td>{m.count}</Table.Td>
                      <Table.Td>
                        {!m.canonical && (
                          <Button size="compact-xs" aria-label={`Change Pattern ${m.pattern}`} onClick={() => setChanging(m)}>
                            Change Pattern
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                Select a group to see its members.
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
