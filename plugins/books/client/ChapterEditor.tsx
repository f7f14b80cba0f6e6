import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { ClDetails, SortableList, useApi, useCommands, useOrderedParts, type WriteOutcome, useT } from '../../../sdk/client';
import { booksApi, chapterTextParts, type Chapter, type ChapterWithTexts } from '../public';
import { DeepLink } from './book';
import { ChapterDialog } from './ChapterDialog';
import { ChapterTextEditor } from './ChapterTextEditor';

/**
 * The chapter editor: its texts (drag reorder, add), the Edit Chapter dialog, and the selected text's
 * editor; onDelete deletes the chapter. Every write answers the chapter or its texts, whose words make
 * the chapter's: onChanged hands the chapter's row, so the chapters list shows it without reading again.
 */
export function ChapterEditor({
  chapterId,
  onBack,
  onDelete,
  onChanged,
}: {
  chapterId: number;
  onBack(): void;
  onDelete(): Promise<WriteOutcome<unknown>>;
  onChanged(row: Chapter): void;
}) {
  const api = useApi();
  const t = useT('books');
  const link = useContext(DeepLink);
  const [chapter, setChapter] = useState<ChapterWithTexts | null>();
  const [selected, setSelected] = useState<number | undefined>(link.chapterId === chapterId ? link.textId : undefined);
  const [editing, setEditing] = useState(false);
  const [armed, setArmed] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    void api.load(booksApi.chapter, { params: { id: chapterId } }).then((c) => setChapter(c ?? null));
  }, [api, chapterId]);
  // The texts come with the chapter; their writes answer them.
  const parts = useOrderedParts(chapterTextParts, chapterId, [chapter?.texts, (texts) => setChapter((c) => c && { ...c, texts })]);
  const texts = chapter?.texts ?? [];
  const nWords = texts.reduce((n, x) => n + x.nWords, 0);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  useEffect(() => {
    if (!chapter) return;
    const { texts: list, ...row } = chapter;
    changed.current({ ...row, nWords: list.reduce((n, x) => n + x.nWords, 0) });
  }, [chapter]);
  const current = texts.find((x) => x.id === selected) ?? texts[0];

  const addText = async () => {
    const res = await parts.add({ title: t('chapter.newText', { n: texts.length + 1 }) });
    if (res.ok) setSelected(res.data.id);
  };
  useCommands([
    { id: 'add-text', category: t('category'), title: t('commands.addText'), keys: 'alt+shift+T', run: () => void addText() },
    { id: 'edit-chapter', category: t('category'), title: t('commands.editChapter'), keys: 'alt+shift+E', run: () => setEditing(true) },
  ]);
  if (chapter === undefined)
    return (
      <Text size="sm" c="dimmed">
        {t('chapter.loading')}
      </Text>
    );
  if (chapter === null)
    return (
      <Stack>
        <Alert color="red">{t('chapter.gone')}</Alert>
        <Button variant="default" onClick={onBack}>
          {t('chapter.back')}
        </Button>
      </Stack>
    );

  const removeChapter = async () => {
    if (!armed) return setArmed(true);
    const res = await onDelete();
    if (!res.ok) setError(res.error);
  };
  const removeText = async (id: number) => {
    if ((await parts.remove(id)).ok) setSelected(undefined);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          {t('chapter.chapters')}
        </Button>
        <Text fw={600} style={{ flex: 1 }} data-testid="chapter-title">
          {chapter.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t('chapter.lessonWords', { lesson: chapter.lessonPos, count: nWords })}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setEditing(true)}>
          {t('chapter.edit')}
        </Button>
        <Button size="xs" variant={armed ? 'filled' : 'subtle'} color="red" leftSection={<IconTrash size={14} />} onClick={() => void removeChapter()}>
          {armed ? t('chapter.confirmDelete') : t('chapter.delete')}
        </Button>
      </Group>
      {(error ?? parts.error) && <Alert color="red">{error ?? parts.error}</Alert>}
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('chapter.texts')}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => void addText()}>
          {t('chapter.addText')}
        </Button>
      </Group>
      <SortableList label={t('chapter.textsPlural')} items={texts} onMove={parts.move}>
        {(x) => (
          <UnstyledButton
            w="100%"
            p={4}
            onClick={() => setSelected(x.id)}
            data-text={x.title}
            style={{ borderRadius: 4, background: x.id === current?.id ? 'var(--mantine-color-blue-light)' : undefined }}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                {x.position}. {x.title || t('chapter.untitled')}
              </Text>
              <ClDetails details={x.clDetails} />
            </Group>
          </UnstyledButton>
        )}
      </SortableList>
      {current && <ChapterTextEditor key={current.id} textId={current.id} onDelete={() => void removeText(current.id)} onSaved={setChapter} />}
      <ChapterDialog
        opened={editing}
        title={t('chapter.edit')}
        initial={{ title: chapter.title, lessonPos: chapter.lessonPos }}
        onClose={() => setEditing(false)}
        onSave={async (fields) => {
          const res = await api.call(booksApi.saveChapter, { params: { id: chapterId }, body: { ...fields, clDetails: chapter.clDetails } });
          if (!res.ok) return { error: res.error, fields: res.fields };
          setChapter(res.data);
          return undefined;
        }}
      />
    </Stack>
  );
}
