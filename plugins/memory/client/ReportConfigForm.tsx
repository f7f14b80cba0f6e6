import { Button, Checkbox, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { TRANSLATION_SOURCES } from '../mining-config';
import { canGenerate, type ReportConfig } from '../pattern-config';
import { memoryApi } from '../public';
import { a1b1Courses, type CourseOption } from './MiningConfigForm';

export const defaultReportConfig = (): ReportConfig => ({ filtering: { courses: [] }, dialect: 0, refs: TRANSLATION_SOURCES.map((s) => s.ref) });

/** The configuration form of the pattern reports (spec 4 §2.9, §3, §5): courses, dialect and the translation sources; nothing else is shown. */
export function ReportConfigForm({
  title,
  value,
  onChange,
  errors,
  onGenerate,
  busy,
}: {
  title: string;
  value: ReportConfig;
  onChange(c: ReportConfig): void;
  errors: Record<string, string>;
  onGenerate(): void;
  busy: boolean;
}) {
  const t = useT('memory');
  const api = useApi();
  const [courses, setCourses] = useState<CourseOption[]>([]);
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  useEffect(() => {
    void api.load(memoryApi.miningCourses).then((c) => setCourses(c ?? []));
    void api.load(memoryApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);
  const selected = value.filtering.courses.map((c) => String(c.course_id));
  const pick = (ids: string[]) => onChange({ ...value, filtering: { courses: ids.map((id) => ({ course_id: Number(id) })) } });
  return (
    <Stack gap="sm" p="sm" style={{ overflow: 'auto' }}>
      <Group justify="space-between">
        <Title order={5}>{title}</Title>
        <Button size="xs" onClick={onGenerate} loading={busy} disabled={!canGenerate(value)}>
          {t('report.generate')}
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
          onChange={pick}
          error={errors['filtering.courses']}
        />
        <Button size="xs" variant="light" onClick={() => pick([...new Set([...selected, ...a1b1Courses(courses).map((c) => String(c.id))])])}>
          {t('addA1B1')}
        </Button>
      </Group>
      <Select
        size="xs"
        label={t('dialect')}
        searchable
        data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        value={value.dialect ? String(value.dialect) : null}
        error={errors.dialect}
        onChange={(v) => onChange({ ...value, dialect: v ? Number(v) : 0 })}
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
            checked={value.refs.includes(s.ref)}
            onChange={(e) => onChange({ ...value, refs: e.currentTarget.checked ? [...value.refs, s.ref] : value.refs.filter((r) => r !== s.ref) })}
          />
        ))}
      </Group>
      {errors.refs && (
        <Text size="xs" c="red">
          {errors.refs}
        </Text>
      )}
    </Stack>
  );
}
