import { Stack } from '@mantine/core';
import { GridEditorScreen, useErrorCheck, useT, type ModuleScreenProps } from '../../../sdk/client';
import { EXERCISES, exerciseResource, exercisesApi } from '../public';
import type { Exercise } from './exercise';
import { ExerciseForm } from './ExerciseForm';

/**
 * Exercises (module 8): the grid and editor, with Check: the server checks the course's exercises
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'.
 */
export default function ExerciseScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('exercises');
  const { bar, listParams, rows } = useErrorCheck(exercisesApi.check, courseId, t('check.what'), t('check.category'));
  return (
    <Stack h="100%" gap={0}>
      {bar}
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Exercise>
          module={EXERCISES}
          courseId={courseId}
          gridName="exercises"
          flagged
          resource={exerciseResource}
          Form={ExerciseForm}
          initialSearch={params?.search}
          withNotes
          editorWidth={520}
          listParams={listParams}
          shownRows={rows}
        />
      </div>
    </Stack>
  );
}
