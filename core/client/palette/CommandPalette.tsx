import { Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Spotlight, createSpotlight, useSpotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ModuleIcon } from '../../../sdk/client/icons';
import { formatKeys, rankItems, readRecent, rememberUse, type PaletteItem } from './palette-actions';

const LIMIT = 60;

const [paletteStore, paletteActions] = createSpotlight();
/** Opens and closes the palette from code. */
export const palette = paletteActions;

/** Ctrl+K or Ctrl+Shift+P: every module the user may open (per course) and every enabled command. */
export function CommandPalette({ items }: { items: PaletteItem[] }) {
  // Physical keys: Alt+W is Alt+W on a Russian layout or a Mac too.
  useHotkeys(items.filter((i) => i.keys).map((i) => [i.keys!, () => (i.enabled?.() ?? true) && i.run(), { usePhysicalKeys: true }]));
  // Kept in state so that the next opening lists the last choice first (Spotlight renders its list from the filter).
  const [recent, setRecent] = useState(readRecent);
  // Each opening ranks afresh: which commands are enabled depends on the active tab, which changes unseen.
  const { opened } = useSpotlight(paletteStore);
  const actions = useMemo(() => items.map((item): SpotlightActionData => ({
    id: item.id,
    label: item.label,
    leftSection: item.icon ? <ModuleIcon name={item.icon} /> : undefined,
    rightSection: item.keys ? <Kbd size="xs">{formatKeys(item.keys)}</Kbd> : undefined,
    onClick: () => {
      rememberUse(item.id);
      setRecent(readRecent());
      item.run();
    },
  })), [items]);
  // Spotlight filters its actions; rank the palette items (their `enabled` included) and answer their actions.
  const filter = useMemo(() => {
    const actionOf = new Map(actions.map((a) => [a.id, a]));
    return (query: string) => rankItems(query, items, recent).map((i) => actionOf.get(i.id)!);
  }, [items, actions, recent, opened]);
  return (
    <Spotlight
      store={paletteStore}
      actions={actions}
      shortcut={['mod + K', 'mod + shift + P']}
      filter={filter}
      limit={LIMIT}
      nothingFound="Nothing found"
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} />, placeholder: 'Open a module or run a command…' }}
    />
  );
}
