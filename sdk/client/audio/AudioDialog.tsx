import { Alert, Badge, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock, IconRestore, IconTrash, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../hooks';
import { apiUrl, type WriteOutcome } from '../http';
import {
  AUDIO_DIALOG_SIZE,
  AUDIO_ERROR_MS,
  AUDIO_FIELD,
  AUDIO_MESSAGES,
  AUDIO_MIME_TYPES,
  audioContracts,
  audioFileProblem,
  audioLockedMessage,
  audioStatus,
  noAudio,
  type AudioDownload,
  type AudioState,
} from '../../shared/audio';
import { useT } from '../i18n/i18n';

export interface AudioDialogProps {
  opened: boolean;
  onClose(): void;
  /** The module of the record (the audio ref: 16 sentences, 21/22 vocabulary…) and its id. */
  refType: number;
  refId: number;
  dialectId: number;
  /** Shown in the title: 'Audio es-ES'. */
  dialectCode?: string;
  /** The state the editor already has (from the item's GET); the dialog refreshes it on opening. */
  state?: AudioState;
  /** Called with the new state after an upload, a delete or a recover. */
  onChanged?(state: AudioState): void;
}

/** The URL an <audio> element plays (the route serves the bytes with the session cookie). */
export const audioFileUrl = (a: AudioState, stamp?: number | string) =>
  apiUrl(audioContracts(a.ref).file, { refId: a.refId, dialectId: a.dialectId }, stamp === undefined ? undefined : { v: stamp });

/** Saves base64 data as a file through a temporary link. */
function saveFile({ fileData, mimeType, fileName }: AudioDownload): void {
  const bytes = Uint8Array.from(atob(fileData), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The Audio management dialog (spec 2 §2, 500x400), per record and dialect, with the states of
 * spec 2 §4: has audio (play, download, delete reference), no audio but recoverable (recover),
 * none (upload a WAV or MP3 under 10 MB). An audio in an active audio set is read-only. Errors
 * show in a banner for 10 s: the server's text, or the spec's fallback per action (§8).
 */
export function AudioDialog({ opened, onClose, refType, refId, dialectId, dialectCode, state, onChanged }: AudioDialogProps) {
  const t = useT('sdk');
  const api = useApi();
  const [current, setCurrent] = useState<AudioState>(state ?? noAudio(refType, refId, dialectId));
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [stamp, setStamp] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const audio = useMemo(() => audioContracts(refType), [refType]);
  const params = { refId, dialectId };

  const showError = useCallback((text: string) => {
    clearTimeout(timer.current);
    setError(text);
    timer.current = setTimeout(() => setError(undefined), AUDIO_ERROR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!opened) return;
    const ctrl = new AbortController();
    if (state) setCurrent(state);
    setFile(null);
    setLoading(true);
    void api.load(audio.state, { params: { refId, dialectId }, signal: ctrl.signal }).then((s) => {
      if (ctrl.signal.aborted) return;
      setLoading(false);
      if (s) setCurrent(s);
    });
    return () => ctrl.abort();
    // The state prop seeds the dialog when it opens; later changes come from the dialog itself.
  }, [api, audio, refId, dialectId, opened]);

  const changed = (s: AudioState) => {
    setCurrent(s);
    setStamp((n) => n + 1);
    setFile(null);
    onChanged?.(s);
  };

  /** Runs a write; a refusal shows the server's text, a failure without one the fallback. */
  const write = async (run: () => Promise<WriteOutcome<AudioState>>, fallback: string) => {
    setBusy(true);
    clearTimeout(timer.current);
    setError(undefined);
    const res = await run().catch(() => ({ ok: false as const, status: 0, error: '' }));
    setBusy(false);
    if (res.ok) changed(res.data);
    else showError(res.status >= 400 && res.status < 500 && res.error ? res.error : fallback);
  };

  const upload = () => {
    const problem = audioFileProblem(file);
    if (problem) return showError(problem);
    const form = new FormData();
    form.append(AUDIO_FIELD, file!, file!.name);
    return write(() => api.call(audio.upload, { params, form }), AUDIO_MESSAGES.failed.upload);
  };

  const download = async () => {
    setBusy(true);
    const res = await api.load(audio.download, { params }).catch(() => undefined);
    setBusy(false);
    if (!res) return showError(AUDIO_MESSAGES.failed.download);
    if (!res.fileData) return showError(AUDIO_MESSAGES.noDownload);
    try {
      saveFile(res);
    } catch {
      showError(AUDIO_MESSAGES.failed.download);
    }
  };

  const status = audioStatus(current);
  const locked = audioLockedMessage(current);
  const disabled = busy || !!locked;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={AUDIO_DIALOG_SIZE.width}
      title={`${t('audio.title')}${dialectCode ? ` ${dialectCode}` : ''}`}
      styles={{ content: { minHeight: AUDIO_DIALOG_SIZE.height } }}
    >
      <Stack gap="sm" data-testid="audio-dialog" data-status={status}>
        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(undefined)}>
            {error}
          </Alert>
        )}
        {locked && (
          <Alert color="orange" icon={<IconLock size={16} />}>
            {locked}
          </Alert>
        )}
        {loading && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              {t('audio.loading')}
            </Text>
          </Group>
        )}

        {status === 'audio' && (
          <>
            <Group gap={6}>
              <Badge color="green" variant="light">
                {t('audio.hasAudio')}
              </Badge>
              {current.audioSet && (
                <Badge variant="outline" color={current.audioSet.active ? 'orange' : 'gray'}>
                  {t('audio.set', { name: current.audioSet.name })}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {current.fileName}
              {current.artistName ? ` — ${current.artistName}` : ''}
            </Text>
            <audio controls preload="none" src={audioFileUrl(current, stamp)} aria-label={t('audio.play')} style={{ width: '100%' }} />
            <Group gap="xs">
              <Button leftSection={<IconDownload size={14} />} variant="light" onClick={() => void download()} disabled={busy}>
                {t('audio.download')}
              </Button>
              <Button
                leftSection={<IconTrash size={14} />}
                color="red"
                variant="light"
                disabled={disabled}
                onClick={() => void write(() => api.call(audio.remove, { params }), AUDIO_MESSAGES.failed.delete)}
              >
                {t('audio.deleteReference')}
              </Button>
            </Group>
          </>
        )}

        {status === 'recoverable' && (
          <>
            <Badge color="orange" variant="light">
              {t('audio.referenceDeleted')}
            </Badge>
            <Text size="sm">{t('audio.recoverable')}</Text>
            <Group gap="xs">
              <Button
                leftSection={<IconRestore size={14} />}
                disabled={disabled}
                onClick={() => void write(() => api.call(audio.recover, { params }), AUDIO_MESSAGES.failed.recover)}
              >
                {t('audio.recover')}
              </Button>
            </Group>
          </>
        )}

        {status === 'none' && (
          <>
            <Badge color="gray" variant="light">
              {t('audio.noAudio')}
            </Badge>
            <FileInput
              label={t('audio.file')}
              description={t('audio.fileHint')}
              placeholder={t('audio.chooseFile')}
              clearable
              accept={[...AUDIO_MIME_TYPES, '.wav', '.mp3'].join(',')}
              value={file}
              onChange={setFile}
              disabled={disabled}
              fileInputProps={{ 'data-testid': 'audio-file' } as never}
            />
            <Group gap="xs">
              <Button leftSection={<IconUpload size={14} />} loading={busy} disabled={!!locked} onClick={() => void upload()}>
                {t('audio.upload')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
