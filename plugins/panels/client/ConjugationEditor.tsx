import { NumberInput, Select, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MODULE, useApi } from '../../../sdk/client';
import { panelResource, type ElementData } from '../public';

const TABS = [
  { value: String(MODULE.vocsCourse), label: 'Vocabulary' },
  { value: String(MODULE.panels), label: 'Panel' },
  { value: String(MODULE.compounds), label: 'Compound' },
];

/**
 * Insert Conjugation (558x455): a table first; then the tabs Vocabulary, Panel and Compound choose
 * the record whose forms fill it (data: tableId, ref, id).
 */
export function ConjugationEditor({
  courseId,
  value,
  onChange,
  readOnly,
}: {
  courseId: number;
  value: ElementData;
  onChange(d: ElementData): void;
  readOnly: boolean;
}) {
  const api = useApi();
  const [panels, setPanels] = useState<{ id: number; title: string }[]>([]);
  useEffect(() => {
    void api.load(panelResource.list, { params: { courseId } }).then((p) => setPanels(p ?? []));
  }, [api, courseId]);
  const ref = value.ref ? String(value.ref) : TABS[0].value;
  return (
    <Stack gap="xs">
      <NumberInput
        label="Table id"
        min={1}
        readOnly={readOnly}
        value={value.tableId ?? ''}
        onChange={(v) => onChange({ ...value, tableId: typeof v === 'number' ? v : undefined })}
      />
      {value.tableId && (
        <Tabs value={ref} onChange={(v) => onChange({ ...value, ref: Number(v), id: undefined })}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="xs">
              {t.value === String(MODULE.panels) ? (
                <Select
                  label="Panel"
                  searchable
                  readOnly={readOnly}
                  value={value.id ? String(value.id) : null}
                  data={panels.map((p) => ({ value: String(p.id), label: `${p.id} · ${p.title}` }))}
                  onChange={(v) => onChange({ ...value, ref: MODULE.panels, id: v ? Number(v) : undefined })}
                />
              ) : (
                <NumberInput
                  label={`${t.label} id`}
                  min={1}
                  readOnly={readOnly}
                  value={value.id ?? ''}
                  onChange={(v) => onChange({ ...value, ref: Number(t.value), id: typeof v === 'number' ? v : undefined })}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
