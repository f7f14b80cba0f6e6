import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GridEditorScreen, navigationId, PartLink, useCommands, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import { READINGS } from '../plugin';
import { ReadingForm, readingProblems } from './ReadingForm';
import type { Reading } from './types';

/**
 * Readings (module 28): the grid with Check (the grid then shows only the readings with an
 * error, until Show all), and the reading's tabs. A navigation may open a reading on a tab, and a
 * text on the Text tab: { ref: 28, courseId, search | id, tab: 'text' | 'exercises', text }.
 */
export default function ReadingScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const [checked, setChecked] = useState<{ checked: number; withError: number }>();
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setBusy(true);
    const r = await http.get<{ checked: number; withError: number }>(`courses/${courseId}/readings/check`);
    setBusy(false);
    if (r) setChecked(r);
  };
  useCommands([
    { id: 'check-readings', category: 'Readings', title: 'Check readings', keys: 'mod+alt+K', run: () => void check() },
    { id: 'show-all-readings', category: 'Readings', title: 'Show all readings', when: () => !!checked, run: () => setChecked(undefined) },
  ]);

  return (
    <Stack gap={4} h="100%">
      <Group gap="xs" px="xs" pt={4}>
        <Button size="xs" variant="light" loading={busy} onClick={() => void check()}>Check</Button>
        {checked && (
          <>
            <Text size="xs" data-testid="check-result">{checked.withError} of {checked.checked} readings have errors</Text>
            <Button size="xs" variant="subtle" onClick={() => setChecked(undefined)}>Show all</Button>
          </>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <PartLink params={params} part="text">
          <GridEditorScreen<Reading>
            module={READINGS} courseId={courseId} gridName="readings" flagPath="readings" editorWidth={980}
            paths={{ list: `courses/${courseId}/readings`, create: `courses/${courseId}/readings`, item: 'readings' }}
            Form={ReadingForm} initialSearch={params?.search} initialId={navigationId(params, 'id')} withNotes validate={readingProblems}
            listParams={checked ? { withError: 1 } : undefined}
          />
        </PartLink>
      </div>
    </Stack>
  );
}
