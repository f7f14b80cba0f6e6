import { Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GridEditorScreen, useApi, useT, type RecordFormProps } from '../../../sdk/client';
import { MEMORY, meansSetResource, memoryApi, type MeansSet } from '../public';

interface TemplateOption {
  id: number;
  label: string;
}

export const SLOTS = [1, 2, 3] as const;

/** An EMn Phrasebook picker: its options ('id – label') from GET memory/phrasebook-templates?em=n; none is 0. */
function SlotPicker({ em, value, onChange, error }: { em: number; value: number; onChange(id: number): void; error?: string }) {
  const t = useT('memory');
  const api = useApi();
  const [options, setOptions] = useState<TemplateOption[]>([]);
  useEffect(() => {
    void api.load(memoryApi.phrasebookTemplates, { query: { em } }).then((o) => setOptions(o ?? []));
  }, [api, em]);
  const data = options.map((o) => ({ value: String(o.id), label: o.label }));
  // An entry deleted since keeps its id visible rather than reading as none.
  if (value > 0 && !options.some((o) => o.id === value)) data.unshift({ value: String(value), label: `${value} – ?` });
  return (
    <Select
      label={t('means.slot', { em })}
      searchable
      clearable
      data={data}
      value={value > 0 ? String(value) : null}
      placeholder={t('means.none')}
      error={error}
      onChange={(v) => onChange(v ? Number(v) : 0)}
    />
  );
}

/** The set's form: the three phrasebook pickers. */
export function MeansSetForm({ value, onChange, errors }: RecordFormProps<MeansSet>) {
  return (
    <Stack gap="sm">
      {SLOTS.map((em) => {
        const key = `em${em}_phrasebook_id` as const;
        return <SlotPicker key={em} em={em} value={value[key]} error={errors[key]} onChange={(id) => onChange({ ...value, [key]: id })} />;
      })}
    </Stack>
  );
}

/** Means Template Sets (spec 4 §2.9): the list on the left, the form on the right, with save, delete and new. */
export function MeansSetsTab() {
  return <GridEditorScreen<MeansSet> module={MEMORY} courseId={0} gridName="meansSets" resource={meansSetResource} Form={MeansSetForm} editorWidth={420} />;
}
