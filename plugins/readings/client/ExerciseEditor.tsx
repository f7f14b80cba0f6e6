import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialectHtmlEditor, useApi, useUnsavedChanges, type AnswerOf, type Saved, useT } from '../../../sdk/client';
import { readingsApi, type ReadingExercise, type ReadingExerciseRow } from '../public';
import { prefixed } from './TextEditor';

export interface ExerciseEditorProps {
  id: number;
  /** The Reading Part options: ALL (0) and the reading's texts. */
  parts: { id: number; title: string }[];
  /** The exercise as a write answered it (a new one, a copy): not read again. */
  record?: ReadingExercise;
  /** After a save: the exercise and its row, as the save answered them. */
  onSaved(saved: Saved<ReadingExercise, ReadingExerciseRow>): void;
  /** After Clone: the copy and the reading's exercises. */
  onCloned(copy: AnswerOf<typeof readingsApi.cloneExercise>): void;
}

/** A reading exercise: title, reading part, type, listening flag, HTML per target, and Clone. */
export function ExerciseEditor({ id, parts, record, onSaved, onCloned }: ExerciseEditorProps) {
  const api = useApi();
  const t = useT('readings');
  const [initial] = useState(record);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const dirty = !!draft && JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (initial) return;
    let live = true;
    void api.load(readingsApi.exercise, { params: { id } }).then((e) => {
      if (live && e) {
        setSaved(e);
        setDraft(e);
      }
    });
    return () => {
      live = false;
    };
  }, [api, id, initial]);

  const save = async () => {
    if (!draft) return;
    const { title, readingTextId, exerciseType, listening, targets, version } = draft;
    const res = await api.call(readingsApi.saveExercise, {
      params: { id },
      body: { title, readingTextId, exerciseType, listening, version, targets: targets.map((x) => ({ dialectId: x.dialectId, text: x.text })) },
    });
    if (!res.ok) {
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
  const clone = async () => {
    const res = await api.call(readingsApi.cloneExercise, { params: { id } });
    if (!res.ok) return setMessage(res.error);
    onCloned(res.data);
  };

  if (!draft) return null;
  const set = (patch: Partial<ReadingExercise>) => setDraft({ ...draft, ...patch });
  return (
    <Stack gap="sm" data-testid="reading-exercise-editor">
      {message && (
        <Alert color="red" py={6}>
          {message}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          label={t('exercise.title')}
          required
          style={{ flex: 1 }}
          value={draft.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Button variant="default" onClick={() => void clone()}>
          {t('exercise.clone')}
        </Button>
        <Button onClick={() => void save()} disabled={!dirty}>
          {t('exercise.save')}
        </Button>
      </Group>
      <Group align="flex-end">
        <Select
          label={t('exercise.part')}
          w={240}
          allowDeselect={false}
          value={String(draft.readingTextId)}
          error={errors.readingTextId}
          data={parts.map((p) => ({ value: String(p.id), label: p.title }))}
          onChange={(v) => set({ readingTextId: Number(v) })}
        />
        <NumberInput
          label={t('exercise.type')}
          w={130}
          min={0}
          max={100}
          value={draft.exerciseType}
          error={errors.exerciseType}
          onChange={(v) => set({ exerciseType: Number(v) || 0 })}
        />
        <Checkbox label={t('exercise.listening')} checked={draft.listening} onChange={(e) => set({ listening: e.currentTarget.checked })} />
      </Group>
      <DialectHtmlEditor
        label={t('exercise.exercise')}
        toolbar="exercise"
        value={draft.targets}
        errors={prefixed(errors, 'targets')}
        onChange={(targets) => set({ targets: targets as ReadingExercise['targets'] })}
      />
    </Stack>
  );
}
