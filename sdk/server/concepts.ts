import type { Db } from './db';
import { Registry } from '../shared/registry';
import { SERVICES, service } from './services';
import { type ConceptOption, type LinkedConcept, type Token, joinWords, nearMatch, normalizeWord, sameConcept } from '../shared/concepts';

/** Bumped by every write to translatable texts in this process: concept types may cache their forms until it changes. */
export const textWritesVersion = () => service(SERVICES.translations).writesVersion();

/**
 * Concept sources (spec 1 §4 Concept linker): a plugin registers a concept type (vocabulary now;
 * panels, compounds and cultural vocabulary later) in ServerPlugin.conceptTypes. The linker asks
 * every registered type for candidates and never names a plugin.
 */
export interface ConceptCandidate {
  ref: number;
  refId: number;
  /** Word indices in the phrase, ascending (contiguous for a written-together form). */
  positions: number[];
  /** The inflected form that matched, or null for the base form. */
  inflectStudied: number | null;
}

export interface ConceptGloss {
  id: number;
  wordClass: string | null;
  sources: { dialectId: number; text: string }[];
}

export interface ConceptType {
  /** The module of the concept records (22 course vocabulary). */
  ref: number;
  name: string;
  /**
   * The candidates among the course's records whose forms occur in the tokens of each phrase in the
   * dialect (the course's forms read once): one list per phrase, in order. One phrase: matchPhrase.
   */
  matchMany(db: Db, courseId: number, dialectId: number, phrases: Token[][], lang: string): Promise<ConceptCandidate[][]>;
  /**
   * The tables matchMany and glosses read: where writes are counted (PGlite), what they answer
   * may be kept until one of them is written (TableCache). A type without it is always asked.
   */
  tables?: readonly string[];
  /** Tooltip data of records (spec 1 §3 Tooltip data), in the dialect. */
  tooltip(db: Db, ids: number[], dialectId: number): Promise<unknown[]>;
  /**
   * What records say of their wording: word class and wordings in the course's source dialects,
   * what an agent needs to build a source by analogy. Types without it say nothing.
   */
  glosses?(db: Db, ids: number[]): Promise<ConceptGloss[]>;
  /** A card of one record, or null when there is none. */
  card(db: Db, id: number): Promise<unknown | null>;
  /** The course of a record (null when there is none): the access check of its tooltip and card routes. */
  courseOf(db: Db, id: number): Promise<number | null>;
  /** The titles of records, for lists (uses, checker). */
  titles?(db: Db, ids: number[]): Promise<Map<number, string>>;
  /** Records whose title or texts contain the text (or whose id it is), in a course or (null) in any; for pickers. */
  search?(db: Db, courseId: number | null, text: string, limit: number): Promise<ConceptOption[]>;
}

const types = new Registry((t: ConceptType) => t.ref);

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export const registerConceptTypes = (list: ConceptType[] = []): (() => void) => types.register(list);

export const conceptTypes = (): ConceptType[] => types.values().sort((a, b) => a.ref - b.ref);
export const conceptType = (ref: number): ConceptType | undefined => types.get(ref);

/** The tables the registered concept types match and gloss from; null when one of them does not say. */
export function conceptTables(): string[] | null {
  const list = conceptTypes();
  return list.every((t) => t.tables) ? [...new Set(list.flatMap((t) => t.tables!))].sort() : null;
}

/** The candidates of a concept type in the tokens of one phrase. */
export const matchPhrase = async (type: ConceptType, db: Db, courseId: number, dialectId: number, tokens: Token[], lang: string): Promise<ConceptCandidate[]> =>
  (await type.matchMany(db, courseId, dialectId, [tokens], lang))[0];

/** Candidates in a fixed order: by first position, longer first, then ref, refId, inflect. */
export function sortCandidates<T extends ConceptCandidate>(list: T[]): T[] {
  return [...list].sort(
    (a, b) =>
      a.positions[0] - b.positions[0] ||
      b.positions.length - a.positions.length ||
      a.ref - b.ref ||
      a.refId - b.refId ||
      (a.inflectStudied ?? -1) - (b.inflectStudied ?? -1),
  );
}

