import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialectHtmlEditor, TranslationsEditor, useApi, useT } from '../../../sdk/client';
import { DIALOG_SEGMENTS, dialogsApi, type SegmentRow, type Speaker, type SpeakersWrite } from '../public';
import type { SegmentDraft } from './dialog';
import { SpeakersManager } from './SpeakersManager';

/**
 * The segment editor (spec 3 §2): speaker (with the speakers manager), title, HTML per target
 * dialect with its audio, and the source texts. Save sends the segment with the texts that changed, in one request.
 */
export function SegmentEditor({
  segmentId,
  dialogId,
  onClose,
  onSaved,
}: {
  segmentId: number;
  dialogId: number;
  onClose(): void;
  /** The dialog's segment list, as a write answered it. */
  onSaved(segments: SegmentRow[]): void;
}) {
  const api = useApi();
  const t = useT('dialogs');
  const [saved, setSaved] = useState<SegmentDraft>();
  const [draft, setDraft] = useState<SegmentDraft>();
  const [speakers, setSpeakers] = useState<Speaker[]>([]);
  const [managing, setManaging] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.load(dialogsApi.segment, { params: { id: segmentId } }).then((s) => {
      setSaved(s);
      setDraft(s);
    });
    void api.load(dialogsApi.speakers, { params: { dialogId } }).then((s) => setSpeakers(s ?? []));
  }, [api, segmentId, dialogId]);

  /** One request: the segment and the texts that changed; the answer's segment list goes to the list. */
  const save = async () => {
    if (!draft || !saved) return;
    setBusy(true);
    setError(undefined);
    const changed = (kind: 'targets' | 'sources') =>
      draft[kind].filter((d) => saved[kind].find((x) => x.dialectId === d.dialectId)?.text !== d.text).map(({ dialectId, text }) => ({ dialectId, text }));
    const res = await api.call(dialogsApi.saveSegment, {
      params: { id: segmentId },
      body: {
        speakerId: draft.speakerId,
        title: draft.title,
        exerciseType: draft.exerciseType,
        version: saved.version,
        targets: changed('targets'),
        sources: changed('sources'),
      },
    });
    setBusy(false);
    if (!res.ok) return setError(res.fields?.speakerId ?? res.error); // what was typed stays in the editor
    const { segments, ...segment } = res.data;
    setSaved(segment);
    setDraft(segment);
    onSaved(segments);
  };
  /** A speaker's write answers the speakers and the segments, which name them. */
  const speakersChanged = (w: SpeakersWrite) => {
    setSpeakers(w.speakers);
    onSaved(w.segments);
  };

  return (
    <Modal opened onClose={onClose} title={saved ? t('segment.title', { position: saved.position }) : t('segment.untitled')} size="xl">
      {draft && (
        <Stack gap="sm">
          {draft.error && (
            <Alert color="red" p="xs">
              {draft.error}
            </Alert>
          )}
          <Group gap="xs" align="flex-end">
            <Select
              label={t('segment.speaker')}
              style={{ flex: 1 }}
              allowDeselect={false}
              data={speakers.map((s) => ({ value: String(s.id), label: s.name }))}
              value={String(draft.speakerId)}
              onChange={(v) => setDraft({ ...draft, speakerId: Number(v) })}
            />
            <Button variant="light" leftSection={<IconUsers size={14} />} onClick={() => setManaging(true)}>
              {t('segment.speakers')}
            </Button>
          </Group>
          <TextInput label={t('segment.titleLabel')} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
          <DialectHtmlEditor
            label={t('segment.text')}
            toolbar="translation"
            value={draft.targets}
            audio={{ refType: DIALOG_SEGMENTS, refId: segmentId }}
            onChange={(targets) => setDraft({ ...draft, targets })}
          />
          <TranslationsEditor label={t('segment.sources')} multiline value={draft.sources} onChange={(sources) => setDraft({ ...draft, sources })} />
          {error && (
            <Alert color="red" p="xs">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('segment.close')}
            </Button>
            <Button onClick={() => void save()} loading={busy}>
              {t('segment.save')}
            </Button>
          </Group>
          <SpeakersManager dialogId={dialogId} speakers={speakers} opened={managing} onClose={() => setManaging(false)} onChanged={speakersChanged} />
        </Stack>
      )}
    </Modal>
  );
}
