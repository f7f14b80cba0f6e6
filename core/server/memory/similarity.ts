/** Case, accents kept; spacing and punctuation folded: what 'equal but for form' means here. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Levenshtein distance with two rows; stops early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
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
  return Math.min(99, Math.floor(100 * (1 - editDistance(normQuery, normText) / longer)));
}
