import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialectHtmlEditor, useApi, useT, type DialectHtml } from '../../../sdk/client';
import { trainersApi, type Segment, type SegmentWithTargets } from '../public';
import { EXERCISE_TYPES } from '../rules';

type Draft = { title: string; exerciseType: number; targets: DialectHtml[] };
const toDraft = (s: SegmentWithTargets): Draft => ({
  title: s.title,
  exerciseType: s.exerciseType,
  targets: s.targets.map(({ html, ...d }) => ({ ...d, text: html })),
});

/** One segment: title, exercise type and the per-target HTML with the gap and list tools; onDelete deletes it (the list says if it cannot). A refusal keeps what was typed. */
export function SegmentEditor({ segmentId, onSaved, onDelete }: { segmentId: number; onSaved(s: Segment): void; onDelete(): Promise<unknown> }) {
  const t = useT('trainers');
  const api = useApi();
  const [loaded, setLoaded] = useState<SegmentWithTargets>();
  const [draft, setDraft] = useState<Draft>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.load(trainersApi.segment, { params: { id: segmentId } }).then((s) => {
      if (s) {
        setLoaded(s);
        setDraft(toDraft(s));
      }
    });
  }, [api, segmentId]);
  if (!draft || !loaded) return null;

  const save = async () => {
    setBusy(true);
    setError(undefined);
    let last: SegmentWithTargets | undefined;
    if (draft.title !== loaded.title || draft.exerciseType !== loaded.exerciseType) {
      const res = await api.call(trainersApi.saveSegment, {
        params: { id: segmentId },
        body: { title: draft.title, exerciseType: draft.exerciseType, aiReview: loaded.aiReview },
      });
      if (!res.ok) {
        setBusy(false);
        return setError(res.error);
      }
      last = res.data;
    }
    for (const t of draft.targets) {
      if (t.text === loaded.targets.find((x) => x.dialectId === t.dialectId)?.html) continue;
      const res = await api.call(trainersApi.setSegmentTarget, { params: { id: segmentId, dialectId: t.dialectId }, body: { html: t.text } });
      if (!res.ok) {
        setBusy(false);
        return setError(`${t.dialectCode}: ${res.error}`);
      }
      last = res.data;
    }
    setBusy(false);
    if (last) {
      setLoaded(last);
      onSaved(last);
    }
  };
  return (
    <Stack gap="xs" data-testid="segment-editor">
      {error && <Alert color="red">{error}</Alert>}
      {loaded.error && (
        <Alert color="orange" p={4}>
          {loaded.error}
        </Alert>
      )}
      <Group gap="xs" grow>
        <TextInput label={t('segment.title')} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
        <Select
          label={t('segment.exerciseType')}
          allowDeselect={false}
          value={String(draft.exerciseType)}
          data={EXERCISE_TYPES.map((x) => ({ value: String(x.value), label: x.label }))}
          onChange={(v) => v && setDraft({ ...draft, exerciseType: Number(v) })}
        />
      </Group>
      <DialectHtmlEditor label={t('segment.segment')} toolbar="exercise" value={draft.targets} onChange={(targets) => setDraft({ ...draft, targets })} />
      <Group justify="flex-end">
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void onDelete()}>
          {t('segment.delete')}
        </Button>
        <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={busy} onClick={() => void save()}>
          {t('segment.save')}
        </Button>
      </Group>
    </Stack>
  );
}
