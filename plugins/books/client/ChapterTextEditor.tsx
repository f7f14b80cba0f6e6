import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialectHtmlEditor, useApi, useCommands, type DialectHtml, useT } from '../../../sdk/client';
import { booksApi, type ChapterWithTexts, type TextTarget } from '../public';

const toDialectHtml = (targets: TextTarget[]): DialectHtml[] => targets.map(({ html, ...d }) => ({ ...d, text: html }));

/**
 * One chapter text: its title and its HTML in each target dialect. Save writes the title and the
 * changed dialects in one request; a refusal keeps what was typed and says why.
 */
export function ChapterTextEditor({ textId, onSaved, onDelete }: { textId: number; onSaved(chapter: ChapterWithTexts): void; onDelete(): void }) {
  const api = useApi();
  const t = useT('books');
  const [saved, setSaved] = useState<{ title: string; targets: DialectHtml[] }>();
  const [draft, setDraft] = useState<{ title: string; targets: DialectHtml[] }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.load(booksApi.text, { params: { id: textId } }).then((x) => {
      if (!x) return;
      const v = { title: x.title, targets: toDialectHtml(x.targets) };
      setSaved(v);
      setDraft(v);
    });
  }, [api, textId]);

  /** One request: the title and the changed dialects; the answer's chapter (its words, its texts) goes to the chapter editor. */
  const save = async () => {
    if (!draft || !saved || busy) return;
    setBusy(true);
    setError(undefined);
    const targets = draft.targets
      .filter((x) => x.text !== saved.targets.find((s) => s.dialectId === x.dialectId)?.text)
      .map((x) => ({ dialectId: x.dialectId, html: x.text }));
    const res = await api.call(booksApi.saveText, { params: { id: textId }, body: { title: draft.title, targets } });
    setBusy(false);
    if (!res.ok) return setError(res.error); // what was typed stays
    const next = { title: res.data.title, targets: toDialectHtml(res.data.targets) };
    setSaved(next);
    setDraft(next);
    onSaved(res.data.chapter);
  };
  useCommands([{ id: 'save-text', category: t('category'), title: t('commands.saveText'), keys: 'alt+shift+S', when: () => !!draft, run: () => void save() }]);
  if (!draft) return null;
  return (
    <Stack gap="xs" data-testid="chapter-text-editor">
      {error && <Alert color="red">{error}</Alert>}
      <TextInput label={t('text.title')} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
      <DialectHtmlEditor label={t('text.text')} toolbar="translation" value={draft.targets} onChange={(targets) => setDraft({ ...draft, targets })} />
      <Group justify="flex-end">
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
          {t('text.delete')}
        </Button>
        <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={busy} onClick={() => void save()}>
          {t('text.save')}
        </Button>
      </Group>
    </Stack>
  );
}
