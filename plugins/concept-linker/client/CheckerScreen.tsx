import { Button, Group, NumberInput, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { TOKENS, useApi, useService, type ModuleScreenProps, useT } from '../../../sdk/client';
import { conceptLinkerApi, type CheckerRef } from '../public';
import { batches, lessonRange, LESSON_MAX, LESSON_MIN } from '../shared';

interface Progress {
  ids: number[];
  checked: number;
  done: number;
  running: boolean;
}

/**
 * Module 18, the concepts linker checker (spec 2 §2): a lesson range, a target dialect, Load, then
 * one progress bar per checker ref with start/pause; ids are checked in batches. Sentences have no
 * lesson yet, so every sentence is in every range.
 */
export default function CheckerScreen({ courseId }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('concept-linker');
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const [start, setStart] = useState<string | number>(LESSON_MIN);
  const [end, setEnd] = useState<string | number>(LESSON_MAX);
  const [dialect, setDialect] = useState<string | null>(String(config?.targetDialectDefaultId ?? config?.targetDialects[0]?.dialectId ?? ''));
  const [refs, setRefs] = useState<CheckerRef[]>([]);
  const [progress, setProgress] = useState<Record<number, Progress>>({});
  const running = useRef<Record<number, boolean>>({});

  useEffect(() => {
    void api.load(conceptLinkerApi.checkerRefs).then((r) => setRefs(r ?? []));
  }, [api]);
  useEffect(
    () => () => {
      running.current = {};
    },
    [],
  );

  const load = async () => {
    if (!dialect) return;
    running.current = {};
    const range = lessonRange(start, end);
    const next: Record<number, Progress> = {};
    for (const r of refs) {
      const ids = await api.load(conceptLinkerApi.checkerRefElements, { params: { courseId, ref: r.ref, d: dialect }, query: range });
      next[r.ref] = { ids: ids ?? [], checked: 0, done: 0, running: false };
    }
    setProgress(next);
  };

  const run = async (ref: number) => {
    const p = progress[ref];
    if (!p || !dialect) return;
    running.current[ref] = true;
    setProgress((s) => ({ ...s, [ref]: { ...s[ref], running: true } }));
    let { checked, done } = p;
    for (const batch of batches(p.ids.slice(checked))) {
      if (!running.current[ref]) break;
      const res = await api.load(conceptLinkerApi.checkerRefElementsCheck, { params: { courseId, ref, d: dialect }, query: { ids: batch.join(',') } });
      checked += batch.length;
      done += (res ?? []).filter((x) => x.conceptLinkerDone).length;
      setProgress((s) => ({ ...s, [ref]: { ...s[ref], checked, done } }));
    }
    running.current[ref] = false;
    setProgress((s) => ({ ...s, [ref]: { ...s[ref], running: false } }));
  };
  const pause = (ref: number) => {
    running.current[ref] = false;
  };

  return (
    <Stack p="md" gap="sm" maw={720}>
      <Title order={4}>{t('checker.title')}</Title>
      <Group align="end">
        <NumberInput label={t('checker.start')} min={LESSON_MIN} max={LESSON_MAX} value={start} onChange={setStart} w={120} />
        <NumberInput label={t('checker.end')} min={LESSON_MIN} max={LESSON_MAX} value={end} onChange={setEnd} w={120} />
        <Select
          label={t('checker.dialect')}
          w={200}
          value={dialect}
          onChange={setDialect}
          data={(config?.targetDialects ?? []).map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
        />
        <Button onClick={() => void load()} disabled={!dialect || !refs.length}>
          {t('checker.load')}
        </Button>
      </Group>
      {refs.map((r) => {
        const p = progress[r.ref];
        const pct = p?.ids.length ? (p.checked * 100) / p.ids.length : 0;
        return (
          <Stack key={r.ref} gap={4} aria-label={t('checker.label', { name: r.name })}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {r.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p ? t('checker.count', { checked: p.checked, total: p.ids.length, done: p.done }) : t('checker.notLoaded')}
              </Text>
              {p?.running ? (
                <Button size="compact-xs" onClick={() => pause(r.ref)}>
                  {t('checker.pause')}
                </Button>
              ) : (
                <Button size="compact-xs" disabled={!p || p.checked >= p.ids.length} onClick={() => void run(r.ref)}>
                  {t('checker.run')}
                </Button>
              )}
            </Group>
            <Progress value={pct} aria-label={t('checker.progress', { name: r.name })} />
          </Stack>
        );
      })}
    </Stack>
  );
}
