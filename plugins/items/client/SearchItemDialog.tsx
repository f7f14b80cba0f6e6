import { Group, Loader, Modal, ScrollArea, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { TOKENS, useHttp, useService } from '../../../sdk/client';
import type { ItemRow } from './types';

export const SEARCH_ITEM_WIDTH = 468;
export const SEARCH_ITEM_HEIGHT = 555;

export interface PickedItem {
  id: number;
  /** The item's text in the dialect the popup showed. */
  text: string;
  dialectId: number;
}

export interface SearchItemDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  /** The chosen item; the popup closes after it. */
  onPick(item: PickedItem): void;
  /** The dialect to search and show first (default: the course's default target dialect). */
  dialectId?: number;
  /** Ids already chosen: listed, but not offered again. */
  exclude?: number[];
}

/**
 * The Search Item popup (spec 2 §2, 468x555): a text search over the course's items (GET
 * groups/{course}/items?dialect&text; a number also finds the item by id), the dialect whose text
 * the list shows, and the matches; a click, or Enter on the first match, picks one.
 */
export function SearchItemDialog({ opened, onClose, courseId, onPick, dialectId, exclude = [] }: SearchItemDialogProps) {
  const http = useHttp();
  const config = useService(TOKENS.courseConfigs).of(courseId);
  const dialects = useMemo(() => [...(config?.targetDialects ?? []), ...(config?.sourceDialects ?? [])], [config]);
  const [dialect, setDialect] = useState<number | undefined>(dialectId ?? config?.targetDialectDefaultId ?? dialects[0]?.dialectId);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [rows, setRows] = useState<ItemRow[] | null>();

  useEffect(() => {
    if (!opened) return;
    const ctrl = new AbortController();
    setRows(undefined);
    const q = debounced.trim();
    void http.get<ItemRow[]>(`groups/${courseId}/items`, { dialect, text: q || undefined }, ctrl.signal)
      .then((r) => !ctrl.signal.aborted && setRows(r ?? null));
    return () => ctrl.abort();
  }, [http, courseId, dialect, debounced, opened]);

  const textOf = (r: ItemRow) => (dialect !== undefined && r.texts ? r.texts[String(dialect)] ?? '' : r.target);
  const close = () => {
    setText('');
    onClose();
  };
  const pick = (r: ItemRow) => {
    onPick({ id: r.id, text: textOf(r), dialectId: dialect ?? 0 });
    close();
  };
  const offered = rows?.filter((r) => !exclude.includes(r.id)) ?? [];

  return (
    <Modal opened={opened} onClose={close} title="Search Item" size={SEARCH_ITEM_WIDTH} data-testid="search-item-dialog"
      styles={{ content: { height: SEARCH_ITEM_HEIGHT, display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0 } }}>
      <Stack gap="xs" h="100%">
        <Group gap="xs" wrap="nowrap">
          <TextInput data-autofocus size="xs" style={{ flex: 1 }} leftSection={<IconSearch size={14} />} placeholder="Text or id"
            aria-label="Search items" value={text} onChange={(e) => setText(e.currentTarget.value)}
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
        <ScrollArea style={{ flex: 1 }}>
          {rows === undefined && <Group justify="center" p="sm"><Loader size="sm" /></Group>}
          {rows === null && <Text size="sm" c="red">The items could not be loaded.</Text>}
          {rows && rows.length === 0 && <Text size="sm" c="dimmed">No items found.</Text>}
          <Stack gap={2}>
            {rows?.map((r) => {
              const taken = exclude.includes(r.id);
              return (
                <UnstyledButton key={r.id} disabled={taken} onClick={() => pick(r)} data-testid={`pick-item-${r.id}`}
                  px="xs" py={4} style={{ borderRadius: 4, opacity: taken ? 0.5 : 1 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>{textOf(r) || <Text span c="dimmed" size="sm">(no text in this dialect)</Text>}</Text>
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>#{r.id}</Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea>
      </Stack>
    </Modal>
  );
}
