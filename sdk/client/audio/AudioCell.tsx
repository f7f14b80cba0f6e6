import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock, IconVolume } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApi } from '../hooks';
import { audioContracts, audioStatus, noAudio, type AudioState, type AudioStatus } from '../../shared/audio';
import { AudioDialog } from './AudioDialog';
import { useT } from '../i18n/i18n';

export interface AudioCellProps {
  refType: number;
  /** The record; 0 or below (unsaved) shows the state without opening the dialog. */
  refId: number;
  dialectId: number;
  dialectCode: string;
  /** The state from the item's GET (sentence targets carry it); absent: 'No audio'. */
  state?: AudioState | null;
  onChanged?(state: AudioState): void;
}

export const AUDIO_STATUS_LABELS: Record<AudioStatus, string> = { audio: 'Audio', recoverable: 'Audio deleted', none: 'No audio' };
const COLORS: Record<AudioStatus, string> = { audio: 'green', recoverable: 'orange', none: 'gray' };

/**
 * The audio state of a record in a dialect as a badge ('es-ES: Audio', 'es-ES: Audio deleted',
 * 'es-ES: No audio', a lock while in an active audio set); a click opens the Audio management
 * dialog, and the badge follows what the dialog changes.
 */
export function AudioCell({ refType, refId, dialectId, dialectCode, state, onChanged }: AudioCellProps) {
  const t = useT('sdk');
  const [current, setCurrent] = useState<AudioState>(state ?? noAudio(refType, refId, dialectId));
  const [opened, setOpened] = useState(false);
  const seed = JSON.stringify(state ?? null);
  // A reloaded record brings the server's state.
  useEffect(() => setCurrent(state ?? noAudio(refType, refId, dialectId)), [seed, refType, refId, dialectId]);
  const status = audioStatus(current);
  const saved = refId > 0;
  const label = `${dialectCode}: ${t(`audio.status.${status}`)}`;
  const badge = (
    <Badge
      size="sm"
      variant={status === 'none' ? 'outline' : 'light'}
      color={COLORS[status]}
      data-audio-status={status}
      leftSection={current.audioSet?.active ? <IconLock size={10} /> : status === 'audio' ? <IconVolume size={10} /> : undefined}
      style={saved ? { cursor: 'pointer' } : undefined}
    >
      {label}
    </Badge>
  );
  return (
    <>
      {saved ? (
        <UnstyledButton aria-label={`${t('audio.title')} ${label}`} onClick={() => setOpened(true)} style={{ display: 'inline-flex' }}>
          {badge}
        </UnstyledButton>
      ) : (
        <Tooltip label={t('audio.saveFirst')}>
          <span>{badge}</span>
        </Tooltip>
      )}
      {saved && (
        <AudioDialog
          opened={opened}
          onClose={() => setOpened(false)}
          refType={refType}
          refId={refId}
          dialectId={dialectId}
          dialectCode={dialectCode}
          state={current}
          onChanged={(s) => {
            setCurrent(s);
            onChanged?.(s);
          }}
        />
      )}
    </>
  );
}

/**
 * The audio states of one record, by dialect id (GET audio/{ref}/{refId}: one request per open
 * record), for editors whose record does not carry them. undefined while loading or unsaved.
 */
export function useAudioStates(refType: number, refId: number): Map<number, AudioState> | undefined {
  const api = useApi();
  const [states, setStates] = useState<Map<number, AudioState>>();
  useEffect(() => {
    setStates(undefined);
    if (refId <= 0) return;
    const ctrl = new AbortController();
    void api.load(audioContracts(refType).states, { params: { refId }, signal: ctrl.signal }).then((list) => {
      if (!ctrl.signal.aborted) setStates(new Map((list ?? []).map((a) => [a.dialectId, a])));
    });
    return () => ctrl.abort();
  }, [api, refType, refId]);
  return states;
}
