// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { setUiLanguage } from './i18n';

afterEach(() => setUiLanguage('en'));

describe('formatDate', () => {
  it('formats in the interface language, the day or the day and time', () => {
    const at = new Date(2026, 10, 29, 14, 5);
    expect(formatDate(at)).toBe('Nov 29, 2026');
    expect(formatDate(at, 'dateTime')).toMatch(/^Nov 29, 2026, 2:05\sPM$/);
    setUiLanguage('es');
    expect(formatDate(at)).toBe('29 nov 2026');
    expect(formatDate(at, 'dateTime')).toBe('29 nov 2026, 14:05');
    setUiLanguage('fr');
    expect(formatDate(at.toISOString())).toBe('29 nov. 2026');
  });

  it('shows nothing for an empty or unreadable value', () => {
    expect([formatDate(null), formatDate(''), formatDate('not a date')]).toEqual(['', '', '']);
  });
});
