import { Badge, Button, Group, Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ClDetails, useApi, useCommands } from '../../../sdk/client';
import { readingsApi, type ReadingTextRow } from '../public';
import { SortableList } from './SortableList';
import { TextEditor } from './TextEditor';

const AI_REVIEW = ['', 'red', 'green'] as const;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The Text tab: the reading's texts (drag to reorder when the switch is on), Add Text, and the
 * selected text's editor (initialTextId when a link names one of them, else the first).
 */
export function ReadingTexts({ readingId, initialTextId }: { readingId: number; initialTextId?: number }) {
  const api = useApi();
  const [rows, setRows] = useState<ReadingTextRow[]>([]);
  const [selected, setSelected] = useState<number>();
  const [dnd, setDnd] = useState(false);
  const [message, setMessage] = useState<string>();

  const load = useCallback(async () => {
    const r = await api.load(readingsApi.texts, { params: { id: readingId } });
    if (r) setRows(r);
    return r ?? [];
  }, [api, readingId]);
  useEffect(() => {
    void load().then((r) => setSelected(r.find((t) => t.id === initialTextId)?.id ?? r[0]?.id));
  }, [load, initialTextId]);

  const add = async () => {
    const res = await api.call(readingsApi.addText, { params: { id: readingId }, body: {} });
    if (!res.ok) return setMessage(res.error);
    await load();
    setSelected(res.data.id);
  };
  const remove = async (id: number) => {
    const res = await api.call(readingsApi.deleteText, { params: { id } });
    if (!res.ok) return setMessage(res.error);
    const r = await load();
    setSelected(r[0]?.id);
  };
  const move = async (next: ReadingTextRow[], id: number, destinationPos: number) => {
    const before = rows;
    setRows(next); // optimistic, then the server
    const res = await api.call(readingsApi.moveText, { params: { id }, body: { destinationPos } });
    if (!res.ok) {
      setRows(before);
      setMessage(res.error);
    }
  };
  useCommands([{ id: 'add-reading-text', category: 'Readings', title: 'Add text', keys: 'mod+alt+T', run: () => void add() }]);

  return (
    <Group align="flex-start" wrap="nowrap" gap="md" h="100%">
      <Stack w={320} gap="xs" style={{ flex: 'none' }}>
        <Group justify="space-between">
          <Button size="xs" onClick={() => void add()}>Add Text</Button>
          <Switch size="xs" label="Drag and drop" checked={dnd && rows.length > 1} disabled={rows.length < 2} onChange={(e) => setDnd(e.currentTarget.checked)} />
        </Group>
        {message && <Text size="xs" c="red">{message}</Text>}
        <ScrollArea.Autosize mah={600}>
          <SortableList items={rows} enabled={dnd && rows.length > 1} onMove={(n, id, pos) => void move(n, id, pos)}>
            {(r) => (
              <Paper withBorder p={6} mb={4} bg={r.id === selected ? 'blue.0' : undefined} style={{ cursor: dnd ? 'grab' : 'pointer' }}
                onClick={() => setSelected(r.id)} data-testid="reading-text-row" aria-selected={r.id === selected}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate>{r.title}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ClDetails details={r.clDetails} />
                    {r.aiReview > 0 && <Badge size="xs" color={AI_REVIEW[r.aiReview]}>AI</Badge>}
                  </Group>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2}>{r.text || '—'}</Text>
                <Group justify="space-between">
                  <Text size="xs" data-testid="audio-span">{seconds(r.audioStart)}–{r.audioEnd ? seconds(r.audioEnd) : 'end'} s</Text>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={(e) => { e.stopPropagation(); void remove(r.id); }}>Delete</Button>
                </Group>
              </Paper>
            )}
          </SortableList>
        </ScrollArea.Autosize>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected ? <TextEditor key={selected} id={selected} onSaved={() => void load()} /> : <Text c="dimmed" size="sm">No text yet: Add Text.</Text>}
      </div>
    </Group>
  );
}
