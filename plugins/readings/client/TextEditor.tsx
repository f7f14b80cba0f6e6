import { Alert, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { audioFileUrl, DialectHtmlEditor, TranslationsEditor, useApi, useCommands, useUnsavedChanges, type Saved, useT } from '../../../sdk/client';
import { READING_TEXTS, readingsApi, type ReadingText, type ReadingTextRow } from '../public';
import { Waveform } from './Waveform';

export interface TextEditorProps {
  id: number;
  /** The text as a write answered it (a new one): not read again. */
  record?: ReadingText;
  /** After a save: the text and its row, as the save answered them. */
  onSaved(saved: Saved<ReadingText, ReadingTextRow>): void;
}

/** A reading text: title, its audio span on the waveform (thousandths), HTML per target with audio, sources. */
export function TextEditor({ id, record, onSaved }: TextEditorProps) {
  const api = useApi();
  const t = useT('readings');
  const [initial] = useState(record);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [dialectId, setDialectId] = useState(initial?.targets[0]?.dialectId);
  const dirty = !!draft && JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (initial) return;
    let live = true;
    void api.load(readingsApi.text, { params: { id } }).then((x) => {
      if (!live || !x) return;
      setSaved(x);
      setDraft(x);
      setErrors({});
      setMessage(undefined);
      setDialectId(x.targets[0]?.dialectId);
    });
    return () => {
      live = false;
    };
  }, [api, id, initial]);

  const save = async () => {
    if (!draft) return;
    const { title, audioStart, audioEnd, targets, sources, version } = draft;
    const res = await api.call(readingsApi.saveText, {
      params: { id },
      body: {
        title,
        audioStart,
        audioEnd,
        version,
        targets: targets.map((x) => ({ dialectId: x.dialectId, text: x.text })),
        sources: sources.map((s) => ({ dialectId: s.dialectId, text: s.text, status: s.status })),
      },
    });
    if (!res.ok) {
      // The draft stays as typed; the fields say why.
      setErrors(res.fields ?? {});
      setMessage(res.error);
      return;
    }
    setErrors({});
    setMessage(undefined);
    setSaved(res.data.record);
    setDraft(res.data.record);
    onSaved(res.data);
  };
  useCommands([
    { id: 'save-reading-text', category: t('category'), title: t('commands.saveText'), keys: 'mod+alt+S', when: () => dirty, run: () => void save() },
  ]);

  if (!draft || !saved) return null;
  // The text carries its audio state per target: the audio badges read nothing more.
  const audioStates = new Map(saved.targets.map((x) => [x.dialectId, x.audio]));
  const state = draft.targets.find((x) => x.dialectId === dialectId);
  const url = state?.audio?.path ? audioFileUrl(state.audio) : null;
  const set = (patch: Partial<ReadingText>) => setDraft({ ...draft, ...patch });
  return (
    <Stack gap="sm" data-testid="reading-text-editor">
      {message && (
        <Alert color="red" py={6}>
          {message}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          label={t('text.title')}
          required
          style={{ flex: 1 }}
          value={draft.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Button onClick={() => void save()} disabled={!dirty}>
          {t('text.save')}
        </Button>
      </Group>
      <Group align="flex-end">
        <Select
          label={t('text.audioOf')}
          w={120}
          allowDeselect={false}
          value={String(dialectId ?? '')}
          data={draft.targets.map((x) => ({ value: String(x.dialectId), label: x.dialectCode }))}
          onChange={(v) => setDialectId(Number(v))}
        />
        <NumberInput
          label={t('text.audioStart')}
          min={0}
          w={150}
          value={draft.audioStart}
          error={errors.audioStart}
          onChange={(v) => set({ audioStart: Number(v) || 0 })}
        />
        <NumberInput
          label={t('text.audioEnd')}
          min={0}
          w={150}
          value={draft.audioEnd}
          error={errors.audioEnd}
          onChange={(v) => set({ audioEnd: Number(v) || 0 })}
        />
      </Group>
      <Waveform
        url={url}
        start={draft.audioStart}
        end={draft.audioEnd}
        onChange={({ start, end }) => setDraft((d) => d && { ...d, audioStart: start, audioEnd: end })}
      />
      <DialectHtmlEditor
        label={t('text.text')}
        toolbar="translation"
        value={draft.targets}
        audio={{ refType: READING_TEXTS, refId: id, states: audioStates }}
        onChange={(targets) => set({ targets: targets as ReadingText['targets'] })}
        errors={prefixed(errors, 'targets')}
      />
      <TranslationsEditor
        label={t('text.sources')}
        multiline
        withStatus
        value={draft.sources}
        onChange={(sources) => set({ sources })}
        errors={prefixed(errors, 'sources')}
      />
    </Stack>
  );
}

/** The errors under one field, without its prefix ('targets.0.text' → '0.text'). */
export const prefixed = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );
