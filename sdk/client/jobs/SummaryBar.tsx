import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { Decision, JobCounts, JobFilter } from '../../shared';
import { decisionLabel } from './cells';
import { translator, useT } from '../i18n/i18n';

/** A button of the filter bar: the items of one bucket. */
export interface FilterSegment<F extends string> {
  filter: F;
  label: string;
  count: number;
  color: string;
}

/** Spec 3 §4: error first, then pending as Processing, then review, then done grouped by decision. */
export function summarySegments(counts: JobCounts): FilterSegment<JobFilter>[] {
  const t = translator('sdk');
  const segments: FilterSegment<JobFilter>[] = [
    { filter: 'error', label: t('common.error'), count: counts.error, color: 'red' },
    { filter: 'processing', label: t('jobs.processing'), count: counts.processing, color: 'yellow' },
    { filter: 'review', label: t('jobs.needsReview'), count: counts.review, color: 'orange' },
    ...Object.entries(counts.done).map(([d, n]) => ({ filter: `done:${d}` as JobFilter, label: decisionLabel(d as Decision), count: n ?? 0, color: 'green' })),
  ];
  return segments.filter((s) => s.count > 0);
}

export interface FilterBarProps<F extends string> {
  segments: FilterSegment<F>[];
  total: number;
  filter: NoInfer<F> | null;
  onFilter(f: NoInfer<F> | null): void;
  /** The toolbar's name (default 'Summary'). */
  label?: string;
  /** After the buttons (a rate over the buckets). */
  children?: ReactNode;
}

/** A job's filter bar: a segment filters the items, Total clears the filter. */
export function FilterBar<F extends string>({ segments, total, filter, onFilter, label, children }: FilterBarProps<F>) {
  const t = useT('sdk');
  return (
    <Group gap="xs" role="toolbar" aria-label={label ?? t('jobs.summary')}>
      {segments.map((s) => (
        <Button
          key={s.filter}
          size="compact-sm"
          color={s.color}
          variant={filter === s.filter ? 'filled' : 'light'}
          onClick={() => onFilter(s.filter)}
          data-filter={s.filter}
        >
          {s.label}: {s.count}
        </Button>
      ))}
      <Button size="compact-sm" color="gray" variant={filter === null ? 'filled' : 'light'} onClick={() => onFilter(null)}>
        {t('jobs.total', { total })}
      </Button>
      {children}
    </Group>
  );
}

/** The summary and filter bar of an AI job (its counts from the server). */
export function SummaryBar({ counts, filter, onFilter }: { counts: JobCounts; filter: JobFilter | null; onFilter(f: JobFilter | null): void }) {
  return <FilterBar segments={summarySegments(counts)} total={counts.total} filter={filter} onFilter={onFilter} />;
}
