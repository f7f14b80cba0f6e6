import { Button, CloseButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { plural } from '../../../sdk/client';
import type { ReportRun } from '../public';

/** A running report's progress. */
export function ReportProgress({ done, total }: { done: number; total: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Generating… {done} of {plural(total, 'text')}
      </Text>
      <Progress aria-label="Report progress" value={total ? (100 * done) / total : 0} animated />
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
  /** What the report counts: 'patterns', 'groups'. */
  noun: string;
  onBack: () => void;
  filter: string;
  onFilter: (text: string) => void;
  filterLabel: string;
  placeholder: string;
}) {
  return (
    <>
      <Group gap={6}>
        <Button size="xs" variant="default" onClick={onBack}>
          Back to Configuration
        </Button>
        {run.status === 'done' && (
          <Text size="sm" fw={500}>
            {run.result.length} {noun}
          </Text>
        )}
        {run.status === 'failed' && (
          <Text size="sm" c="red">
            The report failed
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
            rightSection={filter ? <CloseButton size="sm" aria-label="Clear filter" onClick={() => onFilter('')} /> : null}
          />
        )}
      </Group>
      {(run.status === 'queued' || run.status === 'running') && <ReportProgress done={run.done} total={run.total} />}
    </>
  );
}
