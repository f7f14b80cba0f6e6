import { Group, Progress, Stack, Text } from '@mantine/core';
import { useT } from '../../../sdk/client';
import type { Project } from '../public';

/** Spec 3 §4's buckets in the order and colours of the summary bar. */
const BUCKETS = [
  { key: 'validated', color: 'green' },
  { key: 'memoryMatch', color: 'teal' },
  { key: 'high', color: 'blue' },
  { key: 'medium', color: 'yellow' },
  { key: 'low', color: 'red' },
  { key: 'processing', color: 'gray' },
] as const;

/** The project's progress summary bar (spec 3 §2): one section per bucket, with the counts beside it. */
export function BucketSummary({ project }: { project: Project }) {
  const t = useT('translations');
  const pct = (n: number) => (project.items ? (n / project.items) * 100 : 0);
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" aria-label={t('buckets.summary')}>
        {BUCKETS.map((b) => (
          <Progress.Section key={b.key} value={pct(project.buckets[b.key])} color={b.color} />
        ))}
      </Progress.Root>
      <Group gap="sm">
        {BUCKETS.map((b) => (
          <Text key={b.key} size="xs" c={b.color} data-testid={`bucket-${b.key}`}>
            {t(`buckets.${b.key}`)}: {project.buckets[b.key]}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('buckets.of', { items: project.items })}
        </Text>
      </Group>
    </Stack>
  );
}