/** Drops repeated (ref, refId, positions) candidates, keeping the first in sortCandidates order. */
function unique(list: ConceptCandidate[]): ConceptCandidate[] {
  const seen = new Set<string>();
  return sortCandidates(list).filter((c) => {
    const k = `${c.ref}:${c.refId}:${c.positions.join(',')}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const isContiguous = (p: number[]) => p.every((x, i) => i === 0 || x === p[i - 1] + 1);

/**
 * The longest non-overlapping cover of the free words (spec 1 §4, §5), deterministic:
 * a dynamic programme from the last word to the first, where each word is either left
 * uncovered or starts a contiguous candidate lying on free words only. It maximizes, in order,
 * (1) the number of covered words, (2) fewer concepts (longer ones), (3) the first differing
 * choice having the smaller (ref, refId, inflect) in candidate order. Non-contiguous candidates
 * (a separable verb) are then added greedily in candidate order where they still fit.
 */
export function longestCover(length: number, candidates: ConceptCandidate[], taken: Set<number> = new Set()): ConceptCandidate[] {
  const list = unique(candidates).filter((c) => c.positions.every((p) => p >= 0 && p < length && !taken.has(p)));
  const contiguous = list.filter((c) => isContiguous(c.positions));
  const byStart = new Map<number, ConceptCandidate[]>();
  contiguous.forEach((c) => byStart.set(c.positions[0], [...(byStart.get(c.positions[0]) ?? []), c]));
  type Best = { covered: number; count: number; picks: ConceptCandidate[] };
  const best: Best[] = Array.from({ length: length + 1 }, () => ({ covered: 0, count: 0, picks: [] }));
  for (let i = length - 1; i >= 0; i--) {
    let b: Best = best[i + 1];
    for (const c of byStart.get(i) ?? []) {
      const rest = best[i + c.positions.length];
      const option = { covered: rest.covered + c.positions.length, count: rest.count + 1, picks: [c, ...rest.picks] };
      // Strictly better only: candidates come longest and smallest first, so ties keep the earlier one.
      if (option.covered > b.covered || (option.covered === b.covered && option.count < b.count)) b = option;
    }
    best[i] = b;
  }
  const picks = [...best[0].picks];
  const used = new Set([...taken, ...picks.flatMap((c) => c.positions)]);
  for (const c of list) {
    if (isContiguous(c.positions) || c.positions.some((p) => used.has(p))) continue;
    picks.push(c);
    c.positions.forEach((p) => used.add(p));
  }
  return sortCandidates(picks);
}

const asConcept = (c: ConceptCandidate, preselected: boolean, deltaPos = 0): LinkedConcept => ({
  ref: c.ref,
  refId: c.refId,
  positions: [...c.positions],
  deltaPos,
  inflectStudied: c.inflectStudied,
  preselected,
});

export interface StoredLink {
  ref: number;
  refId: number;
  positions: number[];
  inflectStudied?: number | null;
}

/**
 * Follows stored links to an edited text: a link still valid when a candidate of the same
 * concept has its exact positions; moved to a candidate of the same concept that is a near match
 * (position-sum distance < 4 × count; deltaPos says how far), the nearest first; dropped otherwise.
 * Kept links never overlap: a later one that would is dropped.
 */
export function followLinks(stored: StoredLink[], candidates: ConceptCandidate[]): LinkedConcept[] {
  const kept: LinkedConcept[] = [];
  const used = new Set<number>();
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  for (const link of [...stored].sort((a, b) => a.positions[0] - b.positions[0] || a.ref - b.ref || a.refId - b.refId)) {
    const options = sortCandidates(candidates.filter((c) => sameConcept(c, link) && nearMatch(c.positions, link.positions)))
      .filter((c) => c.positions.every((p) => !used.has(p)))
      .sort((a, b) => Math.abs(sum(a.positions) - sum(link.positions)) - Math.abs(sum(b.positions) - sum(link.positions)));
    const c = options[0];
    if (!c) continue;
    const delta = (sum(c.positions) - sum(link.positions)) / c.positions.length;
    kept.push(asConcept({ ...c, inflectStudied: c.inflectStudied ?? link.inflectStudied ?? null }, false, delta));
    c.positions.forEach((p) => used.add(p));
  }
  return kept;
}

export interface GuessResult {
  concepts: LinkedConcept[];
  possibleConcepts: LinkedConcept[];
  exactMatch: boolean;
}

/**
 * The guess (spec 1 §4): stored links kept (followed to the current words) unless fromScratch,
 * then the longest non-overlapping cover of the remaining words, marked preselected; every other
 * candidate is a possible concept. exactMatch: one candidate spans the whole phrase.
 */
export function guessLinks(length: number, candidates: ConceptCandidate[], stored: StoredLink[], fromScratch: boolean): GuessResult {
  const all = unique(candidates);
  const kept = fromScratch ? [] : followLinks(stored, all);
  const taken = new Set(kept.flatMap((c) => c.positions));
  const cover = longestCover(length, all, taken);
  const key = (c: { ref: number; refId: number; positions: number[] }) => `${c.ref}:${c.refId}:${c.positions.join(',')}`;
  const chosen = new Set([...kept, ...cover].map(key));
  const concepts = [...kept, ...cover.map((c) => asConcept(c, true))].sort((a, b) => a.positions[0] - b.positions[0]);
  return {
    concepts,
    possibleConcepts: all.filter((c) => !chosen.has(key(c))).map((c) => asConcept(c, true)),
    exactMatch: length > 0 && all.some((c) => c.positions.length === length),
  };
}

/** Written forms (lower case, NFC, single spaces) → the records having them. */
export type FormDictionary = Map<string, { id: number; inflect: number | null }[]>;

/** The dictionary of written forms of records with one form per dialect (compounds, cultural vocabulary). */
export function formDictionary(forms: { id: number; form: string; inflect?: number | null }[]): FormDictionary {
  const dict: FormDictionary = new Map();
  for (const f of forms) {
    const w = normalizeWord(f.form.trim().replace(/\s+/g, ' '));
    if (!w) continue;
    dict.set(w, [...(dict.get(w) ?? []), { id: f.id, inflect: f.inflect ?? null }]);
  }
  return dict;
}

/** Per dictionary and word separator: the wordings that begin a longer form (a match stops growing once it is neither a form nor one of these). */
const formStarts = new WeakMap<FormDictionary, Map<string, Set<string>>>();
function startsOfForms(dict: FormDictionary, space: string): Set<string> {
  let bySpace = formStarts.get(dict);
  if (!bySpace) formStarts.set(dict, (bySpace = new Map()));
  let starts = bySpace.get(space);
  if (!starts) {
    starts = new Set();
    for (const form of dict.keys()) {
      // Whole words where words are spaced; any characters where they are written together.
      if (space) for (let at = form.indexOf(space); at !== -1; at = form.indexOf(space, at + 1)) starts.add(form.slice(0, at));
      else for (let n = 1; n < form.length; n++) starts.add(form.slice(0, n));
    }
    bySpace.set(space, starts);
  }
  return starts;
}

/**
 * The candidates of a concept type whose written forms (any number of words) occur as consecutive
 * words of the tokens. The dictionary must not change once matched against.
 */
export function matchDictionary(ref: number, dict: FormDictionary, tokens: Token[], lang: string, maxWords = 6): ConceptCandidate[] {
  const out: ConceptCandidate[] = [];
  const space = joinWords(['', ''], lang);
  const starts = startsOfForms(dict, space);
  for (let i = 0; i < tokens.length; i++) {
    // The wording of tokens i .. i + n - 1, as joinWords writes it, one word longer each time.
    let wording = '';
    for (let n = 1; n <= maxWords && i + n <= tokens.length; n++) {
      wording = n === 1 ? tokens[i].norm : wording + space + tokens[i + n - 1].norm;
      const hits = dict.get(wording);
      if (hits) {
        const positions = Array.from({ length: n }, (_, k) => i + k);
        for (const h of hits) out.push({ ref, refId: h.id, positions, inflectStudied: h.inflect });
      }
      if (!starts.has(wording)) break;
    }
  }
  return out;
}
