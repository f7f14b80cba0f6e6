import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ClDetails, SortableList, useCommands, useOrderedParts, useT } from '../../../sdk/client';
import { readingTextParts, type ReadingText } from '../public';
import { TextEditor } from './TextEditor';

const AI_REVIEW = ['', 'red', 'green'] as const;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The Text tab: the reading's texts (drag to reorder when its toggle is on), Add Text, and the
 * selected text's editor (initialTextId when a link names one of them, else the first). Each
 * action is one request: add, save, move and delete answer what the tab shows next.
 */
export function ReadingTexts({ readingId, initialTextId }: { readingId: number; initialTextId?: number }) {
  const parts = useOrderedParts(readingTextParts, readingId);
  const t = useT('readings');
  const rows = parts.rows;
  // undefined: not chosen yet (the link's text or the first, once the texts are in); null: none.
  const [selected, setSelected] = useState<number | null>();
  // The text as the add answered it, so that its editor does not read it again.
  const [added, setAdded] = useState<ReadingText>();
  useEffect(() => {
    if (initialTextId) setSelected(undefined);
  }, [initialTextId]);
  useEffect(() => {
    if (rows && selected === undefined) setSelected(rows.find((r) => r.id === initialTextId)?.id ?? rows[0]?.id ?? null);
  }, [rows, selected, initialTextId]);

  const select = (id: number | null) => {
    setSelected(id);
    setAdded(undefined);
  };
  const add = async () => {
    const res = await parts.add({});
    if (!res.ok) return;
    setSelected(res.data.id);
    setAdded(res.data.record);
  };
  const remove = async (id: number) => {
    if ((await parts.remove(id)).ok && id === selected) select(null);
  };
  useCommands([{ id: 'add-reading-text', category: t('category'), title: t('commands.addText'), keys: 'mod+alt+T', run: () => void add() }]);

  return (
    <Group align="flex-start" wrap="nowrap" gap="md" h="100%">
      <Stack w={320} gap="xs" style={{ flex: 'none' }}>
        <Button size="xs" onClick={() => void add()} style={{ alignSelf: 'flex-start' }}>
          {t('texts.add')}
        </Button>
        {parts.error && (
          <Alert color="red" py={4}>
            {parts.error}
          </Alert>
        )}
        <ScrollArea.Autosize mah={600}>
          <SortableList label={t('texts.plural')} items={rows ?? []} onMove={parts.move}>
            {(r) => (
              <Paper
                withBorder
                p={6}
                mb={4}
                bg={r.id === selected ? 'blue.0' : undefined}
                style={{ cursor: 'pointer' }}
                onClick={() => select(r.id)}
                data-testid="reading-text-row"
                aria-selected={r.id === selected}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {r.title}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ClDetails details={r.clDetails} />
                    {r.aiReview > 0 && (
                      <Badge size="xs" color={AI_REVIEW[r.aiReview]}>
                        {t('texts.ai')}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {r.text || '—'}
                </Text>
                <Group justify="space-between">
                  <Text size="xs" data-testid="audio-span">
                    {seconds(r.audioStart)}–{r.audioEnd ? seconds(r.audioEnd) : t('texts.end')} s
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={(e) => {
                      e.stopPropagation();
                      void remove(r.id);
                    }}
                  >
                    {t('texts.delete')}
                  </Button>
                </Group>
              </Paper>
            )}
          </SortableList>
        </ScrollArea.Autosize>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected ? (
          <TextEditor
            key={selected}
            id={selected}
            record={added?.id === selected ? added : undefined}
            onSaved={(saved) => saved.row && parts.update(saved.row)}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {rows?.length ? t('texts.choose') : t('texts.none')}
          </Text>
        )}
      </div>
    </Group>
  );
}
