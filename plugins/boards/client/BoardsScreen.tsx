import { Badge, Box, Button, Center, Group, Loader, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useEvents, type ModuleScreenProps } from '../../../sdk/client';
import { boardsApi } from '../public';
import { CARD_STATE_TITLES, type Board, type BoardCard, type BoardCards, type CardState, type Freelance } from '../types';
import { BoardCardView } from './BoardCardView';
import { CommentsDialog } from './CommentsDialog';
import { FreelancesDialog } from './FreelancesDialog';
import { useBoardLive } from './live';
import { StateDialog } from '../../../sdk/client';

const COLUMNS: CardState[] = ['todo', 'doing', 'review', 'done'];

const allCards = (d: BoardCards): BoardCard[] => [...d.todo, ...d.doing, ...d.review, ...d.done.flatMap((f) => f.cards)];

/**
 * The Boards screen (spec 1 §2 'Boards screen and board loader'): a board dropdown, Load, and the
 * Freelances button with the count; four 25% columns To do, Doing, Review and Done, Done grouped by
 * folder with the per-freelance counts. The loaded board stays live (server-sent events, polling
 * as the fallback).
 */
export default function BoardsScreen({ courseId }: ModuleScreenProps) {
  const api = useApi();
  const events = useEvents();
  const [boards, setBoards] = useState<Board[]>();
  const [selected, setSelected] = useState<string | null>(null);
  const [boardId, setBoardId] = useState<number | null>(null);
  const [data, setData] = useState<BoardCards>();
  const [loading, setLoading] = useState(false);
  const [freelances, setFreelances] = useState<Freelance[]>([]);
  const [commentsOf, setCommentsOf] = useState<number | null>(null);
  const [stateOf, setStateOf] = useState<BoardCard | null>(null);
  const [freelancesOpen, setFreelancesOpen] = useState(false);

  const loadBoards = useCallback(async () => {
    const list = await api.load(boardsApi.boards, { params: { courseId } });
    setBoards(list ?? []);
    setSelected((s) => s ?? (list?.length ? String(list[0].id) : null));
  }, [api, courseId]);
  useEffect(() => void loadBoards(), [loadBoards]);

  /** The board shown now: an answer for a board loaded before it arrives late and is dropped. */
  const shown = useRef<number | null>(null);
  shown.current = boardId;
  const refresh = useCallback(async () => {
    if (boardId === null) return;
    const d = await api.load(boardsApi.cards, { params: { id: boardId } });
    if (!d || shown.current !== boardId) return;
    setData(d);
    setBoards((list) => list?.map((b) => (b.id === d.board.id ? d.board : b)));
    if (d.canManage) setFreelances((await api.load(boardsApi.freelances, { params: { boardId } })) ?? []);
  }, [api, boardId]);

  useEffect(() => {
    if (boardId === null) return;
    setLoading(true);
    void refresh().finally(() => setLoading(false));
  }, [boardId, refresh]);
  useBoardLive(boardId, () => void refresh());

  const load = () => {
    const id = selected === null ? null : Number(selected);
    if (id === boardId) void refresh();
    else {
      setData(undefined);
      setBoardId(id);
    }
  };

  const report = (message: string) => events.emit('notification', { severity: 'warning', message });
  const move = async (card: BoardCard) => {
    const res = await api.call(boardsApi.moveCard, { params: { boardId: card.boardId, cardId: card.id } });
    if (!res.ok) report(res.error);
    void refresh();
  };
  const assign = async (card: BoardCard, freelanceId: number | null) => {
    const res = await api.call(boardsApi.assignCard, { params: { boardId: card.boardId, cardId: card.id }, body: { freelanceId } });
    if (!res.ok) report(res.error);
    void refresh();
  };

  const selectedBoard = boards?.find((b) => String(b.id) === selected);
  const loaded = data && data.board.id === boardId ? data : undefined;
  const commentsCard = (loaded && commentsOf !== null && allCards(loaded).find((c) => c.id === commentsOf)) || null;
  const cardView = (c: BoardCard) => (
    <BoardCardView key={c.id} card={c} freelances={loaded?.canManage ? freelances : undefined}
      onMove={(x) => void move(x)} onAssign={(x, f) => void assign(x, f)} onComments={(x) => setCommentsOf(x.id)} onState={setStateOf} />
  );

  const column = (state: CardState) => {
    const count = !loaded ? 0 : state === 'done' ? loaded.done.reduce((n, f) => n + f.cards.length, 0) : loaded[state].length;
    return (
      <Box key={state} w="25%" h="100%" style={{ display: 'flex', flexDirection: 'column', minWidth: 0, background: 'var(--mantine-color-gray-0)', borderRadius: 6 }}
        data-testid={`column-${state}`}>
        <Group justify="space-between" px="xs" py={6}>
          <Text size="sm" fw={700}>{CARD_STATE_TITLES[state]}</Text>
          <Badge size="sm" variant="light" color="gray">{count}</Badge>
        </Group>
        <ScrollArea style={{ flex: 1 }} px={6} pb={6}>
          <Stack gap={6}>
            {loaded && state !== 'done' && loaded[state].map(cardView)}
            {loaded && state === 'done' && loaded.done.map((f) => (
              <Stack key={f.folder} gap={4} data-testid="done-folder" data-folder={f.folder}>
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">{f.folder || 'No folder'}</Text>
                  <Text size="xs" c="dimmed">{f.cards.length}</Text>
                </Group>
                {Object.keys(f.freelanceCount).length > 0 && (
                  <Group gap={4} data-testid="freelance-count">
                    {Object.entries(f.freelanceCount).map(([name, n]) => (
                      <Badge key={name} size="xs" variant="outline" color="gray" tt="none">{`${name}: ${n}`}</Badge>
                    ))}
                  </Group>
                )}
                {f.cards.map(cardView)}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
      </Box>
    );
  };

  return (
    <Stack h="100%" gap={6} p="xs" data-testid="boards-screen">
      <Group gap="xs">
        <Select size="xs" w={300} placeholder={boards?.length === 0 ? 'No boards in this course' : 'Board'} aria-label="Board"
          data={(boards ?? []).map((b) => ({ value: String(b.id), label: b.name }))} value={selected} onChange={setSelected} allowDeselect={false} />
        <Button size="xs" leftSection={<IconDownload size={14} />} disabled={selected === null} loading={loading} onClick={load}>Load</Button>
        <Button size="xs" variant="light" leftSection={<IconUsers size={14} />} onClick={() => setFreelancesOpen(true)}
          disabled={!loaded || !loaded.canManage || String(loaded.board.id) !== selected}>
          {`Freelances (${selectedBoard?.nFreelances ?? 0})`}
        </Button>
        {loaded && <Text size="xs" c="dimmed">{loaded.board.typeLabel}</Text>}
      </Group>
      {!loaded && boardId === null && <Center style={{ flex: 1 }}><Text c="dimmed" size="sm">Choose a board and press Load.</Text></Center>}
      {!loaded && boardId !== null && <Center style={{ flex: 1 }}><Loader size="sm" /></Center>}
      {loaded && <Group gap={6} wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>{COLUMNS.map(column)}</Group>}
      <CommentsDialog card={commentsCard} onClose={() => setCommentsOf(null)} onChanged={() => void refresh()} />
      <FreelancesDialog boardId={boardId} opened={freelancesOpen} onClose={() => setFreelancesOpen(false)} onChanged={() => void refresh()} />
      {stateOf && (
        <StateDialog opened onClose={() => setStateOf(null)} courseId={courseId} boardType={stateOf.boardType} refId={stateOf.cardRefId}
          onChanged={() => void refresh()} />
      )}
    </Stack>
  );
}
