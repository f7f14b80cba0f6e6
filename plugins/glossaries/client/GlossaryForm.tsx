import { Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FlagButton, FlagCell, TranslationsEditor, useHttp, type RecordFormProps } from '../../../sdk/client';
import type { Glossary } from './glossary';

export const COMMA_MESSAGE = 'Commas are not allowed: put each form on its own line';

/** Forms are shown one per line and sent comma-joined, so a comma is refused as it is typed. */
const toLines = (forms: string) => forms.split(',').join('\n');
const toForms = (lines: string) => lines.split('\n').join(',');

export function GlossaryForm({ value, onChange, errors }: RecordFormProps<Glossary>) {
  const [commaIn, setCommaIn] = useState<number>();
  const http = useHttp();
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <TextInput label="Title" required style={{ flex: 1 }} value={value.title} error={errors.title}
          onChange={(e) => onChange({ ...value, title: e.currentTarget.value })} />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">Flag</Text>
          {/* A saved glossary's flag is saved on its own, as in the grid, so neither overwrites the other. */}
          {value.id > 0
            ? <FlagCell id={value.id} value={value.flag} path="glossaries" http={http} />
            : <FlagButton flag={value.flag} onChange={(flag) => onChange({ ...value, flag })} />}
        </Stack>
      </Group>
      {value.sources.map((s, i) => (
        <Textarea key={s.dialectId} autosize minRows={2} maxRows={8} data-dialect={s.dialectCode}
          label={`Forms (one per line, no comma allowed) · ${s.dialectCode}`}
          value={toLines(s.forms)}
          error={(commaIn === i && COMMA_MESSAGE) || errors[`sources.${i}.forms`] || errors[`sources.${i}.dialectId`]}
          onChange={(e) => {
            const lines = e.currentTarget.value;
            if (lines.includes(',')) {
              setCommaIn(i);
              return;
            }
            setCommaIn(undefined);
            onChange({ ...value, sources: value.sources.map((x, j) => (j === i ? { ...x, forms: toForms(lines) } : x)) });
          }} />
      ))}
      <TranslationsEditor label="Tooltips" multiline withStatus value={value.tooltips}
        onChange={(tooltips) => onChange({ ...value, tooltips })} />
    </Stack>
  );
}
