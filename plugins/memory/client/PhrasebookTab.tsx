import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { GridEditorScreen, TranslationsEditor, useT, type RecordFormProps } from '../../../sdk/client';
import { PHRASEBOOK, phrasebookResource, type PhrasebookPhrase as Phrase } from '../public';

const under = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/** The editor: the phrase, Example/Definition, Invariable (same in all dialects) and the translations per dialect. */
export function PhraseForm({ value, onChange, errors }: RecordFormProps<Phrase>) {
  const t = useT('memory');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('phrase.phrase')}
        required
        value={value.phrase}
        error={errors.phrase}
        onChange={(e) => onChange({ ...value, phrase: e.currentTarget.value })}
      />
      <Textarea
        label={t('phrase.example')}
        autosize
        minRows={2}
        value={value.example}
        error={errors.example}
        onChange={(e) => onChange({ ...value, example: e.currentTarget.value })}
      />
      <Checkbox label={t('phrase.invariable')} checked={value.isInvariable} onChange={(e) => onChange({ ...value, isInvariable: e.currentTarget.checked })} />
      <TranslationsEditor
        label={t('phrase.translations')}
        withStatus
        value={value.translations}
        errors={under(errors, 'translations')}
        onChange={(translations) => onChange({ ...value, translations })}
      />
    </Stack>
  );
}

/** The Phrasebook tab (spec 4 §2.9): global grid and editor; the search runs only for a text that is not blank. */
export function PhrasebookTab({ search }: { search?: string }) {
  const t = useT('memory');
  return (
    <GridEditorScreen<Phrase>
      module={PHRASEBOOK}
      courseId={0}
      gridName="phrasebook"
      resource={phrasebookResource}
      Form={PhraseForm}
      initialSearch={search?.trim() ? search : undefined}
      withNotes
      editorWidth={480}
      validate={(p) => (p.phrase.trim() ? undefined : { phrase: t('required') })}
    />
  );
}
