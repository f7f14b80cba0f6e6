import { Alert, Badge, Box, Button, Group, LoadingOverlay, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import {
  DataGrid,
  TranslationsEditor,
  UnsavedChangesDialog,
  sameRecord,
  useCommands,
  useEvent,
  useApi,
  useEvents,
  useUnsavedChanges,
  useT,
  type GridRow,
  type ModuleScreenProps,
} from '../../../sdk/client';
import { SENTENCES, SOURCE_ADAPTATION, sentencesApi, type Adaptation } from '../public';
import { NOTE_MAX } from '../rules';
import { errorsUnder } from './types';

/**
 * Source Adaptation (module 20): the course's sentences with a source adaptation note; the note
 * and the sentence's source texts are edited here (the targets are shown for reference). Saving
 * shares the sentence's version with the Sentences editor, so a stale save gets the 409 message.
 */
export default function SourceAdaptationScreen({ courseId, params }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('sentences');
  const events = useEvents();
  const [search, setSearch] = useState(params?.search ?? '');
  useEffect(() => {
    if (params?.search !== undefined) setSearch(params.search);
  }, [params?.search]);
  const [debounced] = useDebouncedValue(search, 300);
  const [rows, setRows] = useState<GridRow[]>();
  const [reloadRows, setReloadRows] = useState(0);
  const [saved, setSaved] = useState<Adaptation>();
  const [draft, setDraft] = useState<Adaptation>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ color: 'red' | 'orange'; text: string; reload?: boolean }>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<number>();
  const dirty = !!draft && !!saved && !sameRecord(draft, saved);
  useUnsavedChanges(dirty);

  useEffect(() => {
    const ctrl = new AbortController();
    setRows(undefined);
    const q = debounced.trim();
    void api
      .load(sentencesApi.adaptations, { params: { courseId }, query: q ? { text: q } : undefined, signal: ctrl.signal })
      .then((r) => !ctrl.signal.aborted && setRows(r ?? []));
    return () => ctrl.abort();
  }, [api, courseId, debounced, reloadRows]);

  // A note added or removed in the Sentences editor changes this list.
  useEvent(
    'record.saved',
    useCallback(
      (e: { module: number; courseId: number }) => {
        if (e.module === SENTENCES && e.courseId === courseId) setReloadRows((n) => n + 1);
      },
      [courseId],
    ),
  );

  const show = (rec: Adaptation | undefined) => {
    setSaved(rec);
    setDraft(rec);
    setErrors({});
    setMessage(undefined);
  };
  const open = async (id: number) => {
    setBusy(true);
    const rec = await api.load(sentencesApi.adaptation, { params: { id } });
    setBusy(false);
    if (rec) show(rec);
    else setMessage({ color: 'red', text: t('adaptation.gone') });
  };
  const select = (id: number) => {
    if (id === draft?.id) return;
    if (dirty) setPending(id);
    else void open(id);
  };

  const save = async () => {
    if (!draft || busy || !dirty) return;
    setBusy(true);
    const res = await api.call(sentencesApi.saveAdaptation, {
      params: { id: draft.id },
      body: {
        version: draft.version,
        sourceAdaptationNote: draft.sourceAdaptationNote,
        sources: draft.sources.map(({ dialectId, text, status }) => ({ dialectId, text, status })),
      },
    });
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      setMessage(res.status === 409 ? { color: 'orange', text: res.error, reload: true } : { color: 'red', text: res.error });
      return;
    }
    // The answer carries the sentence and its grid row (null once it has no note): a save is one request.
    const { row, ...saved } = res.data;
    show(saved);
    setRows((rs) => (row ? rs?.map((r) => (r.id === row.id ? row : r)) : rs?.filter((r) => r.id !== draft.id)));
    events.emit('record.saved', { module: SOURCE_ADAPTATION, courseId, id: draft.id });
  };

  useCommands([{ id: 'save', category: t('adaptation.category'), title: t('adaptation.save'), keys: 'mod+S', when: () => !!draft, run: () => void save() }], {
    recordOpen: !!draft,
  });

  return (
    <Group h="100%" gap={0} wrap="nowrap" align="stretch">
      <Stack gap={6} p={6} style={{ flex: 1, minWidth: 280 }}>
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('adaptation.searchPlaceholder')}
          aria-label={t('adaptation.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Box style={{ flex: 1, minHeight: 200 }}>
          <DataGrid gridName="sourceAdaptation" rows={rows} selectedId={draft?.id} onSelect={(row) => select(row.id)} />
        </Box>
      </Stack>
      <Stack gap={0} w={480} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', position: 'relative' }}>
        <LoadingOverlay visible={busy} />
        <Group gap={6} p={6} justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed" data-testid="record-id">
            {draft ? t(dirty ? 'adaptation.idUnsaved' : 'adaptation.id', { id: draft.id }) : t('adaptation.choose')}
          </Text>
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} disabled={!dirty} loading={busy}>
            {t('adaptation.save')}
          </Button>
        </Group>
        {message && (
          <Alert color={message.color} m={6} p="xs" withCloseButton onClose={() => setMessage(undefined)}>
            <Text size="sm">{message.text}</Text>
            {message.reload && draft && (
              <Button size="compact-xs" mt={4} variant="white" onClick={() => void open(draft.id)}>
                {t('adaptation.reload')}
              </Button>
            )}
          </Alert>
        )}
        <ScrollArea style={{ flex: 1 }} p="sm">
          {!draft && (
            <Text size="sm" c="dimmed">
              {t('adaptation.hint')}
            </Text>
          )}
          {draft && (
            <Stack gap="sm">
              <Stack gap={4} aria-label={t('adaptation.targets')}>
                <Text size="sm" fw={500}>
                  {t('adaptation.targets')}
                </Text>
                {draft.targets.map((target) => (
                  <Group key={target.dialectId} gap={6} wrap="nowrap" align="flex-start">
                    <Badge variant="light" w={64} style={{ flex: 'none' }}>
                      {target.dialectCode}
                    </Badge>
                    <Text size="sm">{target.text || '—'}</Text>
                  </Group>
                ))}
              </Stack>
              <Textarea
                label={t('adaptation.note')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={NOTE_MAX}
                value={draft.sourceAdaptationNote}
                error={errors.sourceAdaptationNote}
                onChange={(e) => setDraft({ ...draft, sourceAdaptationNote: e.currentTarget.value })}
              />
              <TranslationsEditor
                label={t('adaptation.sources')}
                multiline
                withStatus
                value={draft.sources}
                errors={errorsUnder(errors, 'sources')}
                onChange={(sources) => setDraft({ ...draft, sources })}
              />
            </Stack>
          )}
        </ScrollArea>
      </Stack>
      <UnsavedChangesDialog
        opened={pending !== undefined}
        message={t('adaptation.discard')}
        onKeep={() => setPending(undefined)}
        onDiscard={() => {
          const id = pending!;
          setPending(undefined);
          void open(id);
        }}
      />
    </Group>
  );
}
