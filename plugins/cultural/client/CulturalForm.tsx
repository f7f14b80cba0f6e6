import { Group, Stack, TextInput, Textarea } from '@mantine/core';
import { TranslationsEditor, useT, type RecordFormProps } from '../../../sdk/client';
import { errorsUnder, type CulturalVoc } from './cultural';

/** The cultural item editor (spec 2 §2): title, name, gender, word class, definition, then its texts per target and source dialect. */
export function CulturalForm({ value, onChange, errors }: RecordFormProps<CulturalVoc>) {
  const t = useT('cultural');
  const set = (k: 'title' | 'name' | 'gender' | 'wordClassCode' | 'definition') => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...value, [k]: e.currentTarget.value });
  return (
    <Stack gap="sm">
      <TextInput label={t('form.title')} required value={value.title} error={errors.title} onChange={set('title')} />
      <Group grow>
        <TextInput label={t('form.name')} value={value.name} error={errors.name} onChange={set('name')} />
        <TextInput label={t('form.gender')} value={value.gender} error={errors.gender} onChange={set('gender')} />
        <TextInput label={t('form.wordClass')} value={value.wordClassCode} error={errors.wordClassCode} onChange={set('wordClassCode')} />
      </Group>
      <Textarea label={t('form.definition')} autosize minRows={2} maxRows={6} value={value.definition} error={errors.definition} onChange={set('definition')} />
      <TranslationsEditor
        label={t('form.targets')}
        withStatus
        value={value.targets}
        errors={errorsUnder(errors, 'targets')}
        onChange={(targets) => onChange({ ...value, targets })}
      />
      <TranslationsEditor
        label={t('form.sources')}
        withStatus
        value={value.sources}
        errors={errorsUnder(errors, 'sources')}
        onChange={(sources) => onChange({ ...value, sources })}
      />
    </Stack>
  );
}
