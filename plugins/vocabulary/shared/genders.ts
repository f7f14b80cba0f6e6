/** Grammatical genders of vocabulary entries, per language (the language part of a dialect code). */
export type Gender = 'm' | 'f' | 'n' | 'mf';

export const GENDER_LABELS: Record<Gender, string> = { m: 'masculine', f: 'feminine', n: 'neuter', mf: 'common (m/f)' };

/** English and Chinese nouns have no gender; 'mf' is a noun of either gender (estudiante, коллега). */
const BY_LANGUAGE: Record<string, Gender[]> = {
  es: ['m', 'f', 'mf'],
  fr: ['m', 'f', 'mf'],
  it: ['m', 'f', 'mf'],
  de: ['m', 'f', 'n'],
  ru: ['m', 'f', 'n', 'mf'],
  en: [],
  zh: [],
};

export const languageOf = (dialectCode: string) => dialectCode.split('-')[0].toLowerCase();

/** The genders a word of that dialect may have ('' = none is always allowed). */
export const gendersOf = (dialectCode: string): Gender[] => BY_LANGUAGE[languageOf(dialectCode)] ?? [];
