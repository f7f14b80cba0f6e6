import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { forwardRef, useEffect, useState } from 'react';
import { formatTimestamp, useApi, useT, type Note } from '../../../sdk/client';
import { platformApi } from '../../../sdk/shared';

/**
 * The comments of the active CAT row: the notes of the record its text belongs to (the platform's
 * record notes). The field's ref lets the CAT focus it by a key; Ctrl+Enter in it adds the comment.
 */
export const SegmentComments = forwardRef<HTMLTextAreaElement, { refType: number; refId: number }>(function SegmentComments({ refType, refId }, ref) {
  const t = useT('translations');
  const api = useApi();
  const [notes, setNotes] = useState<Note[]>();
  const [text, setText] = useState('');
  useEffect(() => {
    const ctrl = new AbortController();
    void api.load(platformApi.notes, { params: { ref: refType, refId }, signal: ctrl.signal }).then((n) => !ctrl.signal.aborted && setNotes(n ?? []));
    return () => ctrl.abort();
  }, [api, refType, refId]);

  const add = async () => {
    if (!text.trim()) return;
    const res = await api.call(platformApi.addNote, { params: { ref: refType, refId }, body: { note: text } });
    if (res.ok) {
      setText('');
      setNotes(res.data.notes);
    }
  };
  // An open comment is closed, a closed one deleted, as the record's notes panel does.
  const act = async (n: Note) => {
    const res =
      n.status === 'OPENED'
        ? await api.call(platformApi.closeNote, { params: { id: n.id }, body: { status: 'CLOSED' } })
        : await api.call(platformApi.deleteNote, { params: { id: n.id } });
    if (res.ok) setNotes(res.data.notes);
  };

  return (
    <Stack gap={4} data-testid="segment-comments">
      <Title order={6}>{t('comments.title')}</Title>
      {notes?.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('comments.none')}
        </Text>
      )}
      {notes?.map((n) => (
        <Paper key={n.id} withBorder p={4} opacity={n.status === 'CLOSED' ? 0.6 : 1}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {n.user} · {formatTimestamp(n.time)}
            </Text>
            <ActionIcon size="xs" variant="subtle" aria-label={n.status === 'OPENED' ? t('comments.close') : t('comments.delete')} onClick={() => void act(n)}>
              {n.status === 'OPENED' ? <IconCheck size={12} /> : <IconTrash size={12} />}
            </ActionIcon>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {n.note}
          </Text>
        </Paper>
      ))}
      <Textarea
        ref={ref}
        size="xs"
        autosize
        minRows={1}
        aria-label={t('comments.new')}
        placeholder={t('comments.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.stopPropagation();
            void add();
          }
        }}
      />
      <Group justify="flex-end">
        <Button size="compact-xs" variant="light" disabled={!text.trim()} onClick={() => void add()}>
          {t('comments.add')}
        </Button>
      </Group>
    </Stack>
  );
});
