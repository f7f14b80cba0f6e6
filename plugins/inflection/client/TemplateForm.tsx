import { Checkbox, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, type EditableRecord, type RecordFormProps, useT, translator, type Translate } from '../../../sdk/client';
import { inflectionApi, type TemplateGrid } from '../public';
import { useWordClasses } from './useWordClasses';

export interface ActiveTemplate extends EditableRecord {
  name: string;
  wordClass: string;
  cells: { inflectCellId: number; active: boolean }[];
}

export const templateProblems = (tpl: ActiveTemplate, t: Translate = translator('inflection')) => {
  const p: Record<string, string> = {};
  if (!tpl.name.trim()) p.name = t('required');
  if (!tpl.wordClass) p.wordClass = t('required');
  return Object.keys(p).length ? p : undefined;
};

/**
 * An active inflect template (spec 2 §2): name, word class (chosen once: disabled on a saved
 * template) and, for a saved one, the cell-activation grid laid out as the word class's table.
 */
export function TemplateForm({ value, onChange, errors, courseId }: RecordFormProps<ActiveTemplate>) {
  const api = useApi();
  const t = useT('inflection');
  const classes = useWordClasses(courseId);
  const [grid, setGrid] = useState<TemplateGrid>();
  useEffect(() => {
    setGrid(undefined);
    if (value.id > 0) void api.load(inflectionApi.templateGrid, { params: { id: value.id } }).then(setGrid);
  }, [api, value.id]);
  const active = (id: number) => value.cells.find((c) => c.inflectCellId === id)?.active ?? false;
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...value,
      cells: [...value.cells.filter((c) => c.inflectCellId !== id), { inflectCellId: id, active: on }],
    });
  const rows = grid ? Math.max(0, ...grid.cells.map((c) => c.row + 1)) : 0;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('template.name')}
        required
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <Select
        label={t('template.wordClass')}
        required
        data={classes}
        value={value.wordClass || null}
        disabled={value.id > 0}
        error={errors.wordClass}
        onChange={(v) => onChange({ ...value, wordClass: v ?? '' })}
      />
      {value.id <= 0 && (
        <Text size="sm" c="dimmed">
          {t('template.saveFirst')}
        </Text>
      )}
      {grid && (
        <Table withTableBorder withColumnBorders w="fit-content" aria-label={t('template.cells')}>
          <Table.Thead>
            <Table.Tr>
              {grid.headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: rows }, (_, r) => (
              <Table.Tr key={r}>
                {grid.headers.map((_, c) => {
                  const cell = grid.cells.find((x) => x.row === r && x.column === c);
                  return (
                    <Table.Td key={c}>
                      {cell && (
                        <Checkbox
                          label={`${cell.label} (${cell.inflectId})`}
                          checked={active(cell.inflectCellId)}
                          error={errors[`cells.${value.cells.findIndex((x) => x.inflectCellId === cell.inflectCellId)}.inflectCellId`]}
                          onChange={(e) => toggle(cell.inflectCellId, e.currentTarget.checked)}
                        />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
