import { z } from 'zod';
import { contract } from './contract';
import { referencePair } from './references';

/**
 * The concept linker's pure rules, shared by the server (guess, storage, checker) and the editor.
 *
 * Tokenizing: a phrase is split into words in its language. Chinese (and Japanese) have no spaces:
 * they are segmented with Intl.Segmenter(lang, { granularity: 'word' }), which Node 20 and the
 * browsers support for zh through ICU's dictionary. Other languages split on Unicode word
 * boundaries too, then words joined by an apostrophe or a hyphen inside a word stay one word
 * (l'école, aujourd'hui, don't, well-known); punctuation and spaces are not words. Each word
 * keeps its offsets in the phrase and a normalized form (NFC, lower case) used for matching.
 */

export interface Token {
  /** The word as written. */
  text: string;
  /** NFC, lower case: what matching compares. */
  norm: string;
  start: number;
  end: number;
}

/** Languages written without spaces between words: matched words are joined without a space. */
export const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);
export const languageOfDialect = (dialectCode: string) => dialectCode.split('-')[0].toLowerCase();

const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (lang: string) => {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = new Intl.Segmenter(lang, { granularity: 'word' })));
  return s;
};
const ELIDING = new Set(['fr', 'it', 'ca']);
const ELISIONS = new Set([
  "l'",
  "d'",
  "j'",
  "m'",
  "t'",
  "s'",
  "n'",
  "c'",
  "qu'",
  "jusqu'",
  "lorsqu'",
  "puisqu'",
  "un'",
  "dell'",
  "all'",
  "dall'",
  "nell'",
  "sull'",
  "quell'",
  "bell'",
  "po'",
]);
const JOINERS = new Set(["'", '’', '-', '‐']);

