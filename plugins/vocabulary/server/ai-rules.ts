import { UNSPACED, tokenize } from '../../../sdk/shared';
import type { Gender } from '../shared/genders';

/**
 * The local provider's rules for New AI (agent voc_new): plain, deterministic text rules over what
 * the user typed, so that tests and the demo work offline. They propose; the user reviews.
 */

/** Function words never chosen as the word of an entry (articles, pronouns, prepositions, copulas…). */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: [
    'a',
    'an',
    'the',
    'i',
    'you',
    'he',
    'she',
    'it',
    'we',
    'they',
    'me',
    'him',
    'her',
    'us',
    'them',
    'my',
    'your',
    'his',
    'its',
    'our',
    'their',
    'is',
    'am',
    'are',
    'was',
    'were',
    'be',
    'been',
    'do',
    'does',
    'did',
    'have',
    'has',
    'had',
    'to',
    'of',
    'in',
    'on',
    'at',
    'for',
    'with',
    'and',
    'or',
    'but',
    'not',
    'this',
    'that',
    'these',
    'those',
    'very',
    'there',
    'here',
    'from',
    'by',
    'as',
    'so',
    'some',
    'any',
    'can',
    'will',
    'would',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'unos',
    'unas',
    'lo',
    'le',
    'les',
    'me',
    'te',
    'se',
    'nos',
    'yo',
    'tú',
    'tu',
    'él',
    'ella',
    'mi',
    'su',
    'es',
    'son',
    'está',
    'están',
    'era',
    'ser',
    'estar',
    'hay',
    'de',
    'del',
    'a',
    'al',
    'en',
    'con',
    'por',
    'para',
    'y',
    'o',
    'pero',
    'no',
    'que',
    'muy',
    'este',
    'esta',
    'ese',
    'esa',
    'mis',
    'tus',
    'sus',
    'nosotros',
    'ellos',
    'ellas',
    'también',
    'más',
  ],
  fr: [
    'le',
    'la',
    'les',
    'un',
    'une',
    'des',
    'du',
    'de',
    "d'",
    "l'",
    'je',
    "j'",
    'tu',
    'il',
    'elle',
    'on',
    'nous',
    'vous',
    'ils',
    'elles',
    'me',
    'te',
    'se',
    'ce',
    'cet',
    'cette',
    'ces',
    'est',
    'sont',
    'suis',
    'es',
    'ai',
    'as',
    'a',
    'à',
    'au',
    'aux',
    'en',
    'et',
    'ou',
    'mais',
    'ne',
    'pas',
    'que',
    'qui',
    'très',
    'mon',
    'ma',
    'mes',
    'ton',
    'ta',
    'son',
    'sa',
    'ses',
    'dans',
    'sur',
    'avec',
    'pour',
    'par',
    "c'",
    "n'",
    "qu'",
  ],
  de: [
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'einem',
    'einer',
    'ich',
    'du',
    'er',
    'sie',
    'es',
    'wir',
    'ihr',
    'mich',
    'dich',
    'ist',
    'sind',
    'bin',
    'bist',
    'war',
    'hat',
    'habe',
    'hast',
    'und',
    'oder',
    'aber',
    'nicht',
    'kein',
    'keine',
    'sehr',
    'in',
    'im',
    'auf',
    'an',
    'am',
    'mit',
    'zu',
    'zum',
    'zur',
    'von',
    'vom',
    'für',
    'mein',
    'meine',
    'dein',
    'deine',
    'sein',
    'seine',
    'auch',
  ],
  it: [
    'il',
    'lo',
    'la',
    'i',
    'gli',
    'le',
    'un',
    'uno',
    'una',
    "un'",
    "l'",
    'io',
    'tu',
    'lui',
    'lei',
    'noi',
    'voi',
    'loro',
    'mi',
    'ti',
    'si',
    'ci',
    'è',
    'sono',
    'sei',
    'ha',
    'ho',
    'hai',
    'di',
    'del',
    'della',
    'a',
    'al',
    'alla',
    'da',
    'in',
    'nel',
    'nella',
    'con',
    'su',
    'per',
    'e',
    'o',
    'ma',
    'non',
    'che',
    'molto',
    'questo',
    'questa',
    'mio',
    'mia',
    'tuo',
    'tua',
  ],
  ru: [
    'я',
    'ты',
    'он',
    'она',
    'оно',
    'мы',
    'вы',
    'они',
    'это',
    'этот',
    'эта',
    'и',
    'а',
    'но',
    'или',
    'не',
    'в',
    'во',
    'на',
    'с',
    'со',
    'к',
    'по',
    'у',
    'о',
    'от',
    'из',
    'за',
    'для',
    'очень',
    'мой',
    'моя',
    'твой',
    'твоя',
    'его',
    'её',
    'есть',
    'был',
    'была',
    'как',
    'что',
  ],
  zh: [
    '的',
    '了',
    '是',
    '我',
    '你',
    '他',
    '她',
    '它',
    '们',
    '我们',
    '你们',
    '他们',
    '很',
    '在',
    '有',
    '这',
    '那',
    '这个',
    '那个',
    '吗',
    '呢',
    '不',
    '也',
    '和',
    '都',
    '一',
    '个',
  ],
};

