import { Group, Loader, Modal, ScrollArea, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { TOKENS, useHttp, useService } from '../../../sdk/client';
import type { SentenceRow } from './types';

export interface SearchSentenceDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  onPick(sentence: { id: number; text: string; dialectId: number }): void;
  exclude?: number[];
}

/**
 * The sentences search popup (spec 2 §2): text or id, the dialect to show, the matches
 * (GET groups/{course}/sentences?dialect&text); a click, or Enter on the first match, picks one.
 */
export function SearchSentenceDialog({ opened, onClose, courseId, onPick, exclude = [] }: SearchSentenceDialogProps) {
  const http = useHttp();
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const dialects = useMemo(() => [...(config?.targetDialects ?? []), ...(config?.sourceDialects ?? [])], [config]);
  const [dialect, setDialect] = useState<number | undefined>(config?.targetDialectDefaultId ?? dialects[0]?.dialectId);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [rows, setRows] = useState<SentenceRow[] | null>();

  useEffect(() => {
    if (!opened) return;
    const ctrl = new AbortController();
    setRows(undefined);
    const q = debounced.trim();
    void http.get<SentenceRow[]>(`groups/${courseId}/sentences`, { dialect, text: q || undefined }, ctrl.signal)
      .then((r) => !ctrl.signal.aborted && setRows(r ?? null));
    return () => ctrl.abort();
  }, [http, courseId, dialect, debounced, opened]);

  const textOf = (r: SentenceRow) => (dialect !== undefined && r.texts ? r.texts[String(dialect)] ?? '' : r.target);
  const close = () => {
    setText('');
    onClose();
  };
  const pick = (r: SentenceRow) => {
    onPick({ id: r.id, text: textOf(r), dialectId: dialect ?? 0 });
    close();
  };
  const offered = rows?.filter((r) => !exclude.includes(r.id)) ?? [];

  return (
    <Modal opened={opened} onClose={close} title="Search Sentence" size={520} data-testid="search-sentence-dialog">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <TextInput data-autofocus size="xs" style={{ flex: 1 }} leftSection={<IconSearch size={14} />} placeholder="Text or id"
            aria-label="Search sentences" value={text} onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && offered.length) {
                e.preventDefault();
                pick(offered[0]);
              }
            }} />
          <Select size="xs" w={110} aria-label="Dialect" allowDeselect={false} value={dialect === undefined ? null : String(dialect)}
            data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
            onChange={(v) => v !== null && setDialect(Number(v))} comboboxProps={{ withinPortal: false }} />
        </Group>
        <ScrollArea.Autosize mah={420}>
          {rows === undefined && <Group justify="center" p="sm"><Loader size="sm" /></Group>}
          {rows === null && <Text size="sm" c="red">The sentences could not be loaded.</Text>}
          {rows && rows.length === 0 && <Text size="sm" c="dimmed">No sentences found.</Text>}
          <Stack gap={2}>
            {rows?.map((r) => (
              <UnstyledButton key={r.id} disabled={exclude.includes(r.id)} onClick={() => pick(r)} data-testid={`pick-sentence-${r.id}`}
                px="xs" py={4} style={{ borderRadius: 4, opacity: exclude.includes(r.id) ? 0.5 : 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>{textOf(r) || <Text span c="dimmed" size="sm">(no text in this dialect)</Text>}</Text>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>#{r.id}</Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