export function tokenize(phrase: string, lang: string): Token[] {
  const text = phrase.normalize('NFC');
  // HTML texts (segments, reading texts): tag names and entities are no words; offsets stay those of the HTML.
  const markup = [...text.matchAll(/<[^>]*>|&[a-z#0-9]+;/gi)].map((m) => [m.index, m.index + m[0].length]);
  const inMarkup = (at: number) => markup.some(([a, b]) => at >= a && at < b);
  const parts = [...segmenter(lang).segment(text)];
  const out: Token[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (!p.isWordLike || inMarkup(p.index)) continue;
    let { index: start } = p;
    let end = start + p.segment.length;
    // Keep apostrophes and hyphens inside a word: word + joiner + word is one token (not in unspaced scripts).
    if (!UNSPACED.has(lang)) {
      while (i + 2 < parts.length && JOINERS.has(parts[i + 1].segment) && parts[i + 2].isWordLike) {
        end = parts[i + 2].index + parts[i + 2].segment.length;
        i += 2;
      }
    }
    const word = text.slice(start, end);
    // French and Italian elisions are words of their own: l'|école, dell'|acqua (aujourd'hui stays whole).
    const m = ELIDING.has(lang) ? /^([\p{L}]{1,5}['’])(\p{L}.*)$/u.exec(word) : null;
    if (m && ELISIONS.has(normalizeWord(m[1]))) {
      out.push({ text: m[1], norm: normalizeWord(m[1]), start, end: start + m[1].length });
      start += m[1].length;
    }
    const rest = text.slice(start, end);
    out.push({ text: rest, norm: normalizeWord(rest), start, end });
  }
  return out;
}

/** Linked texts hold the translation markup: tags are dropped before tokenizing. */
export const plainOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const normalizeWord = (w: string) => w.normalize('NFC').toLowerCase().replace(/’/g, "'");

/** How a sequence of words is written as one dictionary entry in the language. */
export const joinWords = (words: string[], lang: string) => words.join(UNSPACED.has(lang) ? '' : ' ');

/** A concept linked (or guessed) to words of a phrase: spec 1 §3 Concept. */
export const linkedConcept = z.object({
  ref: z.number(),
  refId: z.number(),
  /** Word indices in the phrase, ascending. */
  positions: z.array(z.number()),
  /** How far a kept link moved to follow an edited text (0 when it did not). */
  deltaPos: z.number(),
  /** The inflected form that matched (inflect id), or null for the base form. */
  inflectStudied: z.number().nullable(),
  /** A guess the editor has not accepted yet (false for stored links). */
  preselected: z.boolean(),
});
export type LinkedConcept = z.output<typeof linkedConcept>;

/** A phrase as the editor shows it: spec 1 §3 Editor phrase. */
export const editorPhrase = z.object({
  id: z.number(),
  plain: z.string(),
  words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })),
  length: z.number(),
  order: z.number(),
});
export type EditorPhrase = z.output<typeof editorPhrase>;

export const guessResponse = z.object({
  phrase: editorPhrase,
  /** Stored links (preselected false) plus the guessed cover (preselected true). */
  concepts: z.array(linkedConcept),
  /** Every other candidate: alternatives the editor may choose instead. */
  possibleConcepts: z.array(linkedConcept),
  /** One concept's form is the whole phrase. */
  exactMatch: z.boolean(),
  /** The title of each concept record named above, as its type's owner names it: what the editor shows. */
  titles: z.array(z.object({ ref: z.number(), refId: z.number(), title: z.string() })).optional(),
});
export type GuessResponse = z.output<typeof guessResponse>;

export type WordMark = 'none' | 'pending' | 'done';

/** Per word: done when a stored link covers it, pending when only a guess does, none otherwise. */
export function wordMarks(length: number, concepts: Pick<LinkedConcept, 'positions' | 'preselected'>[]): WordMark[] {
  const marks: WordMark[] = Array.from({ length }, () => 'none');
  for (const c of concepts) for (const p of c.positions) if (p < length && marks[p] !== 'done') marks[p] = c.preselected ? 'pending' : 'done';
  return marks;
}

/** A phrase is done when all its words are covered by linked concepts without overlap. */
export function phraseDone(length: number, linked: Pick<LinkedConcept, 'positions'>[]): boolean {
  return length > 0 && !hasOverlap(linked) && coverage(length, linked) === 100;
}

/** Percent (0-100, rounded down) of the phrase's words covered by the links. */
export function coverage(length: number, linked: Pick<LinkedConcept, 'positions'>[]): number {
  if (!length) return 0;
  const covered = new Set(linked.flatMap((c) => c.positions.filter((p) => p >= 0 && p < length)));
  return Math.floor((covered.size * 100) / length);
}

export function hasOverlap(linked: Pick<LinkedConcept, 'positions'>[]): boolean {
  const seen = new Set<number>();
  for (const c of linked)
    for (const p of c.positions) {
      if (seen.has(p)) return true;
      seen.add(p);
    }
  return false;
}

/** A concept is added only if none of its positions is already linked (spec 1 §5). */
export function canAdd(linked: Pick<LinkedConcept, 'positions'>[], positions: number[]): boolean {
  const used = new Set(linked.flatMap((c) => c.positions));
  return positions.length > 0 && positions.every((p) => !used.has(p));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Near match (spec 1 §5): same number of positions, and the position-sum distance is below 4 × that number. */
export function nearMatch(a: number[], b: number[]): boolean {
  return a.length === b.length && Math.abs(sum(a) - sum(b)) < 4 * a.length;
}

export const sameConcept = (a: { ref: number; refId: number }, b: { ref: number; refId: number }) => a.ref === b.ref && a.refId === b.refId;

/** A record of a concept type, as pickers list it (ConceptType.search). */
export const conceptOption = z.object({ id: z.number(), title: z.string(), courseId: z.number() });
export type ConceptOption = z.output<typeof conceptOption>;

/** A text's concept-linker details in one target dialect (spec 3 §3 clDetails). */
export const clDetail = z.object({
  dialectId: z.number(),
  dialectCode: z.string(),
  /** Every word is covered by linked concepts, without overlap. */
  conceptLinker: z.boolean(),
  /** Percent of its words covered by linked concepts. */
  conceptLinkerCoverage: z.number(),
});
export type ClDetail = z.output<typeof clDetail>;

const int = z.coerce.number().int();
/** A linked text in a target dialect: ':ref/refId/:refId/target-dialect/:dialect'. */
const textParams = z.object({ ref: int.positive(), refId: int.positive(), dialect: int.positive() });
const bool = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());
/** The linked concepts: each (ref, refId) a record of the text's course, or of none (a declared reference). */
const linksBody = z.object({
  concepts: z
    .array(
      referencePair(
        {
          ref: z.number().int().positive(),
          refId: z.number().int().positive(),
          positions: z.array(int.nonnegative()).min(1).max(50),
          inflectStudied: int.nullable().optional(),
        },
        { ref: 'ref', id: 'refId' },
      ),
    )
    .max(200),
});

/**
 * The linker editor's calls (LinkerEditor), on a text (ref, refId) in a target dialect: served by
 * the concept-linker plugin, which publishes them with its own.
 */
export const linkerApi = {
  guess: contract({
    method: 'GET',
    path: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/guess',
    params: textParams,
    query: z.object({ phrase: z.string().max(5000).optional(), fromScratch: bool.default(false) }),
    answer: guessResponse,
    summary: 'Guessed concepts of a phrase: { phrase, concepts, possibleConcepts, exactMatch }',
  }),
  saveLinks: contract({
    method: 'PUT',
    path: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/links',
    params: textParams,
    body: linksBody,
    answer: z.object({ guess: guessResponse, clDetails: z.array(clDetail) }),
    summary: 'Stores the linked concepts of the stored text in the dialect (no overlap); answers the guess and clDetails',
  }),
  invalidate: contract({
    method: 'POST',
    path: 'concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/invalidate',
    params: textParams,
    answer: guessResponse,
    summary: 'Drops the links of the text in the dialect and answers a fresh guess from scratch',
  }),
};
