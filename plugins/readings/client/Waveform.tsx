import { useT } from '../../../sdk/client';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/plugins/regions';
import { toThousandths } from './types';

export interface WaveformProps {
  /** The audio file's address; null when the text has no audio in that dialect. */
  url: string | null;
  /** The span in thousandths of a second (end 0: to the end of the recording). */
  start: number;
  end: number;
  onChange(span: { start: number; end: number }): void;
}

/**
 * The recording's waveform with one draggable, resizable region: the text's audio span. Moving
 * the region reports the new start and end in thousandths.
 */
export function Waveform({ url, start, end, onChange }: WaveformProps) {
  const box = useRef<HTMLDivElement>(null);
  const t = useT('readings');
  const report = useRef(onChange);
  report.current = onChange;
  const span = useRef({ start, end });
  span.current = { start, end };
  const region = useRef<Region>(undefined);

  useEffect(() => {
    if (!url || !box.current) return;
    const regions = RegionsPlugin.create();
    const ws = WaveSurfer.create({ container: box.current, url, height: 80, waveColor: '#94a3b8', progressColor: '#475569', plugins: [regions] });
    ws.on('decode', (duration) => {
      const s = span.current;
      region.current = regions.addRegion({
        start: s.start / 1000,
        end: s.end ? s.end / 1000 : duration,
        color: 'rgba(34, 139, 230, 0.25)',
        drag: true,
        resize: true,
      });
      region.current.element?.setAttribute('data-testid', 'audio-region');
    });
    regions.on('region-updated', (r) => report.current({ start: toThousandths(r.start), end: toThousandths(r.end) }));
    return () => {
      region.current = undefined;
      ws.destroy();
    };
  }, [url]);

  // Typed start and end move the region.
  useEffect(() => {
    const r = region.current;
    if (r && (toThousandths(r.start) !== start || (end && toThousandths(r.end) !== end))) r.setOptions({ start: start / 1000, end: end ? end / 1000 : r.end });
  }, [start, end]);

  if (!url)
    return (
      <Text size="sm" c="dimmed">
        {t('text.noAudio')}
      </Text>
    );
  return <div ref={box} data-testid="waveform" style={{ width: '100%' }} />;
}
