import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import { JobScreen, plural, useApi, type CreatedJob, type JobItemRow, type JobRow } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { memoryApi, translatorJobs } from '../public';
/** Spec 4 §8: the job creation messages, in order of use. */
export const CREATE_MESSAGES = {
  name: 'Please enter a name',
  dialect: 'Please select a dialect',
  none: 'No eligible items to create a job.',
  failed: 'Failed to create job',
};

const ITEM_COLUMNS: ColDef<JobItemRow>[] = [
  { headerName: 'Phrase', flex: 2, valueGetter: (p) => String(p.data?.item_info?.phrase ?? '') },
  { headerName: 'Proposal', flex: 2, valueGetter: (p) => String((p.data?.ai_result as { translation?: string } | null)?.translation ?? '') },
  { headerName: 'Dialect', width: 80, valueGetter: (p) => String(p.data?.item_info?.dialect_code ?? '') },
];

/** The creation form: a name (trimmed) and a dialect; the job takes the next word-count bucket. */
export function CreateTranslatorJob({ onCreated, onCancel }: { onCreated(created: CreatedJob<JobRow, JobItemRow>): void; onCancel(): void }) {
  const api = useApi();
  const [name, setName] = useState('');
  const [dialect, setDialect] = useState<string | null>(null);
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    void api.load(memoryApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);
  const create = async () => {
    if (!name.trim()) return setMessage(CREATE_MESSAGES.name);
    if (!dialect) return setMessage(CREATE_MESSAGES.dialect);
    try {
      const res = await api.call(memoryApi.createTranslatorJob, { body: { name: name.trim(), dialect_id: Number(dialect) } });
      if (res.ok && res.data.id) return onCreated(res.data);
      setMessage(!res.ok && res.status !== 0 ? res.error || CREATE_MESSAGES.none : CREATE_MESSAGES.failed);
    } catch {
      setMessage(CREATE_MESSAGES.failed);
    }
  };
  return (
    <Stack p="sm" gap="sm">
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label="Dialect"
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
          Create job
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** Phrasebook translator jobs (spec 4 §2.9): list, 'new', detail with Accept All, priority, summary filters and items. */
export function TranslatorTab() {
  return (
    <JobScreen
      jobs={translatorJobs}
      listTitle="Translator jobs"
      placeholder="Select a job from the list or create a new one"
      createForm={(p) => <CreateTranslatorJob {...p} />}
      actions={[
        { name: 'accept', label: 'Accept', color: 'green' },
        { name: 'reject', label: 'Reject', color: 'red' },
      ]}
      bulk={[{ name: 'bulk-accept', label: 'Accept All' }]}
      priority
      itemColumns={ITEM_COLUMNS}
      describe={(j: JobRow) => `${plural(j.counts.total, 'phrase')} · ${j.counts.review} to review`}
    />
  );
}
