import { Alert, Loader, Select, Stack, Table, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NEW_RECORD_ID, TranslationsEditor, useApi, useNavigation, useT, type RecordFormProps } from '../../../sdk/client';
import { vocabularyApi, vocCategoryResource } from '../public';
import { ROOT_CATEGORY, VOCS_COURSE, VOCS_MAIN, type CategoryVoc, type VocCategory, type VocCategoryRow } from '../shared/types';

const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/** The Vocabulary tab: the category's entries in every vocabulary; a row opens that entry. */
function CategoryVocsPanel({ id }: { id: number }) {
  const t = useT('vocabulary');
  const api = useApi();
  const navigation = useNavigation();
  const [vocs, setVocs] = useState<CategoryVoc[] | null>();
  useEffect(() => {
    if (id === NEW_RECORD_ID) return;
    const ctrl = new AbortController();
    void api.load(vocabularyApi.categoryVocs, { params: { id }, signal: ctrl.signal }).then((v) => !ctrl.signal.aborted && setVocs(v ?? null));
    return () => ctrl.abort();
  }, [api, id]);
  if (id === NEW_RECORD_ID)
    return (
      <Text size="sm" c="dimmed">
        {t('categoryForm.saveFirst')}
      </Text>
    );
  if (vocs === undefined) return <Loader size="sm" />;
  if (vocs === null)
    return (
      <Alert color="red" p="xs">
        <Text size="sm">{t('categoryForm.loadFailed')}</Text>
      </Alert>
    );
  if (!vocs.length)
    return (
      <Text size="sm" c="dimmed">
        {t('categoryForm.empty')}
      </Text>
    );
  return (
    <Table highlightOnHover verticalSpacing={4} aria-label={t('categoryForm.table')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('categoryForm.course')}</Table.Th>
          <Table.Th>{t('categoryForm.word')}</Table.Th>
          <Table.Th>{t('categoryForm.title')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {vocs.map((v) => (
          <Table.Tr
            key={v.id}
            style={{ cursor: 'pointer' }}
            data-testid={`category-voc-${v.id}`}
            onClick={() => navigation.navigate({ ref: v.courseId === 0 ? VOCS_MAIN : VOCS_COURSE, courseId: v.courseId, search: String(v.id) })}
          >
            <Table.Td>{v.courseCode}</Table.Td>
            <Table.Td>{v.word}</Table.Td>
            <Table.Td>{v.title}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A category (spec 4 §2.8): tabs Vocabulary and Edit (parent, name, description for AI categorization, translations). */
export function CategoryForm({ value, onChange, errors }: RecordFormProps<VocCategory>) {
  const t = useT('vocabulary');
  const api = useApi();
  // Every category, read when the Parent list opens (the grid beside holds them already as the
  // screen opens); until then the record's own path names its parent. Read again for another record.
  const [all, setAll] = useState<VocCategoryRow[]>();
  useEffect(() => setAll(undefined), [value.id]);
  const loadParents = () => {
    if (!all) void api.load(vocCategoryResource.list).then((r) => setAll(r ?? []));
  };
  const own = value.id === NEW_RECORD_ID ? undefined : value.fullPath;
  const ownParent = own?.split(' > ').slice(0, -1).join(' > ');
  // Not itself, nor anything below it.
  const parents = all
    ? all.filter((c) => c.id !== value.id && !(own && c.fullPath.startsWith(`${own} > `)))
    : value.parent !== ROOT_CATEGORY && ownParent
      ? [{ id: value.parent, fullPath: ownParent }]
      : [];
  return (
    <Tabs defaultValue="edit" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="vocabulary">{t('categoryForm.vocabulary')}</Tabs.Tab>
        <Tabs.Tab value="edit">{t('categoryForm.edit')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="vocabulary" pt="sm">
        <CategoryVocsPanel key={value.id} id={value.id} />
      </Tabs.Panel>
      <Tabs.Panel value="edit" pt="sm">
        <Stack gap="sm">
          <Select
            label={t('categoryForm.parent')}
            allowDeselect={false}
            searchable
            onDropdownOpen={loadParents}
            data-loaded={all ? true : undefined}
            value={String(value.parent)}
            error={errors.parent}
            data={[{ value: String(ROOT_CATEGORY), label: t('categoryForm.root') }, ...parents.map((c) => ({ value: String(c.id), label: c.fullPath }))]}
            onChange={(v) => v !== null && onChange({ ...value, parent: Number(v) })}
          />
          <TextInput
            label={t('categoryForm.name')}
            required
            value={value.name}
            error={errors.name}
            onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
          />
          <Textarea
            label={t('categoryForm.description')}
            autosize
            minRows={2}
            value={value.description}
            error={errors.description}
            onChange={(e) => onChange({ ...value, description: e.currentTarget.value })}
          />
          <TranslationsEditor
            label={t('categoryForm.translations')}
            withStatus
            value={value.sources}
            errors={errorsUnder(errors, 'sources')}
            onChange={(sources) => onChange({ ...value, sources })}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
