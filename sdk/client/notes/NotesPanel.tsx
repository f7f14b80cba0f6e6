import { ActionIcon, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronRight, IconNotes, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { platformApi, type Note } from '../../shared';
import { useApi } from '../hooks';
import { formatTimestamp } from '../grid/display';
import { useT } from '../i18n/i18n';

export type { Note };

export const NOTES_WIDTH = 240;

/**
 * Notes on a record (spec 2 §2): collapsible, 240 px open. An opened note can be closed and a
 * closed one deleted, with the same button; adding needs text.
 */
export function NotesPanel({ refType, refId }: { refType: number; refId: number }) {
  const t = useT('sdk');
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState<Note[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    const ctrl = new AbortController();
    void api.load(platformApi.notes, { params: { ref: refType, refId }, signal: ctrl.signal }).then((list) => !ctrl.signal.aborted && setNotes(list ?? []));
    return () => ctrl.abort();
  }, [api, refType, refId]);

  const opened = notes.filter((n) => n.status === 'OPENED').length;
  if (!open) {
    return (
      <Stack w={28} align="center" pt={6} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
        <Tooltip label={t('notes.title')}>
          <ActionIcon variant="subtle" aria-label={t('notes.show')} onClick={() => setOpen(true)}>
            <IconNotes size={16} />
          </ActionIcon>
        </Tooltip>
        {opened > 0 && (
          <Badge size="xs" circle>
            {opened}
          </Badge>
        )}
      </Stack>
    );
  }
  // Each write answers the record's notes: one request per action.
  const act = async (n: Note) => {
    const res =
      n.status === 'OPENED'
        ? await api.call(platformApi.closeNote, { params: { id: n.id }, body: { status: 'CLOSED' } })
        : await api.call(platformApi.deleteNote, { params: { id: n.id } });
    if (res.ok) setNotes(res.data.notes);
  };
  const add = async () => {
    const res = await api.call(platformApi.addNote, { params: { ref: refType, refId }, body: { note: text } });
    if (res.ok) {
      setText('');
      setNotes(res.data.notes);
    }
  };
  return (
    <Stack w={NOTES_WIDTH} gap={6} p={6} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }} data-testid="notes-panel">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('notes.title')}
        </Text>
        <ActionIcon variant="subtle" aria-label={t('notes.hide')} onClick={() => setOpen(false)}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap={6}>
          {notes.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('notes.none')}
            </Text>
          )}
          {notes.map((n) => (
            <Paper key={n.id} withBorder p={6} opacity={n.status === 'CLOSED' ? 0.6 : 1}>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {n.user} · {formatTimestamp(n.time)}
                </Text>
                <Tooltip label={n.status === 'OPENED' ? t('notes.close') : t('common.delete')}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color={n.status === 'OPENED' ? 'green' : 'red'}
                    aria-label={n.status === 'OPENED' ? t('notes.closeNote') : t('notes.deleteNote')}
                    onClick={() => void act(n)}
                  >
                    {n.status === 'OPENED' ? <IconCheck size={14} /> : <IconTrash size={14} />}
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.note}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      <Textarea
        size="xs"
        autosize
        minRows={2}
        placeholder={t('notes.placeholder')}
        aria-label={t('notes.newNote')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button size="xs" disabled={!text.trim()} onClick={() => void add()}>
        {t('notes.add')}
      </Button>
    </Stack>
  );
}
