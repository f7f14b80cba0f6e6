import { Checkbox, Group, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { createContext, useContext, useEffect, useState } from 'react';
import { useApi, type RecordFormProps, useT } from '../../../sdk/client';
import { vocabularyApi } from '../../vocabulary/public';
import { compoundTypeResource, type Compound } from '../public';
import { AddMemberDialog } from './AddMemberDialog';
import { CompoundUses } from './CompoundUses';
import { InflectSettings } from './InflectSettings';
import { MemberList } from './MemberList';

export type Option = { value: string; label: string };

/** The course's compound types as options when the screen around the form has loaded them already (the form then asks for none). */
export const CompoundTypesContext = createContext<Option[] | undefined>(undefined);

/** The course's compound types and word classes, as select options. */
function useOptions(courseId: number) {
  const api = useApi();
  const screenTypes = useContext(CompoundTypesContext);
  const [ownTypes, setTypes] = useState<Option[]>([]);
  const [classes, setClasses] = useState<Option[]>([]);
  const needTypes = !screenTypes;
  useEffect(() => {
    if (needTypes)
      void api.load(compoundTypeResource.list, { params: { courseId } }).then((r) => setTypes((r ?? []).map((t) => ({ value: String(t.id), label: t.name }))));
  }, [api, courseId, needTypes]);
  useEffect(() => {
    void api.load(vocabularyApi.wordClasses, { params: { courseId } }).then((r) => setClasses((r ?? []).map((t) => ({ value: String(t.id), label: t.name }))));
  }, [api, courseId]);
  return { types: screenTypes ?? ownTypes, classes };
}

/** The compound editor (spec 2 §2 Compounds editor): tabs Edit and Uses. */
export function CompoundForm({ value, onChange, errors, courseId }: RecordFormProps<Compound>) {
  const { types, classes } = useOptions(courseId);
  const t = useT('compounds');
  const [adding, setAdding] = useState(false);
  const num = (v: string | null) => (v === null || v === '' ? null : Number(v));
  return (
    <Tabs defaultValue="edit" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="edit">{t('tabs.edit')}</Tabs.Tab>
        <Tabs.Tab value="uses">{t('tabs.uses')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="xs">
        <Stack gap="sm">
          <Group grow>
            <Select
              label={t('form.type')}
              clearable
              searchable
              data={types}
              value={value.compoundType === null ? null : String(value.compoundType)}
              error={errors.compoundType}
              onChange={(v) => onChange({ ...value, compoundType: num(v) })}
            />
            <Select
              label={t('form.wordClass')}
              clearable
              searchable
              data={classes}
              value={value.wordClass === null ? null : String(value.wordClass)}
              error={errors.wordClass}
              onChange={(v) => onChange({ ...value, wordClass: num(v) })}
            />
          </Group>
          <TextInput
            label={t('form.title')}
            required
            value={value.title}
            error={errors.title}
            onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
          />
          <Checkbox
            label={t('form.overwrite')}
            checked={value.overwriteInflect}
            onChange={(e) => onChange({ ...value, overwriteInflect: e.currentTarget.checked })}
          />
          <InflectSettings compoundId={value.id} value={value.inflects} errors={errors} onChange={(inflects) => onChange({ ...value, inflects })} />
          <MemberList
            items={value.items}
            saved={value.id > 0}
            errors={errors}
            onAdd={() => setAdding(true)}
            onChange={(items) => onChange({ ...value, items })}
          />
          <AddMemberDialog
            opened={adding}
            onClose={() => setAdding(false)}
            courseId={courseId}
            exclude={value.items}
            onPick={(m) => onChange({ ...value, items: [...value.items, { ...m, order: value.items.length + 1 }] })}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="uses" pt="xs">
        <CompoundUses compound={value} />
      </Tabs.Panel>
    </Tabs>
  );
}
