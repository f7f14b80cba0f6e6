import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { InflectViewer, useApi, useT } from '../../../sdk/client';
import { PANELS, panelsApi, type PanelInflectConfig } from '../public';

/**
 * The panel's inflects (spec 2 §2 Panels, Edit tab): per target dialect the word inflected (empty:
 * the panel's inflect word), set on its own request, and the SDK's Inflect viewer for its forms.
 * A new panel shows the blank config; its forms wait for the first save.
 */
export function PanelInflects({ panelId, courseId }: { panelId: number; courseId: number }) {
  const t = useT('panels');
  const api = useApi();
  const saved = panelId > 0;
  const [rows, setRows] = useState<PanelInflectConfig[]>([]);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [viewing, setViewing] = useState<number>();
  useEffect(() => {
    const configs = saved ? api.load(panelsApi.inflectConfigs, { params: { id: panelId } }) : api.load(panelsApi.blankInflectConfigs, { params: { courseId } });
    void configs.then((r) => {
      setRows(r ?? []);
      setTyped(Object.fromEntries((r ?? []).map((c) => [c.dialectId, c.inflectWord])));
    });
  }, [api, panelId, courseId, saved]);

  const setWord = async (d: number) => {
    const o = await api.call(panelsApi.setInflectWord, { params: { id: panelId, dialectId: d }, body: { inflectWord: typed[d] ?? '' } });
    if (!o.ok) return setErrors((e) => ({ ...e, [d]: o.fields ? Object.values(o.fields).join('; ') : o.error })); // what was typed stays
    setErrors((e) => ({ ...e, [d]: '' }));
    setRows((rs) => rs.map((r) => (r.dialectId === d ? o.data : r)));
    setTyped((ts) => ({ ...ts, [d]: o.data.inflectWord }));
  };

  return (
    <Stack gap={4} data-testid="panel-inflects">
      <Text size="sm" fw={500}>
        {t('inflects.title')}
      </Text>
      {rows.map((r) => (
        <Group key={r.dialectId} gap="xs" align="flex-start" data-dialect={r.dialectCode}>
          <Badge variant="light" mt={6} w={70}>
            {r.dialectCode}
          </Badge>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('inflects.wordOf', { dialect: r.dialectCode })}
            placeholder={t('inflects.placeholder')}
            disabled={!saved}
            value={typed[r.dialectId] ?? ''}
            error={errors[r.dialectId] || undefined}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setTyped((ts) => ({ ...ts, [r.dialectId]: v }));
            }}
          />
          <Button size="xs" variant="light" disabled={!saved || (typed[r.dialectId] ?? '') === r.inflectWord} onClick={() => void setWord(r.dialectId)}>
            {t('inflects.set')}
          </Button>
          <Button size="xs" variant="subtle" disabled={!saved} onClick={() => setViewing(r.dialectId)}>
            {t('inflects.forms', { count: r.nInflects })}
          </Button>
        </Group>
      ))}
      {viewing !== undefined && (
        <InflectViewer
          opened
          refType={PANELS}
          refId={panelId}
          dialectId={viewing}
          onClose={() => setViewing(undefined)}
          onSaved={(forms) => setRows((rs) => rs.map((r) => (r.dialectId === viewing ? { ...r, nInflects: forms.length } : r)))}
        />
      )}
    </Stack>
  );
}
