import { Badge, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TranslationsEditor, type RecordFormProps, useT } from '../../../sdk/client';
import { CODE_MAX } from '../rules';
import { LinkedChips } from './LinkedChips';
import { SearchChartDialog } from './SearchChartDialog';
import { SearchTableDialog } from './SearchTableDialog';
import type { Literal } from '../public';

/** The failing fields under a prefix, without it: 'sources.0.text' → '0.text'. */
const under = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k.slice(prefix.length + 1), v]),
  );

/** The first failing field at or under a path: 'tables', 'tables.0'. */
const at = (errors: Record<string, string>, field: string) => errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

/**
 * The table literal form (spec 3 §2): code, linked tables and charts (chips; 'Add table' and 'Add chart'
 * open the Search Table and Search Chart popups), the conjugation templates that use it (read-only) and
 * the source text per source dialect.
 */
export function LiteralForm({ value, onChange, errors, courseId }: RecordFormProps<Literal>) {
  const t = useT('tables');
  const [searching, setSearching] = useState<'table' | 'chart'>();
  const sourceErrors = under(errors, 'sources');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('literal.code')}
        required
        maxLength={CODE_MAX}
        description={t('literal.codeHelp')}
        value={value.code}
        error={errors.code}
        onChange={(e) => onChange({ ...value, code: e.currentTarget.value })}
      />
      <LinkedChips
        label={t('literal.tables')}
        noun="table"
        items={value.tables}
        error={at(errors, 'tables')}
        onAdd={() => setSearching('table')}
        onRemove={(id) => onChange({ ...value, tables: value.tables.filter((x) => x.id !== id) })}
      />
      <LinkedChips
        label={t('literal.charts')}
        noun="chart"
        items={value.charts}
        error={at(errors, 'charts')}
        onAdd={() => setSearching('chart')}
        onRemove={(id) => onChange({ ...value, charts: value.charts.filter((c) => c.id !== id) })}
      />
      <Input.Wrapper label={t('literal.templates')} description={t('literal.templatesHelp')}>
        <Group gap={6} mt={4} data-testid="conj-templates">
          {value.conjTemplates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('literal.none')}
            </Text>
          ) : (
            value.conjTemplates.map((x) => (
              <Badge key={x.id} variant="outline" color="gray">
                #{x.id}
              </Badge>
            ))
          )}
        </Group>
      </Input.Wrapper>
      <TranslationsEditor
        label={t('literal.sources')}
        withStatus
        value={value.sources}
        errors={sourceErrors}
        onChange={(sources) => onChange({ ...value, sources })}
      />
      {Object.keys(sourceErrors)
        .filter((k) => k.endsWith('dialectId'))
        .map((k) => (
          <Text key={k} size="xs" c="red">
            {sourceErrors[k]}
          </Text>
        ))}
      <SearchTableDialog
        opened={searching === 'table'}
        onClose={() => setSearching(undefined)}
        courseId={courseId}
        exclude={value.tables.map((x) => x.id)}
        onPick={(x) => onChange({ ...value, tables: [...value.tables, x] })}
      />
      <SearchChartDialog
        opened={searching === 'chart'}
        onClose={() => setSearching(undefined)}
        courseId={courseId}
        exclude={value.charts.map((c) => c.id)}
        onPick={(c) => onChange({ ...value, charts: [...value.charts, c] })}
      />
    </Stack>
  );
}
