/** The languages the interface speaks; English is the source of every catalogue. */
export const UI_LANGUAGES = ['en', 'es', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const isUiLanguage = (v: unknown): v is UiLanguage => typeof v === 'string' && (UI_LANGUAGES as readonly string[]).includes(v);

/**
 * A namespace's strings: keys (nested by screen) to i18next strings with `{{name}}` values. A count
 * takes i18next's plural keys, `uses_one` and `uses_other`, called as t('uses', { count }).
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** The same keys as the English catalogue, every one translated. */
export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** A namespace in every UI language. */
export interface Messages<T extends Catalogue = Catalogue> {
  en: T;
  es: Translated<T>;
  fr: Translated<T>;
}

/**
 * A namespace's catalogues: the type checker refuses a Spanish or French catalogue that lacks a
 * key of the English one or has one more. A plugin gives its own to `definePlugin({ messages })`
 * and reads them with `useT(pluginName)` from sdk/client.
 */
export const defineMessages = <const T extends Catalogue>(messages: Messages<T>): Messages<T> => messages;
