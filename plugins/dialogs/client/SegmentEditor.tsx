import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { DialectHtmlEditor, TranslationsEditor, useApi } from '../../../sdk/client';
import { DIALOG_SEGMENTS, dialogsApi, type Speaker } from '../public';
import type { SegmentDraft } from './dialog';
import { SpeakersManager } from './SpeakersManager';

/**
 * The segment editor (spec 3 §2): speaker (with the speakers manager), title, HTML per target
 * dialect with its audio, and the source texts. Save sends the segment, then each text that changed.
 */
export function SegmentEditor({ segmentId, dialogId, onClose, onSaved }: { segmentId: number; dialogId: number; onClose(): void; onSaved(): void }) {
  const api = useApi();
  const [saved, setSaved] = useState<SegmentDraft>();
  const [draft, setDraft] = useState<SegmentDraft>();
  const [speakers, setSpeakers] = useState<Speaker[]>([]);
  const [managing, setManaging] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const loadSpeakers = useCallback(() => void api.load(dialogsApi.speakers, { params: { dialogId } }).then((s) => setSpeakers(s ?? [])), [api, dialogId]);
  useEffect(() => {
    void api.load(dialogsApi.segment, { params: { id: segmentId } }).then((s) => {
      setSaved(s);
      setDraft(s);
    });
    loadSpeakers();
  }, [api, segmentId, loadSpeakers]);

  const save = async () => {
    if (!draft || !saved) return;
    setBusy(true);
    setError(undefined);
    let current = saved;
    const fail = (msg: string) => {
      setError(msg);
      setBusy(false);
    };
    if (draft.speakerId !== saved.speakerId || draft.title !== saved.title) {
      const res = await api.call(dialogsApi.saveSegment, {
        params: { id: segmentId },
        body: { speakerId: draft.speakerId, title: draft.title, exerciseType: draft.exerciseType, version: saved.version },
      });
      if (!res.ok) return fail(res.fields?.speakerId ?? res.error);
      current = res.data;
    }
    for (const kind of ['targets', 'sources'] as const) {
      for (const t of draft[kind]) {
        if (saved[kind].find((x) => x.dialectId === t.dialectId)?.text === t.text) continue;
        const input = { params: { id: segmentId, dialectId: t.dialectId }, body: { text: t.text } };
        const res = await (kind === 'targets' ? api.call(dialogsApi.setTargetText, input) : api.call(dialogsApi.setSourceText, input));
        if (!res.ok) return fail(res.error); // what was typed stays in the editor
        current = res.data;
      }
    }
    setSaved(current);
    setDraft(current);
    setBusy(false);
    onSaved();
  };

  return (
    <Modal opened onClose={onClose} title={saved ? `Segment ${saved.position}` : 'Segment'} size="xl">
      {draft && (
        <Stack gap="sm">
          {draft.error && (
            <Alert color="red" p="xs">
              {draft.error}
            </Alert>
          )}
          <Group gap="xs" align="flex-end">
            <Select
              label="Speaker"
              style={{ flex: 1 }}
              allowDeselect={false}
              data={speakers.map((s) => ({ value: String(s.id), label: s.name }))}
              value={String(draft.speakerId)}
              onChange={(v) => setDraft({ ...draft, speakerId: Number(v) })}
            />
            <Button variant="light" leftSection={<IconUsers size={14} />} onClick={() => setManaging(true)}>
              Speakers
            </Button>
          </Group>
          <TextInput label="Title" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
          <DialectHtmlEditor
            label="Text"
            toolbar="translation"
            value={draft.targets}
            audio={{ refType: DIALOG_SEGMENTS, refId: segmentId }}
            onChange={(targets) => setDraft({ ...draft, targets })}
          />
          <TranslationsEditor label="Sources" multiline value={draft.sources} onChange={(sources) => setDraft({ ...draft, sources })} />
          {error && (
            <Alert color="red" p="xs">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void save()} loading={busy}>
              Save segment
            </Button>
          </Group>
          <SpeakersManager dialogId={dialogId} speakers={speakers} opened={managing} onClose={() => setManaging(false)} onChanged={loadSpeakers} />
        </Stack>
      )}
    </Modal>
  );
}
