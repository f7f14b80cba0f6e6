import { useEffect, useState } from 'react';
import { Alert, Badge, Code, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { keyLabel, platformApi, type PromptLog } from '../../shared';
import { useApi } from '../hooks';
import { useT } from '../i18n/i18n';

export type { PromptLog };

/** Spec 1 §9: dialog size. */
export const LOG_DIALOG_SIZE = { width: 900, height: 700 } as const;

/** Time above 1000 ms in seconds; cost in USD with 6 decimals (spec 1 §9). */
export const formatDuration = (ms: number) => (ms > 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`);
export const formatCost = (usd: number) => `$${Number(usd ?? 0).toFixed(6)}`;

function prettyJson(text: string | null): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function LogView({ log }: { log: PromptLog }) {
  const t = useT('sdk');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={log.status === 'success' ? 'green' : 'red'}>{keyLabel(log.status)}</Badge>
        <Text size="sm">{t('log.model', { model: log.model })}</Text>
        <Text size="sm">{t('log.time', { time: formatDuration(log.execution_time_ms) })}</Text>
        <Text size="sm">{t('log.tokens', { total: log.tokens_used, input: log.input_tokens, output: log.output_tokens })}</Text>
        <Text size="sm">{t('log.cost', { cost: formatCost(log.price) })}</Text>
        {log.temperature !== null && <Text size="sm">{t('log.temperature', { temperature: log.temperature })}</Text>}
      </Group>
      {log.error_message && (
        <Alert color="red" title={t('common.error')}>
          {log.error_message}
        </Alert>
      )}
      <Text fw={600} size="sm">
        {t('log.prompt')}
      </Text>
      <Code block>{log.prompt_text || t('log.noData')}</Code>
      <Text fw={600} size="sm">
        {t('log.response')}
      </Text>
      <Code block>{prettyJson(log.response_text) || t('log.noData')}</Code>
    </Stack>
  );
}

/** The AI prompt and response log of an entity: 900x700, one tab per agent step when several exist. */
export function PromptLogDialog({ entityType, entityId, opened, onClose }: { entityType: string; entityId: number; opened: boolean; onClose: () => void }) {
  const t = useT('sdk');
  const api = useApi();
  const [logs, setLogs] = useState<PromptLog[] | null | undefined>(undefined);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setLogs(undefined);
    api
      .load(platformApi.promptLogByEntity, { query: { entity_type: entityType, entity_id: entityId } })
      .then((r) => {
        if (live) setLogs(Array.isArray(r) ? r : null);
      })
      .catch(() => {
        if (live) setLogs(null);
      });
    return () => {
      live = false;
    };
  }, [api, entityType, entityId, opened]);

  const steps = new Map<string, PromptLog[]>();
  for (const l of logs ?? []) {
    const step = l.context_data?.agent_step ?? l.agent_type;
    steps.set(step, [...(steps.get(step) ?? []), l]);
  }
  const stepView = (list: PromptLog[]) => (
    <Stack>
      {list.map((l) => (
        <LogView key={l.id} log={l} />
      ))}
    </Stack>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('log.title')} size={LOG_DIALOG_SIZE.width} styles={{ content: { height: LOG_DIALOG_SIZE.height } }}>
      <ScrollArea h={LOG_DIALOG_SIZE.height - 80}>
        {logs === undefined && <Loader size="sm" />}
        {logs === null && <Alert color="red">{t('log.failed')}</Alert>}
        {logs && !logs.length && <Text>{t('log.none')}</Text>}
        {logs && steps.size === 1 && stepView([...steps.values()][0])}
        {logs && steps.size > 1 && (
          <Tabs defaultValue={[...steps.keys()][0]}>
            <Tabs.List>
              {[...steps.keys()].map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {keyLabel(s)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {[...steps.entries()].map(([s, list]) => (
              <Tabs.Panel key={s} value={s} pt="sm">
                {stepView(list)}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </ScrollArea>
    </Modal>
  );
}
