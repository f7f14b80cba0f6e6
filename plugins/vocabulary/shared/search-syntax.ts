/**
 * The vocabulary search syntax (spec 2 §5), shared by the server (which turns the filter into SQL)
 * and the client (which checks a query as it is typed and explains mistakes):
 *
 *   text        words to find in the entry's text in the searched dialect; case-insensitive and
 *               accent-sensitive ('cafe' does not find 'café'). The query is normalised to NFC, as
 *               stored texts are (sdk/server/translations.ts), so an accent typed composed or
 *               decomposed is the same. Without * or a placeholder the text is found anywhere;
 *               with them the pattern must match the whole text.
 *   *           any run of characters (also none)
 *   [C] [V]     one consonant / one vowel
 *   T:name      word class (name or id; quote names with spaces: T:"reflexive verb")
 *   G:m         gender in the searched dialect: m, f, n, mf, or - for none
 *   IMG:1       has an image (IMG:0 has none)
 *   IMG_AI_S:7  image AI score 1 to 9, with ':' (equal), '<' or '>'
 *   CATS:2      number of categories, with ':', '<' or '>'
 *   IID:203     has a form with that inflect id in the searched dialect
 *   ICT:REG     conjugation type in the searched dialect: REG, IRREG, CHANGE or NO_CONJUGATION
 *   !           before T, G or ICT negates it: !T:noun
 *
 * Several T, G or ICT filters: any of the plain ones, none of the negated ones. Every other filter
 * must hold. A mistake throws SearchSyntaxError naming what is wrong and where (1-based position).
 */

export type Comparison = ':' | '<' | '>';

export const CONJ_TYPES = ['REG', 'IRREG', 'CHANGE', 'NO_CONJUGATION'] as const;
export type ConjType = (typeof CONJ_TYPES)[number];

/** G: values; '-' is 'no gender'. */
export const SEARCH_GENDERS = ['m', 'f', 'n', 'mf', '-'] as const;
export type SearchGender = (typeof SEARCH_GENDERS)[number];

export interface Negatable<T> {
  value: T;
  negated: boolean;
  /** 1-based position of the filter in the query, for messages. */
  position: number;
}

export interface NumberTest {
  op: Comparison;
  value: number;
  position: number;
}

export interface VocSearchFilter {
  /** The words to find (NFC, parts joined by one space); '' when the query has none. */
  text: string;
  /**
   * The text as a regular expression valid in both PostgreSQL (~*) and JavaScript (flags 'iu'):
   * anchored when the text has * or a placeholder; null when there is no text.
   */
  textRegex: string | null;
  anchored: boolean;
  types: Negatable<string>[];
  genders: Negatable<SearchGender>[];
  /** IMG:1 / IMG:0, all of which must hold. */
  images: boolean[];
  imageAiScores: NumberTest[];
  categoryCounts: NumberTest[];
  inflectIds: number[];
  conjTypes: Negatable<ConjType>[];
}

