import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { DataGrid, TranslationsEditor, useApi, useCommands, useT } from '../../../sdk/client';
import { titleCalls, type TitledKind, type TitleRow, type Titles } from '../public';

/**
 * Lesson Titles and Panel Titles (spec 3 §2): the course's lessons or panels on the left, the
 * selected one's titles per dialect on the right; Save is one request answering the titles and
 * the grid row. A refused save keeps what was typed.
 */
export function TitlesScreen({ courseId, path }: { courseId: number; path: TitledKind }) {
  const t = useT('titles');
  const api = useApi();
  const [rows, setRows] = useState<TitleRow[]>();
  const [filter, setFilter] = useState('');
  const [openId, setOpenId] = useState<number>();
  useEffect(() => {
    void api.load(titleCalls[path].rows, { params: { courseId } }).then((r) => setRows(r ?? []));
  }, [api, courseId, path]);
  const shown = rows?.filter((r) => !filter.trim() || r.title.toLowerCase().includes(filter.trim().toLowerCase()) || String(r.id) === filter.trim());
  return (
    <Group align="stretch" gap="xs" h="100%" wrap="nowrap" p="xs">
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <TextInput size="xs" aria-label={t('search')} placeholder={t('search')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
        <div style={{ flex: 1, minHeight: 0 }}>
          <DataGrid gridName="titles" rows={shown} selectedId={openId} onSelect={(r) => setOpenId(r.id)} />
        </div>
      </Stack>
      <Stack gap="xs" w={480}>
        {openId === undefined ? (
          <Text c="dimmed" size="sm">
            {t(`kinds.${path}.choose`)}
          </Text>
        ) : (
          <TitlesEditor
            key={openId}
            courseId={courseId}
            path={path}
            id={openId}
            onSaved={(row) => setRows((all) => all?.map((r) => (r.id === row.id ? row : r)))}
          />
        )}
      </Stack>
    </Group>
  );
}

/** One record's titles; Save (Ctrl+S) is one request answering the titles and the grid row. */
export function TitlesEditor({ courseId, path, id, onSaved }: { courseId: number; path: TitledKind; id: number; onSaved(row: TitleRow): void }) {
  const t = useT('titles');
  const api = useApi();
  const [open, setOpen] = useState<Titles>();
  const [draft, setDraft] = useState<Titles>();
  const [message, setMessage] = useState<{ color: 'green' | 'red'; text: string }>();
  useEffect(() => {
    void api.load(titleCalls[path].get, { params: { courseId, id } }).then((titles) => {
      setOpen(titles);
      setDraft(titles);
    });
  }, [api, courseId, path, id]);
  const save = useCallback(async () => {
    if (!draft) return;
    const res = await api.call(titleCalls[path].save, { params: { courseId, id: draft.id }, body: { targets: draft.targets, sources: draft.sources } });
    // A refused save says why and keeps what was typed.
    if (!res.ok) {
      setMessage({ color: 'red', text: Object.values(res.fields ?? {})[0] ?? res.error });
      return;
    }
    setOpen(res.data.record);
    setDraft(res.data.record);
    setMessage({ color: 'green', text: t('saved') });
    if (res.data.row) onSaved(res.data.row);
  }, [api, courseId, path, draft, onSaved, t]);
  useCommands(
    [{ id: 'titles-save', category: t(`kinds.${path}.title`), title: t(`kinds.${path}.save`), keys: 'mod+S', when: () => !!draft, run: () => void save() }],
    {
      recordOpen: !!draft,
    },
  );
  if (!draft)
    return (
      <Text c="dimmed" size="sm">
        {t('loading')}
      </Text>
    );
  return (
    <>
      <Text fw={600}>{t(`kinds.${path}.record`, { id: draft.id })}</Text>
      <TranslationsEditor label={t('titles')} value={draft.targets} onChange={(targets) => setDraft({ ...draft, targets })} />
      {draft.sources.length > 0 && (
        <TranslationsEditor label={t('sourceTitles')} value={draft.sources} onChange={(sources) => setDraft({ ...draft, sources })} />
      )}
      {message && (
        <Alert color={message.color} p="xs">
          {message.text}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void save()} disabled={JSON.stringify(draft) === JSON.stringify(open)}>
          {t('save')}
        </Button>
      </Group>
    </>
  );
}
