import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useT } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { TRANSLATION_SOURCES } from '../mining-config';
import { canStartUnifier, orDefault, THRESHOLD, TOP_K, type UnifierConfig } from '../unifier-config';
import { a1b1Courses, type CourseOption } from './MiningConfigForm';

/** The Semantic Unifier configuration page (spec 4 §2.9, §3, §5). */
export function UnifierConfigForm({
  value,
  onChange,
  courses,
  dialects,
  errors,
  onStart,
  busy,
}: {
  value: UnifierConfig;
  onChange(c: UnifierConfig): void;
  courses: CourseOption[];
  dialects: DialectRef[];
  errors: Record<string, string>;
  onStart(): void;
  busy: boolean;
}) {
  const t = useT('memory');
  const general = (patch: Partial<UnifierConfig['general']>) => onChange({ ...value, general: { ...value.general, ...patch } });
  const selected = value.filtering.courses.map((c) => String(c.course_id));
  const setCourses = (ids: string[]) => onChange({ ...value, filtering: { courses: ids.map((id) => ({ course_id: Number(id) })) } });
  return (
    <Stack gap="sm" p="sm" style={{ overflow: 'auto' }}>
      <Group justify="space-between">
        <Title order={5}>{t('tabs.unifier')}</Title>
        <Button size="xs" onClick={onStart} loading={busy} disabled={!canStartUnifier(value)}>
          {t('unifier.start')}
        </Button>
      </Group>
      <Group align="end" gap="xs">
        <MultiSelect
          size="xs"
          style={{ flex: 1 }}
          label={t('courses')}
          searchable
          data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={selected}
          onChange={setCourses}
          error={errors['filtering.courses']}
        />
        <Button size="xs" variant="light" onClick={() => setCourses([...new Set([...selected, ...a1b1Courses(courses).map((c) => String(c.id))])])}>
          {t('addA1B1')}
        </Button>
      </Group>
      <Select
        size="xs"
        label={t('unifier.sourceDialect')}
        searchable
        data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        value={value.general.source_dialect ? String(value.general.source_dialect) : null}
        error={errors['general.source_dialect']}
        onChange={(v) => general({ source_dialect: v ? Number(v) : 0 })}
      />
      <Text size="sm" fw={500}>
        {t('translationSources')}
      </Text>
      <Group gap="md">
        {TRANSLATION_SOURCES.map((s) => (
          <Checkbox
            key={s.ref}
            size="xs"
            label={t(`sources.${s.ref}`)}
            checked={value.general.translation_refs.includes(s.ref)}
            onChange={(e) =>
              general({
                translation_refs: e.currentTarget.checked
                  ? [...value.general.translation_refs, s.ref]
                  : value.general.translation_refs.filter((r) => r !== s.ref),
              })
            }
          />
        ))}
      </Group>
      {errors['general.translation_refs'] && (
        <Text size="xs" c="red">
          {errors['general.translation_refs']}
        </Text>
      )}
      <Group gap="sm">
        <Tooltip label="0-1">
          <NumberInput
            size="xs"
            w={140}
            label={t('unifier.threshold')}
            step={THRESHOLD.step}
            min={THRESHOLD.min}
            max={THRESHOLD.max}
            decimalScale={2}
            value={value.general.threshold}
            error={errors['general.threshold'] ?? errors.threshold}
            onChange={(v) => general({ threshold: orDefault(typeof v === 'number' ? v : Number.parseFloat(v), THRESHOLD.default) })}
          />
        </Tooltip>
        <Tooltip label={`${TOP_K.min}-${TOP_K.max}`}>
          <NumberInput
            size="xs"
            w={140}
            label={t('unifier.topK')}
            step={TOP_K.step}
            min={TOP_K.min}
            max={TOP_K.max}
            allowDecimal={false}
            value={value.general.topK}
            error={errors['general.topK'] ?? errors.topK}
            onChange={(v) => general({ topK: orDefault(typeof v === 'number' ? v : Number.parseInt(v, 10), TOP_K.default) })}
          />
        </Tooltip>
      </Group>
    </Stack>
  );
}
