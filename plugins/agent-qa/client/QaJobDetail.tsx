import { useState } from 'react';
import { Badge, Menu, Stack, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { FilterBar, JobHeader, JobItemsGrid, ROW_TINTS, useApi, useJobDetail, type JobDetailSlotProps, useT, type Translate } from '../../../sdk/client';
import { agentQaApi, type QaJob, type QaRow } from '../public';

type Filter = 'pass' | 'fail' | 'processing' | 'error';
/** Spec 1 §4: pending and processing both show as processing. */
const filterOf = (r: QaRow): Filter => (r.status === 'error' ? 'error' : r.status !== 'done' ? 'processing' : r.test_result === 'fail' ? 'fail' : 'pass');
const SEGMENTS: { filter: Filter; color: string }[] = [
  { filter: 'pass', color: 'green' },
  { filter: 'fail', color: 'red' },
  { filter: 'processing', color: 'yellow' },
  { filter: 'error', color: 'red' },
];
const rowStyle = (r: QaRow) => {
  const f = filterOf(r);
  return f === 'error' || f === 'processing' ? { background: ROW_TINTS[f] } : undefined;
};
const working = (j: QaJob) => j.status !== 'completed';

/** Spec 1 §9: a result that is malformed JSON shows as its raw text, an empty one as N/A. */
function parsed(v: unknown, na: string): string {
  if (v === null || v === undefined) return na;
  if (typeof v === 'string') {
    try {
      return JSON.stringify(JSON.parse(v));
    } catch {
      return v || na;
    }
  }
  const o = v as { translation?: string; modified_translation?: string; decision?: string };
  return o.translation ?? o.modified_translation ?? o.decision ?? JSON.stringify(v);
}

/** The QA grid renderers (spec 1 §2): the item tested, and its result with the agent's reasoning. */
const columns = (t: Translate): ColDef<QaRow>[] => [
  {
    headerName: t('detail.item'),
    flex: 2,
    minWidth: 180,
    autoHeight: true,
    sortable: false,
    cellRenderer: (p: ICellRendererParams<QaRow>) =>
      p.data && (
        <Stack gap={0} py={4} style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
          <Text size="xs" c="dimmed">
            {p.data.item_info?.dialect_code}
          </Text>
          <Text size="sm">{p.data.item_info?.target_translation || t('detail.na')}</Text>
          <Text size="sm" c="dimmed">
            {p.data.item_info?.us_translation || t('detail.na')}
          </Text>
        </Stack>
      ),
  },
  {
    headerName: t('detail.result'),
    flex: 3,
    minWidth: 240,
    autoHeight: true,
    sortable: false,
    cellRenderer: ({ data: r }: ICellRendererParams<QaRow>) =>
      r && (
        <Stack gap={2} py={4} align="flex-start" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
          {r.test_result ? (
            <Badge color={r.test_result === 'pass' ? 'green' : 'red'}>{t(`detail.results.${r.test_result}`)}</Badge>
          ) : (
            <Badge color={r.status === 'error' ? 'red' : 'yellow'}>{t(`detail.results.${r.status === 'error' ? 'error' : 'processing'}`)}</Badge>
          )}
          {r.status === 'done' && (
            <Text size="xs">
              {t('detail.expectedActual', { expected: parsed(r.expected_result, t('detail.na')), actual: parsed(r.actual_result, t('detail.na')) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {r.test_metadata?.reasoning || r.test_metadata?.error || (r.status === 'done' ? t('detail.noReasoning') : '')}
          </Text>
        </Stack>
      ),
  },
];

/**
 * A QA job (spec 1 §2): its name and agent, priority, Retry failed, the filter bar with the pass rate,
 * and its test rows. A priority change or Retry failed is one request, whose answer (the job, the rows) is shown.
 */
export function QaJobDetail({ jobId, shown, onDeleted, onChanged }: JobDetailSlotProps<QaJob, QaRow>) {
  const api = useApi();
  const t = useT('agent-qa');
  const { job, items, setItems, showJob } = useJobDetail(agentQaApi, jobId, working, onChanged, shown);
  const [filter, setFilter] = useState<Filter | null>(null);
  if (!job || !items) return null;
  const counts: Record<Filter, number> = { pass: 0, fail: 0, processing: 0, error: 0 };
  for (const r of items) counts[filterOf(r)]++;
  const judged = counts.pass + counts.fail;
  const canRetry = job.status === 'completed' && counts.fail + counts.error > 0;

  return (
    <Stack p="md" gap="sm" h="100%">
      <JobHeader
        jobs={agentQaApi}
        job={job}
        title={job.name || t('detail.job', { id: job.id })}
        subtitle={t('detail.agent', { agent: job.agent_label })}
        priority={counts.processing > 0}
        setPriority={async (priority) => {
          const r = await api.call(agentQaApi.changePriority, { params: { id: job.id }, body: { priority } });
          if (r.ok) showJob(r.data.job);
          else console.error(`change-priority failed: ${r.error}`);
        }}
        onDeleted={onDeleted}
        menu={
          canRetry && (
            <Menu.Item
              onClick={async () => {
                const r = await api.call(agentQaApi.retryFailed, { params: { id: job.id } });
                if (!r.ok) return console.error(`retry-failed failed: ${r.error}`);
                showJob(r.data.job);
                setItems(r.data.items);
              }}
            >
              {t('detail.retryFailed')}
            </Menu.Item>
          )
        }
      />
      <FilterBar
        label={t('detail.filter')}
        segments={SEGMENTS.map((s) => ({ ...s, label: t(`detail.${s.filter}`), count: counts[s.filter] }))}
        total={items.length}
        filter={filter}
        onFilter={setFilter}
      >
        {judged > 0 && (
          <Text size="sm" data-testid="qa-pass-rate">
            {t('detail.passRate', { rate: ((100 * counts.pass) / judged).toFixed(1), passed: counts.pass, judged })}
          </Text>
        )}
      </FilterBar>
      <JobItemsGrid
        rows={filter === null ? items : items.filter((r) => filterOf(r) === filter)}
        columns={columns(t)}
        rowStyle={rowStyle}
        logEntity="agent_qa_item"
      />
    </Stack>
  );
}
