import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SortableList, useCommands, useOrderedParts, useT } from '../../../sdk/client';
import { chapterParts } from '../public';
import { ChapterDialog } from './ChapterDialog';
import { ChapterEditor } from './ChapterEditor';

/** The Chapters tab: lesson position, title and word count, drag reorder, add; a click opens the chapter editor. */
export function ChaptersPanel({ bookId, openChapterId }: { bookId: number; openChapterId?: number }) {
  const parts = useOrderedParts(chapterParts, bookId);
  const t = useT('books');
  const chapters = parts.rows;
  const [open, setOpen] = useState<number | undefined>(openChapterId);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (openChapterId) setOpen(openChapterId);
  }, [openChapterId]);
  useCommands([{ id: 'add-chapter', category: t('category'), title: t('commands.addChapter'), keys: 'alt+shift+C', run: () => setAdding(true) }]);

  if (open) {
    // The editor hands the chapter's row as its writes answered it: back, the list shows it as is.
    return (
      <ChapterEditor
        chapterId={open}
        onBack={() => setOpen(undefined)}
        onChanged={parts.update}
        onDelete={async () => {
          const res = await parts.remove(open);
          if (res.ok) setOpen(undefined);
          return res;
        }}
      />
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500}>{t('chapters.title')}</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('chapters.add')}
        </Button>
      </Group>
      {parts.error && <Alert color="red">{parts.error}</Alert>}
      {chapters?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chapters.none')}
        </Text>
      )}
      {chapters && (
        <SortableList label={t('chapters.plural')} items={chapters} onMove={parts.move}>
          {(c) => (
            <UnstyledButton
              onClick={() => setOpen(c.id)}
              data-chapter={c.title}
              w="100%"
              p={4}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            >
              <Group gap="sm" wrap="nowrap">
                <Text size="xs" c="dimmed" w={70}>
                  {t('chapters.lesson', { lesson: c.lessonPos })}
                </Text>
                <Text size="sm" style={{ flex: 1 }}>
                  {c.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('chapters.words', { count: c.nWords })}
                </Text>
              </Group>
            </UnstyledButton>
          )}
        </SortableList>
      )}
      <ChapterDialog
        opened={adding}
        title={t('chapters.add')}
        initial={{ title: '', lessonPos: 0 }}
        onClose={() => setAdding(false)}
        onSave={async (fields) => {
          const res = await parts.add(fields);
          return res.ok ? undefined : { error: res.error, fields: res.fields };
        }}
      />
    </Stack>
  );
}
