import { Button, Checkbox, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useT } from '../../../sdk/client';
import { MINING_BOUNDS, TRANSLATION_SOURCES, type BoundedField, type MiningConfig } from '../mining-config';

export interface CourseOption {
  id: number;
  name: string;
  /** The CEFR levels the course teaches (its vocabulary's), when known. */
  levels?: string[];
}

/**
 * 'Add all courses (A1-B1)': every course whose name contains A1 or B1 (spec 4 §9), and every course
 * that teaches A1 or B1, as its levels say (course names need not carry a level: the demo's do not).
 */
export const a1b1Courses = (courses: CourseOption[]) => courses.filter((c) => /A1|B1/.test(c.name) || c.levels?.some((l) => l === 'A1' || l === 'B1'));

function Bounded({ field, value, onChange, error }: { field: BoundedField; value: number; onChange(n: number): void; error?: string }) {
  const t = useT('memory');
  const b = MINING_BOUNDS[field];
  return (
    <Tooltip label={`${b.min}-${b.max}`}>
      <NumberInput
        size="xs"
        label={t(`bounds.${field}`)}
        min={b.min}
        max={b.max}
        allowDecimal={false}
        // Not clamped on blur: an emptied or invalid number stays 0 (spec 4 §5), and the server then
        // names the field and its range.
        clampBehavior="none"
        value={value}
        error={error}
        onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : Number.parseInt(String(v), 10) || 0)}
      />
    </Tooltip>
  );
}

/** The Phrasebook Mining configuration page (spec 4 §2.9, §3, §5, §9). */
export function MiningConfigForm({
  value,
  onChange,
  courses,
  errors,
  onStart,
  onOmits,
  busy,
}: {
  value: MiningConfig;
  onChange(c: MiningConfig): void;
  courses: CourseOption[];
  errors: Record<string, string>;
  onStart(): void;
  onOmits(): void;
  busy: boolean;
}) {
  const t = useT('memory');
  const set = <S extends keyof MiningConfig>(section: S, patch: Partial<MiningConfig[S]>) => onChange({ ...value, [section]: { ...value[section], ...patch } });
  const num = (field: BoundedField) => {
    const [section, key] = field.split('.') as [keyof MiningConfig, string];
    return (
      <Bounded
        field={field}
        value={(value[section] as unknown as Record<string, number>)[key]}
        error={errors[field]}
        onChange={(n) => set(section, { [key]: n } as never)}
      />
    );
  };
  const selected = value.filtering.courses.map((c) => String(c.course_id));
  const setCourses = (ids: string[]) =>
    set('filtering', {
      courses: ids.map((id) => ({ course_id: Number(id), klines: value.filtering.courses.find((c) => c.course_id === Number(id))?.klines ?? true })),
    });
  return (
    <Stack gap="sm" p="sm" style={{ overflow: 'auto' }}>
      <Group justify="space-between">
        <Title order={5}>{t('tabs.mining')}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onOmits}>
            {t('mining.manageOmits')}
          </Button>
          <Button size="xs" onClick={onStart} loading={busy}>
            {t('mining.start')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('mining.rule')}
      </Text>
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
      <Switch
        size="xs"
        label={t('mining.onlyPublished')}
        checked={value.filtering.only_published_lessons}
        onChange={(e) => set('filtering', { only_published_lessons: e.currentTarget.checked })}
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
              set('general', {
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
      <Text size="sm" fw={500}>
        {t('mining.patternTypes')}
      </Text>
      <Group gap="md">
        {(['single_words', 'short_phrases', 'gap_templates', 'full_sentences'] as const).map((k) => (
          <Checkbox
            key={k}
            size="xs"
            label={t(`mining.types.${k}`)}
            checked={value.enabled_types[k]}
            onChange={(e) => set('enabled_types', { [k]: e.currentTarget.checked })}
          />
        ))}
      </Group>
      <SimpleGrid cols={4} spacing="xs">
        {num('general.min_count')}
        {num('single_words.min_word_length')}
        {num('short_phrases.ngram_min')}
        {num('short_phrases.ngram_max')}
        {num('gap_templates.gap_max_span')}
        {num('gap_templates.gap_max_slots')}
        {num('gap_templates.min_fixed_tokens')}
        {num('gap_templates.max_total_tokens')}
      </SimpleGrid>
    </Stack>
  );
}
