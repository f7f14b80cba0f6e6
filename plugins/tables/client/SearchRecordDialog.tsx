import { Badge, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useHttp } from '../../../sdk/client';
import type { LinkedRecord } from './types';

export interface SearchDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  /** The chosen record; the dialog closes after it. */
  onPick(record: LinkedRecord): void;
  /** Ids already chosen: shown, but not offered again. */
  exclude?: number[];
}

interface Props extends SearchDialogProps {
  title: string;
  /** The record kind's path segment and its plural for messages: 'table', 'tables'. */
  noun: 'table' | 'chart';
  plural: string;
}

/**
 * The search popup of a course's records named by a name (Search Table, Search Chart; spec 2 §2):
 * a text search over the names, the matches as a list, a click (or Enter on the first offered match) picks one.
 */
export function SearchRecordDialog({ opened, onClose, courseId, onPick, exclude = [], title, noun, plural }: Props) {
  const http = useHttp();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [rows, setRows] = useState<LinkedRecord[] | null>();

  useEffect(() => {
    if (!opened) return;
    const ctrl = new AbortController();
    setRows(undefined);
    const q = debounced.trim();
    void http.get<LinkedRecord[]>(`courses/${courseId}/${noun}`, q ? { text: q } : undefined, ctrl.signal)
      .then((r) => !ctrl.signal.aborted && setRows(r ?? null));
    return () => ctrl.abort();
  }, [http, courseId, noun, debounced, opened]);

  const close = () => {
    setText('');
    onClose();
  };
  const pick = (r: LinkedRecord) => {
    onPick({ id: r.id, name: r.name });
    close();
  };
  const offered = rows?.filter((r) => !exclude.includes(r.id)) ?? [];

  return (
    <Modal opened={opened} onClose={close} title={title} size="md" data-testid={`search-${noun}-dialog`}>
      <Stack gap="xs">
        <TextInput data-autofocus size="xs" leftSection={<IconSearch size={14} />} placeholder={`Search ${plural} by name`}
          aria-label={`Search ${plural}`} value={text} onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && offered.length) {
              e.preventDefault();
              pick(offered[0]);
            }
          }} />
        <ScrollArea.Autosize mah={320}>
          {rows === undefined && <Group justify="center" p="sm"><Loader size="sm" /></Group>}
          {rows === null && <Text size="sm" c="red">The {plural} could not be loaded (the Tables and Charts modules need their own permission).</Text>}
          {rows && rows.length === 0 && <Text size="sm" c="dimmed">No {plural} found.</Text>}
          <Stack gap={2}>
            {rows?.map((r) => {
              const taken = exclude.includes(r.id);
              return (
                <UnstyledButton key={r.id} disabled={taken} onClick={() => pick(r)} data-testid={`pick-${noun}-${r.id}`}
                  px="xs" py={4} style={{ borderRadius: 4, opacity: taken ? 0.5 : 1 }} className="cm-search-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{r.name}</Text>
                    <Group gap={6} wrap="nowrap">
                      {taken && <Badge size="xs" variant="light" color="gray">linked</Badge>}
                      <Text size="xs" c="dimmed">#{r.id}</Text>
                    </Group>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
