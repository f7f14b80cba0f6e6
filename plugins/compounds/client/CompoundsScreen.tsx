import { Box, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { GridEditorScreen, useApi, useCommands, type ModuleScreenProps, type RecordFormProps, useT } from '../../../sdk/client';
import { COMPOUNDS, compoundResource, compoundTypeResource, type Compound, type CompoundType } from '../public';
import { compoundProblems, typeProblems } from './compound';
import { CompoundForm, CompoundTypesContext, type Option } from './CompoundForm';

/** The compound types editor (spec 2 §2): a grid plus a form with only the name field. */
function CompoundTypeForm({ value, onChange, errors }: RecordFormProps<CompoundType>) {
  const t = useT('compounds');
  return (
    <TextInput label={t('typeName')} required value={value.name} error={errors.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />
  );
}

/** The compounds grid, searched by text or filtered by compound type, and the editor. */
function CompoundsTab({ courseId, search }: { courseId: number; search?: string }) {
  const api = useApi();
  const t = useT('compounds');
  const [types, setTypes] = useState<Option[]>([]);
  const [type, setType] = useState<string | null>(null);
  useEffect(() => {
    void api.load(compoundTypeResource.list, { params: { courseId } }).then((r) => setTypes((r ?? []).map((x) => ({ value: String(x.id), label: x.name }))));
  }, [api, courseId]);
  const listParams = useMemo(() => (type ? { compoundType: Number(type) } : undefined), [type]);
  return (
    <Stack gap={4} style={{ height: '100%' }}>
      <Select size="xs" w={260} placeholder={t('allTypes')} aria-label={t('filterByType')} clearable data={types} value={type} onChange={setType} />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <CompoundTypesContext.Provider value={types}>
          <GridEditorScreen<Compound>
            module={COMPOUNDS}
            courseId={courseId}
            gridName="compounds"
            resource={compoundResource}
            listParams={listParams}
            Form={CompoundForm}
            initialSearch={search}
            withNotes
            editorWidth={560}
            validate={(c) => compoundProblems(c, t)}
          />
        </CompoundTypesContext.Provider>
      </Box>
    </Stack>
  );
}

/** Compounds (module 15): the compounds' split view, and the compound types editor. */
export default function CompoundsScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('compounds');
  const [tab, setTab] = useState<string>('compounds');
  useCommands([
    { id: 'compounds.show-compounds', category: t('category'), title: t('commands.showCompounds'), keys: 'alt+shift+1', run: () => setTab('compounds') },
    { id: 'compounds.show-types', category: t('category'), title: t('commands.showTypes'), keys: 'alt+shift+2', run: () => setTab('types') },
  ]);
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs.List>
        <Tabs.Tab value="compounds">{t('tabs.compounds')}</Tabs.Tab>
        <Tabs.Tab value="types">{t('tabs.types')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="compounds" style={{ flex: 1, minHeight: 0 }}>
        <CompoundsTab courseId={courseId} search={params?.search} />
      </Tabs.Panel>
      <Tabs.Panel value="types" style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<CompoundType>
          module={COMPOUNDS}
          courseId={courseId}
          gridName="compoundTypes"
          resource={compoundTypeResource}
          Form={CompoundTypeForm}
          validate={(x) => typeProblems(x, t)}
          editorWidth={360}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
