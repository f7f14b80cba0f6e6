import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { GridEditorScreen, useErrorCheck, type ModuleScreenProps } from '../../../sdk/client';
import { EXERCISES } from '../plugin';
import type { Exercise } from './exercise';
import { ExerciseForm } from './ExerciseForm';

/**
 * Exercises (module 8): the grid and editor, with Check: the server checks the course's exercises
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'.
 */
export default function ExerciseScreen({ courseId, params }: ModuleScreenProps) {
  const paths = useMemo(() => ({ list: `groups/${courseId}/exercises`, create: `groups/${courseId}/exercises`, item: 'exercises' }), [courseId]);
  const { bar, listParams } = useErrorCheck(`courses/${courseId}/exercises/check`, 'exercises', 'Exercises');
  return (
    <Stack h="100%" gap={0}>
      {bar}
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Exercise>
          module={EXERCISES} courseId={courseId} gridName="exercises" flagPath="exercises" paths={paths}
          Form={ExerciseForm} initialSearch={params?.search} withNotes editorWidth={520} listParams={listParams}
        />
      </div>
    </Stack>
  );
}
