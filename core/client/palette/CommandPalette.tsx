import { Group, Kbd } from '@mantine/core';
import { Spotlight, createSpotlight, useSpotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { matchesBinding } from '../../../sdk/client/commands';
import { ModuleIcon } from '../../../sdk/client/icons';
import { FavouriteStar } from './FavouriteStar';
import { formatKeys, rankItems, readRecent, rememberUse, type PaletteItem } from './palette-actions';
import { useT } from '../../../sdk/client';

const LIMIT = 60;

const [paletteStore, paletteActions] = createSpotlight();
/** Opens and closes the palette from code. */
export const palette = paletteActions;

/**
 * Runs the first enabled item bound to the key pressed; chords also from inside text fields
 * (matchesBinding). `items` is read at each key, since the focused screen's commands change unseen.
 */
function useKeyBindings(items: () => PaletteItem[]): void {
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const hit = latest.current().find((i) => i.keys && matchesBinding(i.keys, e) && (i.enabled?.() ?? true));
      if (!hit) return;
      e.preventDefault();
      hit.run();
    };
    document.documentElement.addEventListener('keydown', onKey);
    return () => document.documentElement.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Ctrl+K or Ctrl+Shift+P: the focused screen's commands (screenItems, read at each opening and
 * key press), every module the user may open (per course) and every enabled command.
 */
export function CommandPalette({
  items,
  screenItems,
  onToggleFavourite,
}: {
  items: PaletteItem[];
  screenItems?: () => PaletteItem[];
  /** Stars or unstars an entry (the star on each); favourites are listed first. */
  onToggleFavourite?: (id: string) => void;
}) {
  const t = useT('core');
  useKeyBindings(() => [...(screenItems?.() ?? []), ...items]);
  // Kept in state so that the next opening lists the last choice first (Spotlight renders its list from the filter).
  const [recent, setRecent] = useState(readRecent);
  // Each opening ranks afresh: the focused tab and its commands change unseen.
  const { opened } = useSpotlight(paletteStore);
  const all = useMemo(() => [...(opened ? (screenItems?.() ?? []) : []), ...items], [items, screenItems, opened]);
  const actions = useMemo(
    () =>
      all.map(
        (item): SpotlightActionData => ({
          id: item.id,
          label: item.label,
          leftSection: item.icon ? <ModuleIcon name={item.icon} /> : undefined,
          rightSection: (
            <Group gap={6} wrap="nowrap">
              {item.keys ? <Kbd size="xs">{formatKeys(item.keys)}</Kbd> : null}
              {onToggleFavourite ? <FavouriteStar on={!!item.favourite} label={item.label} toggle={() => onToggleFavourite(item.id)} /> : null}
            </Group>
          ),
          onClick: () => {
            rememberUse(item.id);
            setRecent(readRecent());
            item.run();
          },
        }),
      ),
    [all, onToggleFavourite],
  );
  // Spotlight filters its actions; rank the palette items (their `enabled` included) and answer their actions.
  const filter = useMemo(() => {
    const actionOf = new Map(actions.map((a) => [a.id, a]));
    return (query: string) => rankItems(query, all, recent).map((i) => actionOf.get(i.id)!);
  }, [all, actions, recent]);
  return (
    <Spotlight
      store={paletteStore}
      actions={actions}
      shortcut={['mod + K', 'mod + shift + P']}
      // Chords open it from anywhere, fields and checkboxes included (Spotlight ignores inputs by default).
      tagsToIgnore={[]}
      triggerOnContentEditable
      filter={filter}
      limit={LIMIT}
      nothingFound={t('palette.nothingFound')}
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} />,
        placeholder: t('palette.placeholder'),
        // Ctrl+D stars the entry the arrows are on, as a browser bookmarks a page.
        onKeyDown: (e) => {
          if (!onToggleFavourite || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.code !== 'KeyD') return;
          e.preventDefault();
          e.stopPropagation();
          const label = document.querySelector('.mantine-Spotlight-action[data-selected] .mantine-Spotlight-actionLabel')?.textContent;
          const selected = all.find((i) => i.label === label);
          if (selected) onToggleFavourite(selected.id);
        },
      }}
    />
  );
}