/** Articles and the gender they show (the word after them is a noun of that gender). */
const ARTICLES: Record<string, Record<string, Gender>> = {
  es: { el: 'm', un: 'm', los: 'm', unos: 'm', este: 'm', ese: 'm', la: 'f', una: 'f', las: 'f', unas: 'f', esta: 'f', esa: 'f' },
  fr: { le: 'm', un: 'm', ce: 'm', cet: 'm', du: 'm', la: 'f', une: 'f', cette: 'f' },
  it: { il: 'm', lo: 'm', un: 'm', uno: 'm', i: 'm', gli: 'm', questo: 'm', la: 'f', una: 'f', le: 'f', questa: 'f' },
  de: { der: 'm', den: 'm', dem: 'm', die: 'f', eine: 'f', das: 'n' },
};

const functionWords = (lang: string) => new Set(FUNCTION_WORDS[lang] ?? []);

/** `*word*` marks the word in an example. */
const MARK = /\*([^*\n]+)\*/g;

export interface PickedWord {
  /** The word as the entry would hold it ('' when the examples have none). */
  word: string;
  /** The forms of it the examples use (lower case). */
  forms: string[];
  /** How many examples use it, of how many. */
  inExamples: number;
  examples: number;
  /** Chosen by a `*…*` mark rather than by frequency. */
  marked: boolean;
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/** Whether two words look like forms of one word (manzana, manzanas; rojo, roja): a long shared beginning. */
export function sameStem(a: string, b: string, lang: string): boolean {
  if (a === b) return true;
  if (UNSPACED.has(lang)) return false;
  const min = Math.min(a.length, b.length);
  return commonPrefix(a, b) >= Math.max(3, min - 2);
}

interface Occurrence {
  example: number;
  index: number;
  text: string;
  norm: string;
  before: string | null;
}

/**
 * The word the examples are about: one marked `*like this*`, else the content word (not a function
 * word) whose forms occur in the most examples, then the most often, then the longest, then the
 * first; its shortest form is the word (casing as written inside a sentence; sentence-initial
 * capitals dropped, except in German).
 */
export function pickWord(examples: string[], lang: string): PickedWord {
  const marked = examples.flatMap((e) => [...e.matchAll(MARK)].map((m) => m[1].trim())).filter(Boolean);
  const plain = examples.map((e) => e.replace(MARK, '$1'));
  const occurrences: Occurrence[] = plain.flatMap((e, example) => {
    const tokens = tokenize(e, lang);
    return tokens.map((t, index) => ({ example, index, text: t.text, norm: t.norm, before: index > 0 ? tokens[index - 1].norm : null }));
  });
  if (marked.length) {
    const word = marked[0];
    const norm = word.normalize('NFC').toLowerCase();
    const forms = [...new Set([norm, ...occurrences.filter((o) => sameStem(o.norm, norm, lang)).map((o) => o.norm)])];
    const inExamples = new Set(occurrences.filter((o) => forms.includes(o.norm)).map((o) => o.example)).size;
    return { word, forms, inExamples, examples: examples.length, marked: true };
  }
  const skip = functionWords(lang);
  const content = occurrences.filter((o) => !skip.has(o.norm) && /\p{L}/u.test(o.norm) && (UNSPACED.has(lang) || o.norm.length > 1));
  const pool = content.length ? content : occurrences;
  const groups: Occurrence[][] = [];
  for (const o of pool) {
    const g = groups.find((x) => sameStem(x[0].norm, o.norm, lang));
    if (g) g.push(o);
    else groups.push([o]);
  }
  if (!groups.length) return { word: '', forms: [], inExamples: 0, examples: examples.length, marked: false };
  const score = (g: Occurrence[]) => ({
    examples: new Set(g.map((o) => o.example)).size,
    count: g.length,
    length: Math.min(...g.map((o) => o.norm.length)),
  });
  const best = groups
    .map((g, i) => ({ g, i, s: score(g) }))
    .sort((a, b) => b.s.examples - a.s.examples || b.s.count - a.s.count || b.s.length - a.s.length || a.i - b.i)[0];
  const shortest = [...best.g].sort((a, b) => a.norm.length - b.norm.length || a.example - b.example || a.index - b.index)[0];
  const inside = best.g.find((o) => o.norm === shortest.norm && o.index > 0);
  const word = inside ? inside.text : lang === 'de' ? shortest.text : shortest.norm;
  return { word, forms: [...new Set(best.g.map((o) => o.norm))], inExamples: best.s.examples, examples: examples.length, marked: false };
}

/** The gender the articles before the word's forms show (the most frequent; '' when none or tied), and whether any article was seen. */
export function genderFromArticles(examples: string[], lang: string, forms: string[]): { gender: Gender | ''; articles: string[] } {
  const table = ARTICLES[lang];
  if (!table || !forms.length) return { gender: '', articles: [] };
  const seen: string[] = [];
  for (const e of examples) {
    const tokens = tokenize(e.replace(MARK, '$1'), lang);
    tokens.forEach((t, i) => {
      if (i > 0 && forms.includes(t.norm) && table[tokens[i - 1].norm]) seen.push(tokens[i - 1].norm);
    });
  }
  const votes = new Map<Gender, number>();
  for (const a of seen) votes.set(table[a], (votes.get(table[a]) ?? 0) + 1);
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const gender = ranked.length && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : '';
  return { gender, articles: seen };
}

/**
 * A level from how long the examples are (words per example, on average): short sentences are
 * early material. 11 (A1.1) up to 33 (B1.3).
 */
export function levelFromExamples(examples: string[], lang: string): { level: number; wordsPerExample: number } {
  const counts = examples.map((e) => tokenize(e.replace(MARK, '$1'), lang).length);
  const avg = counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length);
  const level = avg <= 4 ? 11 : avg <= 6 ? 12 : avg <= 8 ? 13 : avg <= 10 ? 21 : avg <= 13 ? 23 : avg <= 17 ? 31 : 33;
  return { level, wordsPerExample: Math.round(avg * 10) / 10 };
}

