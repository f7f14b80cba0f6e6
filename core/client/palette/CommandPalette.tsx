import { Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ModuleIcon } from '../../../sdk/client/icons';
import { formatKeys, rankItems, readRecent, rememberUse, type PaletteItem } from './palette-actions';

const LIMIT = 60;

/** Ctrl+K or Ctrl+Shift+P: every module the user may open (per course) and every enabled command. */
export function CommandPalette({ items }: { items: PaletteItem[] }) {
  useHotkeys(items.filter((i) => i.keys).map((i) => [i.keys!, () => (i.enabled?.() ?? true) && i.run()]));
  const actions = useMemo(() => items.map((item): SpotlightActionData & { item: PaletteItem } => ({
    id: item.id,
    label: item.label,
    item,
    leftSection: item.icon ? <ModuleIcon name={item.icon} /> : undefined,
    rightSection: item.keys ? <Kbd size="xs">{formatKeys(item.keys)}</Kbd> : undefined,
    onClick: () => {
      rememberUse(item.id);
      item.run();
    },
  })), [items]);
  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K', 'mod + shift + P']}
      filter={(query, list) => rankItems(query, list as (PaletteItem & SpotlightActionData)[], readRecent())}
      limit={LIMIT}
      nothingFound="Nothing found"
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} />, placeholder: 'Open a module or run a command…' }}
    />
  );
}
