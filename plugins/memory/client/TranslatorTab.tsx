import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { JobScreen, useApi, useT, type CreatedJob, type JobItemRow, type JobRow } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { memoryApi, translatorJobs } from '../public';

/** The creation form: a name (trimmed) and a dialect; the job takes the next word-count bucket. */
export function CreateTranslatorJob({ onCreated, onCancel }: { onCreated(created: CreatedJob<JobRow, JobItemRow>): void; onCancel(): void }) {
  const t = useT('memory');
  const api = useApi();
  const [name, setName] = useState('');
  const [dialect, setDialect] = useState<string | null>(null);
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    void api.load(memoryApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);
  const create = async () => {
    // Spec 4 §8: the job creation messages.
    if (!name.trim()) return setMessage(t('translator.enterName'));
    if (!dialect) return setMessage(t('translator.selectDialect'));
    try {
      const res = await api.call(memoryApi.createTranslatorJob, { body: { name: name.trim(), dialect_id: Number(dialect) } });
      if (res.ok && res.data.id) return onCreated(res.data);
      setMessage(!res.ok && res.status !== 0 ? res.error || t('translator.noItems') : t('translator.failed'));
    } catch {
      setMessage(t('translator.failed'));
    }
  };
  return (
    <Stack p="sm" gap="sm">
      <TextInput label={t('translator.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label={t('dialect')}
        searchable
        data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        value={dialect}
        onChange={setDialect}
      />
      {message && (
        <Text size="sm" c="red">
          {message}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => void create()}>
          {t('translator.create')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Phrasebook translator jobs (spec 4 §2.9): list, 'new', detail with Accept All, priority, summary filters and items. */
export function TranslatorTab() {
  const t = useT('memory');
  const itemColumns = useMemo<ColDef<JobItemRow>[]>(
    () => [
      { headerName: t('translator.phrase'), flex: 2, valueGetter: (p) => String(p.data?.item_info?.phrase ?? '') },
      {
        headerName: t('translator.proposal'),
        flex: 2,
        valueGetter: (p) => String((p.data?.ai_result as { translation?: string } | null)?.translation ?? ''),
      },
      { headerName: t('dialect'), width: 80, valueGetter: (p) => String(p.data?.item_info?.dialect_code ?? '') },
    ],
    [t],
  );
  return (
    <JobScreen
      jobs={translatorJobs}
      listTitle={t('translator.jobs')}
      placeholder={t('translator.placeholder')}
      createForm={(p) => <CreateTranslatorJob {...p} />}
      actions={[
        { name: 'accept', label: t('translator.accept'), color: 'green' },
        { name: 'reject', label: t('translator.reject'), color: 'red' },
      ]}
      bulk={[{ name: 'bulk-accept', label: t('translator.acceptAll') }]}
      priority
      itemColumns={itemColumns}
      describe={(j: JobRow) => t('translator.describe', { phrases: t('translator.phrases', { count: j.counts.total }), review: j.counts.review })}
    />
  );
}
