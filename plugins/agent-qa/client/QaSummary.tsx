import { useEffect, useState } from 'react';
import { ScrollArea, Table, Text, Title, Tooltip } from '@mantine/core';
import { useApi, useT } from '../../../sdk/client';
import { agentQaApi, type QaSummaryRow } from '../public';

const percent = (passed: number, judged: number) => `${judged ? ((100 * passed) / judged).toFixed(0) : '0'}%`;

/** The summary figure: the pass rate per agent (rows, by title) and course (columns), from the newest job testing each course. */
export function QaSummary({ rows, onOpen }: { rows: QaSummaryRow[]; onOpen: (jobId: number) => void }) {
  const t = useT('agent-qa');
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        {t('summary.none')}
      </Text>
    );
  const types = [...new Map(rows.map((r) => [r.agent_type, r.agent_label])).entries()];
  const courses = [...new Map(rows.map((r) => [r.course_id, r.course_code])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <Table withTableBorder data-testid="qa-summary" aria-label={t('summary.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('summary.agent')}</Table.Th>
          <Table.Th>{t('summary.allCourses')}</Table.Th>
          {courses.map(([id, code]) => (
            <Table.Th key={id}>{code}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map(([type, label]) => {
          const mine = rows.filter((r) => r.agent_type === type);
          const passed = mine.reduce((n, r) => n + r.passed, 0);
          const judged = mine.reduce((n, r) => n + r.judged, 0);
          return (
            <Table.Tr key={type}>
              <Table.Td>{label}</Table.Td>
              <Table.Td fw={600}>
                {percent(passed, judged)} ({passed} / {judged})
              </Table.Td>
              {courses.map(([id]) => {
                const r = mine.find((x) => x.course_id === id);
                return (
                  <Table.Td key={id} data-testid={r ? `qa-summary-${type}-${id}` : undefined}>
                    {r ? (
                      <Tooltip label={t('summary.job', { id: r.job_id, passed: r.passed, judged: r.judged })}>
                        <Text
                          size="sm"
                          component="button"
                          style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                          c={r.judged && r.passed / r.judged >= 0.9 ? 'green' : 'red'}
                          onClick={() => onOpen(r.job_id)}
                        >
                          {percent(r.passed, r.judged)}
                        </Text>
                      </Tooltip>
                    ) : (
                      '–'
                    )}
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

/** Under the placeholder: what Agent QA is for, and the figures as they are now (loaded each time it shows). */
export function QaOverview({ onOpen }: { onOpen: (jobId: number) => void }) {
  const api = useApi();
  const t = useT('agent-qa');
  const [rows, setRows] = useState<QaSummaryRow[]>();
  useEffect(() => {
    void api.load(agentQaApi.summary).then((s) => setRows(s ?? []));
  }, [api]);
  return (
    <>
      <Text size="sm" c="dimmed" maw={520} ta="center">
        {t('summary.intro')}
      </Text>
      <Title order={5} mt="md">
        {t('summary.title')}
      </Title>
      {rows && (
        <ScrollArea maw="100%">
          <QaSummary rows={rows} onOpen={onOpen} />
        </ScrollArea>
      )}
    </>
  );
}
