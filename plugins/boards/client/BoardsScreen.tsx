import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Badge, Button, Center, Group, Loader, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useCommands, useEvents, useT, type ModuleScreenProps, type WriteOutcome } from '../../../sdk/client';
import { WorkState } from '../../../sdk/shared';
import { boardsApi } from '../public';
import {
  allCards,
  CARD_STATES,
  withCards,
  type Board,
  type BoardCard,
  type BoardCards,
  type CardState,
  type CommentsWrite,
  type Freelance,
  type FreelancesWrite,
} from '../types';
import { BoardCardView } from './BoardCardView';
import { BoardColumn } from './BoardColumn';
import { besideColumn, cardMoves, checkMove } from './card-moves';
import { CommentsDialog } from './CommentsDialog';
import { FreelancesDialog } from './FreelancesDialog';
import { showsEvent, useBoardLive } from './live';
import { StateDialog } from '../../../sdk/client';

const COLUMNS: CardState[] = ['todo', 'doing', 'review', 'done'];

/**
 * The Boards screen (spec 1 §2 'Boards screen and board loader'): a board dropdown (the first board
 * shown at once, another with Load), and the
 * Freelances button with the count; four 25% columns To do, Doing, Review and Done, Done grouped by
 * folder with the per-freelance counts. The loaded board stays live (server-sent events, polling
 * as the fallback). Each write answers what changed (the card, the comments, the freelances) and
 * the screen shows that answer: one request per action, and its echo on the stream reads nothing.
 * A card moves by a drag onto another column, by its Move menu, or by Alt+Left / Alt+Right while it
 * has the focus, under the work-state rules (a refused move is said, and sends nothing).
 */
