import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useCopyTargets, useT } from '../../../sdk/client';
import { DIALOGS, dialogsApi } from '../public';

/**
 * Copy to another course (spec 3 §2, §5): the courses where the user has Dialogs, this one left
 * out; the button is disabled until one is chosen and while copying.
 */
export function CopyDialogPopup({ dialogId, courseId, opened, onClose }: { dialogId: number; courseId: number; opened: boolean; onClose(): void }) {
  const api = useApi();
  const t = useT('dialogs');
  const courses = useCopyTargets(DIALOGS, courseId);
  const [to, setTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ color: 'green' | 'red'; text: string }>();
  useEffect(() => {
    if (opened) setResult(undefined);
  }, [opened]);
  const copy = async () => {
    setBusy(true);
    const res = await api.call(dialogsApi.copy, { body: { dialog: dialogId, toCourseId: Number(to) } });
    setBusy(false);
    setResult(res.ok ? { color: 'green', text: t('copy.copied', { id: res.data.id }) } : { color: 'red', text: res.fields?.toCourseId ?? res.error });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('copy.title')}>
      <Stack gap="sm">
        <Select label={t('copy.course')} placeholder={t('copy.choose')} data={courses} value={to} onChange={setTo} searchable />
        <Text size="xs" c="dimmed">
          {t('copy.help')}
        </Text>
        {result && (
          <Alert color={result.color} p="xs">
            {result.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('copy.close')}
          </Button>
          <Button onClick={() => void copy()} disabled={!to || busy} loading={busy}>
            {t('copy.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
