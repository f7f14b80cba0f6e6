import { Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHttp, type InflectCell } from '../../../sdk/client';

interface TableRow { id: number; wordClass: string; dialectId: number | null; dialectCode: string | null }

/**
 * The course's inflect tables, one at a time: headers and the inflect id of each cell. A target
 * dialect's own table (es-MX's verbs) is listed beside the course's, under its dialect.
 */
export function TablesTab({ courseId }: { courseId: number }) {
  const http = useHttp();
  const [tables, setTables] = useState<TableRow[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [table, setTable] = useState<{ headers: string[]; cells: InflectCell[] }>();
  useEffect(() => { void http.get<TableRow[]>(`inflect-tables/courses/${courseId}`).then((c) => setTables(c ?? [])); }, [http, courseId]);
  useEffect(() => {
    const t = tables.find((x) => String(x.id) === chosen);
    if (!t) return;
    const wc = encodeURIComponent(t.wordClass);
    void http.get<typeof table>(t.dialectId === null
      ? `inflect-table-cells/courses/${courseId}/word-classes/${wc}`
      : `inflect-table-cells/dialects/${t.dialectId}/word-classes/${wc}?course=${courseId}`).then(setTable);
  }, [http, courseId, chosen, tables]);
  const rows = table ? Math.max(0, ...table.cells.map((c) => c.row + 1)) : 0;
  return (
    <Stack p="sm" gap="sm">
      <Select label="Word class" w={240} value={chosen} onChange={setChosen}
        data={tables.map((t) => ({ value: String(t.id), label: t.dialectCode ? `${t.wordClass} (${t.dialectCode})` : t.wordClass }))} />
      {!tables.length && <Text size="sm" c="dimmed">No inflect tables in this course.</Text>}
      {table && (
        <Table withTableBorder withColumnBorders w="fit-content" aria-label="Inflect table">
          <Table.Thead><Table.Tr>{table.headers.map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr></Table.Thead>
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
