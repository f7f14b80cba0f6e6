import { ActionIcon, Alert, Anchor, Button, Group, LoadingOverlay, Menu, ScrollArea, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconChecklist, IconDeviceFloppy, IconExternalLink, IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { openLocation, TranslationsEditor, useApi, useCommands, useNavigation, useT } from '../../../sdk/client';
import { TranslationStatus } from '../../../sdk/shared';
import { translationsApi, type DialectText, type TextVersion, type Translation, type TranslationRow } from '../public';
import { HistoryPanel } from './HistoryPanel';
import { MemoryPanel } from './MemoryPanel';

export interface TranslationEditorProps {
  courseId: number;
  translationId: number;
  /** The dialect chosen in the search: the memory panel starts on it, and the writes answer the grid row in it. */
  dialectId: number;
  /** The translation changed on the server (save, check, invalidate): its grid row, as the write answered it. */
  onChanged(row: TranslationRow): void;
  onDirtyChange(dirty: boolean): void;
}

const changed = (a: DialectText, b: DialectText | undefined) => !b || a.text !== b.text || a.status !== b.status;

/**
 * The edit form of a translation (spec 2 §2 Translations): every dialect of the course with its
 * text and status, Save (Ctrl+S; one PUT of the changed dialects), Check, Invalidate per dialect, the
 * link to the record the text belongs to, and the memory suggestions for one dialect.
 */
export function TranslationEditor({ courseId, translationId, dialectId, onChanged, onDirtyChange }: TranslationEditorProps) {
  const t = useT('translations');
  const api = useApi();
  const navigation = useNavigation();
  const [saved, setSaved] = useState<Translation | null>();
  const [draft, setDraft] = useState<DialectText[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [memoryDialect, setMemoryDialect] = useState(dialectId);
  const [historyOpen, setHistoryOpen] = useState(false);

  const show = (t: Translation, keep: DialectText[] = []) => {
    setSaved(t);
    setDraft(t.dialects.map((d) => keep.find((k) => k.dialectId === d.dialectId) ?? d));
  };

  useEffect(() => {
    const ctrl = new AbortController();
    setSaved(undefined);
    setErrors({});
    setMessage(undefined);
    void api.load(translationsApi.get, { params: { id: translationId }, signal: ctrl.signal }).then((found) => {
      if (ctrl.signal.aborted) return;
      if (found) show(found);
      else setSaved(null);
    });
    return () => ctrl.abort();
  }, [api, translationId]);
  useEffect(() => setMemoryDialect(dialectId), [dialectId]);

  const dirty =
    !!saved &&
    draft.some((d) =>
      changed(
        d,
        saved.dialects.find((s) => s.dialectId === d.dialectId),
      ),
    );
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Before the early returns (hooks run in the same order every render); `save` is read when the key is pressed.
  const saveRef = useRef<() => Promise<void>>(undefined);
  useCommands(
    [
      { id: 'save', category: t('editor.category'), title: t('editor.save'), keys: 'mod+S', when: () => dirty, run: () => void saveRef.current?.() },
      {
        id: 'translation-history',
        category: t('editor.category'),
        title: t('editor.palette.history'),
        keys: 'alt+shift+H',
        run: () => setHistoryOpen((v) => !v),
      },
    ],
    { recordOpen: !!saved },
  );

  if (saved === undefined) return <LoadingOverlay visible />;
  if (saved === null)
    return (
      <Text p="sm" c="red">
        {t('editor.gone')}
      </Text>
    );

  const save = async () => {
    if (busy || !dirty) return;
    setBusy(true);
    setMessage(undefined);
    // One request for every changed dialect: all are saved, or none (the refusal names dialects.{i}.…).
    const sent = draft
      .map((d, i) => ({ d, i }))
      .filter(({ d }) =>
        changed(
          d,
          saved.dialects.find((s) => s.dialectId === d.dialectId),
        ),
      );
    const res = await api.call(translationsApi.saveDialects, {
      params: { id: saved.id },
      query: { dialect: dialectId },
      body: { dialects: sent.map(({ d }) => ({ dialectId: d.dialectId, text: d.text, status: d.status })) },
    });
    setBusy(false);
    if (!res.ok) {
      const failed: Record<string, string> = {};
      sent.forEach(({ i }, n) => {
        const why = res.fields?.[`dialects.${n}.status`] ?? res.fields?.[`dialects.${n}.text`] ?? res.fields?.[`dialects.${n}.dialectId`];
        if (why) failed[`${i}.text`] = why;
      });
      setErrors(failed);
      setMessage(Object.keys(failed).length ? t('editor.notSaved') : res.error);
      return;
    }
    setErrors({});
    show(res.data);
    onChanged(res.data.row);
  };

  const check = async () => {
    setBusy(true);
    const res = await api.call(translationsApi.check, { params: { id: saved.id }, query: { dialect: dialectId } });
    setBusy(false);
    if (!res.ok) return setMessage(res.error);
    setSaved({ ...saved, error: res.data.error, checkedAt: new Date().toISOString() });
    onChanged(res.data.row);
  };

  const invalidate = async (d: DialectText) => {
    setBusy(true);
    const res = await api.call(translationsApi.invalidate, { params: { id: saved.id, d: d.dialectId }, query: { dialect: dialectId } });
    setBusy(false);
    if (!res.ok) return setMessage(res.error);
    // Other dialects keep what is being typed.
    show(
      res.data,
      draft.filter(
        (x) =>
          x.dialectId !== d.dialectId &&
          changed(
            x,
            saved.dialects.find((s) => s.dialectId === x.dialectId),
          ),
      ),
    );
    onChanged(res.data.row);
  };

  /** Restores a version (a new one, through the write path); the other dialects keep what is typed. */
  const restore = async (v: TextVersion) => {
    const res = await api.call(translationsApi.restoreVersion, { params: { id: saved.id, versionId: v.id }, query: { dialect: dialectId } });
    if (!res.ok) {
      setMessage(res.fields?.status ?? res.error);
      return false;
    }
    show(
      res.data,
      draft.filter(
        (x) =>
          x.dialectId !== v.dialectId &&
          changed(
            x,
            saved.dialects.find((s) => s.dialectId === x.dialectId),
          ),
      ),
    );
    onChanged(res.data.row);
    return true;
  };

  saveRef.current = save;

  const pick = (text: string) => setDraft(draft.map((d) => (d.dialectId === memoryDialect ? { ...d, text } : d)));

  return (
    <Stack gap={0} h="100%" style={{ position: 'relative' }}>
      <LoadingOverlay visible={busy} />
      <Group gap={6} p={6} justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm" c="dimmed" truncate style={{ flex: 1 }} data-testid="record-id">
          #{saved.id} · {saved.field}
          {dirty ? ` · ${t('editor.unsaved')}` : ''}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="light" color="gray" leftSection={<IconArrowBackUp size={14} />}>
                {t('editor.invalidate')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('editor.backToPending')}</Menu.Label>
              {saved.dialects.map((d) => (
                <Menu.Item key={d.dialectId} disabled={d.status === TranslationStatus.PENDING} onClick={() => void invalidate(d)}>
                  {d.dialectCode}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Tooltip label={t('editor.historyTip')}>
            <ActionIcon
              size={30}
              variant={historyOpen ? 'filled' : 'light'}
              color="gray"
              aria-label={t('history.title')}
              aria-pressed={historyOpen}
              onClick={() => setHistoryOpen((v) => !v)}
            >
              <IconHistory size={16} />
            </ActionIcon>
          </Tooltip>
          <Button size="xs" variant="light" leftSection={<IconChecklist size={14} />} onClick={() => void check()}>
            {t('editor.check')}
          </Button>
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} disabled={!dirty} onClick={() => void save()}>
            {t('editor.save')}
          </Button>
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }} p="sm">
        <Stack gap="sm">
          <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => openLocation(navigation, saved.open, courseId)}>
            <Group gap={4}>
              <IconExternalLink size={14} />
              {t('editor.open', { module: saved.openRefName, id: saved.openItemId })}
            </Group>
          </Anchor>
          {message && (
            <Alert color="red" p="xs" withCloseButton onClose={() => setMessage(undefined)}>
              <Text size="sm">{message}</Text>
            </Alert>
          )}
          {saved.error ? (
            <Alert color="red" p="xs" title={t('editor.checkFailed')}>
              <Text size="sm" data-testid="check-error">
                {saved.error}
              </Text>
            </Alert>
          ) : (
            saved.checkedAt && (
              <Text size="xs" c="green">
                {t('editor.checkPassed')}
              </Text>
            )
          )}
          <TranslationsEditor
            label={t('editor.texts')}
            withStatus
            multiline
            value={draft}
            errors={errors}
            onChange={(next) => setDraft(next as DialectText[])}
          />
          <Stack gap={6}>
            <Group gap={6} justify="space-between">
              <Text size="sm" fw={500}>
                {t('cat.memory')}
              </Text>
              <Select
                size="xs"
                w={110}
                aria-label={t('editor.memoryDialect')}
                allowDeselect={false}
                value={String(memoryDialect)}
                data={saved.dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
                onChange={(v) => v && setMemoryDialect(Number(v))}
              />
            </Group>
            <MemoryPanel translationId={saved.id} dialectId={memoryDialect} onPick={pick} typed={Object.fromEntries(draft.map((d) => [d.dialectId, d.text]))} />
          </Stack>
          {historyOpen && <HistoryPanel translationId={saved.id} dialectId={memoryDialect} reloadKey={saved} onRestore={restore} autoFocus />}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
