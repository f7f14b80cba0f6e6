import { Button, Group, Text } from '@mantine/core';
import { IconChecklist, IconList } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useCommands } from '../commands';
import type { Contract } from '../../shared';
import { useApi } from '../hooks';
import type { Params } from '../http';
import type { GridRow } from '../grid/DataGrid';
import { useT } from '../i18n/i18n';

const isRow = (x: unknown): x is GridRow => typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'number';

/** A module's check of a course's records: GET 'courses/:courseId/…/check', answering the grid rows of those with errors. */
export type CheckContract = Contract<'GET', `courses/:courseId/${string}`>;

/**
 * The Check of a module's records (spec 3 §4): the `check` contract checks the course's records on
 * the server and answers those with errors, which the grid then shows (its shownRows; later loads
 * with the list parameter `withError`) until 'Show all': one request per Check. Answers the bar to
 * show above the grid, the list parameters and the rows to give it; Check is also a palette command
 * (Alt+Shift+C).
 */
export function useErrorCheck(
  check: CheckContract,
  courseId: number,
  plural: string,
  category: string,
): { bar: ReactNode; listParams: Params | undefined; rows: GridRow[] | undefined } {
  const t = useT('sdk');
  const api = useApi();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  // The check answers the rows with errors: the grid shows them without reading its list again.
  const [rows, setRows] = useState<GridRow[]>();
  const run = async () => {
    setChecking(true);
    try {
      const answer: unknown = await api.load(check, { params: { courseId } });
      if (answer === undefined) return;
      setRows(Array.isArray(answer) ? answer.filter(isRow) : undefined);
      setOnlyErrors(true);
    } finally {
      setChecking(false);
    }
  };
  useCommands([{ id: 'check', category, title: t('check.command', { what: plural }), keys: 'alt+shift+C', run: () => void run() }]);
  const listParams = useMemo(() => (onlyErrors ? { withError: '1' } : undefined), [onlyErrors]);
  const bar = (
    <Group gap={6} px={6} pt={6}>
      <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} loading={checking} onClick={() => void run()}>
        {t('check.run')}
      </Button>
      {onlyErrors && (
        <>
          <Text size="xs" c="dimmed">
            {t('check.showing', { what: plural })}
          </Text>
          <Button size="xs" variant="subtle" leftSection={<IconList size={14} />} onClick={() => setOnlyErrors(false)}>
            {t('check.showAll')}
          </Button>
        </>
      )}
    </Group>
  );
  return { bar, listParams, rows: onlyErrors ? rows : undefined };
}
