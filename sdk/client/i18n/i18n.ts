import i18next, { type TOptions } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isUiLanguage, UI_LANGUAGES, type Catalogue, type Messages, type UiLanguage } from '../../shared';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

/** Where the chosen interface language is kept in the browser. */
export const UI_LANGUAGE_KEY = 'ui.language';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The stored choice, else the browser's language when the interface speaks it, else English. */
export function initialUiLanguage(): UiLanguage {
  const stored = storage()?.getItem(UI_LANGUAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isUiLanguage(browser) ? browser : 'en';
}

/** The one i18next instance of the interface: core, the SDK and every plugin have a namespace in it. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialUiLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...UI_LANGUAGES],
  ns: [],
  resources: {},
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * i18next picks `_many` where Spanish and French use it (a million): it says what `_other` says
 * unless a catalogue has its own.
 */
function withMany(catalogue: Catalogue): Catalogue {
  const out: Record<string, string | Catalogue> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    out[key] = typeof value === 'string' ? value : withMany(value);
    const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
    if (base !== undefined && !(`${base}_many` in catalogue)) out[`${base}_many`] = value;
  }
  return out;
}

/** Adds a namespace (core, sdk, or a plugin's name) in every UI language. */
export function registerMessages(namespace: string, messages: Messages): void {
  for (const lang of UI_LANGUAGES) i18n.addResourceBundle(lang, namespace, withMany(messages[lang]), true, true);
}

registerMessages('sdk', { en, es, fr });

/** The namespaces registered so far. */
export const messageNamespaces = (): string[] => Object.keys(i18n.store.data.en ?? {});

export const uiLanguage = (): UiLanguage => (isUiLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Switches the interface to a language at once (every screen re-renders in it), keeps the choice
 * in the browser and marks the document with it.
 */
export function setUiLanguage(lang: UiLanguage): void {
  storage()?.setItem(UI_LANGUAGE_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

if (typeof document !== 'undefined') document.documentElement.lang = uiLanguage();

/** A translate function of one namespace: t(key), t(key, { name }), t(pluralKey, { count }). */
export type Translate = (key: string, options?: TOptions) => string;

/** The translate function of a namespace; the component re-renders when the language changes. */
export function useT(namespace: string): Translate {
  return useTranslation(namespace).t as Translate;
}

/** The translate function of a namespace outside a component (a command's title, a notification). */
export const translator =
  (namespace: string): Translate =>
  (key, options) =>
    i18n.t(key, { ns: namespace, ...options }) as string;

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/** The current UI language, re-rendering when it changes (for Mantine's and ag-grid's own texts). */
export const useUiLanguage = (): UiLanguage => useSyncExternalStore(subscribe, uiLanguage, uiLanguage);
