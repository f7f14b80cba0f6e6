import { Button, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { platformApi, useApi, type DialectRef, useT } from '../../../sdk/client';
import { conjugationApi, type Report } from '../public';

export type { Report, ReportRow } from '../public';

/**
 * Voc Report (spec 3 §2, §7 'conjugations-report'): in a target dialect, the course vocabulary's
 * forms by state and what the rules would change: forms missing, and regular forms that differ
 * from the rules' (an irregular form not marked, or a rule to fix).
 */
export function VocReportTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const t = useT('conjugation');
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
          label={t('report.dialect')}
          w={200}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          value={dialect}
          onChange={(v) => {
            setDialect(v);
            setReport(undefined);
          }}
        />
        <Button disabled={!dialect} onClick={() => void load()}>
          {t('report.load')}
        </Button>
        <Switch label={t('report.only')} checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} />
      </Group>
      {s && (
        <Text size="sm" data-testid="report-summary">
          {t('report.summary', {
            ...s,
            entries: t('report.entries', { count: s.entries }),
            forms: t('report.forms', { count: s.forms }),
            differs: t('report.differs', { count: s.differs }),
          })}
        </Text>
      )}
      {report && (
        <Table striped withTableBorder aria-label={t('report.table')} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {['word', 'class', 'rule', 'forms', 'regular', 'change', 'irregular', 'locked', 'missing', 'differ'].map((h) => (
                <Table.Th key={h}>{t(`report.cols.${h}`)}</Table.Th>
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
