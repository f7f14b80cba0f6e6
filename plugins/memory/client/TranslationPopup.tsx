import { Alert, Anchor, Badge, Button, Group, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { openLocation, TranslationsEditor, useApi, useNavigation, useT } from '../../../sdk/client';
import { memoryApi, type MemoryDialectText, type MemoryHit, type MemoryTranslation } from '../public';

/** Spec 2 §9: 100 or more is green, lower orange. */
const similarityColor = (similarity: number) => (similarity >= 100 ? 'green' : 'orange');
const changed = (a: MemoryDialectText, b: MemoryDialectText | undefined) => !b || a.text !== b.text || a.status !== b.status;

export interface TranslationPopupProps {
  /** The hit clicked in the grid; undefined closes the popup. */
  hit: MemoryHit | undefined;
  onClose(): void;
  /** The search the hit came from: a save answers it again, as it now stands. */
  search?: { text: string; dialect: string };
  /** Texts were saved: the search's hits after the save. */
  onSaved(hits: MemoryHit[]): void;
}

/**
 * The click-through popup of the Memory search (spec 4 §2.9): the translation's text and status in
 * every dialect of its course, saved one dialect at a time through the Memory module's own route;
 * a save answers the search the hit came from, as it now stands (one request for one dialect).
 */
export function TranslationPopup({ hit, onClose, search, onSaved }: TranslationPopupProps) {
  const t = useT('memory');
  const api = useApi();
  const navigation = useNavigation();
  const [saved, setSaved] = useState<MemoryTranslation | null>();
  const [draft, setDraft] = useState<MemoryDialectText[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = hit?.id;

  useEffect(() => {
    if (id === undefined) return;
    const ctrl = new AbortController();
    setSaved(undefined);
    setErrors({});
    void api.load(memoryApi.translation, { params: { id }, signal: ctrl.signal }).then((found) => {
      if (ctrl.signal.aborted) return;
      setSaved(found ?? null);
      setDraft(found?.dialects ?? []);
    });
    return () => ctrl.abort();
  }, [api, id]);

  const dirty =
    !!saved &&
    draft.some((d) =>
      changed(
        d,
        saved.dialects.find((s) => s.dialectId === d.dialectId),
      ),
    );

  const save = async () => {
    if (!saved || !dirty) return;
    setBusy(true);
    const failed: Record<string, string> = {};
    let latest: (MemoryTranslation & { hits?: MemoryHit[] }) | undefined;
    const query = search ? { search: search.text.trim(), searchDialect: Number(search.dialect) } : undefined;
    for (const [i, d] of draft.entries()) {
      if (
        !changed(
          d,
          saved.dialects.find((s) => s.dialectId === d.dialectId),
        )
      )
        continue;
      const res = await api.call(memoryApi.setTranslationText, { params: { id: saved.id, d: d.dialectId }, query, body: { text: d.text, status: d.status } });
      if (res.ok) latest = res.data;
      else failed[`${i}.text`] = res.fields?.text ?? res.fields?.status ?? res.error;
    }
    setBusy(false);
    setErrors(failed);
    if (latest) {
      const { hits, ...translation } = latest;
      const kept = draft.filter((_, i) => failed[`${i}.text`]);
      setSaved(translation);
      setDraft(translation.dialects.map((d) => kept.find((k) => k.dialectId === d.dialectId) ?? d));
      if (hits) onSaved(hits);
    }
  };

  return (
    <Modal opened={!!hit} onClose={onClose} size={900} title={saved ? t('popup.titleOf', { id: saved.id, course: saved.courseName }) : t('popup.title')}>
      <Stack gap="sm" style={{ position: 'relative' }} mih={120}>
        <LoadingOverlay visible={saved === undefined || busy} />
        {saved === null && (
          <Alert color="red" p="xs">
            <Text size="sm">{t('popup.failed')}</Text>
          </Alert>
        )}
        {saved && hit && (
          <>
            <Group gap={8}>
              <Badge color={similarityColor(hit.similarity)} variant="filled" title={t('popup.similarity')}>
                {hit.similarity}
              </Badge>
              <Text size="sm" c="dimmed">
                {saved.refName} #{saved.refId} · {saved.field}
              </Text>
              {saved.courseId > 0 && (
                <Anchor component="button" type="button" size="sm" onClick={() => openLocation(navigation, saved.open, saved.courseId)}>
                  <Group gap={4}>
                    <IconExternalLink size={14} />
                    {t('popup.open', { module: saved.refName, id: saved.refId })}
                  </Group>
                </Anchor>
              )}
            </Group>
            <TranslationsEditor
              label={t('popup.texts')}
              withStatus
              multiline
              value={draft}
              errors={errors}
              onChange={(next) => setDraft(next as MemoryDialectText[])}
            />
            <Group justify="flex-end" gap={6}>
              {Object.keys(errors).length > 0 && (
                <Text size="sm" c="red">
                  {t('popup.notSaved')}
                </Text>
              )}
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button leftSection={<IconDeviceFloppy size={14} />} disabled={!dirty} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
