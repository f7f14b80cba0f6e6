import { ActionIcon, Anchor, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS, useApi, useCommands, useService, useT } from '../../../sdk/client';
import { aiReviewApi } from '../public';
import type { CheckerKind, CheckerRef, RunState } from '../shared';
import type { FlaggedFilter } from './DashboardTab';
import { FlaggedList } from './FlaggedList';

const POLL_MS = 1000;

/**
 * One checker of the AI Review screen (spec 4 §2.7, §4 Checker run): a dialect (the first one
 * loaded at once, another with Load), then a
 * progress bar per content type with 'Fail: n' (a click lists those findings) and play/pause. The run itself is queued on the
 * server, so closing the tab or restarting loses nothing; the bars follow it while it runs.
 */
export function CheckerTab({ courseId, kind }: { courseId: number; kind: CheckerKind }) {
  const api = useApi();
  const t = useT('ai-review');
  const calls = aiReviewApi.checkers[kind];
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const dialects =
    kind === 'targets'
      ? (config?.targetDialects ?? [])
      : kind === 'sources'
        ? (config?.sourceDialects ?? [])
        : [...(config?.targetDialects ?? []), ...(config?.sourceDialects ?? [])];
  const [dialect, setDialect] = useState<string | null>(dialects[0] ? String(dialects[0].dialectId) : null);
  const [refs, setRefs] = useState<CheckerRef[]>();
  const [runs, setRuns] = useState<Record<number, RunState>>({});
  const [error, setError] = useState('');
  const [findings, setFindings] = useState<FlaggedFilter>();

  const refresh = useCallback(
    async (list: CheckerRef[]) => {
      if (!dialect) return;
      const states = await Promise.all(list.map((r) => api.load(calls.run, { params: { courseId, dialectId: Number(dialect), ref: r.ref } })));
      setRuns(Object.fromEntries(list.map((r, i) => [r.ref, states[i]!]).filter(([, s]) => s)));
    },
    [api, calls, courseId, dialect],
  );

  const load = async () => {
    const list = (await api.load(calls.refs)) ?? [];
    setRefs(list);
    await refresh(list);
  };

  const toggle = async (ref: number, running: boolean) => {
    const res = await api.call(calls.setRunning, { params: { courseId, dialectId: Number(dialect), ref }, body: { running } });
    if (res.ok) setRuns((s) => ({ ...s, [ref]: res.data }));
    setError(res.ok ? '' : res.error);
  };

  const anyRunning = Object.values(runs).some((r) => r.running);
  const fromLesson = Object.values(runs)[0]?.fromLesson ?? 0;
  useEffect(() => {
    if (!anyRunning || !refs) return undefined;
    const timer = setInterval(() => void refresh(refs), POLL_MS);
    return () => clearInterval(timer);
  }, [anyRunning, refs, refresh]);
  // The preselected dialect loads at once; another dialect waits for Load.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (dialect) void load();
      return;
    }
    setRefs(undefined);
    setRuns({});
  }, [dialect]);

  useCommands([
    {
      id: `ai-review.${kind}.load`,
      category: t('category'),
      title: t('commands.load', { checker: t(`checkers.${kind}`) }),
      keys: 'mod+alt+L',
      run: () => void load(),
    },
    {
      id: `ai-review.${kind}.play-all`,
      category: t('category'),
      title: t('commands.playAll', { checker: t(`checkers.${kind}`) }),
      keys: 'mod+alt+P',
      when: () => !!refs,
      run: () => {
        refs?.forEach((r) => {
          if (!runs[r.ref]?.running && !runs[r.ref]?.complete) void toggle(r.ref, true);
        });
      },
    },
  ]);

  return (
    <Stack p="md" gap="sm" maw={760}>
      <Group align="end">
        <Select
          label={t('checker.dialect')}
          w={200}
          value={dialect}
          onChange={setDialect}
          allowDeselect={false}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        />
        <Button onClick={() => void load()} disabled={!dialect}>
          {t('checker.load')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {refs && fromLesson > 0 && (
        <Text size="xs" c="dimmed" data-testid="review-from">
          {t('checker.fromLesson', { lesson: fromLesson })}
        </Text>
      )}
      {refs?.map((r) => {
        const s = runs[r.ref];
        const pct = s?.total ? (s.checked * 100) / s.total : 0;
        return (
          <Stack key={r.ref} gap={4} aria-label={t('checker.label', { name: r.name })}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {r.name}
                {fromLesson > 0 && (
                  <Text span size="xs" c="dimmed">
                    {r.byLesson ? t('checker.byLesson', { lesson: fromLesson }) : t('checker.everyLesson')}
                  </Text>
                )}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {s ? t(s.complete ? 'checker.countComplete' : 'checker.count', { checked: s.checked, total: s.total }) : ''}
                </Text>
                {s?.fails ? (
                  <Anchor
                    component="button"
                    size="xs"
                    c="red"
                    aria-label={t('checker.findings', { name: r.name })}
                    onClick={() =>
                      setFindings({
                        ref: r.ref,
                        name: r.name,
                        dialectId: Number(dialect),
                        dialectLabel: dialects.find((d) => String(d.dialectId) === dialect)?.dialectCode ?? '',
                      })
                    }
                  >
                    {t('checker.fail', { count: s.fails })}
                  </Anchor>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('checker.fail', { count: 0 })}
                  </Text>
                )}
                <ActionIcon
                  variant="light"
                  aria-label={t(s?.running ? 'checker.pause' : 'checker.play', { name: r.name })}
                  disabled={!s || (!s.running && s.complete)}
                  onClick={() => void toggle(r.ref, !s?.running)}
                >
                  {s?.running ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                </ActionIcon>
              </Group>
            </Group>
            <Progress value={pct} color={s?.fails ? 'orange' : 'blue'} aria-label={t('checker.progress', { name: r.name })} />
          </Stack>
        );
      })}
      {findings && <FlaggedList courseId={courseId} filter={findings} onClose={() => setFindings(undefined)} onChanged={() => refs && void refresh(refs)} />}
    </Stack>
  );
}
