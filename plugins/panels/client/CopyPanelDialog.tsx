import { Alert, Button, Checkbox, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useApi, useCopyTargets, useT } from '../../../sdk/client';
import { PANELS, panelsApi } from '../public';

/**
 * Copy Panel (400x200): to another course where the user has Panels, with or without its
 * sentences; disabled while copying or with no course chosen (spec 2 §5).
 */
export function CopyPanelDialog({ panelId, courseId, onClose }: { panelId: number; courseId: number; onClose(): void }) {
  const t = useT('panels');
  const api = useApi();
  const courses = useCopyTargets(PANELS, courseId);
  const [to, setTo] = useState<string | null>(null);
  const [withSentences, setWithSentences] = useState(true);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ color: 'green' | 'red'; text: string }>();
  const copy = async () => {
    setBusy(true);
    const res = await api.call(panelsApi.copy, { params: { courseId }, body: { panel: panelId, toCourseId: Number(to), copySentences: withSentences } });
    setBusy(false);
    setResult(res.ok ? { color: 'green', text: t('copy.copied', { id: res.data.id }) } : { color: 'red', text: res.fields?.toCourseId ?? res.error });
  };
  return (
    <Modal opened onClose={onClose} title={t('copy.title')} size={400}>
      <Stack gap="xs">
        <Select label={t('copy.toCourse')} data={courses} value={to} onChange={setTo} placeholder={t('copy.chooseCourse')} />
        <Checkbox label={t('copy.withSentences')} checked={withSentences} onChange={(e) => setWithSentences(e.currentTarget.checked)} />
        {result && (
          <Alert color={result.color} p="xs">
            {result.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="xs" disabled={!to || busy} loading={busy} onClick={() => void copy()}>
            {t('copy.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
