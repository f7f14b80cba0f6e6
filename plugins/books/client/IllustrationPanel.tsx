import { Alert, Box, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { apiUrl, useApi, useT } from '../../../sdk/client';
import { booksApi } from '../public';

/** Where an <img> reads the illustration itself; stamp busts the cache. */
const illustrationUrl = (bookId: number, stamp: number) => apiUrl(booksApi.illustration, { id: bookId }, { v: stamp });

/** The book's illustration: a preview, the upload of an SVG file, and its removal (a saved book only). */
export function IllustrationPanel({ bookId, has: initial }: { bookId: number; has: boolean }) {
  const api = useApi();
  const t = useT('books');
  const [has, setHas] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [stamp, setStamp] = useState(0);
  const [error, setError] = useState<string>();
  if (bookId <= 0)
    return (
      <Text size="sm" c="dimmed">
        {t('illustration.saveFirst')}
      </Text>
    );

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('svg', file);
    setBusy(true);
    const res = await api.call(booksApi.uploadIllustration, { params: { id: bookId }, form });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setError(undefined);
    setHas(true);
    setFile(null);
    setStamp(Date.now());
  };
  const remove = async () => {
    const res = await api.call(booksApi.removeIllustration, { params: { id: bookId } });
    if (res.ok) setHas(false);
    else setError(res.error);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('illustration.label')}
      </Text>
      <Box w={250} h={190} style={{ border: '1px solid var(--mantine-color-gray-3)', display: 'grid', placeItems: 'center' }}>
        {has ? (
          <Image src={illustrationUrl(bookId, stamp)} alt={t('illustration.label')} fit="contain" w={248} h={188} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('illustration.none')}
          </Text>
        )}
      </Box>
      {error && <Alert color="red">{error}</Alert>}
      <Group gap="xs" align="flex-end">
        <FileInput size="xs" label={t('illustration.svgFile')} accept="image/svg+xml,.svg" value={file} onChange={setFile} clearable style={{ flex: 1 }} />
        <Button size="xs" leftSection={<IconUpload size={14} />} disabled={!file} loading={busy} onClick={() => void upload()}>
          {t('illustration.upload')}
        </Button>
        {has && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
            {t('illustration.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
