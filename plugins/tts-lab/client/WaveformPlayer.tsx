import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { useT } from '../../../sdk/client';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}.${Math.floor((s * 10) % 10)}`;

/** A waveform of the audio at url with play/pause and the current time (wavesurfer.js). */
export function WaveformPlayer({ url }: { url: string }) {
  const t = useT('tts-lab');
  const box = useRef<HTMLDivElement>(null);
  const [ws, setWs] = useState<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(0);

  useEffect(() => {
    if (!box.current) return;
    const w = WaveSurfer.create({
      container: box.current,
      url,
      height: 64,
      waveColor: '#91a7ff',
      progressColor: '#3b5bdb',
      fetchParams: { credentials: 'same-origin' },
    });
    w.on('ready', (d) => setLength(d));
    w.on('timeupdate', (seconds) => setTime(seconds));
    w.on('play', () => setPlaying(true));
    w.on('pause', () => setPlaying(false));
    w.on('finish', () => setPlaying(false));
    setWs(w);
    return () => {
      w.destroy();
      setWs(null);
      setPlaying(false);
      setTime(0);
    };
  }, [url]);

  return (
    <div>
      <div ref={box} data-testid="waveform" />
      <Group gap="xs" mt={4}>
        <ActionIcon aria-label={playing ? t('player.pause') : t('player.play')} disabled={!ws} onClick={() => void ws?.playPause()}>
          {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </ActionIcon>
        <Text size="sm" aria-label={t('player.time')}>
          {clock(time)} / {clock(length)}
        </Text>
      </Group>
    </div>
  );
}
