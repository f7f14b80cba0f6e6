import { ActionIcon, Badge, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatTimestamp, useApi, useT, type WriteOutcome } from '../../../sdk/client';
import { boardsApi } from '../public';
import type { BoardCard, BoardComment, CommentsWrite } from '../types';

export const COMMENTS_DIALOG_SIZE = { width: 352, height: 502 };

export interface CommentsDialogProps {
  /** The card whose comments are shown; null: closed. */
  card: BoardCard | null;
  onClose(): void;
  /** After comments were added, deleted or marked seen: the write's answer, with the card for the board. */
  onChanged(write: CommentsWrite): void;
  /** Runs each write (the board's live updates wait for it); by default, as it is. */
  run?<T>(op: () => Promise<T>): Promise<T>;
}

const asIs = <T,>(op: () => Promise<T>) => op();

/**
 * A card's comments (spec 1 §2, 352x502): the comments of other users not seen before are flagged
 * 'new' (own comments never are), opening the dialog marks them seen, Add is disabled while the
 * text is empty, and the user's own comments can be deleted. Each write answers the card's
 * comments and the card, shown here and on the board without reading them again.
 */
export function CommentsDialog({ card, onClose, onChanged, run = asIs }: CommentsDialogProps) {
  const t = useT('boards');
  const api = useApi();
  const [comments, setComments] = useState<BoardComment[] | null>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cardId = card?.id;
  /** The card and count of the comments on screen: a card whose count is that has nothing new to read. */
  const showing = useRef<{ cardId: number; n: number } | null>(null);
  const show = (id: number, list: BoardComment[]) => {
    showing.current = { cardId: id, n: list.length };
    setComments(list);
  };

  const load = async (id: number, signal?: AbortSignal) => {
    const list = await api.load(boardsApi.comments, { params: { id }, signal });
    if (signal?.aborted) return;
    if (list) show(id, list);
    else setComments(null);
    // Seen from now on; the flags stay on screen for this opening so that the reader sees what was new.
    const unseen = (list ?? []).filter((c) => !c.seen);
    if (!unseen.length) return;
    await run(async () => {
      const marked = await Promise.all(unseen.map((c) => api.call(boardsApi.markSeen, { params: { id: c.id }, body: { seen: true } })));
      // The answer that counts fewest unseen comments saw every mark.
      const last = marked.flatMap((r) => (r.ok && r.data.card ? [r.data] : [])).sort((a, b) => (a.card?.newComments ?? 0) - (b.card?.newComments ?? 0))[0];
      if (last) onChanged(last);
    });
  };

  useEffect(() => {
    setComments(undefined);
    setText('');
    setError(undefined);
    showing.current = null;
  }, [cardId]);

  // Read when the card's count is not the one on screen (a comment of another user arrived while open: it is marked seen too).
  useEffect(() => {
    if (cardId === undefined || card === null) return;
    if (showing.current?.cardId === cardId && showing.current.n === card.nComments) return;
    const ctrl = new AbortController();
    void load(cardId, ctrl.signal);
    return () => ctrl.abort();
  }, [cardId, card?.nComments]);

  /** A write on the comments of card `id`; its answer: the comments here, the card on the board. */
  const write = (id: number, call: () => Promise<WriteOutcome<CommentsWrite>>) =>
    run(async () => {
      const res = await call();
      if (!res.ok) {
        setError(res.error);
        return false;
      }
      setError(undefined);
      show(id, res.data.comments);
      onChanged(res.data);
      return true;
    });

  const add = async () => {
    if (!card || !text.trim()) return;
    setBusy(true);
    const done = await write(card.id, () =>
      api.call(boardsApi.addComment, { params: { cardId: card.id }, body: { cardId: card.id, seen: true, text: text.trim() } }),
    );
    setBusy(false);
    if (done) setText('');
  };

  const remove = (c: BoardComment) => write(c.cardId, () => api.call(boardsApi.deleteComment, { params: { id: c.id } }));

  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      title={card ? t('comments.titleOf', { title: card.title }) : t('comments.title')}
      size={COMMENTS_DIALOG_SIZE.width}
      styles={{
        content: { height: COMMENTS_DIALOG_SIZE.height, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 },
      }}
      data-testid="comments-dialog"
    >
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        {comments === undefined && (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        )}
        {comments === null && (
          <Text size="sm" c="red">
            {t('comments.loadFailed')}
          </Text>
        )}
        {comments?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('comments.none')}
          </Text>
        )}
        <Stack gap={6}>
          {comments?.map((c) => (
            <Paper
              key={c.id}
              withBorder
              p={6}
              radius="sm"
              data-testid={`comment-${c.id}`}
              data-seen={String(c.seen)}
              bg={c.seen ? undefined : 'var(--mantine-color-yellow-0)'}
            >
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" fw={600}>
                    {c.ownComment ? t('comments.you') : c.userName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatTimestamp(c.sDate)}
                  </Text>
                  {!c.seen && (
                    <Badge size="xs" color="red" variant="filled">
                      {t('comments.new')}
                    </Badge>
                  )}
                </Group>
                {c.ownComment && (
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('comments.delete')} onClick={() => void remove(c)}>
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      <Textarea
        aria-label={t('comments.newComment')}
        placeholder={t('comments.placeholder')}
        autosize
        minRows={2}
        maxRows={4}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void add();
        }}
      />
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" disabled={!text.trim()} loading={busy} onClick={() => void add()}>
          {t('comments.add')}
        </Button>
      </Group>
    </Modal>
  );
}
