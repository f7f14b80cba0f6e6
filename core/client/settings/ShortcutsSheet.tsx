import { Button, Group, Kbd, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { translator, useT } from '../../../sdk/client';
import { formatKeys, type PaletteItem } from '../palette/palette-actions';
import { chordOf, sameChord } from './chords';

/** A command as the sheet lists it: its chord now (the user's, else its own) and its own. */
export interface ShortcutEntry {
  id: string;
  category: string;
  title: string;
  label: string;
  keys?: string;
  defaultKeys?: string;
  /** The focused screen's command: it clashes only with the global ones and its screen's. */
  screen?: boolean;
}

/** Chords the workspace keeps for itself: the palette and this sheet. */
const RESERVED = [
  { keys: 'mod+K', message: 'shortcuts.opensPalette' },
  { keys: 'mod+shift+P', message: 'shortcuts.opensPalette' },
  { keys: 'mod+/', message: 'shortcuts.opensShortcuts' },
];

/** Why `keys` may not be the chord of `entry`: another command holds it, or the workspace does. */
export function chordClash(entry: ShortcutEntry, keys: string, all: ShortcutEntry[]): string | undefined {
  const t = translator('core');
  const reserved = RESERVED.find((r) => sameChord(r.keys, keys));
  if (reserved) return t(reserved.message, { keys: formatKeys(keys) });
  const other = all.find(
    (e) => e.id !== entry.id && e.keys && sameChord(e.keys, keys) && (!e.screen || !entry.screen || e.id.split(':')[1] === entry.id.split(':')[1]),
  );
  return other ? t('shortcuts.taken', { keys: formatKeys(keys), command: other.label }) : undefined;
}

export const shortcutEntries = (items: PaletteItem[], defaults: Map<string, string | undefined>): ShortcutEntry[] =>
  items
    .filter((i) => i.group !== 'module')
    .map((i) => ({
      id: i.id,
      category: i.category,
      title: i.title,
      label: i.label,
      keys: i.keys,
      defaultKeys: defaults.get(i.id),
      screen: i.group === 'screen',
    }))
    .filter((e, n, all) => all.findIndex((x) => x.id === e.id) === n);

/**
 * Every command with its chord, grouped by screen (its category), searchable by name or chord; a
 * chord may be changed (pressed in the row's field) or reset, a clash refused with the command
 * that holds it.
 */
export function ShortcutsSheet({
  opened,
  onClose,
  entries,
  onRebind,
}: {
  opened: boolean;
  onClose(): void;
  entries: ShortcutEntry[];
  /** Saves the user's chord of a command ('' unbinds; undefined back to its own); answers a refusal. */
  onRebind(id: string, keys: string | undefined): Promise<string | undefined>;
}) {
  const t = useT('core');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const shown = entries.filter((e) => !q || e.label.toLowerCase().includes(q) || (e.keys && formatKeys(e.keys).toLowerCase().includes(q)));
    const byCategory = new Map<string, ShortcutEntry[]>();
    for (const e of shown) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);
    return [...byCategory].sort(([a], [b]) => a.localeCompare(b));
  }, [entries, query]);

  const save = async (entry: ShortcutEntry, keys: string | undefined) => {
    const refused = await onRebind(entry.id, keys);
    if (refused) setError(refused);
    else {
      setEditing(undefined);
      setError(undefined);
    }
  };
  const capture = (entry: ShortcutEntry) => (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab') return;
    e.preventDefault();
    e.stopPropagation();
    if (e.key === 'Escape') {
      setEditing(undefined);
      setError(undefined);
      return;
    }
    const keys = chordOf(e.nativeEvent);
    if (!keys) {
      if (!['Control', 'Alt', 'Shift', 'Meta'].includes(e.key)) setError(t('shortcuts.holdModifier'));
      return;
    }
    const clash = chordClash(entry, keys, entries);
    if (clash) setError(clash);
    else void save(entry, keys);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} size="lg">
      <Stack gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('shortcuts.search')}
          aria-label={t('shortcuts.searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-autofocus
        />
        <ScrollArea.Autosize mah="60vh">
          {groups.length === 0 ? <Text c="dimmed">{t('shortcuts.noMatch')}</Text> : null}
          {groups.map(([category, list]) => (
            <Stack key={category} gap={2} mb="sm" role="group" aria-label={category}>
              <Text fw={600} size="sm">
                {category}
              </Text>
              <Table striped={false} withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {list.map((entry) => (
                    <Table.Tr key={entry.id} data-command={entry.id}>
                      <Table.Td>{entry.title}</Table.Td>
                      <Table.Td w={220}>
                        {editing === entry.id ? (
                          <TextInput
                            size="xs"
                            autoFocus
                            readOnly
                            aria-label={t('shortcuts.newChord', { command: entry.label })}
                            placeholder={t('shortcuts.pressChord')}
                            // Escape here cancels the change; it does not close the sheet.
                            data-mantine-stop-propagation
                            onKeyDown={capture(entry)}
                            error={error}
                          />
                        ) : entry.keys ? (
                          <Kbd size="xs">{formatKeys(entry.keys)}</Kbd>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('shortcuts.none')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td w={150}>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={t('shortcuts.changeOf', { command: entry.label })}
                            onClick={() => {
                              setEditing(entry.id);
                              setError(undefined);
                            }}
                          >
                            {t('shortcuts.change')}
                          </Button>
                          {entry.keys !== entry.defaultKeys ? (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="gray"
                              aria-label={t('shortcuts.resetOf', { command: entry.label })}
                              onClick={() => void save(entry, undefined)}
                            >
                              {t('shortcuts.reset')}
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