export class SearchSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} (at position ${position})`);
    this.name = 'SearchSyntaxError';
  }
}

/** Letters the placeholders stand for (lower case; the match ignores case). */
export const VOWELS = 'aeiouáéíóúàèìòùâêîôûäëïöüåæøœãõаеёиоуыэюя';
export const CONSONANTS = 'bcdfghjklmnñpqrstvwxyzçßбвгджзйклмнпрстфхцчшщ';

const KEYS = ['T', 'G', 'IMG', 'IMG_AI_S', 'CATS', 'IID', 'ICT'] as const;
type Key = (typeof KEYS)[number];
const NEGATABLE: Key[] = ['T', 'G', 'ICT'];
const COMPARABLE: Key[] = ['IMG_AI_S', 'CATS'];

interface Token {
  /** The token as typed, quotes included. */
  raw: string;
  /** Index of the first quote in raw, or -1. */
  firstQuote: number;
  /** 0-based index in the query. */
  start: number;
}

const isSpace = (c: string) => /\s/.test(c);

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    if (isSpace(q[i])) {
      i++;
      continue;
    }
    const start = i;
    let raw = '';
    let firstQuote = -1;
    while (i < q.length && !isSpace(q[i])) {
      if (q[i] === '"') {
        const close = q.indexOf('"', i + 1);
        if (close < 0) throw new SearchSyntaxError('Unclosed quote: add the closing "', i + 1);
        if (firstQuote < 0) firstQuote = raw.length;
        raw += q.slice(i, close + 1);
        i = close + 1;
      } else {
        raw += q[i++];
      }
    }
    tokens.push({ raw, firstQuote, start });
  }
  return tokens;
}

const unquote = (s: string) => s.replace(/"/g, '');
const FILTER = /^(!?)([A-Za-z_]+)([:<>])/;

const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/** More than this many * in one search is refused: each one multiplies the work of matching. */
const MAX_WILDCARDS = 10;

/** The regular expression of a text with * and [C]/[V]; checks the placeholders. */
function textToRegex(text: string, positionOf: (index: number) => number): { regex: string; anchored: boolean } {
  let out = '';
  let anchored = false;
  let wildcards = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '*') {
      // '**' means what '*' does; a run of them would only make the pattern slower to match.
      if (!out.endsWith('.*')) {
        if (++wildcards > MAX_WILDCARDS) throw new SearchSyntaxError(`At most ${MAX_WILDCARDS} * in a search`, positionOf(i));
        out += '.*';
      }
      anchored = true;
    } else if (c === '[') {
      const ph = text.slice(i, i + 3).toUpperCase();
      if (ph === '[C]' || ph === '[V]') {
        out += `[${ph === '[C]' ? CONSONANTS : VOWELS}]`;
        anchored = true;
        i += 2;
      } else {
        throw new SearchSyntaxError(`Unknown placeholder ${text.slice(i, i + 3)}: use [C] for a consonant or [V] for a vowel`, positionOf(i));
      }
    } else {
      out += escapeRegex(c);
    }
  }
  return { regex: anchored ? `^${out}$` : out, anchored };
}

function intValue(key: string, value: string, position: number, min: number, max: number, what: string): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new SearchSyntaxError(`${key} takes ${what}, not '${value}'`, position);
  }
  return Number(value);
}

/** Parses a query; throws SearchSyntaxError for a mistake. */
export function parseVocSearch(query: string): VocSearchFilter {
  const q = query.normalize('NFC');
  const filter: VocSearchFilter = {
    text: '',
    textRegex: null,
    anchored: false,
    types: [],
    genders: [],
    images: [],
    imageAiScores: [],
    categoryCounts: [],
    inflectIds: [],
    conjTypes: [],
  };
  const textParts: { text: string; start: number; raw: string }[] = [];

  for (const tok of tokenize(q)) {
    const pos = tok.start + 1;
    const m = FILTER.exec(tok.raw);
    const isFilter = m && (tok.firstQuote < 0 || tok.firstQuote >= m[0].length);
    if (!isFilter) {
      if (tok.raw.startsWith('!')) {
        throw new SearchSyntaxError('! negates only T:, G: and ICT: filters; write it right before one of them (!T:noun)', pos);
      }
      textParts.push({ text: unquote(tok.raw), start: tok.start, raw: tok.raw });
      continue;
    }
    const [, bang, keyTyped, op] = m!;
    const key = keyTyped.toUpperCase() as Key;
    const keyPos = pos + bang.length;
    if (!KEYS.includes(key)) {
      throw new SearchSyntaxError(`Unknown filter ${keyTyped}${op} (known: ${KEYS.join(', ')})`, keyPos);
    }
    const negated = bang === '!';
    if (negated && !NEGATABLE.includes(key)) {
      throw new SearchSyntaxError(`! negates only T, G and ICT, not ${key}`, pos);
    }
    if (op !== ':' && !COMPARABLE.includes(key)) {
      throw new SearchSyntaxError(`${key} takes ':' only (< and > are for IMG_AI_S and CATS)`, keyPos + key.length);
    }
    const value = unquote(tok.raw.slice(m![0].length)).trim();
    const valuePos = keyPos + key.length + 1;
    if (!value) throw new SearchSyntaxError(`${key}${op} needs a value`, valuePos);

    switch (key) {
      case 'T':
        filter.types.push({ value, negated, position: keyPos });
        break;
      case 'G': {
        const g = value.toLowerCase();
        if (!(SEARCH_GENDERS as readonly string[]).includes(g)) {
          throw new SearchSyntaxError(`G takes m, f, n, mf or - (no gender), not '${value}'`, valuePos);
        }
        filter.genders.push({ value: g as SearchGender, negated, position: keyPos });
        break;
      }
      case 'IMG':
        if (value !== '0' && value !== '1') throw new SearchSyntaxError(`IMG takes 1 (has an image) or 0 (has none), not '${value}'`, valuePos);
        filter.images.push(value === '1');
        break;
      case 'IMG_AI_S':
        filter.imageAiScores.push({ op: op as Comparison, value: intValue(key, value, valuePos, 1, 9, 'a score from 1 to 9'), position: keyPos });
        break;
      case 'CATS':
        filter.categoryCounts.push({
          op: op as Comparison,
          value: intValue(key, value, valuePos, 0, 1000, 'a number of categories (0 or more)'),
          position: keyPos,
        });
        break;
      case 'IID':
        filter.inflectIds.push(intValue(key, value, valuePos, 1, 2_147_483_647, 'one inflect id (a whole number above 0)'));
        break;
      case 'ICT': {
        const t = value.toUpperCase();
        if (!(CONJ_TYPES as readonly string[]).includes(t)) {
          throw new SearchSyntaxError(`ICT takes ${CONJ_TYPES.join(', ')}, not '${value}'`, valuePos);
        }
        filter.conjTypes.push({ value: t as ConjType, negated, position: keyPos });
        break;
      }
    }
  }

  if (textParts.length) {
    filter.text = textParts.map((p) => p.text).join(' ');
    // Map an index in the joined text back to the query, for messages about placeholders.
    const starts: { at: number; part: (typeof textParts)[number] }[] = [];
    let at = 0;
    for (const p of textParts) {
      starts.push({ at, part: p });
      at += p.text.length + 1;
    }
    const positionOf = (index: number) => {
      const s = [...starts].reverse().find((x) => x.at <= index)!;
      const offset = index - s.at;
      // Skip the quotes the part had in the query.
      let seen = 0;
      for (let k = 0; k < s.part.raw.length; k++) {
        if (s.part.raw[k] === '"') continue;
        if (seen === offset) return s.part.start + k + 1;
        seen++;
      }
      return s.part.start + 1;
    };
    const { regex, anchored } = textToRegex(filter.text, positionOf);
    filter.textRegex = regex;
    filter.anchored = anchored;
  }
  return filter;
}

/** The filter, or the mistake's message: for checking a query as it is typed. */
export function checkVocSearch(query: string): { ok: true; filter: VocSearchFilter } | { ok: false; message: string; position: number } {
  try {
    return { ok: true, filter: parseVocSearch(query) };
  } catch (e) {
    if (e instanceof SearchSyntaxError) return { ok: false, message: e.message, position: e.position };
    throw e;
  }
}

/** Whether a text matches the filter's text, as the database decides it (for tests and client previews). */
export function matchesText(filter: VocSearchFilter, text: string): boolean {
  if (filter.textRegex === null) return true;
  return new RegExp(filter.textRegex, 'iu').test(text.normalize('NFC'));
}

/** The help of the search dialog: each piece of the syntax with an example. */
export const SEARCH_SYNTAX_HELP: { syntax: string; meaning: string; example: string }[] = [
  {
    syntax: 'text',
    meaning: "Found anywhere in the entry's text in the chosen dialect. Case does not matter; accents do (cafe does not find café).",
    example: 'casa',
  },
  { syntax: '*', meaning: 'Any characters, also none. With * or a placeholder the pattern must match the whole text.', example: '*ción' },
  { syntax: '[C]  [V]', meaning: 'One consonant / one vowel.', example: 'c[V]sa' },
  { syntax: 'T:', meaning: 'Word class, by name or id; quote names with spaces.', example: 'T:verb  T:"reflexive verb"' },
  { syntax: 'G:', meaning: 'Gender in the chosen dialect: m, f, n, mf, or - for none.', example: 'G:f' },
  { syntax: 'IMG:', meaning: 'Has an image (1) or none (0).', example: 'IMG:0' },
  { syntax: 'IMG_AI_S', meaning: 'Image AI score 1 to 9: equal (:), below (<) or above (>).', example: 'IMG_AI_S<4' },
  { syntax: 'CATS', meaning: 'Number of categories: equal (:), below (<) or above (>).', example: 'CATS:0' },
  { syntax: 'IID:', meaning: 'Has a form with this inflect id in the chosen dialect.', example: 'IID:102' },
  { syntax: 'ICT:', meaning: 'Conjugation type in the chosen dialect: REG, IRREG, CHANGE or NO_CONJUGATION.', example: 'ICT:IRREG' },
  { syntax: '!', meaning: 'Negates T, G and ICT (and only those).', example: '!T:noun' },
  {
    syntax: 'several',
    meaning: 'Several T, G or ICT: any of the plain ones and none of the negated ones. All other filters must hold together.',
    example: 'T:noun T:adjective G:f',
  },
];
