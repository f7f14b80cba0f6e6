import { Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { DataGrid, useApi, useT } from '../../../sdk/client';
import { boardsApi } from '../public';
import type { Freelance, FreelancesWrite } from '../types';

export interface FreelancesDialogProps {
  boardId: number | null;
  opened: boolean;
  onClose(): void;
  /** After a freelance was put on or taken off the board: the write's answer (the board, its freelances, the cards that changed). */
  onChanged(write: FreelancesWrite): void;
  /** Runs each write (the board's live updates wait for it); by default, as it is. */
  run?<T>(op: () => Promise<T>): Promise<T>;
}

const asIs = <T,>(op: () => Promise<T>) => op();

/**
 * The Freelances dialog (spec 1 §2, §5): the users with the freelance flag who are not on the board
 * and those who are, side by side; clicking a row moves that freelance to the other side. The
 * write answers both sides, shown without reading them again.
 */
export function FreelancesDialog({ boardId, opened, onClose, onChanged, run = asIs }: FreelancesDialogProps) {
  const t = useT('boards');
  const api = useApi();
  const [unassigned, setUnassigned] = useState<Freelance[]>();
  const [assigned, setAssigned] = useState<Freelance[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    if (boardId === null) return;
    const [u, a] = await Promise.all([
      api.load(boardsApi.unassignedFreelances, { params: { boardId } }),
      api.load(boardsApi.freelances, { params: { boardId } }),
    ]);
    setUnassigned(u ?? []);
    setAssigned(a ?? []);
  }, [api, boardId]);

  useEffect(() => {
    if (!opened) return;
    setUnassigned(undefined);
    setAssigned(undefined);
    setError(undefined);
    void load();
  }, [opened, load]);

  const toggle = (f: Freelance, onBoard: boolean) =>
    run(async () => {
      if (boardId === null) return;
      const params = { boardId, id: f.id };
      const res = onBoard ? await api.call(boardsApi.removeFreelance, { params }) : await api.call(boardsApi.addFreelance, { params });
      if (!res.ok) return setError(res.error);
      setError(undefined);
      setUnassigned(res.data.unassigned);
      setAssigned(res.data.freelances);
      onChanged(res.data);
    });

  const side = (title: string, rows: Freelance[] | undefined, onBoard: boolean) => (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }} data-testid={onBoard ? 'freelances-assigned' : 'freelances-unassigned'}>
      <Text size="sm" fw={600}>
        {rows ? t('freelances.side', { side: title, count: rows.length }) : title}
      </Text>
      <div style={{ height: 300 }}>
        <DataGrid gridName="board-freelances" rows={rows} onSelect={(row) => void toggle(row as Freelance, onBoard)} />
      </div>
    </Stack>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('freelances.title')} size={620} data-testid="freelances-dialog">
      <Text size="xs" c="dimmed" mb="xs">
        {t('freelances.help')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {side(t('freelances.unassigned'), unassigned, false)}
        {side(t('freelances.assigned'), assigned, true)}
      </Group>
      {error && (
        <Text size="xs" c="red" mt="xs">
          {error}
        </Text>
      )}
    </Modal>
  );
}
