import { Alert, Badge, Box, Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { DataGrid } from '../grid/DataGrid';
import { useApi } from '../hooks';
import { BOARD_TYPE_LABELS, WorkState, workStateApi, workStateMoves, type BoardType, type WorkStateChange, type WorkStateHistory } from '../../shared';
import { useT } from '../i18n/i18n';

/*
 * The State dialog (spec 1 §2 'State dialog', §4 'Work state of a board item'), for any editor to
 * open for its item. The history grid's columns are the 'work-state-history' grid of the Boards
 * module, which serves the two routes it calls.
 */

export const STATE_DIALOG_SIZE = { width: 318, height: 390 };

export interface StateDialogProps {
  opened: boolean;
  onClose(): void;
  /** The item's course (for an item that has no work state yet, and for the change route). */
  courseId: number;
  boardType: BoardType;
  refId: number;
  /** Called with the new state after each change. */
  onChanged?(state: WorkState): void;
}

const STATES = [WorkState.NONE, WorkState.TODO, WorkState.DOING, WorkState.REVIEW, WorkState.DONE];
const STATE_COLORS: Record<WorkState, string> = {
  [WorkState.NONE]: 'gray',
  [WorkState.TODO]: 'blue',
  [WorkState.DOING]: 'yellow',
  [WorkState.REVIEW]: 'orange',
  [WorkState.DONE]: 'green',
};

/**
 * 'State for {board type}', 318x390: the current state, a button per move the rules allow (from
 * REVIEW with a message box, sent with either button), the history grid, and a 'force change
 * state' dialog for any state. The server enforces the same rules; its refusal is shown.
 */
export function StateDialog({ opened, onClose, courseId, boardType, refId, onChanged }: StateDialogProps) {
  const t = useT('sdk');
  const api = useApi();
  const [data, setData] = useState<WorkStateHistory | null>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [forceOpen, setForceOpen] = useState(false);
  const [forceState, setForceState] = useState<string | null>(null);
  const [forceMessage, setForceMessage] = useState('');

  useEffect(() => {
    if (!opened) return;
    const ctrl = new AbortController();
    setData(undefined);
    setError(undefined);
    setMessage('');
    void api
      .load(workStateApi.history, { params: { type: boardType, refId }, query: { course: courseId }, signal: ctrl.signal })
      .then((d) => !ctrl.signal.aborted && setData(d ?? null));
    return () => ctrl.abort();
  }, [api, boardType, refId, courseId, opened]);

  const send = useCallback(
    async (body: WorkStateChange) => {
      setBusy(true);
      setError(undefined);
      const res = await api.call(workStateApi.change, { params: { courseId, type: boardType, refId }, body });
      setBusy(false);
      if (!res.ok) {
        setError(res.error);
        return false;
      }
      setData(res.data);
      setMessage('');
      onChanged?.(res.data.state);
      return true;
    },
    [api, courseId, boardType, refId, onChanged],
  );

  const applyForce = async () => {
    if (forceState === null) return;
    if (await send({ state: Number(forceState) as WorkState, message: forceMessage.trim() || undefined, force: true })) {
      setForceOpen(false);
      setForceState(null);
      setForceMessage('');
    }
  };

  const state = data?.state;
  const moves = state === undefined ? [] : workStateMoves(state);
  const inReview = state === WorkState.REVIEW;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('states.title', { what: BOARD_TYPE_LABELS[boardType] ?? boardType })}
      size={STATE_DIALOG_SIZE.width}
      styles={{
        content: { height: STATE_DIALOG_SIZE.height, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
      data-testid="state-dialog"
    >
      {data === undefined && (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      )}
      {data === null && (
        <Alert color="red" p="xs">
          <Text size="sm">{t('states.failed')}</Text>
        </Alert>
      )}
      {data && state !== undefined && (
        <Stack gap={6} style={{ flex: 1, minHeight: 0 }}>
          <Group gap="xs" justify="space-between">
            <Group gap={6}>
              <Text size="sm">{t('states.current')}</Text>
              <Badge color={STATE_COLORS[state]} variant="light" data-testid="current-state">
                {t(`states.names.${state}`)}
              </Badge>
            </Group>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setForceOpen(true)}>
              {t('states.force')}
            </Button>
          </Group>
          {inReview && (
            <Textarea
              size="xs"
              label={t('states.message')}
              placeholder={t('states.messageHint')}
              autosize
              minRows={1}
              maxRows={3}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
          )}
          {moves.length > 0 && (
            <Group gap={6}>
              {moves.map((m) => (
                <Button
                  key={m.to}
                  size="compact-sm"
                  loading={busy}
                  onClick={() => void send({ state: m.to, ...(inReview && message.trim() ? { message: message.trim() } : {}) })}
                >
                  {m.label}
                </Button>
              ))}
            </Group>
          )}
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
          <Box style={{ flex: 1, minHeight: 100 }}>
            <DataGrid gridName="work-state-history" rows={data.history} />
          </Box>
        </Stack>
      )}
      <Modal opened={forceOpen} onClose={() => setForceOpen(false)} title={t('states.force')} size={300} zIndex={400}>
        <Stack gap="xs">
          <Radio.Group label={t('states.newState')} size="xs" value={forceState} onChange={setForceState}>
            <Group gap="sm" mt={4}>
              {STATES.filter((s) => s !== state).map((s) => (
                <Radio key={s} size="xs" value={String(s)} label={t(`states.names.${s}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('states.message')}
            size="xs"
            placeholder={t('states.optional')}
            value={forceMessage}
            onChange={(e) => setForceMessage(e.currentTarget.value)}
          />
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setForceOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" color="orange" disabled={forceState === null} loading={busy} onClick={() => void applyForce()}>
              {t('states.change')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
