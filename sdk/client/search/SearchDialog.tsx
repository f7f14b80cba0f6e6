import { Badge, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { WriteOutcome } from '../http';
import { useT } from '../i18n/i18n';

export interface SearchDialogProps<R extends { id: number }> {
  opened: boolean;
  onClose(): void;
  title: string;
  /** Width, and height when fixed (the spec's sizes: Search Item 468×555, compounds 600×555). */
  size?: number | string;
  height?: number;
  /** What the search box says: 'Text or id'. */
  placeholder: string;
  /** The search box's accessible name: 'Search items'. */
  label: string;
  /**
   * The matches of a text ('' for the first page); undefined when they could not be loaded. Called
   * again when `deps` change. Pass the signal on to the HTTP client: when the server refuses the
   * search, its message is shown (for the text, a search syntax mistake, under the search box).
   */
  search(text: string, signal: AbortSignal): Promise<WriteOutcome<R[]>>;
  deps?: unknown[];
  /** One match as the list shows it. */
  render(row: R): ReactNode;
  /** The chosen record; the dialog closes after it. */
  onPick(row: R): void;
  /** Ids already chosen: listed, but not offered again. */
  exclude?: number[];
  /** Beside the search box: a dialect choice… */
  extra?: ReactNode;
  /** Above it: choices that narrow the search (category…). */
  above?: ReactNode;
  /** The search box's visible label, and what sits at its end (help). */
  inputLabel?: string;
  rightSection?: ReactNode;
  /** What is wrong with the text (a search syntax), shown under the box; nothing is searched then. The server's own check shows there too. */
  check?(text: string): string | null;
  /** Shown when the search fails, and when nothing matches. */
  failed: string;
  empty: string;
  /** The dialog's data-testid, and the prefix of each match's ('pick-table' → pick-table-12). */
  testId?: string;
  pickTestId?: string;
}

/**
 * The one search popup (spec 2 §2 Search Item, Search Table…, spec 1 §2 Search Compounds…): a text
 * search (debounced 250 ms, the previous request cancelled), the matches as a list; a click, or
 * Enter on the first offered match, picks one.
 */
export function SearchDialog<R extends { id: number }>(props: SearchDialogProps<R>) {
  const t = useT('sdk');
  const {
    opened,
    onClose,
    title,
    size = 'md',
    height,
    placeholder,
    label,
    search,
    deps = [],
    render,
    onPick,
    exclude = [],
    extra,
    above,
    inputLabel,
    rightSection,
    check,
    failed,
    empty,
    testId,
    pickTestId,
  } = props;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [rows, setRows] = useState<R[] | null>();
  /** Why the server refused the last search (4xx). */
  const [refusal, setRefusal] = useState<{ error: string; fields?: Record<string, string> }>();
  const error = check?.(debounced) ?? undefined;
  const textError = error ?? refusal?.fields?.text;
  // Another refusal (not about the text): its failing fields, or its message.
  const otherRefusal =
    refusal && !refusal.fields?.text
      ? refusal.fields && Object.keys(refusal.fields).length
        ? Object.values(refusal.fields).join(' ')
        : refusal.error
      : undefined;

  useEffect(() => {
    if (!opened) return;
    setRefusal(undefined);
    if (error) {
      setRows([]);
      return;
    }
    const ctrl = new AbortController();
    setRows(undefined);
    void search(debounced.trim(), ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setRows(r.ok ? r.data : null);
      if (!r.ok && r.status >= 400 && r.status < 500) setRefusal(r);
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` is a new closure each render; deps name what it reads.
  }, [debounced, opened, error, ...deps]);

  const close = () => {
    setText('');
    onClose();
  };
  const pick = (r: R) => {
    onPick(r);
    close();
  };
  const offered = rows?.filter((r) => !exclude.includes(r.id)) ?? [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={size}
      data-testid={testId}
      styles={height ? { content: { height, display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0 } } : undefined}
    >
      <Stack gap="xs" h={height ? '100%' : undefined}>
        {above}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            data-autofocus
            size="xs"
            style={{ flex: 1 }}
            leftSection={<IconSearch size={14} />}
            placeholder={placeholder}
            label={inputLabel}
            error={textError}
            rightSection={rightSection}
            aria-label={label}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && offered.length) {
                e.preventDefault();
                pick(offered[0]);
              }
            }}
          />
          {extra}
        </Group>
        <ScrollArea.Autosize mah={height ? undefined : 320} style={height ? { flex: 1 } : undefined}>
          {rows === undefined && (
            <Group justify="center" p="sm">
              <Loader size="sm" />
            </Group>
          )}
          {rows === null && !textError && (
            <Text size="sm" c="red">
              {failed}
            </Text>
          )}
          {rows === null && otherRefusal && (
            <Text size="xs" c="red">
              {otherRefusal}
            </Text>
          )}
          {rows && rows.length === 0 && !error && (
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
          )}
          <Stack gap={2}>
            {rows?.map((r) => {
              const taken = exclude.includes(r.id);
              return (
                <UnstyledButton
                  key={r.id}
                  disabled={taken}
                  onClick={() => pick(r)}
                  data-testid={pickTestId ? `${pickTestId}-${r.id}` : undefined}
                  px="xs"
                  py={4}
                  style={{ borderRadius: 4, opacity: taken ? 0.5 : 1 }}
                  className="cm-search-row"
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate component="div">
                      {render(r)}
                    </Text>
                    <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
                      {taken && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('search.chosen')}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        #{r.id}
                      </Text>
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
