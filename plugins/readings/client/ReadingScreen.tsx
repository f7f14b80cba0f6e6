import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GridEditorScreen, navigationId, PartLink, useApi, useCommands, type ModuleScreenProps, useT } from '../../../sdk/client';
import { READINGS, readingResource, readingsApi, type Reading, type ReadingRow } from '../public';
import { ReadingForm, readingProblems } from './ReadingForm';

/**
 * Readings (module 28): the grid with Check (the grid then shows only the readings with an
 * error, until Show all), and the reading's tabs. A navigation may open a reading on a tab, and a
 * text on the Text tab: { ref: 28, courseId, search | id, tab: 'text' | 'exercises', text }.
 */
export default function ReadingScreen({ courseId, params }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('readings');
  // The check answers the rows in error too: the grid shows them without reading its list again.
  const [checked, setChecked] = useState<{ checked: number; withError: number; rows: ReadingRow[] }>();
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setBusy(true);
    const r = await api.load(readingsApi.check, { params: { courseId } });
    setBusy(false);
    if (r) setChecked(r);
  };
  useCommands([
    { id: 'check-readings', category: t('category'), title: t('commands.check'), keys: 'mod+alt+K', run: () => void check() },
    { id: 'show-all-readings', category: t('category'), title: t('commands.showAll'), when: () => !!checked, run: () => setChecked(undefined) },
  ]);

  return (
    <Stack gap={4} h="100%">
      <Group gap="xs" px="xs" pt={4}>
        <Button size="xs" variant="light" loading={busy} onClick={() => void check()}>
          {t('check.run')}
        </Button>
        {checked && (
          <>
            <Text size="xs" data-testid="check-result">
              {t('check.result', { withError: checked.withError, checked: checked.checked })}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setChecked(undefined)}>
              {t('check.showAll')}
            </Button>
          </>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <PartLink params={params} part="text">
          <GridEditorScreen<Reading>
            module={READINGS}
            courseId={courseId}
            gridName="readings"
            resource={readingResource}
            flagged
            editorWidth={980}
            Form={ReadingForm}
            initialSearch={params?.search}
            initialId={navigationId(params, 'id')}
            withNotes
            validate={(r) => readingProblems(r, t)}
            listParams={checked ? { withError: 1 } : undefined}
            shownRows={checked?.rows}
          />
        </PartLink>
      </div>
    </Stack>
  );
}
