import nspell from 'nspell';
import { languageOfDialect, tokenize } from '../../../sdk/shared';
import type { Misspelling } from '../cat-aids';

/*
 * The spelling check, run in a worker thread (spelling.ts, through the SDK's runInWorker): nspell
 * over the Hunspell dictionaries of the `dictionary-*` packages. A dictionary is built the first
 * time a thread checks its dialect (about a second) and kept for the thread's life.
 */

export interface SpellingInput {
  /** The dialect's code ('es-ES'). */
  dialect: string;
  texts: string[];
  /** Texts whose words are taken as right whatever the dictionary says (a course's vocabulary), compared in lower case. */
  accepted: string[];
}

/**
 * The `dictionary-*` package of each product dialect (en-US: dictionary-en, fr-CA: the French one).
 * Chinese has none. Nor has Italian for now: nspell never finishes building dictionary-it (its affix
 * rules expand into too many forms: nspell issues #9 and #11; tried here, 4.5 min of CPU and 1.7 GB
 * without an end), which would hold a worker thread for good; it needs a real Hunspell (hunspell-asm).
 */
const DICTIONARIES: Record<string, string> = {
  'en-US': 'dictionary-en',
  'en-GB': 'dictionary-en-gb',
  'es-ES': 'dictionary-es',
  'es-MX': 'dictionary-es-mx',
  'fr-FR': 'dictionary-fr',
  'fr-CA': 'dictionary-fr',
  'de-DE': 'dictionary-de',
  'ru-RU': 'dictionary-ru',
};

type Checker = ReturnType<typeof nspell>;
const checkers = new Map<string, Promise<Checker>>();

function checkerOf(pkg: string): Promise<Checker> {
  let c = checkers.get(pkg);
  if (!c) {
    c = import(pkg).then((m: { default: { aff: Uint8Array; dic: Uint8Array } }) =>
      nspell({ aff: Buffer.from(m.default.aff), dic: Buffer.from(m.default.dic) }),
    );
    checkers.set(pkg, c);
    c.catch(() => checkers.delete(pkg));
  }
  return c;
}

/** At most this many suggestions per word, and misspelled words per text (the rest are not looked at). */
const SUGGESTIONS = 5;
const PER_TEXT = 100;

/** A word the dictionary is asked about: letters, not an elision alone (l', dell') nor a number. */
const checkable = (word: string) => /\p{L}/u.test(word) && !/\d/.test(word) && !/['’]$/.test(word);

/** The misspelled words of each text (null: the dialect has no dictionary). */
export default async function spellCheck({ dialect, texts, accepted }: SpellingInput): Promise<Misspelling[][] | null> {
  const pkg = DICTIONARIES[dialect];
  if (!pkg) return null;
  const spell = await checkerOf(pkg);
  const lang = languageOfDialect(dialect);
  const known = new Set(accepted.flatMap((a) => tokenize(a, lang).map((t) => t.norm)));
  const verdicts = new Map<string, string[] | null>();
  return texts.map((text) => {
    const out: Misspelling[] = [];
    for (const t of tokenize(text, lang)) {
      if (out.length >= PER_TEXT) break;
      if (!checkable(t.text) || known.has(t.norm)) continue;
      const word = t.text.replace(/’/g, "'");
      let verdict = verdicts.get(word);
      if (verdict === undefined) {
        verdict = spell.correct(word) ? null : spell.suggest(word).slice(0, SUGGESTIONS);
        verdicts.set(word, verdict);
      }
      if (verdict) out.push({ word: t.text, start: t.start, end: t.end, suggestions: verdict });
    }
    return out;
  });
}
