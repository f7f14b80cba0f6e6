import { Badge, Button, FileButton, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { apiUrl, TOKENS, useApi, useService, type WriteOutcome, useT } from '../../../sdk/client';
import { ttsLabApi, type Voice } from '../../tts-lab/public';
import { audioApi, type AudioSetItem, type AudioSetRow, type AudioSetWithItems } from '../public';

/** Spec 3 §2 Sets: the grid by dialect, the set's detail with its items, the recording flow, TTS and the review. */
export function SetsTab({ courseId, dialect: initial }: { courseId: number; dialect: string | null }) {
  const api = useApi();
  const t = useT('audio');
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const [dialect, setDialect] = useState<string | null>(initial ?? String(config?.targetDialects[0]?.dialectId ?? ''));
  const [sets, setSets] = useState<AudioSetRow[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const reload = useCallback(
    async () => setSets((await api.load(audioApi.sets, { params: { courseId }, query: { dialect } })) ?? []),
    [api, courseId, dialect],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  /** The open set as a write answered it (its row follows), with the set it made, if any (newest first). */
  const changed = useCallback((s: AudioSetRow, made?: AudioSetRow | null) => {
    const { items: _, ...row } = s as AudioSetWithItems;
    setSets((list) => [...(made ? [made] : []), ...list.map((x) => (x.id === row.id ? row : x))]);
  }, []);
  useEffect(() => {
    if (initial) setDialect(initial);
  }, [initial]);

  return (
    <Stack gap="sm">
      <Select
        label={t('sets.dialect')}
        w={200}
        value={dialect}
        onChange={setDialect}
        data={(config?.targetDialects ?? []).map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
      />
      <Table striped highlightOnHover aria-label={t('sets.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sets.id')}</Table.Th>
            <Table.Th>{t('sets.name')}</Table.Th>
            <Table.Th>{t('sets.readBy')}</Table.Th>
            <Table.Th>{t('sets.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((s) => (
            <Table.Tr
              key={s.id}
              onClick={() => setOpenId(s.id)}
              style={{ cursor: 'pointer' }}
              bg={s.id === openId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>{s.id}</Table.Td>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.readBy}</Table.Td>
              <Table.Td>{s.statusName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {openId && <SetDetail key={openId} id={openId} onChanged={changed} />}
    </Stack>
  );
}

/**
 * A set's detail. Each write on it answers the set with its items, shown here and in the list
 * without reading them again; a review that ends the set answers the revised set too.
 */
function SetDetail({ id, onChanged }: { id: number; onChanged: (set: AudioSetRow, made?: AudioSetRow | null) => void }) {
  const api = useApi();
  const t = useT('audio');
  const [set, setSet] = useState<AudioSetWithItems | null>(null);
  const [voices, setVoices] = useState<{ m: Voice[]; f: Voice[] }>({ m: [], f: [] });
  const [choice, setChoice] = useState<{ voiceM?: string; voiceF?: string }>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const load = useCallback(async () => {
    const s = (await api.load(audioApi.set, { params: { id } })) ?? null;
    setSet(s);
    return s;
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);
  const show = (s: AudioSetWithItems, made?: AudioSetRow | null) => {
    setSet(s);
    onChanged(s, made);
  };
  useEffect(() => {
    if (!set) return;
    void Promise.all((['m', 'f'] as const).map((g) => api.load(ttsLabApi.voices, { query: { language: set.dialectCode, gender: g } }))).then(([m, f]) => {
      const found = { m: m?.voices ?? [], f: f?.voices ?? [] };
      setVoices(found);
      // The dialect's first voice of each gender is chosen until the user picks another.
      setChoice((c) => ({ voiceM: c.voiceM ?? found.m[0]?.id, voiceF: c.voiceF ?? found.f[0]?.id }));
    });
  }, [api, set?.dialectCode]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!set || set.ttsProgress === null) return;
    // The TTS's progress, followed; the list's row follows too.
    const timer = setTimeout(() => void load().then((s) => s && onChanged(s)), 700);
    return () => clearTimeout(timer);
  }, [set, load, onChanged]);
  if (!set) return null;
  /** A write's outcome: its answer's set shown, or its refusal said. */
  const after = (res: WriteOutcome<{ set: AudioSetWithItems }>) => {
    setMessage(res.ok ? null : { text: res.error ?? t('sets.failed'), error: true });
    if (res.ok) show(res.data.set);
  };
  const needs = set.readBy === 'mf' ? ['m', 'f'] : [set.readBy];
  const voiceChosen = needs.every((g) => (g === 'm' ? choice.voiceM : choice.voiceF));
  const review = async (item: AudioSetItem, ok: boolean) => {
    const res = await api.call(audioApi.review, { params: { id: item.id }, body: { ok, note: notes[item.id] ?? '' } });
    if (!res.ok) {
      setMessage({ text: res.fields?.note ? t('sets.badNeedsNote') : res.error, error: true });
      return;
    }
    setMessage(res.data.newSetId ? { text: t('sets.revised', { name: res.data.newSetName }) } : null);
    show(res.data.set, res.data.newSet);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('audio', file);
    const res = await api.call(audioApi.upload, { params: { id }, form });
    // A file refused before it is split (a WAV whose header does not hold together) names its problem.
    if (!res.ok)
      return setMessage({
        text: res.fields?.audio ? t('sets.withErrors', { error: res.fields.audio }) : t('sets.uploadFailed'),
        error: true,
      });
    show(res.data.set);
    setMessage({ text: res.data.error ? `${res.data.message}: ${res.data.error}` : res.data.message, error: res.data.status !== 1 });
  };

  return (
    <Stack gap="xs" aria-label={t('sets.set')}>
      <Group>
        <Text fw={600}>{set.name}</Text>
        <Badge>{set.statusName}</Badge>
        {set.artistName && <Text size="sm">{set.artistName}</Text>}
      </Group>
      {set.status === 1 && (
        <Group align="end">
          <Button component="a" variant="light" href={apiUrl(audioApi.download, { id })} download>
            {t('sets.download')}
          </Button>
          <FileButton onChange={(f) => void upload(f)} accept="audio/wav">
            {(p) => (
              <Button variant="light" {...p}>
                {t('sets.upload')}
              </Button>
            )}
          </FileButton>
          {set.ttsEnabled &&
            needs.map((g) => (
              <Select
                key={g}
                label={t(g === 'm' ? 'sets.maleVoice' : 'sets.femaleVoice')}
                w={200}
                allowDeselect={false}
                value={(g === 'm' ? choice.voiceM : choice.voiceF) ?? null}
                data={voices[g as 'm' | 'f'].map((v) => ({ value: v.id, label: v.name }))}
                onChange={(v) => setChoice({ ...choice, [g === 'm' ? 'voiceM' : 'voiceF']: v ?? undefined })}
              />
            ))}
          {set.ttsEnabled && (
            <Button
              onClick={() => void api.call(audioApi.tts, { params: { id }, body: choice }).then(after)}
              disabled={set.ttsProgress !== null || !voiceChosen}
              title={voiceChosen ? undefined : t('sets.chooseVoice')}
            >
              {t('sets.tts')}
            </Button>
          )}
        </Group>
      )}
      {set.ttsProgress !== null && <Text size="sm">{t('sets.generating', { progress: set.ttsProgress })}</Text>}
      {set.ttsError && (
        <Text c="red" size="sm">
          {set.ttsError}
        </Text>
      )}
      {set.status === 2 && (
        <Button
          variant="light"
          color="red"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void api.call(audioApi.reject, { params: { id } }).then((r) => after(r.ok ? { ok: true, data: { set: r.data } } : r))}
        >
          {t('sets.reject')}
        </Button>
      )}
      {message && (
        <Text c={message.error ? 'red' : 'green'} size="sm" role="status">
          {message.text}
        </Text>
      )}
      <Table aria-label={t('sets.items')}>
        <Table.Tbody>
          {set.items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.position}</Table.Td>
              <Table.Td>{i.text}</Table.Td>
              <Table.Td>{i.hasAudio && <audio controls preload="none" src={apiUrl(audioApi.itemFile, { id: i.id })} style={{ height: 28 }} />}</Table.Td>
              <Table.Td>
                {i.status === 3
                  ? t('sets.good')
                  : i.status === 4
                    ? t('sets.badNote', { note: i.note })
                    : set.status === 2 && (
                        <Group gap={4} wrap="nowrap">
                          <Button size="xs" color="green" onClick={() => void review(i, true)}>
                            {t('sets.good')}
                          </Button>
                          <TextInput
                            size="xs"
                            placeholder={t('sets.note')}
                            aria-label={t('sets.noteOf', { position: i.position })}
                            value={notes[i.id] ?? ''}
                            onChange={(e) => setNotes({ ...notes, [i.id]: e.currentTarget.value })}
                          />
                          <Button size="xs" color="red" onClick={() => void review(i, false)}>
                            {t('sets.bad')}
                          </Button>
                        </Group>
                      )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
