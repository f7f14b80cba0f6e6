import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useHttp } from '../../../sdk/client';
import { BOARD_TYPE_LABELS, BoardType } from '../../../sdk/shared';

const TYPES = [BoardType.PANEL_SENTENCES, BoardType.PANEL_EXPLANATIONS, BoardType.SEGMENTS, BoardType.EXERCISES, BoardType.READINGS, BoardType.DIALOGS, BoardType.TRAINER_SEGMENTS];
const ACTIONS = TYPES.map((t) => ({ value: String(t), label: `Change the state of ${BOARD_TYPE_LABELS[t]} from NONE to TODO` }));

/** The wizard (spec 3 §2 'Wizard dialog'): a lesson range and an action; answers how many items moved. */
export function WizardDialog({ courseId, opened, onClose, from: from0, to: to0 }: { courseId: number; opened: boolean; onClose(): void; from: number; to: number }) {
  const http = useHttp();
  const [from, setFrom] = useState<number | string>(from0);
  const [to, setTo] = useState<number | string>(to0);
  const [action, setAction] = useState<string | null>(ACTIONS[0].value);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const valid = Number(from) >= 1 && Number(to) >= Number(from) && Number(to) <= 1000 && action !== null;
  const run = async () => {
    setBusy(true);
    const r = await http.put<{ moved: number }>(`courses/${courseId}/lesson-outline/wizard/board-types/${action}/states/move-todo`, { startPos: Number(from), endPos: Number(to) });
    setBusy(false);
    setResult(r.ok ? { ok: true, text: `${r.data.moved} item(s) moved to To Do` } : { ok: false, text: r.error });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Wizard" size="lg">
      <Stack>
        <Group grow>
          <NumberInput label="From Lesson" min={1} max={1000} value={from} onChange={setFrom} />
          <NumberInput label="To Lesson" min={1} max={1000} value={to} onChange={setTo} />
        </Group>
        <Select label="Action" data={ACTIONS} value={action} onChange={setAction} allowDeselect={false} />
        {result && <Text size="sm" c={result.ok ? 'green' : 'red'} role="status">{result.text}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Close</Button>
          <Button onClick={run} loading={busy} disabled={!valid}>Run</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
