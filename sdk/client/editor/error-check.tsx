import { Button, Group, Text } from '@mantine/core';
import { IconChecklist, IconList } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useCommands } from '../commands';
import { useHttp } from '../hooks';
import type { Params } from '../http';

/**
 * The Check of a module's records (spec 3 §4): GET `checkPath` checks the course's records on the
 * server, then the grid shows only those with errors (list parameter `withError`) until 'Show all'.
 * Answers the bar to show above the grid and the list parameters to give it; Check is also a
 * palette command (Alt+Shift+C).
 */
export function useErrorCheck(checkPath: string, plural: string, category: string): { bar: ReactNode; listParams: Params | undefined } {
  const http = useHttp();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  // Each check reloads the grid, even when it already shows only the records with errors.
  const [round, setRound] = useState(0);
  const check = async () => {
    setChecking(true);
    try {
      await http.get(checkPath);
      setOnlyErrors(true);
      setRound((r) => r + 1);
    } finally {
      setChecking(false);
    }
  };
  useCommands([{ id: 'check', category, title: `Check ${plural}`, keys: 'alt+shift+C', run: () => void check() }]);
  const listParams = useMemo(() => (onlyErrors ? { withError: '1', round: String(round) } : undefined), [onlyErrors, round]);
  const bar = (
    <Group gap={6} px={6} pt={6}>
      <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} loading={checking} onClick={() => void check()}>Check</Button>
      {onlyErrors && <>
        <Text size="xs" c="dimmed">Showing {plural} with errors</Text>
        <Button size="xs" variant="subtle" leftSection={<IconList size={14} />} onClick={() => setOnlyErrors(false)}>Show all</Button>
      </>}
    </Group>
  );
  return { bar, listParams };
}
