import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { dialogsApi, type SegmentRow } from '../public';

/** Add Script (spec 3 §2): one line per segment, 'Speaker: text'. What was typed stays when the server refuses it. */
export function AddScriptPopup({
  dialogId,
  opened,
  onClose,
  onAdded,
}: {
  dialogId: number;
  opened: boolean;
  onClose(): void;
  onAdded(segments: SegmentRow[]): void;
}) {
  const api = useApi();
  const t = useT('dialogs');
  const [script, setScript] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    const res = await api.call(dialogsApi.addScript, { params: { id: dialogId }, body: { script } });
    setBusy(false);
    if (!res.ok) return setError(res.fields?.script ?? res.error);
    setScript('');
    setError(undefined);
    onAdded(res.data.segments);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('script.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('script.help')} <code>{t('script.format')}</code>
          {t('script.helpEnd')}
        </Text>
        <Textarea
          aria-label={t('script.label')}
          autosize
          minRows={6}
          maxRows={16}
          value={script}
          error={error}
          data-autofocus
          onChange={(e) => setScript(e.currentTarget.value)}
          placeholder={t('script.example')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('script.cancel')}
          </Button>
          <Button onClick={() => void add()} loading={busy} disabled={!script.trim()}>
            {t('script.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
