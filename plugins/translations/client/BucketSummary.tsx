import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Project } from '../public';

/** Spec 3 §4's buckets in the order and colours of the summary bar. */
const BUCKETS = [
  { key: 'validated', label: 'Validated', color: 'green' },
  { key: 'memoryMatch', label: 'Memory match', color: 'teal' },
  { key: 'high', label: 'High', color: 'blue' },
  { key: 'medium', label: 'Medium', color: 'yellow' },
  { key: 'low', label: 'Low', color: 'red' },
  { key: 'processing', label: 'Processing', color: 'gray' },
] as const;

/** The project's progress summary bar (spec 3 §2): one section per bucket, with the counts beside it. */
export function BucketSummary({ project }: { project: Project }) {
  const pct = (n: number) => (project.items ? (n / project.items) * 100 : 0);
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" aria-label="Progress summary">
        {BUCKETS.map((b) => (
          <Progress.Section key={b.key} value={pct(project.buckets[b.key])} color={b.color} />
        ))}
      </Progress.Root>
      <Group gap="sm">
        {BUCKETS.map((b) => (
          <Text key={b.key} size="xs" c={b.color} data-testid={`bucket-${b.key}`}>
            {b.label}: {project.buckets[b.key]}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          of {project.items}
        </Text>
      </Group>
    </Stack>
  );
}
