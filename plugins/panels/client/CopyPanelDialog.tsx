import { Alert, Button, Checkbox, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useApi, useCopyTargets } from '../../../sdk/client';
import { PANELS, panelsApi } from '../public';

/**
 * Copy Panel (400x200): to another course where the user has Panels, with or without its
 * sentences; disabled while copying or with no course chosen (spec 2 §5).
 */
export function CopyPanelDialog({ panelId, courseId, onClose }: { panelId: number; courseId: number; onClose(): void }) {
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
    setResult(res.ok ? { color: 'green', text: `Copied: panel #${res.data.id}` } : { color: 'red', text: res.fields?.toCourseId ?? res.error });
  };
  return (
    <Modal opened onClose={onClose} title="Copy Panel" size={400}>
      <Stack gap="xs">
        <Select label="To course" data={courses} value={to} onChange={setTo} placeholder="Choose a course" />
        <Checkbox label="With sentences" checked={withSentences} onChange={(e) => setWithSentences(e.currentTarget.checked)} />
        {result && (
          <Alert color={result.color} p="xs">
            {result.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="xs" disabled={!to || busy} loading={busy} onClick={() => void copy()}>
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
