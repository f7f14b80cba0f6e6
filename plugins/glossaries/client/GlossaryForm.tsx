import { Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FlagButton, FlagCell, TranslationsEditor, useHttp, useT, type RecordFormProps } from '../../../sdk/client';
import { glossaryResource } from '../public';
import { COMMA_MESSAGE, type Glossary } from './glossary';

/**
 * Forms are shown one per line and sent comma-joined, so a comma cannot be saved: the field keeps
 * what was typed, says why, and the save is refused until the comma is gone.
 */
const toLines = (forms: string) => forms.split(',').join('\n');
const toForms = (lines: string) => lines.split('\n').join(',');

export function GlossaryForm({ value, onChange, errors }: RecordFormProps<Glossary>) {
  const t = useT('glossaries');
  const http = useHttp();
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('form.title')}
          required
          style={{ flex: 1 }}
          value={value.title}
          error={errors.title}
          onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
        />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            {t('form.flag')}
          </Text>
          {/* A saved glossary's flag is saved on its own, as in the grid, so neither overwrites the other. */}
          {value.id > 0 ? (
            <FlagCell id={value.id} value={value.flag} contract={glossaryResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />
          )}
        </Stack>
      </Group>
      {value.sources.map((s, i) => (
        <Textarea
          key={s.dialectId}
          autosize
          minRows={2}
          maxRows={8}
          data-dialect={s.dialectCode}
          label={`${t('form.forms')} · ${s.dialectCode}`}
          value={s.typed ?? toLines(s.forms)}
          error={(s.typed !== undefined && COMMA_MESSAGE) || errors[`sources.${i}.forms`] || errors[`sources.${i}.dialectId`]}
          onChange={(e) => {
            const lines = e.currentTarget.value;
            const next = lines.includes(',') ? { typed: lines } : { forms: toForms(lines), typed: undefined };
            onChange({ ...value, sources: value.sources.map((x, j) => (j === i ? { ...x, ...next } : x)) });
          }}
        />
      ))}
      <TranslationsEditor label={t('form.tooltips')} multiline withStatus value={value.tooltips} onChange={(tooltips) => onChange({ ...value, tooltips })} />
    </Stack>
  );
}
