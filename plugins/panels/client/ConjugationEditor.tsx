import { NumberInput, Select, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MODULE, useApi, useT } from '../../../sdk/client';
import { panelResource, type ElementData } from '../public';

const TABS = [
  { value: String(MODULE.vocsCourse), name: 'vocabulary' },
  { value: String(MODULE.panels), name: 'panel' },
  { value: String(MODULE.compounds), name: 'compound' },
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
  const t = useT('panels');
  const api = useApi();
  const [panels, setPanels] = useState<{ id: number; title: string }[]>([]);
  useEffect(() => {
    void api.load(panelResource.list, { params: { courseId } }).then((p) => setPanels(p ?? []));
  }, [api, courseId]);
  const ref = value.ref ? String(value.ref) : TABS[0].value;
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('conjugation.tableId')}
        min={1}
        readOnly={readOnly}
        value={value.tableId ?? ''}
        onChange={(v) => onChange({ ...value, tableId: typeof v === 'number' ? v : undefined })}
      />
      {value.tableId && (
        <Tabs value={ref} onChange={(v) => onChange({ ...value, ref: Number(v), id: undefined })}>
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {t(`conjugation.tabs.${tab.name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="xs">
              {tab.value === String(MODULE.panels) ? (
                <Select
                  label={t('conjugation.panel')}
                  searchable
                  readOnly={readOnly}
                  value={value.id ? String(value.id) : null}
                  data={panels.map((p) => ({ value: String(p.id), label: `${p.id} · ${p.title}` }))}
                  onChange={(v) => onChange({ ...value, ref: MODULE.panels, id: v ? Number(v) : undefined })}
                />
              ) : (
                <NumberInput
                  label={t(`conjugation.ids.${tab.name}`)}
                  min={1}
                  readOnly={readOnly}
                  value={value.id ?? ''}
                  onChange={(v) => onChange({ ...value, ref: Number(tab.value), id: typeof v === 'number' ? v : undefined })}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
