import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApi, useCommands, useT } from '../../../sdk/client';
import { translationsApi, type CatRow, type ReplaceSide } from '../public';

export interface ReplacePanelProps {
  projectId: number;
  /** The replace or its undo changed rows: the project's rows, as the answer gave them. */
  onChanged(rows: CatRow[]): void;
}

type Change = { id: number; before: string; after: string };

/**
 * The CAT's Search & Replace: literal or a regular expression ($1 in the replacement), matching
 * case or not, in the targets of the rows not done or in the source texts. Preview first (how many
 * matches in how many rows, and the rows as they would become); Replace is one request and one
 * step, which Undo takes back (exactly the rows it changed).
 */
export function ReplacePanel({ projectId, onChanged }: ReplacePanelProps) {
  const t = useT('translations');
  const api = useApi();
  const [search, setSearch] = useState('');
  const [replace, setReplace] = useState('');
  const [regex, setRegex] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(true);
  const [side, setSide] = useState<ReplaceSide>('target');
  const [preview, setPreview] = useState<{ count: number; rows: Change[] }>();
  const [lastReplace, setLastReplace] = useState<number>();
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();

  /** Any change to the search makes the preview stale: Replace waits for a new one. */
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(undefined);
    };

  const run = async (apply: boolean) => {
    if (!search) return;
    const res = await api.call(translationsApi.searchReplace, { params: { id: projectId }, body: { search, replace, apply, regex, caseSensitive, side } });
    if (!res.ok) return setMessage({ text: res.fields?.search ?? res.error, error: true });
    if (!apply) {
      setPreview({ count: res.data.count, rows: res.data.rows });
      setMessage({
        text: t('replace.preview', { matches: t('replace.matches', { count: res.data.count }), rows: t('replace.rows', { count: res.data.rows.length }) }),
      });
      return;
    }
    setPreview(undefined);
    setLastReplace(res.data.replaceId ?? undefined);
    setMessage({ text: t('replace.changed', { count: res.data.rows.length }) });
    if (res.data.projectRows) onChanged(res.data.projectRows);
  };
  const undo = async () => {
    if (!lastReplace) return;
    const res = await api.call(translationsApi.undoReplace, { params: { id: projectId, replaceId: lastReplace } });
    if (!res.ok) return setMessage({ text: res.error, error: true });
    setLastReplace(undefined);
    const skipped = res.data.skipped.length;
    const restored = t('replace.restored', { count: res.data.restored.length });
    setMessage({ text: skipped ? t('replace.restoredSkipped', { restored, skipped }) : restored });
    onChanged(res.data.projectRows);
  };

  useCommands([
    {
      id: 'cat-search-replace',
      category: t('cat.category'),
      title: t('replace.palette.preview'),
      keys: 'alt+shift+R',
      when: () => !!search,
      run: () => void run(false),
    },
    {
      id: 'cat-replace-undo',
      category: t('cat.category'),
      title: t('replace.palette.undo'),
      keys: 'alt+shift+Z',
      when: () => !!lastReplace,
      run: () => void undo(),
    },
  ]);

  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label={t('replace.search')}
          placeholder={regex ? t('replace.regex') : t('replace.search')}
          value={search}
          onChange={(e) => edit(setSearch)(e.currentTarget.value)}
        />
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label={t('replace.with')}
          placeholder={t('replace.with')}
          value={replace}
          onChange={(e) => edit(setReplace)(e.currentTarget.value)}
        />
      </Group>
      <Group gap={8}>
        <SegmentedControl
          size="xs"
          aria-label={t('replace.in')}
          value={side}
          onChange={(v) => edit(setSide)(v as ReplaceSide)}
          data={[
            { value: 'target', label: t('replace.target') },
            { value: 'source', label: t('replace.source') },
          ]}
        />
        <Checkbox size="xs" label={t('replace.regex')} checked={regex} onChange={(e) => edit(setRegex)(e.currentTarget.checked)} />
        <Checkbox size="xs" label={t('replace.matchCase')} checked={caseSensitive} onChange={(e) => edit(setCaseSensitive)(e.currentTarget.checked)} />
      </Group>
      <Group gap={4}>
        <Button size="compact-xs" variant="light" disabled={!search} onClick={() => void run(false)}>
          {t('replace.previewButton')}
        </Button>
        <Button size="compact-xs" disabled={!preview?.rows.length} onClick={() => void run(true)}>
          {t('replace.replace', { n: preview?.rows.length ?? '' })}
        </Button>
        {lastReplace && (
          <Button size="compact-xs" variant="subtle" onClick={() => void undo()} title={t('replace.undoTip')}>
            {t('replace.undo')}
          </Button>
        )}
      </Group>
      {message && (
        <Text size="xs" c={message.error ? 'red' : 'dimmed'} data-testid="replace-message">
          {message.text}
        </Text>
      )}
      {preview?.rows.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('replace.noMatch')}
        </Text>
      )}
      {preview?.rows.slice(0, 20).map((p) => (
        <Text key={p.id} size="xs">
          #{p.id}: {p.before} → <b>{p.after}</b>
        </Text>
      ))}
    </Stack>
  );
}
