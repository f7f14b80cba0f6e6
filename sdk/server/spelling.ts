import { SERVICES, service } from './services';

/*
 * Spelling (issue 43): Hunspell dictionaries read by nspell, one per dialect of the product but
 * Chinese (and Italian, which nspell cannot load). Core checks in its worker threads (core/server/spelling/hunspell.ts), so that building a
 * dictionary (about a second) and suggesting never hold up the requests of the process.
 */

/** A word of a text that the dictionary does not know: its offsets in the text (UTF-16) and the dictionary's suggestions. */
export interface Misspelling {
  word: string;
  start: number;
  end: number;
  suggestions: string[];
}

export interface SpellingInput {
  /** The dialect's code ('es-ES'). */
  dialect: string;
  texts: string[];
  /** Texts whose words are taken as right whatever the dictionary says (a course's vocabulary), compared in lower case. */
  accepted: string[];
}

export interface SpellChecker {
  /** The misspelled words of each text, in order; null when the dialect has no dictionary. */
  check(input: SpellingInput): Promise<Misspelling[][] | null>;
}

export const checkSpelling: SpellChecker['check'] = (input) => service(SERVICES.spelling).check(input);
