import { Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, type DialectRef, useT } from '../../../sdk/client';
import { inflectionApi, type BatchRun } from '../public';

/** How often a running batch is polled. */
export const BATCH_POLL_MS = 1000;

/**
 * Batch Target (spec 2 §2 'Word-class inflection tabs'): pick a target dialect, load, then one
 * progress bar per ref with a start/pause control; the run is a queued task on the server.
 */
export function BatchTargetTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const t = useT('inflection');
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [dialect, setDialect] = useState<string | null>(null);
  const [runs, setRuns] = useState<BatchRun[] | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    void api.load(inflectionApi.targetDialects, { params: { courseId } }).then((d) => setDialects(d ?? []));
  }, [api, courseId]);

  const load = useCallback(async () => {
    if (!dialect) return;
    const refs = (await api.load(inflectionApi.batchResources)) ?? [];
    const list = await Promise.all(refs.map((r) => api.load(inflectionApi.batchRun, { params: { courseId, ref: r.ref, dialectId: dialect } })));
    setRuns(list.filter((r) => r !== undefined));
  }, [api, dialect, courseId]);

  const running = runs?.some((r) => r.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), BATCH_POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const toggle = async (r: BatchRun) => {
    if (!dialect) return;
    const o = await api.call(inflectionApi.batchControl, {
      params: { courseId, ref: r.ref, dialectId: dialect },
      body: { action: r.status === 'running' ? 'pause' : 'start' },
    });
    if (!o.ok) return setError(o.error);
    setError(undefined);
    setRuns((list) => list?.map((x) => (x.ref === r.ref ? o.data : x)) ?? null);
  };

  return (
    <Stack gap="sm" p="sm">
      <Group align="flex-end">
        <Select
          label={t('batch.dialect')}
          w={240}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          value={dialect}
          onChange={(v) => {
            setDialect(v);
            setRuns(null);
          }}
        />
        <Button disabled={!dialect} onClick={() => void load()}>
          {t('batch.load')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {runs?.map((r) => (
        <Group key={r.ref} data-testid={`batch-${r.ref}`} wrap="nowrap">
          <Text w={140} size="sm">
            {r.name}
          </Text>
          <Progress style={{ flex: 1 }} value={r.total ? (100 * r.done) / r.total : 0} aria-label={t('batch.progress', { name: r.name })} />
          <Text size="sm" w={160} data-testid={`batch-${r.ref}-count`}>
            {t('batch.count', { done: r.done, total: r.total, status: t(`batch.status.${r.status}`) })}
          </Text>
          <Button size="xs" w={90} disabled={r.total === 0} onClick={() => void toggle(r)}>
            {t(r.status === 'running' ? 'batch.pause' : 'batch.start')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
