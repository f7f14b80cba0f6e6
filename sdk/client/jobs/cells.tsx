import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { CSSProperties } from 'react';
import { JobItemStatus, jobFilterOf, type AiResult, type JobItemRow } from '../../shared';
import { useT } from '../i18n/i18n';

/** Spec 3 §9: a confidence of at most 1 is a fraction. */
export const asPercent = (confidence: number) => Math.round(confidence <= 1 ? confidence * 100 : confidence);

/** Spec 1 §9: >= 0.8 green, >= 0.6 orange, otherwise red; shown as a percentage. */
export function confidenceColor(confidence: number): 'green' | 'orange' | 'red' {
  const p = asPercent(confidence);
  return p >= 80 ? 'green' : p >= 60 ? 'orange' : 'red';
}

export function ConfidenceBadge({ confidence }: { confidence: number | undefined }) {
  if (typeof confidence !== 'number') return null;
  return (
    <Badge size="sm" color={confidenceColor(confidence)} variant="filled">
      {asPercent(confidence)}%
    </Badge>
  );
}

/** Spec 1 §9. */
export const REASONING_LIMIT = 150;
export const MAX_SUGGESTED_SOURCES = 3;
export const cut = (text: string, limit = REASONING_LIMIT) => (text.length > limit ? `${text.slice(0, limit)}…` : text);

const DECISION_LABELS: Record<string, string> = {
  keep: 'Keep',
  change: 'Change',
  unlink: 'Unlink',
  accept: 'Accept',
  reject: 'Reject',
  no_decision: 'No decision',
  exact_match: 'Exact match',
  error: 'Error',
  add: 'Add',
  omit: 'Omit',
};
export const decisionLabel = (d: string) => DECISION_LABELS[d] ?? d;

/** The AI result: decision, confidence, reasoning (cut at 150, whole on hover), up to 3 suggested sources. */
export function AiResultCell({ result, pending }: { result: AiResult | null; pending: boolean }) {
  const t = useT('sdk');
  if (!result)
    return pending ? (
      <Text size="xs" c="dimmed">
        {t('jobs.processingNow')}
      </Text>
    ) : null;
  if (result.decision === 'error') {
    return (
      <Stack gap={0}>
        <Badge size="sm" color="red">
          {t('common.error')}
        </Badge>
        <Text size="xs" c="red">
          {result.error || t('jobs.manualAction')}
        </Text>
      </Stack>
    );
  }
  const sources = [...(result.suggested_sources ?? [])].sort((a, b) => b.confidence - a.confidence).slice(0, MAX_SUGGESTED_SOURCES);
  const reasoning = result.reasoning ?? '';
  return (
    <Stack gap={2} py={4}>
      <Group gap={4}>
        <Badge size="sm" variant="light">
          {decisionLabel(result.decision)}
        </Badge>
        <ConfidenceBadge confidence={result.confidence} />
      </Group>
      {result.modified_translation && <Text size="xs">→ {result.modified_translation}</Text>}
      {sources.map((s) => (
        <Group key={s.source} gap={4} wrap="nowrap">
          <ConfidenceBadge confidence={s.confidence} />
          <Text size="xs" fw={s.will_be_applied ? 600 : undefined}>
            {s.source}
          </Text>
        </Group>
      ))}
      {reasoning && (
        <Tooltip label={reasoning} multiline w={400} disabled={reasoning.length <= REASONING_LIMIT}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
            {cut(reasoning)}
          </Text>
        </Tooltip>
      )}
    </Stack>
  );
}

/** Pending shows as processing (spec 1 §4). */
export function JobItemStatusBadge({ row }: { row: JobItemRow }) {
  const t = useT('sdk');
  if (row.status === JobItemStatus.DONE)
    return (
      <Badge size="sm" color="green">
        {t('common.done')}
        {row.decision ? `: ${decisionLabel(row.decision)}` : ''}
      </Badge>
    );
  if (row.status === JobItemStatus.NEEDS_REVIEW)
    return (
      <Badge size="sm" color="orange">
        {t('jobs.needsReview')}
      </Badge>
    );
  return (
    <Badge size="sm" color="yellow">
      {t('jobs.processing')}
    </Badge>
  );
}

/** Row tints (spec 1 §2, §8): error light red, pending light yellow, needs review light orange. */
export const ROW_TINTS = { error: '#ffe3e3', processing: '#fff9db', review: '#fff4e6' } as const;

export function jobRowStyle(row: JobItemRow): CSSProperties | undefined {
  const f = jobFilterOf(row);
  return f === 'error' || f === 'processing' || f === 'review' ? { background: ROW_TINTS[f] } : undefined;
}
