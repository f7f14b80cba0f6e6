import { useMantineColorScheme, useComputedColorScheme } from '@mantine/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { setUiLanguage } from '../../../sdk/client';
import type { Api } from '../../../sdk/client/http';
import type { UserSettings } from '../../../sdk/shared';
import { SettingsStore } from './settings-store';

export function useSettings(store: SettingsStore): UserSettings {
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * Applies the user's theme (Mantine's colour scheme, which 'auto' takes from the system) to the
 * page and to the grids (ag-grid reads data-ag-theme-mode), and their interface language.
 */
export function useAppliedSettings(store: SettingsStore): void {
  const { theme, language } = useSettings(store);
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  useEffect(() => setColorScheme(theme), [theme, setColorScheme]);
  useEffect(() => {
    document.body.dataset.agThemeMode = computed;
  }, [computed]);
  // The interface's strings switch live (setUiLanguage also sets <html lang>).
  useEffect(() => setUiLanguage(language), [language]);
}

/** The user's settings store, once the server answered (or could not: the cached copy then). */
export function useUserSettings(api: Api, login: string): SettingsStore | undefined {
  const store = useMemo(() => new SettingsStore(api, login), [api, login]);
  const [ready, setReady] = useState(false);
  useEffect(() => void store.load().finally(() => setReady(true)), [store]);
  return ready ? store : undefined;
}
