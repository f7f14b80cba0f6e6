// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineMessages } from '../../shared';
import { i18n, initialUiLanguage, registerMessages, setUiLanguage, translator, UI_LANGUAGE_KEY, uiLanguage } from './i18n';

registerMessages(
  'i18n-test',
  defineMessages({
    en: { items_one: '{{count}} item', items_other: '{{count}} items' },
    es: { items_one: '{{count}} elemento', items_other: '{{count}} elementos' },
    fr: { items_one: '{{count}} élément', items_other: '{{count}} éléments' },
  }),
);
const t = translator('i18n-test');

afterEach(() => {
  setUiLanguage('en');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the interface language', () => {
  it('says counts with each language’s plural forms (French 0 is singular; a million takes _many)', () => {
    expect([0, 1, 2].map((count) => t('items', { count }))).toEqual(['0 items', '1 item', '2 items']);
    setUiLanguage('es');
    expect([0, 1, 1_000_000].map((count) => t('items', { count }))).toEqual(['0 elementos', '1 elemento', '1000000 elementos']);
    setUiLanguage('fr');
    expect([0, 1, 2, 1_000_000].map((count) => t('items', { count }))).toEqual(['0 élément', '1 élément', '2 éléments', '1000000 éléments']);
  });

  it('switches live, keeps the choice in the browser and marks the document', () => {
    setUiLanguage('fr');
    expect(uiLanguage()).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem(UI_LANGUAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('starts in the stored choice, else the browser’s language when the interface speaks it, else English', () => {
    localStorage.setItem(UI_LANGUAGE_KEY, 'es');
    expect(initialUiLanguage()).toBe('es');
    localStorage.setItem(UI_LANGUAGE_KEY, 'xx');
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    expect(initialUiLanguage()).toBe('fr');
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(initialUiLanguage()).toBe('en');
  });
});
