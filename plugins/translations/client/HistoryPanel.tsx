import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { diffWords } from 'diff';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatTimestamp, useApi, useT } from '../../../sdk/client';
import { translationsApi, type TextVersion } from '../public';

export interface HistoryPanelProps {
  translationId: number;
  dialectId: number;
  /** Changes whenever the text was saved, so that the list is read again. */
  reloadKey?: unknown;
  /** Restores a version (a new version through the write path); answers whether it went through. */
  onRestore(version: TextVersion): Promise<boolean>;
  /** Focus the list once first read (opened by its key), so ↑/↓ and Enter work at once. */
  autoFocus?: boolean;
}

/** What a version changed from the one before it, word by word (the `diff` package). */
function VersionDiff({ before, after }: { before: string | undefined; after: string }) {
  if (before === undefined) return <Text size="sm">{after || '—'}</Text>;
  return (
    <Text size="sm" data-testid="history-diff">
      {diffWords(before, after).map((p, i) => (
        <span
          key={i}
          data-change={p.added ? 'added' : p.removed ? 'removed' : undefined}
          style={{
            background: p.added ? 'var(--mantine-color-green-1)' : p.removed ? 'var(--mantine-color-red-1)' : undefined,
            textDecoration: p.removed ? 'line-through' : undefined,
          }}
        >
          {p.value}
        </span>
      ))}
    </Text>
  );
}

/**
 * A text's history (segment history): every write, newest first, with who made it, when and its
 * status, and a word diff with the version before. ↑/↓ choose a version, Enter or its button
 * restores it (itself a new version).
 */
export function HistoryPanel({ translationId, dialectId, reloadKey, onRestore, autoFocus }: HistoryPanelProps) {
  const t = useT('translations');
  const api = useApi();
  const [versions, setVersions] = useState<TextVersion[]>();
  const [selected, setSelected] = useState(0);
  const [error, setError] = useState<string>();
  const [reads, setReads] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    void api.load(translationsApi.history, { params: { id: translationId, dialect: dialectId }, signal: ctrl.signal }).then((v) => {
      if (ctrl.signal.aborted) return;
      setVersions(v ?? []);
      setSelected(0);
    });
    return () => ctrl.abort();
  }, [api, translationId, dialectId, reloadKey, reads]);

  // Once, when opened: moving to another row with the panel open leaves the focus in the row.
  const focused = useRef(false);
  const hasVersions = !!versions?.length;
  useEffect(() => {
    if (!autoFocus || !hasVersions || focused.current) return;
    focused.current = true;
    listRef.current?.focus();
  }, [autoFocus, hasVersions]);

  const restore = async (v: TextVersion) => {
    setError(undefined);
    if (await onRestore(v)) setReads((n) => n + 1);
    else setError(t('history.notRestored'));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!versions?.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setSelected((i) => Math.min(Math.max(i + (e.key === 'ArrowDown' ? 1 : -1), 0), versions.length - 1));
    } else if (e.key === 'Enter' && selected > 0) {
      e.preventDefault();
      void restore(versions[selected]);
    }
  };

  return (
    <Stack gap={4} data-testid="history-panel">
      <Title order={6}>{t('history.title')}</Title>
      {versions === undefined ? (
        <Loader size="xs" />
      ) : versions.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('history.none')}
        </Text>
      ) : (
        <Stack gap={4} ref={listRef} tabIndex={0} role="list" aria-label={t('history.versions')} onKeyDown={onKeyDown}>
          {versions.map((v, i) => (
            <Paper
              key={v.id}
              role="listitem"
              aria-current={i === selected || undefined}
              withBorder
              p={4}
              onClick={() => setSelected(i)}
              style={{ borderColor: i === selected ? 'var(--mantine-color-blue-5)' : undefined }}
            >
              <Group gap={4} justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {v.userName ?? t('history.system')} · {formatTimestamp(v.createdAt)}
                </Text>
                <Badge size="xs" variant="light">
                  {t(`status.${v.status}`, { defaultValue: String(v.status) })}
                </Badge>
              </Group>
              <VersionDiff before={versions[i + 1]?.text} after={v.text} />
              {i > 0 && (
                <Button size="compact-xs" variant="subtle" onClick={() => void restore(v)} aria-label={t('history.restoreVersion', { n: versions.length - i })}>
                  {t('history.restore')}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
