import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DialectHtmlEditor, FlagButton, FlagCell, TranslationsEditor, useHttp, useT, type RecordFormProps } from '../../../sdk/client';
import { SEGMENTS, segmentResource } from '../public';
import { LEVELS, READ_BY, levelLabel } from '../rules';
import type { Segment } from './types';

const prefixed = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/** Listening, read-by (when listening), panel link, level, HTML per target with audio, sources. */
export function SegmentForm({ value, onChange, errors }: RecordFormProps<Segment>) {
  const t = useT('segments');
  const http = useHttp();
  const set = (patch: Partial<Segment>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NumberInput
          label={t('form.panel')}
          description={t('form.panelHint')}
          w={150}
          min={0}
          value={value.panelId}
          error={errors.panelId}
          onChange={(v) => set({ panelId: Number(v) || 0 })}
        />
        <Select
          label={t('form.level')}
          w={110}
          value={String(value.level)}
          error={errors.level}
          allowDeselect={false}
          data={[{ value: '0', label: '—' }, ...LEVELS.map((l) => ({ value: String(l), label: levelLabel(l) }))]}
          onChange={(v) => set({ level: Number(v) })}
        />
        <Stack gap={2} align="center">
          <Text size="xs" c="dimmed">
            {t('form.flag')}
          </Text>
          {value.id > 0 ? (
            <FlagCell id={value.id} value={value.flag} contract={segmentResource.flag} http={http} />
          ) : (
            <FlagButton flag={value.flag} onChange={(flag) => set({ flag })} />
          )}
        </Stack>
      </Group>
      <Group>
        <Checkbox label={t('form.listening')} checked={value.listening} onChange={(e) => set({ listening: e.currentTarget.checked })} />
        {value.listening && (
          <SegmentedControl
            aria-label={t('form.readBy')}
            size="xs"
            value={value.readBy}
            onChange={(v) => set({ readBy: v as Segment['readBy'] })}
            data={READ_BY.map((r) => ({ value: r, label: t(`form.readers.${r}`) }))}
          />
        )}
      </Group>
      <DialectHtmlEditor
        label={t('form.text')}
        toolbar="translation"
        value={value.targets}
        errors={prefixed(errors, 'targets')}
        audio={value.id > 0 ? { refType: SEGMENTS, refId: value.id } : undefined}
        onChange={(targets) => set({ targets: targets as Segment['targets'] })}
      />
      <TranslationsEditor
        label={t('form.sources')}
        multiline
        withStatus
        value={value.sources}
        errors={prefixed(errors, 'sources')}
        onChange={(sources) => set({ sources })}
      />
    </Stack>
  );
}
