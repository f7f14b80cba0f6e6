import { Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { inflectionApi, type InflectTable, type InflectTableRow } from '../public';

/**
 * The course's inflect tables, one at a time: headers and the inflect id of each cell. A target
 * dialect's own table (es-MX's verbs) is listed beside the course's, under its dialect.
 */
export function TablesTab({ courseId }: { courseId: number }) {
  const api = useApi();
  const t = useT('inflection');
  const [tables, setTables] = useState<InflectTableRow[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [table, setTable] = useState<InflectTable>();
  useEffect(() => {
    void api.load(inflectionApi.tables, { params: { courseId } }).then((c) => setTables(c ?? []));
  }, [api, courseId]);
  useEffect(() => {
    const found = tables.find((x) => String(x.id) === chosen);
    if (!found) return;
    void (
      found.dialectId === null
        ? api.load(inflectionApi.courseTable, { params: { courseId, wordClass: found.wordClass } })
        : api.load(inflectionApi.dialectTable, { params: { dialectId: found.dialectId, wordClass: found.wordClass }, query: { course: courseId } })
    ).then(setTable);
  }, [api, courseId, chosen, tables]);
  const rows = table ? Math.max(0, ...table.cells.map((c) => c.row + 1)) : 0;
  return (
    <Stack p="sm" gap="sm">
      <Select
        label={t('tables.wordClass')}
        w={240}
        value={chosen}
        onChange={setChosen}
        data={tables.map((x) => ({ value: String(x.id), label: x.dialectCode ? `${x.wordClass} (${x.dialectCode})` : x.wordClass }))}
      />
      {!tables.length && (
        <Text size="sm" c="dimmed">
          {t('tables.none')}
        </Text>
      )}
      {table && (
        <Table withTableBorder withColumnBorders w="fit-content" aria-label={t('tables.table')}>
          <Table.Thead>
            <Table.Tr>
              {table.headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: rows }, (_, r) => (
              <Table.Tr key={r}>
                {table.headers.map((_, c) => {
                  const cell = table.cells.find((x) => x.row === r && x.column === c);
                  return <Table.Td key={c}>{cell ? `${cell.label} (${cell.inflectId})` : ''}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
