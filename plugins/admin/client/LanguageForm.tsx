import { useT } from '../../../sdk/client';
import { Stack, TextInput, Textarea } from '@mantine/core';
import type { RecordFormProps } from '../../../sdk/client';
import type { LanguageRecord } from './types';

export function LanguageForm({ value, onChange, errors }: RecordFormProps<LanguageRecord>) {
  const set = (patch: Partial<LanguageRecord>) => onChange({ ...value, ...patch });
  const t = useT('admin');
  return (
    <Stack gap="sm">
      <TextInput label={t('language.code')} required value={value.code} error={errors.code} onChange={(e) => set({ code: e.currentTarget.value })} />
      <TextInput label={t('language.name')} required value={value.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
      <Textarea
        label={t('language.translationStyle')}
        autosize
        minRows={3}
        maxRows={12}
        value={value.translationStyle}
        error={errors.translationStyle}
        onChange={(e) => set({ translationStyle: e.currentTarget.value })}
      />
      <Textarea
        label={t('language.terminologyStyle')}
        autosize
        minRows={3}
        maxRows={12}
        value={value.terminologyStyle}
        error={errors.terminologyStyle}
        onChange={(e) => set({ terminologyStyle: e.currentTarget.value })}
      />
    </Stack>
  );
}
