import { Box, Button, FileInput, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_RECORD_ID, useApi, useT } from '../../../sdk/client';
import { pathOf } from '../../../sdk/shared';
import { sentencesApi } from '../public';
import type { Background, ImageFormat } from '../rules';

export const PREVIEW_WIDTH = 250;
export const PREVIEW_HEIGHT = 190;

export interface IllustrationPanelProps {
  /** The module of the record (16 for sentences) and the record's id. */
  refType: number;
  id: number;
  hasSvg: boolean;
  hasPng: boolean;
}

/** The HTTP client's root: the contracts' paths are under it. */
const API_ROOT = '/api';

/** Where an illustration is served (GET /api/svg/{ref}/{id}/{light|dark}.{svg|png}), for the preview's img. */
export const illustrationUrl = (ref: number, id: number, background: Background, format: ImageFormat, stamp?: number | string) =>
  `${API_ROOT}/${pathOf(sentencesApi.illustrationFile, { ref, refId: id, file: `${background}.${format}` })}${stamp === undefined ? '' : `?v=${stamp}`}`;

/**
 * The illustration panel (spec 2 §2, §5, §8): a 250x190 preview on a light (white) or dark
 * background, as SVG or PNG; the upload of an SVG and a PNG file, possible only with both chosen
 * and not while uploading. An answer with a status other than 1 (or a refusal naming the error)
 * shows 'File with errors:' and the server's error; no answer (network failure, server error)
 * shows 'Something went wrong, try again.'
 */
export function IllustrationPanel({ refType, id, hasSvg, hasPng }: IllustrationPanelProps) {
  const api = useApi();
  const t = useT('sentences');
  const [background, setBackground] = useState<Background>('light');
  const [format, setFormat] = useState<ImageFormat>('svg');
  const [svg, setSvg] = useState<File | null>(null);
  const [png, setPng] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [has, setHas] = useState({ svg: hasSvg, png: hasPng });
  const [stamp, setStamp] = useState(0);
  const [message, setMessage] = useState<{ color: 'red' | 'green'; text: string }>();

  if (id === NEW_RECORD_ID)
    return (
      <Text size="sm" c="dimmed">
        {t('illustration.saveFirst')}
      </Text>
    );

  const upload = async () => {
    if (!svg || !png || busy) return;
    const form = new FormData();
    form.append('svg', svg);
    form.append('png', png);
    setBusy(true);
    setMessage(undefined);
    const res = await api.call(sentencesApi.uploadIllustration, { params: { ref: refType, refId: id }, form });
    setBusy(false);
    if (res.ok && res.data?.status === 1) {
      setHas({ svg: res.data.hasSvg ?? true, png: res.data.hasPng ?? true });
      setStamp(Date.now());
      setSvg(null);
      setPng(null);
      setMessage({ color: 'green', text: t('illustration.uploaded') });
    } else if (res.ok) {
      setMessage({ color: 'red', text: `${t('illustration.fileErrors')} ${res.data?.error ?? ''}`.trim() });
    } else if (res.status === 0 || res.status >= 500) {
      setMessage({ color: 'red', text: t('illustration.failed') });
    } else {
      setMessage({ color: 'red', text: `${t('illustration.fileErrors')} ${res.error}` });
    }
  };

  const remove = async () => {
    setBusy(true);
    const res = await api.call(sentencesApi.removeIllustration, { params: { ref: refType, refId: id } });
    setBusy(false);
    if (res.ok) {
      setHas({ svg: false, png: false });
      setMessage(undefined);
    } else setMessage({ color: 'red', text: res.status === 0 || res.status >= 500 ? t('illustration.failed') : res.error });
  };

  const shown = has[format];
  return (
    <Stack gap={6} data-testid="illustration-panel">
      <Group gap="xs">
        <SegmentedControl
          size="xs"
          value={background}
          onChange={(v) => setBackground(v as Background)}
          data={[
            { value: 'light', label: t('illustration.light') },
            { value: 'dark', label: t('illustration.dark') },
          ]}
          aria-label={t('illustration.background')}
        />
        <SegmentedControl
          size="xs"
          value={format}
          onChange={(v) => setFormat(v as ImageFormat)}
          data={[
            { value: 'svg', label: 'SVG' },
            { value: 'png', label: 'PNG' },
          ]}
          aria-label={t('illustration.format')}
        />
      </Group>
      <Box
        data-testid="illustration-preview"
        data-background={background}
        style={{
          width: PREVIEW_WIDTH,
          height: PREVIEW_HEIGHT,
          flex: 'none',
          background: background === 'light' ? '#ffffff' : '#1f2023',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image
            src={illustrationUrl(refType, id, background, format, stamp || undefined)}
            alt={t('illustration.alt', { format: format.toUpperCase() })}
            fit="contain"
            style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }}
          />
        ) : (
          <Text size="sm" c={background === 'light' ? 'dimmed' : 'gray.5'}>
            {t('illustration.none', { format: format.toUpperCase() })}
          </Text>
        )}
      </Box>
      <Group gap="xs" grow>
        <FileInput
          size="xs"
          label={t('illustration.svgFile')}
          placeholder={t('illustration.chooseSvg')}
          accept=".svg,image/svg+xml"
          value={svg}
          onChange={setSvg}
          clearable
          disabled={busy}
          fileInputProps={{ 'data-testid': 'svg-file' } as never}
        />
        <FileInput
          size="xs"
          label={t('illustration.pngFile')}
          placeholder={t('illustration.choosePng')}
          accept=".png,image/png"
          value={png}
          onChange={setPng}
          clearable
          disabled={busy}
          fileInputProps={{ 'data-testid': 'png-file' } as never}
        />
      </Group>
      <Group gap="xs">
        <Button size="xs" leftSection={<IconUpload size={14} />} disabled={!svg || !png || busy} loading={busy} onClick={() => void upload()}>
          {t('illustration.upload')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={busy || (!has.svg && !has.png)}
          onClick={() => void remove()}
        >
          {t('illustration.remove')}
        </Button>
      </Group>
      {message && (
        <Text size="sm" c={message.color} role={message.color === 'red' ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
