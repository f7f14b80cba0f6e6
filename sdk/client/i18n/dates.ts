import { uiLanguage } from './i18n';

const FORMATS = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date as the user reads it: formatted by Intl in their interface language, in the browser's
 * time zone ('date' the day, 'dateTime' the day and the time). Empty or unreadable: ''.
 */
export function formatDate(value: string | number | Date | null | undefined, kind: keyof typeof FORMATS = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(uiLanguage(), FORMATS[kind]).format(d);
}
