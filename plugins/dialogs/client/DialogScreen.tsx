import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { GridEditorScreen, useCommands, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import { DIALOGS } from '../plugin';
import type { Dialog } from './dialog';
import { DialogForm } from './DialogForm';

/**
 * Dialogs (module 25): the grid and editor, with Check: the server checks the course's dialogs
 * and the grid then shows only those with errors (spec 3 §4), until 'Show all'.
 */
export default function DialogScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const paths = useMemo(() => ({ list: `courses/${courseId}/dialogs`, create: `courses/${courseId}/dialogs`, item: 'dialogs' }), [courseId]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  const [round, setRound] = useState(0);
  const check = async () => {
    setChecking(true);
    try {
      await http.get(`courses/${courseId}/dialogs/check`);
      setOnlyErrors(true);
      setRound((r) => r + 1);
    } finally {
      setChecking(false);
    }
  };
  useCommands([
    { id: 'check', category: 'Dialogs', title: 'Check dialogs', keys: 'alt+shift+C', run: () => void check() },
  ]);
  const listParams = useMemo(() => (onlyErrors ? { withError: '1', round: String(round) } : undefined), [onlyErrors, round]);
  return (
    <Stack h="100%" gap={0}>
      <Group gap={6} px={6} pt={6}>
        <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} loading={checking} onClick={() => void check()}>Check</Button>
        {onlyErrors && <>
          <Text size="xs" c="dimmed">Showing dialogs with errors</Text>
          <Button size="xs" variant="subtle" leftSection={<IconList size={14} />} onClick={() => setOnlyErrors(false)}>Show all</Button>
        </>}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridEditorScreen<Dialog>
          module={DIALOGS} courseId={courseId} gridName="dialogs" flagPath="dialogs" paths={paths}
          Form={DialogForm} initialSearch={params?.search} withNotes editorWidth={600} listParams={listParams}
        />
      </div>
    </Stack>
  );
}
