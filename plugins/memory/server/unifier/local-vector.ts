/* The local embedding provider's vectors (embeddings.ts), computed in a worker thread (embeddings.worker.ts). */

export const LOCAL_DIMENSIONS = 512;

/** FNV-1a, 32 bits: a stable hash of a feature. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The features of a text: its words and the character trigrams of each word with its boundaries. */
export function features(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/___/g, ' ')
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const w of words) {
    out.push(`w:${w}`);
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(`c:${padded.slice(i, i + 3)}`);
  }
  return out;
}

/**
 * Hashed character n-gram vectors: each word and each character trigram of a word adds ±1 at a
 * hashed position (the sign from a second hash, so that collisions cancel out on average), then
 * the vector is scaled to unit length. It captures shared wording and spelling: inflections and
 * small edits ('see you tomorrow' ~ 'see you tomorrow then' ~ 'I'll see you tomorrow'), word
 * order only loosely. It misses meaning without shared letters: synonyms and paraphrases in other
 * words ('hello' and 'good morning' are far apart), and it cannot tell a negation from its
 * opposite ('I like it' ~ 'I don't like it').
 */
export function localVector(text: string, dimensions = LOCAL_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const f of features(text)) {
    const h = hash(f);
    v[h % dimensions] += hash(`s:${f}`) & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...v);
  return norm ? v.map((x) => x / norm) : v;
}
