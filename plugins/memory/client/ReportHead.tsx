import { Button, CloseButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../sdk/client';
import type { ReportRun } from '../public';

/** A running report's progress. */
export function ReportProgress({ done, total }: { done: number; total: number }) {
  const t = useT('memory');
  return (
    <Stack gap={4}>
      <Text size="sm">{t('report.progress', { done, count: total })}</Text>
      <Progress aria-label={t('report.progressLabel')} value={total ? (100 * done) / total : 0} animated />
    </Stack>
  );
}

/** The head of a pattern report once generated: back to its configuration, its count (or failure) and a filter, then its progress while it runs. */
export function ReportHead({
  run,
  noun,
  onBack,
  filter,
  onFilter,
  filterLabel,
  placeholder,
}: {
  run: ReportRun<unknown>;
  /** What the report counts (report.count.patterns or .groups, said with the count). */
  noun: 'patterns' | 'groups';
  onBack: () => void;
  filter: string;
  onFilter: (text: string) => void;
  filterLabel: string;
  placeholder: string;
}) {
  const t = useT('memory');
  return (
    <>
      <Group gap={6}>
        <Button size="xs" variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        {run.status === 'done' && (
          <Text size="sm" fw={500}>
            {t(`report.count.${noun}`, { count: run.result.length })}
          </Text>
        )}
        {run.status === 'failed' && (
          <Text size="sm" c="red">
            {t('report.failed')}
          </Text>
        )}
        {run.status === 'done' && (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={placeholder}
            aria-label={filterLabel}
            value={filter}
            onChange={(e) => onFilter(e.currentTarget.value)}
            rightSection={filter ? <CloseButton size="sm" aria-label={t('report.clearFilter')} onClick={() => onFilter('')} /> : null}
          />
        )}
      </Group>
      {(run.status === 'queued' || run.status === 'running') && <ReportProgress done={run.done} total={run.total} />}
    </>
  );
}
