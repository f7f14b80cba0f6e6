import { type Hunspell, loadModule } from 'hunspell-asm';
import { languageOfDialect, normalizeWord, tokenize } from '../../../sdk/shared';
import type { Misspelling } from '../cat-aids';

/*
 * The spelling check, run in a worker thread (spelling.ts, through the SDK's runInWorker): Hunspell
 * itself (hunspell-asm, compiled to WebAssembly) over the dictionaries of the `dictionary-*`
 * packages. A thread builds a language's checker the first time it checks one of its dialects
 * (under a second) and keeps it for its life.
 */

export interface SpellingInput {
  /** The dialect's code ('es-ES'). */
  dialect: string;
  texts: string[];
  /** Texts whose words are right whatever the dictionary says (a course's vocabulary). */
  accepted: string[];
}

/** The `dictionary-*` package of each product dialect (en-US: dictionary-en, fr-CA: the French one). Chinese has none. */
const DICTIONARIES: Record<string, string> = {
  'en-US': 'dictionary-en',
  'en-GB': 'dictionary-en-gb',
  'es-ES': 'dictionary-es',
  'es-MX': 'dictionary-es-mx',
  'fr-FR': 'dictionary-fr',
  'fr-CA': 'dictionary-fr',
  'de-DE': 'dictionary-de',
  'it-IT': 'dictionary-it',
  'ru-RU': 'dictionary-ru',
};

/**
 * A dictionary's Hunspell, with the words added to it at run time: the vocabularies of the courses
 * checked so far. An added word was not in the dictionary (only words it refuses are added), so a
 * check for another course, whose vocabulary lacks it, still calls it misspelled and does not
 * offer it (Hunspell's removeWord does not undo addWord with every dictionary's flags).
 */
interface Checker {
  hunspell: Hunspell;
  added: Set<string>;
}

let factory: ReturnType<typeof loadModule> | undefined;
const checkers = new Map<string, Promise<Checker>>();

function checkerOf(pkg: string): Promise<Checker> {
  let c = checkers.get(pkg);
  if (!c) {
    factory ??= loadModule();
    c = Promise.all([factory, import(pkg)]).then(([f, m]: [Awaited<ReturnType<typeof loadModule>>, { default: { aff: Uint8Array; dic: Uint8Array } }]) => ({
      hunspell: f.create(f.mountBuffer(m.default.aff, `${pkg}.aff`), f.mountBuffer(m.default.dic, `${pkg}.dic`)),
      added: new Set<string>(),
    }));
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
  const { hunspell, added } = await checkerOf(pkg);
  const lang = languageOfDialect(dialect);
  const known = new Set(accepted.flatMap((a) => tokenize(a, lang).map((t) => t.norm)).filter(checkable));
  // From here on nothing awaits: no other call on this thread sees the checker between these lines.
  for (const word of known) {
    if (added.has(word) || hunspell.spell(word)) continue;
    hunspell.addWord(word);
    added.add(word);
  }
  /** Right for this course: in the dictionary, or added for a course and in this one's vocabulary. */
  const right = (word: string) => {
    const norm = normalizeWord(word);
    return known.has(norm) || (!added.has(norm) && hunspell.spell(word));
  };
  const verdicts = new Map<string, string[] | null>();
  return texts.map((text) => {
    const out: Misspelling[] = [];
    for (const t of tokenize(text, lang)) {
      if (out.length >= PER_TEXT) break;
      if (!checkable(t.text)) continue;
      const word = t.text.replace(/’/g, "'");
      let verdict = verdicts.get(word);
      if (verdict === undefined) {
        verdict = right(word)
          ? null
          : hunspell
              .suggest(word)
              .filter((s) => !added.has(normalizeWord(s)) || known.has(normalizeWord(s)))
              .slice(0, SUGGESTIONS);
        verdicts.set(word, verdict);
      }
      if (verdict) out.push({ word: t.text, start: t.start, end: t.end, suggestions: verdict });
    }
    return out;
  });
}