export default function BoardsScreen({ courseId }: ModuleScreenProps) {
  const t = useT('boards');
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
    // The preselected board opens at once; another one waits for Load.
    setBoardId((b) => b ?? (list?.length ? list[0].id : null));
  }, [api, courseId]);
  useEffect(() => void loadBoards(), [loadBoards]);

  /**
   * What the screen shows, kept in step with every change (a write's answer applies here before
   * the write ends, so that the live updates know its echo).
   */
  const view = useRef<{ data?: BoardCards; freelances: Freelance[] }>({ freelances: [] });
  const show = useCallback((d: BoardCards) => {
    view.current.data = d;
    setData(d);
    setBoards((list) => list?.map((b) => (b.id === d.board.id ? d.board : b)));
  }, []);
  const showFreelances = useCallback((list: Freelance[]) => {
    view.current.freelances = list;
    setFreelances(list);
  }, []);
  /** The cards a write answered, put in their columns (`gone` ones taken off). */
  const showCards = (cards: BoardCard[], gone: number[] = []) => {
    const d = view.current.data;
    if (d && cards.every((c) => c.boardId === d.board.id)) show(withCards(d, cards, gone));
  };

  /** The board shown now: an answer for a board loaded before it arrives late and is dropped. */
  const shown = useRef<number | null>(null);
  shown.current = boardId;
  const refresh = useCallback(async () => {
    if (boardId === null) return;
    const d = await api.load(boardsApi.cards, { params: { id: boardId } });
    if (!d || shown.current !== boardId) return;
    show(d);
    if (d.canManage) showFreelances((await api.load(boardsApi.freelances, { params: { boardId } })) ?? []);
  }, [api, boardId, show, showFreelances]);

  useEffect(() => {
    if (boardId === null) return;
    setLoading(true);
    void refresh().finally(() => setLoading(false));
  }, [boardId, refresh]);
  const live = useBoardLive(
    boardId,
    () => void refresh(),
    (e) => showsEvent(view.current.data, view.current.freelances, e),
  );

  const load = () => {
    const id = selected === null ? null : Number(selected);
    if (id === boardId) void refresh();
    else {
      setData(undefined);
      view.current.data = undefined;
      setBoardId(id);
    }
  };

  const report = (message: string) => events.emit('notification', { severity: 'warning', message });
  /** A card write: its answer is the card; a refusal is reported and the board read again (it was stale). */
  const cardWrite = (call: () => Promise<WriteOutcome<BoardCard>>) =>
    live.write(async () => {
      const res = await call();
      if (res.ok) return showCards([res.data]);
      report(res.error);
      void refresh();
    });
  /** The card the keyboard moved: it keeps the focus in its new column. */
  const refocus = useRef<number | null>(null);
  const moveTo = (card: BoardCard, to: CardState) => {
    const check = checkMove(card.state, to, !view.current.data?.canManage, t);
    if (!check.ok) return report(check.message);
    void cardWrite(() => api.call(boardsApi.moveCard, { params: { boardId: card.boardId, cardId: card.id }, body: { to } }));
  };
  useEffect(() => {
    if (refocus.current === null || !data) return;
    document.querySelector<HTMLElement>(`[data-card-id="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [data]);
  /**
   * The card the focus is in, or was in last on this board (the palette, opened from it, has the
   * focus while its command runs).
   */
  const lastCard = useRef<number | null>(null);
  const focusedCard = () => (view.current.data && allCards(view.current.data).find((c) => c.id === lastCard.current)) || undefined;
  const moveFocused = (by: 1 | -1) => {
    const card = focusedCard();
    const to = card && besideColumn(card.state, by);
    if (!card) return;
    if (!to) return report(by === 1 ? t('screen.lastColumn') : t('screen.firstColumn'));
    refocus.current = card.id;
    moveTo(card, to);
  };
  useCommands([
    {
      id: 'boards.move-right',
      category: t('category'),
      title: t('palette.moveRight'),
      keys: 'alt+ArrowRight',
      when: () => !!focusedCard(),
      run: () => moveFocused(1),
    },
    {
      id: 'boards.move-left',
      category: t('category'),
      title: t('palette.moveLeft'),
      keys: 'alt+ArrowLeft',
      when: () => !!focusedCard(),
      run: () => moveFocused(-1),
    },
  ]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [dragged, setDragged] = useState<BoardCard>();
  const onDragStart = ({ active }: DragStartEvent) => setDragged(active.data.current as BoardCard | undefined);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(undefined);
    const card = active.data.current as BoardCard | undefined;
    const to = over?.id as CardState | undefined;
    if (card && to && to !== card.state) moveTo(card, to);
  };
  const assign = (card: BoardCard, freelanceId: number | null) =>
    cardWrite(() => api.call(boardsApi.assignCard, { params: { boardId: card.boardId, cardId: card.id }, body: { freelanceId } }));
  /** The State dialog changed the card's item: the card follows its state (off the board in NONE). */
  const stateChanged = (cardId: number, state: WorkState) => {
    const c = view.current.data && allCards(view.current.data).find((x) => x.id === cardId);
    if (!c) return;
    if (state >= WorkState.TODO) showCards([{ ...c, state: CARD_STATES[state - WorkState.TODO] }]);
    else showCards([], [c.id]);
  };
  const commentsChanged = (w: CommentsWrite) => {
    if (w.card) showCards([w.card]);
  };
  const freelancesChanged = (w: FreelancesWrite) => {
    const d = view.current.data;
    if (!d || d.board.id !== w.board.id) return;
    showFreelances(w.freelances);
    show(withCards({ ...d, board: w.board }, w.cards));
  };

  const selectedBoard = boards?.find((b) => String(b.id) === selected);
  const loaded = data && data.board.id === boardId ? data : undefined;
  const commentsCard = (loaded && commentsOf !== null && allCards(loaded).find((c) => c.id === commentsOf)) || null;
  const cardView = (c: BoardCard) => (
    <BoardCardView
      key={c.id}
      card={c}
      freelances={loaded?.canManage ? freelances : undefined}
      moves={cardMoves(c.state, !loaded?.canManage)}
      onMove={moveTo}
      onAssign={(x, f) => void assign(x, f)}
      onComments={(x) => setCommentsOf(x.id)}
      onState={setStateOf}
    />
  );

  const column = (state: CardState) => {
    const count = !loaded ? 0 : state === 'done' ? loaded.done.reduce((n, f) => n + f.cards.length, 0) : loaded[state].length;
    return (
      <BoardColumn key={state} state={state}>
        <Group justify="space-between" px="xs" py={6}>
          <Text size="sm" fw={700}>
            {t(`columns.${state}`)}
          </Text>
          <Badge size="sm" variant="light" color="gray">
            {count}
          </Badge>
        </Group>
        <ScrollArea style={{ flex: 1 }} px={6} pb={6}>
          <Stack gap={6}>
            {loaded && state !== 'done' && loaded[state].map(cardView)}
            {loaded &&
              state === 'done' &&
              loaded.done.map((f) => (
                <Stack key={f.folder} gap={4} data-testid="done-folder" data-folder={f.folder}>
                  <Group gap={4} justify="space-between" wrap="nowrap">
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                      {f.folder || t('screen.noFolder')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {f.cards.length}
                    </Text>
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
      </BoardColumn>
    );
  };

  return (
    <Stack
      h="100%"
      gap={6}
      p="xs"
      data-testid="boards-screen"
      onFocus={(e) => {
        const id = e.target.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
        lastCard.current = id ? Number(id) : null;
      }}
    >
      <Group gap="xs">
        <Select
          size="xs"
          w={300}
          placeholder={boards?.length === 0 ? t('screen.noBoards') : t('screen.board')}
          aria-label={t('screen.board')}
          data={(boards ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={selected}
          onChange={setSelected}
          allowDeselect={false}
        />
        <Button size="xs" leftSection={<IconDownload size={14} />} disabled={selected === null} loading={loading} onClick={load}>
          {t('screen.load')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUsers size={14} />}
          onClick={() => setFreelancesOpen(true)}
          disabled={!loaded || !loaded.canManage || String(loaded.board.id) !== selected}
        >
          {t('screen.freelances', { count: selectedBoard?.nFreelances ?? 0 })}
        </Button>
        {loaded && (
          <Text size="xs" c="dimmed">
            {t(`boardTypes.${loaded.board.type}`, { defaultValue: loaded.board.typeLabel })}
          </Text>
        )}
      </Group>
      {!loaded && boardId === null && (
        <Center style={{ flex: 1 }}>
          <Text c="dimmed" size="sm">
            {t('screen.choose')}
          </Text>
        </Center>
      )}
      {!loaded && boardId !== null && (
        <Center style={{ flex: 1 }}>
          <Loader size="sm" />
        </Center>
      )}
      {loaded && (
        <DndContext
          sensors={sensors}
          collisionDetection={pointerWithin}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(undefined)}
        >
          <Group gap={6} wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
            {COLUMNS.map(column)}
          </Group>
          <DragOverlay>
            {dragged && (
              <Paper withBorder p={6} radius="sm" shadow="md" style={{ cursor: 'grabbing' }}>
                <Text size="sm" fw={500}>
                  {dragged.title}
                </Text>
              </Paper>
            )}
          </DragOverlay>
        </DndContext>
      )}
      <CommentsDialog card={commentsCard} onClose={() => setCommentsOf(null)} onChanged={commentsChanged} run={live.write} />
      <FreelancesDialog boardId={boardId} opened={freelancesOpen} onClose={() => setFreelancesOpen(false)} onChanged={freelancesChanged} run={live.write} />
      {stateOf && (
        <StateDialog
          opened
          onClose={() => setStateOf(null)}
          courseId={courseId}
          boardType={stateOf.boardType}
          refId={stateOf.cardRefId}
          onChanged={(state) => stateChanged(stateOf.id, state)}
        />
      )}
    </Stack>
  );
}
