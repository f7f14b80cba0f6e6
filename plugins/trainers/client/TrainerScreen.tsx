import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { GridEditorScreen, navigationId, PartLink, useApi, useCommands, useT, type ModuleScreenProps } from '../../../sdk/client';
import { TRAINERS, trainerResource, trainersApi, type Trainer } from '../public';
import { trainerProblems } from './trainer';
import { TrainerForm } from './TrainerForm';

/** Trainers (spec 4 §2.5): the grid with its Check button (the errors listed), and the Edit and Segments tabs; a navigation { id } opens that trainer, { id, tab: 'segments', segment } that segment. */
export default function TrainerScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('trainers');
  const api = useApi();
  const [errors, setErrors] = useState<{ id: number; error: string }[]>();
  const check = async () => setErrors(((await api.load(trainersApi.check, { params: { courseId } })) ?? []).filter((e) => e.error));
  useCommands([{ id: 'check', category: t('category'), title: t('check.command'), keys: 'alt+shift+K', run: () => void check() }]);
  return (
    <Stack h="100%" gap={0}>
      <Group p={6} gap="xs">
        <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} onClick={() => void check()}>
          {t('check.run')}
        </Button>
        {errors && (
          <Alert color={errors.length ? 'orange' : 'green'} p={4} style={{ flex: 1 }} data-testid="trainer-check">
            {errors.length ? (
              <List size="xs">
                {errors.map((e) => (
                  <List.Item key={e.id}>
                    #{e.id}: {e.error}
                  </List.Item>
                ))}
              </List>
            ) : (
              t('check.none')
            )}
          </Alert>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <PartLink params={params} part="segment">
          <GridEditorScreen<Trainer>
            module={TRAINERS}
            courseId={courseId}
            gridName="trainers"
            resource={trainerResource}
            flagged
            Form={TrainerForm}
            initialSearch={params?.search}
            initialId={navigationId(params, 'id')}
            withNotes
            validate={trainerProblems}
            editorWidth={720}
          />
        </PartLink>
      </div>
    </Stack>
  );
}
