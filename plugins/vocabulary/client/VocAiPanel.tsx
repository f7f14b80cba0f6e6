import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconChecks, IconFileText, IconRobot } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { NEW_RECORD_ID, PromptLogDialog, asPercent, useApi, useT } from '../../../sdk/client';
import type { Voc } from '../shared/types';
import { AiFillContext } from './ai-fill';
import { entryApi } from './scope';

/** The prompt log entity of an entry's agent calls (server: VOC_ENTITY). */
export const VOC_ENTITY = 'voc';

/**
 * Where the entry stands with New AI (main vocabulary): an unsaved entry filled from a proposal
 * shows its reasoning and warnings; a saved one created from a proposal shows whether its
 * AI-proposed words are confirmed, with Finalize (the AI review) and Accept (force OK), and the
 * prompt log of its agent calls. The actions work on the saved entry: they wait while the form has
 * unsaved changes. What they change (the AI state, the words' translation status) is the server's
 * own: it is shown here, not put into the form's record, which stays unchanged (not 'unsaved').
 */
export function VocAiPanel({ value, dirty }: { value: Voc; dirty: boolean }) {
  const t = useT('vocabulary');
  const api = useApi();
  const { applied } = useContext(AiFillContext);
  const [busy, setBusy] = useState<'finalize' | 'force'>();
  const [error, setError] = useState<string>();
  const [log, setLog] = useState(false);
  // The server's answer for this entry as loaded (id and version); a reload or a save shows the record's own state again.
  const key = `${value.id}:${value.version}`;
  const [answer, setAnswer] = useState<{ key: string; aiState: Voc['aiState']; aiWarnings: Voc['aiWarnings'] }>();
  const current = answer?.key === key ? answer : { aiState: value.aiState, aiWarnings: value.aiWarnings };

  if (value.id === NEW_RECORD_ID) {
    if (value.aiLogId === undefined) return null;
    const p = applied?.logId === value.aiLogId ? applied : undefined;
    return (
      <Alert color={p?.warnings.length ? 'orange' : 'blue'} p="xs" icon={<IconRobot size={16} />} data-testid="voc-ai-panel" title={t('aiPanel.filled')}>
        {p && (
          <Text size="xs">
            {t('aiPanel.confidence', { percent: asPercent(p.confidence) })} {p.reasoning}
          </Text>
        )}
        {p?.warnings.length ? (
          <List size="xs" mt={4}>
            {p.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        ) : null}
      </Alert>
    );
  }
  if (!current.aiState) return null;

  const act = async (what: 'finalize' | 'force') => {
    setBusy(what);
    setError(undefined);
    const entry = entryApi(value.courseId);
    const params = { id: value.id };
    const res = what === 'finalize' ? await api.call(entry.finalizeCreation, { params }) : await api.call(entry.aiForceOk, { params });
    setBusy(undefined);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    setAnswer({ key, aiState: res.data.aiState, aiWarnings: res.data.aiWarnings });
  };
  const logButton = (
    <Button size="compact-xs" variant="subtle" leftSection={<IconFileText size={12} />} onClick={() => setLog(true)}>
      {t('aiPanel.log')}
    </Button>
  );
  const dialog = <PromptLogDialog entityType={VOC_ENTITY} entityId={value.id} opened={log} onClose={() => setLog(false)} />;

  if (current.aiState === 'ok') {
    return (
      <Group gap={6} data-testid="voc-ai-panel">
        <Text size="xs" c="dimmed">
          {t('aiPanel.confirmed')}
        </Text>
        {logButton}
        {dialog}
      </Group>
    );
  }
  const flagged = current.aiState === 'flagged';
  return (
    <Alert
      color={flagged ? 'orange' : 'yellow'}
      p="xs"
      icon={<IconRobot size={16} />}
      data-testid="voc-ai-panel"
      title={flagged ? t('aiPanel.flagged') : t('aiPanel.notFinalized')}
    >
      <Text size="xs">{flagged ? t('aiPanel.flaggedHelp') : t('aiPanel.notFinalizedHelp')}</Text>
      {flagged && (
        <List size="xs" mt={4}>
          {(current.aiWarnings ?? []).map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      )}
      {error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
      <Group gap={6} mt={6}>
        <Button
          size="compact-xs"
          leftSection={<IconRobot size={12} />}
          loading={busy === 'finalize'}
          disabled={dirty || !!busy}
          title={dirty ? t('aiPanel.saveFirst') : undefined}
          onClick={() => void act('finalize')}
        >
          {flagged ? t('aiPanel.finalizeAgain') : t('aiPanel.finalize')}
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          color={flagged ? 'orange' : undefined}
          leftSection={<IconChecks size={12} />}
          loading={busy === 'force'}
          disabled={dirty || !!busy}
          title={dirty ? t('aiPanel.saveFirst') : undefined}
          onClick={() => void act('force')}
        >
          {flagged ? t('aiPanel.acceptDespite') : t('aiPanel.acceptAsIs')}
        </Button>
        {logButton}
      </Group>
      {dialog}
    </Alert>
  );
}
