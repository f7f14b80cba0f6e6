import { Stack, Tabs, TextInput } from '@mantine/core';
import { TranslationsEditor, useT, type RecordFormProps } from '../../../sdk/client';
import type { Heading } from '../public';
import { HeadingUsesPanel } from './HeadingUsesPanel';

/** Server errors for one list field ('translations.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/** Tabs Edit (title and its translation per dialect) and Uses (spec 3 §2 Headings screen). */
export function HeadingForm({ value, onChange, errors }: RecordFormProps<Heading>) {
  const t = useT('headings');
  return (
    <Tabs defaultValue="edit">
      <Tabs.List>
        <Tabs.Tab value="edit">{t('form.edit')}</Tabs.Tab>
        <Tabs.Tab value="uses">{t('form.uses')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <Stack gap="sm">
          <TextInput
            label={t('form.title')}
            required
            value={value.title}
            error={errors.title}
            onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
          />
          <TranslationsEditor
            label={t('form.translations')}
            withStatus
            value={value.translations}
            errors={errorsUnder(errors, 'translations')}
            onChange={(translations) => onChange({ ...value, translations })}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="uses" pt="sm">
        {/* keyed by the heading: another heading starts unloaded */}
        <HeadingUsesPanel key={value.id} headingId={value.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
