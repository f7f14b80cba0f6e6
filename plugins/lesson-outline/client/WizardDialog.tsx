import { Button, Group, Modal, NumberInput, Progress, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { BOARD_TYPE_LABELS, BoardType } from '../../../sdk/shared';
import { lessonOutlineApi, type SegmentRun } from '../public';

const TYPES = [
  BoardType.PANEL_SENTENCES,
  BoardType.PANEL_EXPLANATIONS,
  BoardType.SEGMENTS,
  BoardType.EXERCISES,
  BoardType.READINGS,
  BoardType.DIALOGS,
  BoardType.TRAINER_SEGMENTS,
];
const SEGMENTS = 'segments';
const ACTIONS = [
  ...TYPES.map((t) => ({ value: String(t), label: `Change the state of ${BOARD_TYPE_LABELS[t]} from NONE to TODO` })),
  { value: SEGMENTS, label: 'Create empty segments' },
];
/** Seconds between two looks at a running 'create empty segments' task. */
const POLL_MS = 1000;

const runText = (r: SegmentRun) =>
  r.status === 'done'
    ? `${r.created} empty segment(s) created for ${r.total} panel(s)`
    : r.status === 'failed'
      ? 'Creating the empty segments failed'
      : `Creating empty segments: ${r.done} of ${r.total} panel(s)…`;

/**
 * The wizard (spec 3 §2 'Wizard dialog'): a lesson range and an action. Moving a board type from
 * NONE to TODO answers how many items moved; 'create empty segments' (Segments per Panel, default
 * 3) runs as a queued task whose progress the dialog follows.
 */
export function WizardDialog({
  courseId,
  opened,
  onClose,
  from: from0,
  to: to0,
}: {
  courseId: number;
  opened: boolean;
  onClose(): void;
  from: number;
  to: number;
}) {
  const t = useT('lesson-outline');
  const api = useApi();
  const [from, setFrom] = useState<number | string>(from0);
  const [to, setTo] = useState<number | string>(to0);
  const [action, setAction] = useState<string | null>(ACTIONS[0].value);
  const [perPanel, setPerPanel] = useState<number | string>(3);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [run, setRun] = useState<SegmentRun | null>(null);
  const segments = action === SEGMENTS;
  const validPerPanel = !segments || (Number.isInteger(Number(perPanel)) && Number(perPanel) >= 1 && Number(perPanel) <= 50);
  const running = run?.status === 'running';
  const valid = Number(from) >= 1 && Number(to) >= Number(from) && Number(to) <= 1000 && action !== null && validPerPanel && !(segments && running);

  // A run still going (started here or before the dialog opened) is followed until it ends.
  useEffect(() => {
    if (run && !running) return;
    let stop = false;
    const look = async () => {
      const r = await api.load(lessonOutlineApi.segmentRun, { params: { courseId } });
      if (!stop && r?.run && (run || r.run.status === 'running')) setRun(r.run);
    };
    const timer = setTimeout(() => void look(), run ? POLL_MS : 0);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [api, courseId, run, running]);

  const start = async () => {
    setBusy(true);
    setResult(null);
    if (segments) {
      const r = await api.call(lessonOutlineApi.createSegments, {
        params: { courseId },
        body: { startPos: Number(from), endPos: Number(to), nSegments: Number(perPanel) },
      });
      if (r.ok) setRun(r.data);
      else setResult({ ok: false, text: r.error });
    } else {
      const r = await api.call(lessonOutlineApi.moveTodo, { params: { courseId, type: String(action) }, body: { startPos: Number(from), endPos: Number(to) } });
      setResult(r.ok ? { ok: true, text: `${r.data.moved} item(s) moved to To Do` } : { ok: false, text: r.error });
    }
    setBusy(false);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('wizard.title')} size="lg">
      <Stack>
        <Group grow>
          <NumberInput label={t('wizard.from')} min={1} max={1000} value={from} onChange={setFrom} />
          <NumberInput label={t('wizard.to')} min={1} max={1000} value={to} onChange={setTo} />
        </Group>
        <Select label={t('wizard.action')} data={ACTIONS} value={action} onChange={setAction} allowDeselect={false} />
        {segments && (
          <NumberInput
            label={t('wizard.perPanel')}
            min={1}
            max={50}
            value={perPanel}
            onChange={setPerPanel}
            error={validPerPanel ? undefined : t('wizard.perPanelRange')}
          />
        )}
        {segments && run && (
          <Stack gap={4} data-testid="segment-run">
            <Progress
              value={run.total ? (100 * run.done) / run.total : run.status === 'running' ? 0 : 100}
              animated={running}
              color={run.status === 'failed' ? 'red' : undefined}
            />
            <Text size="sm" c={run.status === 'failed' ? 'red' : run.status === 'done' ? 'green' : undefined} role="status">
              {runText(run)}
            </Text>
          </Stack>
        )}
        {result && (
          <Text size="sm" c={result.ok ? 'green' : 'red'} role="status">
            {result.text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('wizard.close')}
          </Button>
          <Button onClick={start} loading={busy || (segments && running)} disabled={!valid}>
            {t('wizard.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
