import { ActionIcon, Badge, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatTimestamp, useApi } from '../../../sdk/client';
import { boardsApi } from '../public';
import type { BoardCard, BoardComment } from '../types';

export const COMMENTS_DIALOG_SIZE = { width: 352, height: 502 };

export interface CommentsDialogProps {
  /** The card whose comments are shown; null: closed. */
  card: BoardCard | null;
  onClose(): void;
  /** After comments were added, deleted or marked seen: the board refreshes its counts. */
  onChanged(): void;
}

/**
 * A card's comments (spec 1 §2, 352x502): the comments of other users not seen before are flagged
 * 'new' (own comments never are), opening the dialog marks them seen, Add is disabled while the
 * text is empty, and the user's own comments can be deleted.
 */
export function CommentsDialog({ card, onClose, onChanged }: CommentsDialogProps) {
  const api = useApi();
  const [comments, setComments] = useState<BoardComment[] | null>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cardId = card?.id;

  const load = async (id: number, signal?: AbortSignal) => {
    const list = await api.load(boardsApi.comments, { params: { id }, signal });
    if (signal?.aborted) return;
    setComments(list ?? null);
    // Seen from now on; the flags stay on screen for this opening so that the reader sees what was new.
    const unseen = (list ?? []).filter((c) => !c.seen);
    if (unseen.length) {
      await Promise.all(unseen.map((c) => api.call(boardsApi.markSeen, { params: { id: c.id }, body: { seen: true } })));
      onChanged();
    }
  };

  useEffect(() => {
    setComments(undefined);
    setText('');
    setError(undefined);
  }, [cardId]);

  // Reloaded when the card's count changes (a comment arrived while open: it is marked seen too).
  useEffect(() => {
    if (cardId === undefined) return;
    const ctrl = new AbortController();
    void load(cardId, ctrl.signal);
    return () => ctrl.abort();
  }, [cardId, card?.nComments]);

  const add = async () => {
    if (!card || !text.trim()) return;
    setBusy(true);
    const res = await api.call(boardsApi.addComment, { params: { cardId: card.id }, body: { cardId: card.id, seen: true, text: text.trim() } });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setText('');
    setError(undefined);
    await load(card.id);
    onChanged();
  };

  const remove = async (c: BoardComment) => {
    const res = await api.call(boardsApi.deleteComment, { params: { id: c.id } });
    if (!res.ok) return setError(res.error);
    await load(c.cardId);
    onChanged();
  };

  return (
    <Modal opened={card !== null} onClose={onClose} title={card ? `Comments: ${card.title}` : 'Comments'} size={COMMENTS_DIALOG_SIZE.width}
      styles={{ content: { height: COMMENTS_DIALOG_SIZE.height, display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 } }}
      data-testid="comments-dialog">
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        {comments === undefined && <Group justify="center" p="md"><Loader size="sm" /></Group>}
        {comments === null && <Text size="sm" c="red">The comments could not be loaded.</Text>}
        {comments?.length === 0 && <Text size="sm" c="dimmed">No comments yet.</Text>}
        <Stack gap={6}>
          {comments?.map((c) => (
            <Paper key={c.id} withBorder p={6} radius="sm" data-testid={`comment-${c.id}`} data-seen={String(c.seen)}
              bg={c.seen ? undefined : 'var(--mantine-color-yellow-0)'}>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" fw={600}>{c.ownComment ? 'You' : c.userName}</Text>
                  <Text size="xs" c="dimmed">{formatTimestamp(c.sDate)}</Text>
                  {!c.seen && <Badge size="xs" color="red" variant="filled">new</Badge>}
                </Group>
                {c.ownComment && (
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label="Delete comment" onClick={() => void remove(c)}>
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.text}</Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      <Textarea aria-label="New comment" placeholder="Write a comment" autosize minRows={2} maxRows={4} value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void add();
        }} />
      {error && <Text size="xs" c="red">{error}</Text>}
      <Group justify="flex-end">
        <Button size="xs" disabled={!text.trim()} loading={busy} onClick={() => void add()}>Add</Button>
      </Group>
    </Modal>
  );
}
