import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useContext, useEffect, useState } from 'react';
import { ClDetails, SortableList, useApi, useCommands } from '../../../sdk/client';
import { booksApi, type ChapterWithTexts } from '../public';
import { DeepLink } from './book';
import { ChapterDialog } from './ChapterDialog';
import { ChapterTextEditor } from './ChapterTextEditor';

/** The chapter editor: its texts (drag reorder, add), the Edit Chapter dialog, and the selected text's editor. */
export function ChapterEditor({ chapterId, onBack }: { chapterId: number; onBack(): void }) {
  const api = useApi();
  const link = useContext(DeepLink);
  const [chapter, setChapter] = useState<ChapterWithTexts | null>();
  const [selected, setSelected] = useState<number | undefined>(link.chapterId === chapterId ? link.textId : undefined);
  const [editing, setEditing] = useState(false);
  const [armed, setArmed] = useState(false);
  const [error, setError] = useState<string>();
  const load = useCallback(async () => setChapter(await api.load(booksApi.chapter, { params: { id: chapterId } }) ?? null), [api, chapterId]);
  useEffect(() => { void load(); }, [load]);
  const texts = chapter?.texts ?? [];
  const current = texts.find((t) => t.id === selected) ?? texts[0];

  const addText = async () => {
    const res = await api.call(booksApi.addText, { params: { id: chapterId }, body: { title: `Text ${texts.length + 1}` } });
    if (!res.ok) return setError(res.error);
    setChapter((c) => c && { ...c, texts: res.data.texts });
    setSelected(res.data.id);
  };
  useCommands([
    { id: 'add-text', category: 'Books', title: 'Add chapter text', keys: 'alt+shift+T', run: () => void addText() },
    { id: 'edit-chapter', category: 'Books', title: 'Edit chapter', keys: 'alt+shift+E', run: () => setEditing(true) },
  ]);
  if (chapter === undefined) return <Text size="sm" c="dimmed">Loading…</Text>;
  if (chapter === null) return <Stack><Alert color="red">This chapter no longer exists.</Alert><Button variant="default" onClick={onBack}>Back</Button></Stack>;

  const move = async (id: number, destinationPos: number) => {
    const res = await api.call(booksApi.moveText, { params: { id }, body: { destinationPos } });
    if (res.ok) setChapter((c) => c && { ...c, texts: res.data });
    setError(res.ok ? undefined : res.error);
    return res.ok;
  };
  const removeChapter = async () => {
    if (!armed) return setArmed(true);
    const res = await api.call(booksApi.deleteChapter, { params: { id: chapterId } });
    if (res.ok) onBack();
    else setError(res.error);
  };
  const removeText = async (id: number) => {
    const res = await api.call(booksApi.deleteText, { params: { id } });
    if (!res.ok) return setError(res.error);
    setChapter((c) => c && { ...c, texts: res.data.texts });
    setSelected(undefined);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>Chapters</Button>
        <Text fw={600} style={{ flex: 1 }} data-testid="chapter-title">{chapter.title}</Text>
        <Text size="xs" c="dimmed">Lesson {chapter.lessonPos} · {chapter.nWords} words</Text>
        <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setEditing(true)}>Edit chapter</Button>
        <Button size="xs" variant={armed ? 'filled' : 'subtle'} color="red" leftSection={<IconTrash size={14} />} onClick={() => void removeChapter()}>
          {armed ? 'Delete with its texts?' : 'Delete'}
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="space-between">
        <Text size="sm" fw={500}>Texts</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => void addText()}>Add text</Button>
      </Group>
      <SortableList label="texts" items={texts} onMove={move}>
        {(t) => (
          <UnstyledButton w="100%" p={4} onClick={() => setSelected(t.id)} data-text={t.title}
            style={{ borderRadius: 4, background: t.id === current?.id ? 'var(--mantine-color-blue-light)' : undefined }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">{t.position}. {t.title || '(untitled)'}</Text>
              <ClDetails details={t.clDetails} />
            </Group>
          </UnstyledButton>
        )}
      </SortableList>
      {current && <ChapterTextEditor key={current.id} textId={current.id} onDelete={() => void removeText(current.id)}
        onSaved={(t) => { setChapter((c) => c && { ...c, texts: c.texts.map((x) => (x.id === t.id ? { ...x, title: t.title } : x)) }); void load(); }} />}
      <ChapterDialog opened={editing} title="Edit chapter" initial={{ title: chapter.title, lessonPos: chapter.lessonPos }}
        onClose={() => setEditing(false)}
        onSave={async (fields) => {
          const res = await api.call(booksApi.saveChapter, { params: { id: chapterId }, body: { ...fields, clDetails: chapter.clDetails } });
          if (!res.ok) return { error: res.error, fields: res.fields };
          setChapter(res.data);
          return undefined;
        }} />
    </Stack>
  );
}
