import { Button, Group, Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconHeadphones } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { readingsApi, type ReadingExerciseRow } from '../public';
import { ExerciseEditor } from './ExerciseEditor';
import { SortableList } from './SortableList';

/** The Exercises tab: the reading's exercises (drag to reorder when the switch is on), Add Exercise, and the selected one's editor. */
export function ReadingExercises({ readingId }: { readingId: number }) {
  const api = useApi();
  const [rows, setRows] = useState<ReadingExerciseRow[]>([]);
  const [parts, setParts] = useState<{ id: number; title: string }[]>([]);
  const [selected, setSelected] = useState<number>();
  const [dnd, setDnd] = useState(false);
  const [message, setMessage] = useState<string>();

  const load = useCallback(async () => {
    const [r, p] = await Promise.all([
      api.load(readingsApi.exercises, { params: { id: readingId } }), api.load(readingsApi.textOptions, { params: { id: readingId } }),
    ]);
    if (r) setRows(r);
    if (p) setParts(p);
    return r ?? [];
  }, [api, readingId]);
  useEffect(() => {
    void load().then((r) => setSelected(r[0]?.id));
  }, [load]);

  const add = async () => {
    const res = await api.call(readingsApi.addExercise, { params: { id: readingId }, body: {} });
    if (!res.ok) return setMessage(res.error);
    await load();
    setSelected(res.data.id);
  };
  const move = async (next: ReadingExerciseRow[], id: number, destinationPos: number) => {
    const before = rows;
    setRows(next);
    const res = await api.call(readingsApi.moveExercise, { params: { id }, body: { destinationPos } });
    if (!res.ok) { setRows(before); setMessage(res.error); }
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Stack w={320} gap="xs" style={{ flex: 'none' }}>
        <Group justify="space-between">
          <Button size="xs" onClick={() => void add()}>Add Exercise</Button>
          <Switch size="xs" label="Drag and drop" checked={dnd && rows.length > 1} disabled={rows.length < 2} onChange={(e) => setDnd(e.currentTarget.checked)} />
        </Group>
        {message && <Text size="xs" c="red">{message}</Text>}
        <ScrollArea.Autosize mah={600}>
          <SortableList items={rows} enabled={dnd && rows.length > 1} onMove={(n, id, pos) => void move(n, id, pos)}>
            {(r) => (
              <Paper withBorder p={6} mb={4} bg={r.id === selected ? 'blue.0' : undefined} onClick={() => setSelected(r.id)} data-testid="reading-exercise-row">
                <Text size="xs" c="dimmed">{r.readingText}</Text>
                <Group gap={4} wrap="nowrap">
                  {r.error && <IconAlertTriangle size={14} color="red" aria-label="Has an error" />}
                  {r.listening && <IconHeadphones size={14} aria-label="Listening" />}
                  <Text size="sm" fw={500} truncate>{r.title}</Text>
                </Group>
                <Text size="xs" c="dimmed">Type {r.exerciseType}{r.aiReview ? ` · AI ${r.aiReview === 2 ? 'green' : 'red'}` : ''}</Text>
              </Paper>
            )}
          </SortableList>
        </ScrollArea.Autosize>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected ? (
          <ExerciseEditor key={selected} id={selected} parts={parts}
            onSaved={(id) => void load().then(() => id && setSelected(id))} />
        ) : <Text c="dimmed" size="sm">No exercise yet: Add Exercise.</Text>}
      </div>
    </Group>
  );
}
