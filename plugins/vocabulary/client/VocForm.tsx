import { Group, Input, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useT, type RecordFormProps } from '../../../sdk/client';
import { LEVEL_OPTIONS } from '../shared/levels';
import { VOCS_COURSE, VOCS_MAIN, type Voc } from '../shared/types';
import { useAiFill } from './ai-fill';
import { useReportDialects, useReportDirty } from './editor-state';
import { useCategoryOptions, useWordClasses } from './options';
import { VocCategoriesSection } from './VocCategoriesSection';
import { VocDialectsEditor } from './VocDialectsEditor';
import { VocAiPanel } from './VocAiPanel';
import { VocTreeSection } from './VocTreeSection';
import { VocUsesPanel } from './VocUsesPanel';

/** Server errors for one list field ('dialects.0.text'), keyed as the list's editor wants them ('0.text'). */
const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/**
 * The Vocabulary entry editor (spec 3 §2 Vocabulary screen): tabs Edit and Uses. Edit has the
 * title, word class, level (A1.1…B1.5, stored 11-15, 21-25, 31-35), compounds (course entries
 * only), categories, the parent/synonym tree and the entry per dialect.
 */
export function VocForm({ value, onChange, errors }: RecordFormProps<Voc>) {
  const t = useT('vocabulary');
  const dirty = useReportDirty(value);
  useReportDialects(value.dialects);
  useAiFill(value, onChange);
  const classes = useWordClasses(value.courseId);
  const defaultTarget = value.dialects.find((d) => d.kind === 'target')?.dialectId;
  // Category names in English when the vocabulary has an English dialect (the main vocabulary's sources), else in its default target.
  const namesIn = value.dialects.find((d) => d.dialectCode.startsWith('en-'))?.dialectId ?? defaultTarget;
  const categoryOptions = useCategoryOptions(namesIn);
  const classOptions = (classes ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (value.wordClassId !== null && !classOptions.some((o) => o.value === String(value.wordClassId))) {
    classOptions.push({ value: String(value.wordClassId), label: t('form.wordClassNumber', { id: value.wordClassId }) });
  }
  const categoryError = errors.vocCategories ?? Object.entries(errors).find(([k]) => k.startsWith('vocCategories.'))?.[1];

  return (
    <Tabs defaultValue="edit" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="edit">{t('form.edit')}</Tabs.Tab>
        <Tabs.Tab value="uses">{t('form.uses')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <Stack gap="sm">
          {value.courseId === 0 && <VocAiPanel key={value.id} value={value} dirty={dirty} />}
          <TextInput
            label={t('form.title')}
            required
            value={value.title}
            error={errors.title}
            onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
          />
          <Group gap="sm" grow>
            <Select
              label={t('form.wordClass')}
              placeholder={t('form.notSet')}
              clearable
              searchable
              value={value.wordClassId === null ? null : String(value.wordClassId)}
              data={classOptions}
              error={errors.wordClassId}
              onChange={(v) => onChange({ ...value, wordClassId: v === null ? null : Number(v) })}
            />
            <Select
              label={t('form.level')}
              placeholder={t('form.notSet')}
              clearable
              value={value.level === null ? null : String(value.level)}
              data={LEVEL_OPTIONS}
              error={errors.level}
              onChange={(v) => onChange({ ...value, level: v === null ? null : Number(v) })}
            />
          </Group>
          {value.image && (
            <Text size="xs" c="dimmed">
              {value.imageAiScore ? t('form.imageScored', { image: value.image, score: value.imageAiScore }) : t('form.image', { image: value.image })}
            </Text>
          )}
          {value.courseId > 0 && (
            <Input.Wrapper label={t('form.compounds')}>
              <Text size="sm" c={value.compounds.length ? undefined : 'dimmed'} mt={4}>
                {value.compounds.length ? value.compounds.map((c) => `#${c.id}`).join(', ') : t('form.noCompounds')}
              </Text>
            </Input.Wrapper>
          )}
          <VocCategoriesSection value={value} onChange={onChange} options={categoryOptions} error={categoryError} />
          <VocTreeSection value={value} onChange={onChange} />
          <VocDialectsEditor
            value={value.dialects}
            errors={errorsUnder(errors, 'dialects')}
            audio={{ ref: value.courseId > 0 ? VOCS_COURSE : VOCS_MAIN, refId: value.id }}
            onChange={(dialects) => onChange({ ...value, dialects })}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="uses" pt="sm">
        <VocUsesPanel key={value.id} id={value.id} courseId={value.courseId} />
      </Tabs.Panel>
    </Tabs>
  );
}
