import { Alert, Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHeadphones } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SortableList, useApi, useOrderedParts, useT } from '../../../sdk/client';
import { readingExerciseParts, readingsApi, type ReadingExercise } from '../public';
import { ExerciseEditor } from './ExerciseEditor';

/** The Exercises tab: the reading's exercises (drag to reorder when its toggle is on), Add Exercise, and the selected one's editor. */
export function ReadingExercises({ readingId }: { readingId: number }) {
  const api = useApi();
  const t = useT('readings');
  const parts = useOrderedParts(readingExerciseParts, readingId);
  const rows = parts.rows;
  const [options, setOptions] = useState<{ id: number; title: string }[]>([]);
  // undefined: not chosen yet (the first, once the exercises are in); null: none.
  const [selected, setSelected] = useState<number | null>();
  // The exercise as a write answered it (a new one, a copy), so that its editor does not read it again.
  const [answered, setAnswered] = useState<ReadingExercise>();
  useEffect(() => {
    void api.load(readingsApi.textOptions, { params: { id: readingId } }).then((p) => p && setOptions(p));
  }, [api, readingId]);
  useEffect(() => {
    if (rows && selected === undefined) setSelected(rows[0]?.id ?? null);
  }, [rows, selected]);

  const open = (record: ReadingExercise) => {
    setSelected(record.id);
    setAnswered(record);
  };
  const add = async () => {
    const res = await parts.add({});
    if (res.ok) open(res.data.record);
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Stack w={320} gap="xs" style={{ flex: 'none' }}>
        <Button size="xs" onClick={() => void add()} style={{ alignSelf: 'flex-start' }}>
          {t('exercises.add')}
        </Button>
        {parts.error && (
          <Alert color="red" py={4}>
            {parts.error}
          </Alert>
        )}
        <ScrollArea.Autosize mah={600}>
          <SortableList label={t('exercises.plural')} items={rows ?? []} onMove={parts.move}>
            {(r) => (
              <Paper
                withBorder
                p={6}
                mb={4}
                bg={r.id === selected ? 'blue.0' : undefined}
                onClick={() => {
                  setSelected(r.id);
                  setAnswered(undefined);
                }}
                data-testid="reading-exercise-row"
              >
                <Text size="xs" c="dimmed">
                  {r.readingText}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {r.error && <IconAlertTriangle size={14} color="red" aria-label={t('exercises.hasError')} />}
                  {r.listening && <IconHeadphones size={14} aria-label={t('exercises.listening')} />}
                  <Text size="sm" fw={500} truncate>
                    {r.title}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('exercises.type', { type: r.exerciseType })}
                  {r.aiReview ? t(r.aiReview === 2 ? 'exercises.aiGreen' : 'exercises.aiRed') : ''}
                </Text>
              </Paper>
            )}
          </SortableList>
        </ScrollArea.Autosize>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected ? (
          <ExerciseEditor
            key={selected}
            id={selected}
            parts={options}
            record={answered?.id === selected ? answered : undefined}
            onSaved={(saved) => saved.row && parts.update(saved.row)}
            onCloned={(copy) => {
              parts.setRows(copy.exercises);
              open(copy.record);
            }}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {rows?.length ? t('exercises.choose') : t('exercises.none')}
          </Text>
        )}
      </div>
    </Group>
  );
}
