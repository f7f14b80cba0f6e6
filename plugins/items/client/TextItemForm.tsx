import { Box, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NEW_RECORD_ID, TranslationsEditor, useT, type RecordFormProps } from '../../../sdk/client';
import { ErrorBox } from './ErrorBox';
import { SafeHtml } from './SafeHtml';
import type { TextItem } from '../public';
import { errorsUnder } from './types';

/**
 * The text-type item editor (spec 4 §2.2): name, the error box, the HTML per target and source
 * dialect, and a preview of one dialect's HTML (rendered through the same whitelist as the error box).
 */
export function TextItemForm({ value, onChange, errors }: RecordFormProps<TextItem>) {
  const t = useT('items');
  const all = [...value.targets, ...value.sources];
  const [previewed, setPreviewed] = useState<string>();
  const shown = all.find((d) => String(d.dialectId) === previewed) ?? all[0];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {value.id === NEW_RECORD_ID ? t('textForm.newItem') : t('textForm.itemNumber', { id: value.id })}
      </Text>
      <TextInput
        label={t('textForm.name')}
        required
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <ErrorBox html={value.error} />
      <TranslationsEditor
        label={t('textForm.targets')}
        multiline
        withStatus
        value={value.targets}
        errors={errorsUnder(errors, 'targets')}
        onChange={(targets) => onChange({ ...value, targets })}
      />
      <TranslationsEditor
        label={t('textForm.sources')}
        multiline
        withStatus
        value={value.sources}
        errors={errorsUnder(errors, 'sources')}
        onChange={(sources) => onChange({ ...value, sources })}
      />
      {shown && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('textForm.preview')}
            </Text>
            <SegmentedControl
              size="xs"
              value={String(shown.dialectId)}
              onChange={setPreviewed}
              data={all.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
            />
          </Group>
          <Box p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, fontSize: 14 }} aria-label={t('textForm.preview')}>
            {shown.text.trim() ? (
              <SafeHtml html={shown.text} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('textForm.noText', { dialect: shown.dialectCode })}
              </Text>
            )}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
