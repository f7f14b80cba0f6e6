import { Button, Group } from '@mantine/core';
import type { Decision, JobCounts, JobFilter } from '../../shared';
import { decisionLabel } from './cells';

interface Segment { filter: JobFilter; label: string; count: number; color: string }

/** Spec 3 §4: error first, then pending as Processing, then review, then done grouped by decision. */
export function summarySegments(counts: JobCounts): Segment[] {
  const segments: Segment[] = [
    { filter: 'error', label: 'Error', count: counts.error, color: 'red' },
    { filter: 'processing', label: 'Processing', count: counts.processing, color: 'yellow' },
    { filter: 'review', label: 'Needs review', count: counts.review, color: 'orange' },
    ...Object.entries(counts.done).map(([d, n]) => ({ filter: `done:${d}` as JobFilter, label: decisionLabel(d as Decision), count: n ?? 0, color: 'green' })),
  ];
  return segments.filter((s) => s.count > 0);
}

/** The summary and filter bar: a segment filters the grid, Total clears the filter. */
export function SummaryBar({ counts, filter, onFilter }: { counts: JobCounts; filter: JobFilter | null; onFilter(f: JobFilter | null): void }) {
  return (
    <Group gap="xs" role="toolbar" aria-label="Summary">
      {summarySegments(counts).map((s) => (
        <Button key={s.filter} size="compact-sm" color={s.color} variant={filter === s.filter ? 'filled' : 'light'}
          onClick={() => onFilter(s.filter)} data-filter={s.filter}>
          {s.label}: {s.count}
        </Button>
      ))}
      <Button size="compact-sm" color="gray" variant={filter === null ? 'filled' : 'light'} onClick={() => onFilter(null)}>
        Total: {counts.total}
      </Button>
    </Group>
  );
}
