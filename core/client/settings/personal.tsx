import './personal.css';
import { ActionIcon, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isTextField } from '../../../sdk/client/commands';
import { useT } from '../../../sdk/client';
import type { CommandDef } from '../../../sdk/shared';
import type { PaletteItem } from '../palette/palette-actions';
import type { SettingsStore } from './settings-store';
import { SettingsDialog } from './SettingsDialog';
import { shortcutEntries, ShortcutsSheet } from './ShortcutsSheet';
import { useSettings } from './use-settings';

export interface Personal {
  /** A palette entry with the user's chord for it and their star. */
  apply(item: PaletteItem): PaletteItem;
  toggleFavourite(id: string): void;
  /** Settings, Keyboard shortcuts, Toggle dark theme. */
  commands: CommandDef[];
  openSettings(): void;
  settingsOpen: boolean;
  shortcutsOpen: boolean;
  close(): void;
  openShortcuts(): void;
}

/**
 * What the user's settings make of the palette (their chords and favourites) and the commands that
 * reach the settings; `?` outside a field opens the keyboard shortcuts, as Ctrl+/ does anywhere.
 */
export function usePersonalCommands(store: SettingsStore): Personal {
  const t = useT('core');
  const { keyBindings, favourites } = useSettings(store);
  const [open, setOpen] = useState<'settings' | 'shortcuts'>();
  const scheme = useComputedColorScheme('light');
  const schemeRef = useRef(scheme);
  schemeRef.current = scheme;
  const apply = useCallback(
    (item: PaletteItem): PaletteItem => {
      const chord = keyBindings[item.id];
      return { ...item, keys: chord === undefined ? item.keys : chord || undefined, favourite: favourites.includes(item.id) };
    },
    [keyBindings, favourites],
  );
  const toggleFavourite = useCallback(
    (id: string) => {
      const now = store.get().favourites;
      void store.change({ favourites: now.includes(id) ? now.filter((f) => f !== id) : [...now, id] });
    },
    [store],
  );
  const commands = useMemo(
    (): CommandDef[] => [
      { id: 'settings', category: t('settings.category'), title: t('settings.title'), run: () => setOpen('settings') },
      { id: 'shortcuts', category: t('settings.category'), title: t('shortcuts.title'), keys: 'mod+/', run: () => setOpen('shortcuts') },
      {
        id: 'toggle-dark-theme',
        category: t('settings.category'),
        title: t('settings.toggleDarkTheme'),
        run: () => void store.change({ theme: schemeRef.current === 'dark' ? 'light' : 'dark' }),
      },
    ],
    [store, t],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || isTextField(e.target)) return;
      e.preventDefault();
      setOpen('shortcuts');
    };
    document.documentElement.addEventListener('keydown', onKey);
    return () => document.documentElement.removeEventListener('keydown', onKey);
  }, []);
  return {
    apply,
    toggleFavourite,
    commands,
    openSettings: () => setOpen('settings'),
    openShortcuts: () => setOpen('shortcuts'),
    settingsOpen: open === 'settings',
    shortcutsOpen: open === 'shortcuts',
    close: () => setOpen(undefined),
  };
}

/** The settings dialog and the keyboard shortcuts sheet; `entries` are the commands as declared (before the user's chords). */
export function PersonalDialogs({ personal, settings, entries }: { personal: Personal; settings: SettingsStore; entries: () => PaletteItem[] }) {
  const shortcuts = useMemo(() => {
    if (!personal.shortcutsOpen) return [];
    const declared = entries();
    const defaults = new Map(declared.map((i) => [i.id, i.keys]));
    return shortcutEntries(declared.map(personal.apply), defaults);
  }, [personal.shortcutsOpen, personal.apply, entries]);
  const rebind = async (id: string, keys: string | undefined) => {
    const next = { ...settings.get().keyBindings };
    if (keys === undefined) delete next[id];
    else next[id] = keys;
    return settings.change({ keyBindings: next });
  };
  return (
    <>
      <SettingsDialog opened={personal.settingsOpen} onClose={personal.close} store={settings} onShortcuts={personal.openShortcuts} />
      <ShortcutsSheet opened={personal.shortcutsOpen} onClose={personal.close} entries={shortcuts} onRebind={rebind} />
    </>
  );
}

/** The gear beside the user's name: their settings. */
export function SettingsButton({ onClick }: { onClick(): void }) {
  const t = useT('core');
  return (
    <Tooltip label={t('settings.title')}>
      <ActionIcon variant="subtle" size="sm" onClick={onClick} aria-label={t('settings.title')}>
        <IconSettings size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
