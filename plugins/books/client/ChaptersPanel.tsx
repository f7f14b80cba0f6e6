import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { SortableList, useApi, useCommands } from '../../../sdk/client';
import { booksApi, type Chapter } from '../public';
import { ChapterDialog } from './ChapterDialog';
import { ChapterEditor } from './ChapterEditor';

/** The Chapters tab: lesson position, title and word count, drag reorder, add; a click opens the chapter editor. */
export function ChaptersPanel({ bookId, openChapterId }: { bookId: number; openChapterId?: number }) {
  const api = useApi();
  const [chapters, setChapters] = useState<Chapter[]>();
  const [open, setOpen] = useState<number | undefined>(openChapterId);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const load = useCallback(async () => setChapters(await api.load(booksApi.chapters, { params: { id: bookId } }) ?? []), [api, bookId]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { if (openChapterId) setOpen(openChapterId); }, [openChapterId]);
  useCommands([{ id: 'add-chapter', category: 'Books', title: 'Add chapter', keys: 'alt+shift+C', run: () => setAdding(true) }]);

  if (open) return <ChapterEditor chapterId={open} onBack={() => { setOpen(undefined); void load(); }} />;

  const move = async (id: number, destinationPos: number) => {
    const res = await api.call(booksApi.moveChapter, { params: { id }, body: { destinationPos } });
    if (res.ok) setChapters(res.data);
    setError(res.ok ? undefined : res.error);
    return res.ok;
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500}>Chapters</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>Add chapter</Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {chapters?.length === 0 && <Text size="sm" c="dimmed">No chapters yet.</Text>}
      {chapters && (
        <SortableList label="chapters" items={chapters} onMove={move}>
          {(c) => (
            <UnstyledButton onClick={() => setOpen(c.id)} data-chapter={c.title} w="100%" p={4}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
              <Group gap="sm" wrap="nowrap">
                <Text size="xs" c="dimmed" w={70}>Lesson {c.lessonPos}</Text>
                <Text size="sm" style={{ flex: 1 }}>{c.title}</Text>
                <Text size="xs" c="dimmed">{c.nWords} words</Text>
              </Group>
            </UnstyledButton>
          )}
        </SortableList>
      )}
      <ChapterDialog opened={adding} title="Add chapter" initial={{ title: '', lessonPos: 0 }} onClose={() => setAdding(false)}
        onSave={async (fields) => {
          const res = await api.call(booksApi.addChapter, { params: { id: bookId }, body: fields });
          if (!res.ok) return { error: res.error, fields: res.fields };
          setChapters(res.data.chapters);
          return undefined;
        }} />
    </Stack>
  );
}
