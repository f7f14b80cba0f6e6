import { Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHttp, type InflectCell } from '../../../sdk/client';

/** The course's inflect tables, one word class at a time: headers and the inflect id of each cell. */
export function TablesTab({ courseId }: { courseId: number }) {
  const http = useHttp();
  const [classes, setClasses] = useState<{ wordClass: string }[]>([]);
  const [wordClass, setWordClass] = useState<string | null>(null);
  const [table, setTable] = useState<{ headers: string[]; cells: InflectCell[] }>();
  useEffect(() => { void http.get<{ wordClass: string }[]>(`inflect-tables/courses/${courseId}`).then((c) => setClasses(c ?? [])); }, [http, courseId]);
  useEffect(() => {
    if (wordClass) void http.get<typeof table>(`inflect-table-cells/courses/${courseId}/word-classes/${encodeURIComponent(wordClass)}`).then(setTable);
  }, [http, courseId, wordClass]);
  const rows = table ? Math.max(0, ...table.cells.map((c) => c.row + 1)) : 0;
  return (
    <Stack p="sm" gap="sm">
      <Select label="Word class" w={240} data={classes.map((c) => c.wordClass)} value={wordClass} onChange={setWordClass} />
      {!classes.length && <Text size="sm" c="dimmed">No inflect tables in this course.</Text>}
      {table && (
        <Table withTableBorder withColumnBorders w="fit-content">
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
