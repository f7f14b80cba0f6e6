import { Badge, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TranslationStatus, type TranslationTextValue } from '../../shared';
import { useT } from '../i18n/i18n';

export type { TranslationTextValue };

/** A user may choose only pending or done; doing, from target and legacy are set by the system. */
const SYSTEM_STATUSES = [TranslationStatus.DOING, TranslationStatus.FROM_TARGET, TranslationStatus.LEGACY];

export interface TranslationsEditorProps {
  label: string;
  value: TranslationTextValue[];
  onChange(next: TranslationTextValue[]): void;
  /** Show and edit the status of each dialect's text. */
  withStatus?: boolean;
  multiline?: boolean;
  /** Failing fields by index: { '0.text': 'Required' }. */
  errors?: Record<string, string>;
}

/** One text per dialect (sources or targets), with its translation status where the record has one. */
export function TranslationsEditor({ label, value, onChange, withStatus, multiline, errors = {} }: TranslationsEditorProps) {
  const t = useT('sdk');
  const set = (i: number, patch: Partial<TranslationTextValue>) => onChange(value.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const Input = multiline ? Textarea : TextInput;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('common.noDialects')}
        </Text>
      )}
      {value.map((v, i) => (
        <Group key={v.dialectId} gap={6} wrap="nowrap" align="flex-start" data-dialect={v.dialectCode}>
          <Badge variant="light" w={64} mt={6} style={{ flex: 'none' }}>
            {v.dialectCode}
          </Badge>
          <Input
            style={{ flex: 1 }}
            size="xs"
            aria-label={`${label} ${v.dialectCode}`}
            value={v.text}
            autosize={multiline || undefined}
            minRows={multiline ? 2 : undefined}
            error={errors[`${i}.text`]}
            onChange={(e) => set(i, { text: e.currentTarget.value })}
          />
          {withStatus && (
            <Select
              size="xs"
              w={110}
              aria-label={`${t('translationStatus.label')} ${v.dialectCode}`}
              allowDeselect={false}
              value={String(v.status)}
              disabled={SYSTEM_STATUSES.includes(v.status)}
              data={(SYSTEM_STATUSES.includes(v.status) ? [v.status] : [TranslationStatus.PENDING, TranslationStatus.DONE]).map((s) => ({
                value: String(s),
                label: t(`translationStatus.${s}`),
              }))}
              onChange={(s) => s !== null && set(i, { status: Number(s) as TranslationStatus })}
            />
          )}
        </Group>
      ))}
    </Stack>
  );
}
