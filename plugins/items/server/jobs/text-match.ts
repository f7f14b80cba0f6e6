import type { MemorySuggestion } from '../../../../sdk/server';

/** As the translation memory compares texts: NFKC, lower case, punctuation and symbols dropped, spaces collapsed; tags removed. */
export const norm = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether `hay` contains `needle` as whole words (for Chinese, Japanese and Korean, as characters). */
export function containsPhrase(hay: string, needle: string): boolean {
  const n = norm(needle);
  const h = norm(hay);
  if (!n) return false;
  if (CJK.test(n)) return h.replace(/ /g, '').includes(n.replace(/ /g, ''));
  return ` ${h} `.includes(` ${n} `);
}

/** The digits of a text, sorted: two translations of one text carry the same numbers. */
export const numbersOf = (s: string) => (s.match(/\d+/g) ?? []).sort().join(',');

/** Similarity 0-101 as a confidence 0-1. */
export const confidenceOf = (similarity: number) => Math.min(1, Math.max(0, similarity) / 100);

/**
 * The memory's suggestions, one per distinct translation (normalized), best first; ties by the
 * lower translation id, so that the same data always gives the same order.
 */
export function distinctSuggestions(list: MemorySuggestion[]): MemorySuggestion[] {
  const sorted = [...list].filter((s) => s.text.trim()).sort((a, b) => b.similarity - a.similarity || a.id - b.id);
  const seen = new Set<string>();
  return sorted.filter((s) => {
    const k = norm(s.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const quote = (s: string, max = 80) => JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Two decimals. */
export const r2 = (x: number) => Math.round(x * 100) / 100;
