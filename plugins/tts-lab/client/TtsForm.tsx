import { Alert, Button, Progress, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiUrl, useApi, useCommands, useEvents, useT, type RecordFormProps } from '../../../sdk/client';
import { TTS_LAB, ttsLabApi, ttsLabResource, type TtsEntry, type Voice } from '../public';
import { WaveformPlayer } from './WaveformPlayer';

const POLL_MS = 700;
type Generation = Pick<TtsEntry, 'status' | 'progress' | 'error' | 'hasAudio'>;
const running = (g: Generation) => g.status === 'queued' || g.status === 'generating';
/** Where the player fetches the entry's WAV; stamp busts the cache. */
const audioUrl = (id: number, stamp: string) => apiUrl(ttsLabApi.audio, { id }, { v: stamp });

/** Name, dialect, voice and script; Generate while there is no audio, then the waveform player (spec 4 §2.6). */
function TtsFormBody({ value, onChange, errors }: RecordFormProps<TtsEntry>) {
  const t = useT('tts-lab');
  const api = useApi();
  const [dialects, setDialects] = useState<{ dialectId: number; dialectCode: string }[]>([]);
  const [voices, setVoices] = useState<Voice[]>([]);
  // The generation is the server's: kept apart from the edited record so that it does not look unsaved.
  const [gen, setGen] = useState<Generation>(value);
  const [saved] = useState(value);
  const [refused, setRefused] = useState<string>();
  const code = dialects.find((d) => d.dialectId === value.dialectId)?.dialectCode;

  useEffect(() => {
    void api.load(ttsLabApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);
  useEffect(() => {
    if (code) void api.load(ttsLabApi.voices, { query: { language: code } }).then((v) => setVoices(v?.voices ?? []));
  }, [api, code]);
  const events = useEvents();
  useEffect(() => {
    if (!running(gen) || value.id < 0) return;
    const timer = setTimeout(
      () =>
        void api.load(ttsLabResource.get, { params: { id: value.id } }).then((e) => {
          if (!e) return;
          setGen(e);
          // The generation ended: the grid's row (Audio) follows.
          if (!running(e)) events.emit('record.changed', { module: TTS_LAB, courseId: 0, id: value.id });
        }),
      POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [api, events, gen, value.id]);

  const unsaved = value.script !== saved.script || value.dialectId !== saved.dialectId || value.voice !== saved.voice;
  const canGenerate = value.id > 0 && !gen.hasAudio && !running(gen) && !unsaved;
  const generate = async () => {
    setRefused(undefined);
    const r = await api.call(ttsLabApi.generate, { params: { id: value.id } });
    if (!r.ok) setRefused(r.fields ? Object.values(r.fields).join(' ') || r.error : r.error);
    else if (r.data.record) setGen(r.data.record);
  };
  useCommands([
    { id: 'tts-generate', category: t('category'), title: t('palette.generate'), keys: 'mod+alt+G', when: () => canGenerate, run: () => void generate() },
  ]);

  return (
    <Stack gap="sm">
      <TextInput label={t('form.name')} required value={value.name} error={errors.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />
      <Select
        label={t('form.dialect')}
        required
        data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        value={String(value.dialectId)}
        error={errors.dialectId}
        allowDeselect={false}
        onChange={(v) => v && onChange({ ...value, dialectId: Number(v), voice: '' })}
      />
      <Select
        label={t('form.voice')}
        placeholder={t('form.defaultVoice')}
        clearable
        data={voices.map((v) => ({ value: v.id, label: v.name }))}
        value={value.voice || null}
        error={errors.voice}
        onChange={(v) => onChange({ ...value, voice: v ?? '' })}
      />
      <Textarea
        label={t('form.script')}
        autosize
        minRows={4}
        value={value.script}
        error={errors.script}
        onChange={(e) => onChange({ ...value, script: e.currentTarget.value })}
      />
      {gen.hasAudio && !unsaved && <WaveformPlayer url={audioUrl(value.id, `${value.version}-${gen.progress}`)} />}
      {!gen.hasAudio && !running(gen) && (
        <>
          <Button variant="light" disabled={!canGenerate} onClick={() => void generate()} style={{ alignSelf: 'flex-start' }}>
            {t('form.generate')}
          </Button>
          {value.id < 0 && (
            <Text size="sm" c="dimmed">
              {t('form.saveFirst')}
            </Text>
          )}
          {value.id > 0 && unsaved && (
            <Text size="sm" c="dimmed">
              {t('form.saveChanges')}
            </Text>
          )}
        </>
      )}
      {running(gen) && <Progress value={Math.max(gen.progress, 5)} animated aria-label={t('form.generating')} />}
      {gen.status === 'failed' && <Alert color="red">{t('form.failed', { error: gen.error ?? '' })}</Alert>}
      {refused && <Alert color="red">{refused}</Alert>}
    </Stack>
  );
}

/** Remounted per record and version: a saved record starts from its own saved script and generation. */
export function TtsForm(props: RecordFormProps<TtsEntry>) {
  return <TtsFormBody key={`${props.value.id}-${props.value.version}`} {...props} />;
}
