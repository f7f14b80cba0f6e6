import { Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { conjugationApi, type ConjugateRun } from '../public';

export type { ConjugateRun } from '../public';

/** How often a running batch is polled. */
export const CONJUGATE_POLL_MS = 1000;

/** '12, 15 20' → [12, 15, 20]; undefined when empty; null when something is not an id. */
export function parseIds(text: string): number[] | undefined | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.length) return undefined;
  return parts.every((p) => /^\d+$/.test(p) && Number(p) > 0) ? parts.map(Number) : null;
}

/**
 * Batch Conjugate (spec 3 §2, §4): load, then one progress bar per module with inflected forms,
 * each with a start/pause control; the run conjugates the records (or only the element ids typed)
 * in every target dialect, sequentially, as queued tasks on the server, and resumes after a pause.
 */
export function BatchConjugateTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const t = useT('conjugation');
  const [runs, setRuns] = useState<ConjugateRun[] | null>(null);
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    const refs = (await api.load(conjugationApi.batchResources)) ?? [];
    const list = await Promise.all(refs.map((r) => api.load(conjugationApi.batchRun, { params: { courseId, ref: r.ref } })));
    setRuns(list.filter((r) => r !== undefined));
  }, [api, courseId]);

  const running = runs?.some((r) => r.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), CONJUGATE_POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const toggle = async (r: ConjugateRun) => {
    const only = parseIds(ids);
    if (only === null) return setError(t('batch.badIds'));
    const body = r.status === 'running' ? { action: 'pause' as const } : { action: 'start' as const, ...(only ? { ids: only } : {}) };
    const o = await api.call(conjugationApi.batchControl, { params: { courseId, ref: r.ref }, body });
    if (!o.ok) return setError(o.fields ? `${o.error}: ${Object.values(o.fields).join(', ')}` : o.error);
    setError(undefined);
    setRuns((list) => list?.map((x) => (x.ref === r.ref ? o.data : x)) ?? null);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Button onClick={() => void load()}>{t('batch.load')}</Button>
        <TextInput w={320} label={t('batch.only')} placeholder="12, 15, 20" value={ids} onChange={(e) => setIds(e.currentTarget.value)} />
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {runs?.map((r) => (
        <Group key={r.ref} data-testid={`conjugate-${r.ref}`} wrap="nowrap">
          <Text w={140} size="sm">
            {r.name}
          </Text>
          <Progress style={{ flex: 1 }} value={r.total ? (100 * r.done) / r.total : 0} aria-label={t('batch.progress', { name: r.name })} />
          <Text size="sm" w={220} data-testid={`conjugate-${r.ref}-count`}>
            {t('batch.count', { done: r.done, total: r.total, status: t(`batch.status.${r.status}`), changed: r.changed })}
          </Text>
          <Button
            size="xs"
            w={90}
            disabled={r.total === 0}
            aria-label={t(r.status === 'running' ? 'batch.pauseName' : 'batch.startName', { name: r.name })}
            onClick={() => void toggle(r)}
          >
            {t(r.status === 'running' ? 'batch.pause' : 'batch.start')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
