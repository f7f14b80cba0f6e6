import { Button, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { platformApi, plural, useApi, type DialectRef } from '../../../sdk/client';
import { conjugationApi, type Report } from '../public';

export type { Report, ReportRow } from '../public';

/**
 * Voc Report (spec 3 §2, §7 'conjugations-report'): in a target dialect, the course vocabulary's
 * forms by state and what the rules would change: forms missing, and regular forms that differ
 * from the rules' (an irregular form not marked, or a rule to fix).
 */
export function VocReportTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [dialect, setDialect] = useState<string | null>(null);
  const [report, setReport] = useState<Report>();
  const [onlyProblems, setOnlyProblems] = useState(false);
  useEffect(() => {
    void api.load(platformApi.targetDialects, { params: { courseId } }).then((d) => setDialects(d ?? []));
  }, [api, courseId]);
  const load = async () => {
    if (dialect) setReport(await api.load(conjugationApi.report, { params: { dialectId: dialect }, query: { course: courseId } }));
  };
  const rows = report?.rows.filter((r) => !onlyProblems || r.missing.length || r.differs.length) ?? [];
  const s = report?.summary;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label="Target dialect"
          w={200}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          value={dialect}
          onChange={(v) => {
            setDialect(v);
            setReport(undefined);
          }}
        />
        <Button disabled={!dialect} onClick={() => void load()}>
          Load
        </Button>
        <Switch label="Only entries to check" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} />
      </Group>
      {s && (
        <Text size="sm" data-testid="report-summary">
          {plural(s.entries, 'entry', 'entries')} ({s.withoutRule} without a rule) · {plural(s.forms, 'form')}: {s.regular} regular, {s.change} change,{' '}
          {s.irregular} irregular, {s.locked} locked · {s.missing} missing · {s.differs} {s.differs === 1 ? 'differs' : 'differ'} from the rules
        </Text>
      )}
      {report && (
        <Table striped withTableBorder aria-label="Voc report" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {['Word', 'Class', 'Rule', 'Forms', 'Regular', 'Change', 'Irregular', 'Locked', 'Missing', 'Differ'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-voc={r.id}>
                <Table.Td>{r.word}</Table.Td>
                <Table.Td>{r.wordClass}</Table.Td>
                <Table.Td>{r.rule || '—'}</Table.Td>
                <Table.Td>{r.forms}</Table.Td>
                <Table.Td>{r.regular}</Table.Td>
                <Table.Td>{r.change}</Table.Td>
                <Table.Td>{r.irregular}</Table.Td>
                <Table.Td>{r.locked}</Table.Td>
                <Table.Td c={r.missing.length ? 'orange' : undefined}>{r.missing.join(', ')}</Table.Td>
                <Table.Td c={r.differs.length ? 'red' : undefined}>{r.differs.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
