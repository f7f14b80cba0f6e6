import { normalize } from './similarity';

interface Posting {
  ids: Int32Array;
  n: number;
}

export interface Candidate {
  /** The external key (a translation id). */
  key: number;
  text: string;
  /** Dice coefficient of the two texts' trigram sets, 0 to 1. */
  overlap: number;
}

/**
 * Postings read per query at most, rarest trigrams first: the most common ones (' th', 'de ') say
 * little about which texts are alike, and reading all of their lists would dominate the time on a
 * large memory. Exact matches do not depend on it (see `exact`).
 */
const SCAN_BUDGET = 400_000;

/** Distinct trigram hashes of a normalized text padded with spaces, so word starts and ends count. */
export function trigrams(norm: string): Int32Array {
  const s = ` ${norm} `;
  const out = new Set<number>();
  for (let i = 0; i + 3 <= s.length; i++) {
    out.add(Math.imul(Math.imul(s.charCodeAt(i), 0x9e3779b1) ^ s.charCodeAt(i + 1), 0x85ebca6b) ^ s.charCodeAt(i + 2));
  }
  return Int32Array.from(out);
}

/** FNV-1a over UTF-16 code units. */
function textHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * An in-memory inverted index of character trigrams over one dialect's texts: candidates are
 * found by shared trigrams (rarest lists first) and ranked by their overlap; the caller ranks
 * the best of them by edit distance.
 */
export class TrigramIndex {
  private texts: (string | undefined)[] = [];
  private keys = new Int32Array(1024);
  private gramCounts = new Uint16Array(1024);
  private shared = new Uint16Array(1024);
  private readonly postings = new Map<number, Posting>();
  private readonly docOf = new Map<number, number>();
  /** Documents by a hash of their normalized text, so equal texts are found whatever the trigram lists. */
  private readonly exact = new Map<number, number[]>();
  private live = 0;

  get size(): number {
    return this.live;
  }

  /** The text stored under key, if any. */
  text(key: number): string | undefined {
    const doc = this.docOf.get(key);
    return doc === undefined ? undefined : this.texts[doc];
  }

  /** Adds or replaces the text of key. */
  set(key: number, text: string): void {
    const current = this.text(key);
    if (current === text) return;
    if (current !== undefined) this.delete(key);
    const doc = this.texts.length;
    if (doc >= this.keys.length) this.grow(doc * 2);
    const norm = normalize(text);
    const grams = trigrams(norm);
    const h = textHash(norm);
    const same = this.exact.get(h);
    if (same) same.push(doc);
    else this.exact.set(h, [doc]);
    this.texts.push(text);
    this.keys[doc] = key;
    this.gramCounts[doc] = Math.min(grams.length, 65535);
    this.docOf.set(key, doc);
    this.live++;
    for (const g of grams) {
      let p = this.postings.get(g);
      if (!p) this.postings.set(g, (p = { ids: new Int32Array(4), n: 0 }));
      if (p.n === p.ids.length) {
        const bigger = new Int32Array(p.n * 2);
        bigger.set(p.ids);
        p.ids = bigger;
      }
      p.ids[p.n++] = doc;
    }
  }

  /** Forgets key's text; its postings stay until they are skipped as dead. */
  delete(key: number): void {
    const doc = this.docOf.get(key);
    if (doc === undefined) return;
    const h = textHash(normalize(this.texts[doc]!));
    const same = this.exact.get(h)!.filter((d) => d !== doc);
    if (same.length) this.exact.set(h, same);
    else this.exact.delete(h);
    this.texts[doc] = undefined;
    this.docOf.delete(key);
    this.live--;
  }

  /** Up to `limit` live texts sharing the most trigrams with the query, best overlap first. */
  query(text: string, limit: number): Candidate[] {
    const norm = normalize(text);
    const grams = trigrams(norm);
    if (grams.length === 0) return [];
    const lists = [...grams].map((g) => this.postings.get(g)).filter((p): p is Posting => !!p).sort((a, b) => a.n - b.n);
    const shared = this.shared;
    const touched: number[] = [];
    let scanned = 0;
    for (const p of lists) {
      const { ids, n } = p;
      if (scanned > 0 && scanned + n > SCAN_BUDGET) break;
      scanned += n;
      for (let i = 0; i < n; i++) {
        const d = ids[i];
        if (shared[d]++ === 0) touched.push(d);
      }
    }
    for (const d of this.exact.get(textHash(norm)) ?? []) {
      if (shared[d] === 0) touched.push(d);
      shared[d] = grams.length;
    }
    // Keep the documents sharing the most trigrams: the smallest count that still leaves enough.
    const histogram = new Uint32Array(grams.length + 2);
    for (const d of touched) histogram[Math.min(shared[d], grams.length + 1)]++;
    let atLeast = grams.length + 1;
    for (let kept = histogram[atLeast]; atLeast > 1 && kept < limit * 2; ) kept += histogram[--atLeast];
    const scored: { doc: number; overlap: number }[] = [];
    for (const d of touched) {
      if (shared[d] >= atLeast && this.texts[d] !== undefined) {
        scored.push({ doc: d, overlap: (2 * Math.min(shared[d], grams.length)) / (grams.length + this.gramCounts[d]) });
      }
      shared[d] = 0;
    }
    scored.sort((a, b) => b.overlap - a.overlap);
    return scored.slice(0, limit).map(({ doc, overlap }) => ({ key: this.keys[doc], text: this.texts[doc]!, overlap }));
  }

  private grow(capacity: number): void {
    const keys = new Int32Array(capacity);
    keys.set(this.keys);
    this.keys = keys;
    const counts = new Uint16Array(capacity);
    counts.set(this.gramCounts);
    this.gramCounts = counts;
    const shared = new Uint16Array(capacity);
    this.shared = shared;
  }
}