/**
 * The head of a description written as a dictionary gloss ('apple, a round fruit…' → 'apple';
 * 'to run: move fast' → 'to run'): the text before the first comma, colon, semicolon, bracket,
 * dash or full stop, without a leading article, when it is at most four words; else ''.
 */
export function descriptionHead(description: string): string {
  const head = description
    .trim()
    .split(/[,;:(\n]|\s[-–—]\s|\.(?:\s|$)/)[0]
    .trim()
    .replace(/^(a|an|the)\s+/i, '');
  const words = head.split(/\s+/).filter(Boolean);
  return words.length && words.length <= 4 ? words.join(' ') : '';
}

/** A word class the description suggests: 'to …' is a verb; 'a/an …' a noun; nothing otherwise. */
export function classFromDescription(description: string): 'verb' | 'noun' | null {
  const d = description.trim().toLowerCase();
  if (/^to\s+\p{L}/u.test(d)) return 'verb';
  if (/^(a|an)\s+\p{L}/u.test(d)) return 'noun';
  return null;
}

/** Words of a text for loose matching (lower case, letters only, 3 characters or more). */
export const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/** How many words of `a` have a form among the words of `b` (fruit ~ fruits, juice ~ juices). */
export function overlap(a: string[], b: string[]): string[] {
  return [...new Set(a.filter((x) => b.some((y) => x.length >= 4 && y.length >= 4 && sameStem(x, y, 'en'))))];
}
