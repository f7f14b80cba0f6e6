import { distance } from 'fastest-levenshtein';

/** Case, accents kept; spacing and punctuation folded: what 'equal but for form' means here. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Similarity of a memory text to the query, 0 to 101: 101 when identical, 100 when equal after
 * normalize(), otherwise 100 × (1 − distance / longer length) of the normalized texts, at most 99.
 */
export function similarity(query: string, text: string, normQuery = normalize(query), normText = normalize(text)): number {
  if (query === text) return 101;
  if (normQuery === normText) return 100;
  const longer = Math.max(normQuery.length, normText.length);
  if (longer === 0) return 0;
  return Math.min(99, Math.floor(100 * (1 - distance(normQuery, normText) / longer)));
}
