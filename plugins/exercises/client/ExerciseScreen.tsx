import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { GridEditorScreen, useCommands, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import { EXERCISES } from '../plugin';
import type { Exercise } from './exercise';
import { ExerciseForm } from './ExerciseForm';

/**
 * Exercises (module 8): the grid and editor, with Check: the server checks the course's exercises
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'.
 */
export default function ExerciseScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const paths = useMemo(() => ({ list: `groups/${courseId}/exercises`, create: `groups/${courseId}/exercises`, item: 'exercises' }), [courseId]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  const [round, setRound] = useState(0);
  const check = async () => {
    setChecking(true);
    try {
      await http.get(`courses/${courseId}/exercises/check`);
      setOnlyErrors(true);
      setRound((r) => r + 1);
    } finally {
      setChecking(false);
    }
  };
  useCommands([
    { id: 'check', category: 'Exercises', title: 'Check exercises', keys: 'alt+shift+C', run: () => void check() },
  ]);
  const listParams = useMemo(() => (onlyErrors ? { withError: '1', round: String(round) } : undefined), [onlyErrors, round]);
  return (
    <Stack h="100%" gap={0}>
      <Group gap={6} px={6} pt={6}>
        <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} loading={checking} onClick={() => void check()}>Check</Button>
        {onlyErrors && <>
          <Text size="xs" c="dimmed">Showing exercises with errors</Text>
          <Button size="xs" variant="subtle" leftSection={<IconList size={14} />} onClick={() => setOnlyErrors(false)}>Show all</Button>
        </>}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Exercise>
          module={EXERCISES} courseId={courseId} gridName="exercises" flagPath="exercises" paths={paths}
          Form={ExerciseForm} initialSearch={params?.search} withNotes editorWidth={520} listParams={listParams}
        />
      </div>
    </Stack>
  );
}
