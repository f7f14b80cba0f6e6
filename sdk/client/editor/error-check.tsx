import { Button, Group, Text } from '@mantine/core';
import { IconChecklist, IconList } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useCommands } from '../commands';
import type { Contract } from '../../shared';
import { useApi } from '../hooks';
import type { Params } from '../http';

/** A module's check of a course's records: GET 'courses/:courseId/…/check'. */
export type CheckContract = Contract<'GET', `courses/:courseId/${string}`>;

/**
 * The Check of a module's records (spec 3 §4): the `check` contract checks the course's records on
 * the server, then the grid shows only those with errors (list parameter `withError`) until 'Show
 * all'. Answers the bar to show above the grid and the list parameters to give it; Check is also
 * a palette command (Alt+Shift+C).
 */
export function useErrorCheck(check: CheckContract, courseId: number, plural: string, category: string): { bar: ReactNode; listParams: Params | undefined } {
  const api = useApi();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  // Each check reloads the grid, even when it already shows only the records with errors.
  const [round, setRound] = useState(0);
  const run = async () => {
    setChecking(true);
    try {
      await api.load(check, { params: { courseId } });
      setOnlyErrors(true);
      setRound((r) => r + 1);
    } finally {
      setChecking(false);
    }
  };
  useCommands([{ id: 'check', category, title: `Check ${plural}`, keys: 'alt+shift+C', run: () => void run() }]);
  const listParams = useMemo(() => (onlyErrors ? { withError: '1', round: String(round) } : undefined), [onlyErrors, round]);
  const bar = (
    <Group gap={6} px={6} pt={6}>
      <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} loading={checking} onClick={() => void run()}>
        Check
      </Button>
      {onlyErrors && (
        <>
          <Text size="xs" c="dimmed">
            Showing {plural} with errors
          </Text>
          <Button size="xs" variant="subtle" leftSection={<IconList size={14} />} onClick={() => setOnlyErrors(false)}>
            Show all
          </Button>
        </>
      )}
    </Group>
  );
  return { bar, listParams };
}
