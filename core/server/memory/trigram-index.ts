import { normalize } from './similarity';

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
 * large memory. Exact matches do not depend on it: they are in every list, the first one included.
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

function grown<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a.length > length ? a.subarray(0, length) : a);
  return b;
}

/**
 * int32 keys to non-negative int32 values in one typed array (open addressing, linear probing):
 * no object per entry. Entries are replaced, never removed.
 */
export class IntMap {
  /** Pairs of key and value; a value of -1 marks a free slot. */
  private slots = new Int32Array(32).fill(-1);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The value of key, or -1. */
  get(key: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let i = mix(key) & mask; ; i = (i + 1) & mask) {
      const v = slots[2 * i + 1];
      if (v === -1 || slots[2 * i] === key) return v;
    }
  }

  set(key: number, value: number): void {
    if ((this.count + 1) * 8 > this.slots.length * 3) this.rehash(this.slots.length * 2);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    let i = mix(key) & mask;
    while (slots[2 * i + 1] !== -1 && slots[2 * i] !== key) i = (i + 1) & mask;
    if (slots[2 * i + 1] === -1) this.count++;
    slots[2 * i] = key;
    slots[2 * i + 1] = value;
  }

  get byteLength(): number {
    return this.slots.byteLength;
  }

  private rehash(length: number): void {
    const old = this.slots;
    this.slots = new Int32Array(length).fill(-1);
    this.count = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== -1) this.set(old[i], old[i + 1]);
  }
}

function mix(key: number): number {
  const h = Math.imul(key, 0x9e3779b1);
  return h ^ (h >>> 15);
}

/**
 * The postings of every gram: ascending document numbers stored as gaps in varint bytes (7 bits a
 * byte, the high bit set when more follow), one list after another in one buffer (`start` gives
 * where each begins). Documents added since the last compaction wait in a tail, one entry per
 * posting chained per gram, and are moved into the buffer once the tail has grown by an eighth.
 * Documents must be added in ascending order, all grams of one before the next.
 */
export class Postings {
  private bytes = new Uint8Array(0);
  private start = new Uint32Array(1);
  private stored = 0;
  /** Per gram: postings in all, the last document, the newest tail entry (or -1). */
  private counts = new Uint32Array(0);
  private last = new Int32Array(0);
  private head = new Int32Array(0);
  /** Per tail entry: its gram, its gap to the gram's previous document, the gram's previous tail entry. */
  private tailGram = new Int32Array(256);
  private tailGap = new Int32Array(256);
  private tailPrev = new Int32Array(256);
  private tail = 0;
  /** Grams seen: one more than the highest. */
  private used = 0;

  count(gram: number): number {
    return gram < this.used ? this.counts[gram] : 0;
  }

  add(gram: number, doc: number): void {
    if (gram >= this.used) this.used = gram + 1;
    if (gram >= this.counts.length) {
      const n = Math.max(gram + 1, this.counts.length * 2, 64);
      const from = this.counts.length;
      this.counts = grown(this.counts, n);
      this.last = grown(this.last, n);
      this.head = grown(this.head, n);
      this.last.fill(-1, from);
      this.head.fill(-1, from);
    }
    if (this.tail === this.tailGram.length) {
      const n = this.tail * 2;
      this.tailGram = grown(this.tailGram, n);
      this.tailGap = grown(this.tailGap, n);
      this.tailPrev = grown(this.tailPrev, n);
    }
    const t = this.tail++;
    this.tailGram[t] = gram;
    this.tailGap[t] = doc - this.last[gram];
    this.tailPrev[t] = this.head[gram];
    this.head[gram] = t;
    this.last[gram] = doc;
    this.counts[gram]++;
    if (this.tail > 65_536 + (this.stored >> 3)) this.compact();
  }

  /**
   * Counts gram's documents in shared (one more each) and appends to touched those counted for the
   * first time, from position n; answers the new length of touched (which must have room for count(gram) more).
   */
  tally(gram: number, shared: Uint16Array, touched: Int32Array, n: number): number {
    if (gram >= this.used) return n;
    const bytes = this.bytes;
    const stored = gram + 1 < this.start.length;
    const end = stored ? this.start[gram + 1] : 0;
    let doc = -1;
    for (let p = stored ? this.start[gram] : 0; p < end; ) {
      let b = bytes[p++];
      let gap = b & 0x7f;
      for (let shift = 7; b & 0x80; shift += 7) {
        b = bytes[p++];
        gap |= (b & 0x7f) << shift;
      }
      doc += gap;
      if (shared[doc]++ === 0) touched[n++] = doc;
    }
    // Then the gram's tail entries, newest first: back from its last document.
    doc = this.last[gram];
    for (let t = this.head[gram]; t !== -1; t = this.tailPrev[t]) {
      if (shared[doc]++ === 0) touched[n++] = doc;
      doc -= this.tailGap[t];
    }
    return n;
  }

  /** Moves the tail into the buffer, and trims the arrays to their contents. */
  compact(): void {
    const grams = this.used;
    const oldStart = this.start;
    const oldGrams = oldStart.length - 1;
    const start = new Uint32Array(grams + 1);
    const extra = new Uint32Array(grams);
    for (let t = 0; t < this.tail; t++) extra[this.tailGram[t]] += varintLength(this.tailGap[t]);
    for (let g = 0; g < grams; g++) {
      const stored = g < oldGrams ? oldStart[g + 1] - oldStart[g] : 0;
      start[g + 1] = start[g] + stored + extra[g];
      extra[g] = start[g] + stored; // from here on: where the gram's tail entries go
    }
    const bytes = new Uint8Array(start[grams]);
    for (let g = 0; g < oldGrams; g++) bytes.set(this.bytes.subarray(oldStart[g], oldStart[g + 1]), start[g]);
    for (let t = 0; t < this.tail; t++) {
      const g = this.tailGram[t];
      let p = extra[g];
      let v = this.tailGap[t];
      while (v >= 0x80) {
        bytes[p++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      bytes[p++] = v;
      extra[g] = p;
    }
    this.bytes = bytes;
    this.start = start;
    this.stored += this.tail;
    this.tail = 0;
    this.counts = grown(this.counts, grams);
    this.last = grown(this.last, grams);
    this.head = new Int32Array(grams).fill(-1);
    this.tailGram = new Int32Array(256);
    this.tailGap = new Int32Array(256);
    this.tailPrev = new Int32Array(256);
  }

  /** Bytes held by the typed arrays. */
  get byteLength(): number {
    return (
      this.bytes.byteLength +
      this.start.byteLength +
      this.counts.byteLength +
      this.last.byteLength +
      this.head.byteLength +
      this.tailGram.byteLength +
      this.tailGap.byteLength +
      this.tailPrev.byteLength
    );
  }
}

function varintLength(v: number): number {
  return v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x200000 ? 3 : v < 0x10000000 ? 4 : 5;
}

const BUCKETS = 256;

/** Scratch of query (synchronous, so one for all indexes): trigrams shared per document, the documents touched, their buckets. */
const scratch = { shared: new Uint16Array(0), touched: new Int32Array(0), bucket: new Uint16Array(0) };

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/**
 * An in-memory inverted index of character trigrams over one dialect's texts: candidates are
 * found by shared trigrams (rarest lists first) and ranked by their overlap; the caller ranks
 * the best of them by edit distance. Everything lives in typed arrays: documents are numbered in
 * the order they were set, their texts are packed as UTF-8, the postings are varint gaps. A
 * replaced or deleted text leaves a dead document behind, skipped by queries.
 */
export class TrigramIndex {
  private docs = 0;
  /** Per document: its key (-1 once dead), its number of distinct trigrams, where its text ends. */
  private keys = new Int32Array(256);
  private gramCounts = new Uint16Array(256);
  private textEnd = new Uint32Array(256);
  private text8 = new Uint8Array(4096);
  private readonly docOf = new IntMap();
  private readonly gramIds = new IntMap();
  private readonly postings = new Postings();
  private live = 0;

  get size(): number {
    return this.live;
  }

  private doc(key: number): number {
    const d = this.docOf.get(key);
    return d !== -1 && this.keys[d] === key ? d : -1;
  }

  has(key: number): boolean {
    return this.doc(key) !== -1;
  }

  /** The text stored under key, if any. */
  text(key: number): string | undefined {
    const d = this.doc(key);
    return d === -1 ? undefined : this.textOf(d);
  }

  private textOf(d: number): string {
    return fromUtf8.decode(this.text8.subarray(d === 0 ? 0 : this.textEnd[d - 1], this.textEnd[d]));
  }

  /** Adds or replaces the text of key (a non-negative integer). */
  set(key: number, text: string): void {
    const current = this.text(key);
    if (current === text) return;
    if (current !== undefined) this.delete(key);
    const doc = this.docs++;
    if (doc === this.keys.length) {
      const n = doc * 2;
      this.keys = grown(this.keys, n);
      this.gramCounts = grown(this.gramCounts, n);
      this.textEnd = grown(this.textEnd, n);
    }
    let at = doc === 0 ? 0 : this.textEnd[doc - 1];
    if (this.text8.length - at < text.length * 3) this.text8 = grown(this.text8, Math.max(this.text8.length * 2, at + text.length * 3));
    at += utf8.encodeInto(text, this.text8.subarray(at)).written;
    this.textEnd[doc] = at;
    const grams = trigrams(normalize(text));
    this.keys[doc] = key;
    this.gramCounts[doc] = Math.min(grams.length, 65535);
    this.docOf.set(key, doc);
    this.live++;
    for (const h of grams) {
      let g = this.gramIds.get(h);
      if (g === -1) this.gramIds.set(h, (g = this.gramIds.size));
      this.postings.add(g, doc);
    }
  }

  /** Forgets key's text; its document stays, dead. */
  delete(key: number): void {
    const d = this.doc(key);
    if (d === -1) return;
    this.keys[d] = -1;
    this.live--;
  }

  /** Trims the arrays to their contents, after a bulk load. */
  compact(): void {
    this.postings.compact();
    const n = Math.max(this.docs, 1);
    this.keys = grown(this.keys, n);
    this.gramCounts = grown(this.gramCounts, n);
    this.textEnd = grown(this.textEnd, n);
    this.text8 = grown(this.text8, Math.max(this.textEnd[this.docs - 1] ?? 0, 1));
  }

  /**
   * Up to `limit` live texts most likely to be alike by edit distance: by a similarity estimated
   * from their length and the trigrams they share, then by overlap. Of those, the first `take`
   * whose key `accept` accepts (a text is decoded only when answered).
   */
  query(text: string, limit: number, accept?: (key: number) => boolean, take = limit): Candidate[] {
    const norm = normalize(text);
    const grams = trigrams(norm);
    if (grams.length === 0) return [];
    const postings = this.postings;
    const lists: number[] = [];
    for (const h of grams) {
      const g = this.gramIds.get(h);
      if (g !== -1) lists.push(g);
    }
    lists.sort((a, b) => postings.count(a) - postings.count(b));
    if (scratch.shared.length < this.docs) scratch.shared = new Uint16Array(this.keys.length);
    const shared = scratch.shared;
    let touched = scratch.touched;
    let nTouched = 0;
    let scanned = 0;
    let read = 0;
    for (const g of lists) {
      const n = postings.count(g);
      if (scanned > 0 && scanned + n > SCAN_BUDGET) break;
      scanned += n;
      read++;
      if (touched.length < nTouched + n) touched = scratch.touched = grown(touched, Math.max(nTouched + n, touched.length * 2));
      nTouched = postings.tally(g, shared, touched, nTouched);
    }
    // A text equal to the query after normalization is in every list read and has as many
    // trigrams: those few are compared, and count as sharing them all.
    const q = grams.length;
    const counts = this.gramCounts;
    const keys = this.keys;
    for (let i = 0; i < nTouched; i++) {
      const d = touched[i];
      if (shared[d] === read && counts[d] === q && keys[d] !== -1 && normalize(this.textOf(d)) === norm) shared[d] = q;
    }
    // Rank by an estimate of the edit similarity, which favours texts of about the query's length:
    // a text whose length (its trigram count stands for it) differs by k is k edits away at least;
    // one edit changes up to three trigrams of each text, and texts that differ by e trigrams in all
    // (either way) are taken to be e / 3 edits apart (3 gave the best recall on the bench, of 1 to 4).
    // Lists not read (the commonest trigrams) count as shared. Dice of the trigram sets breaks ties.
    // Those in the best buckets of the estimate are kept.
    if (scratch.bucket.length < nTouched) scratch.bucket = new Uint16Array(Math.max(nTouched, scratch.bucket.length * 2));
    const bucket = scratch.bucket; // per touched document: 1 + its bucket, 0 when dead
    const histogram = new Uint32Array(BUCKETS + 2);
    const unread = q - read;
    for (let i = 0; i < nTouched; i++) {
      const d = touched[i];
      if (keys[d] === -1) {
        bucket[i] = 0;
        continue;
      }
      const n = counts[d];
      const both = Math.min(shared[d] + unread, q);
      const similar = 1 - Math.max(Math.abs(n - q), (q + n - 2 * both) / 3) / Math.max(n, q, 1);
      histogram[(bucket[i] = 1 + Math.floor(Math.max(similar, 0) * BUCKETS))]++;
    }
    let atLeast = BUCKETS + 1;
    for (let kept = histogram[atLeast]; atLeast > 1 && kept < limit; ) kept += histogram[--atLeast];
    const scored: { doc: number; bound: number; overlap: number }[] = [];
    for (let i = 0; i < nTouched; i++) {
      const d = touched[i];
      if (bucket[i] >= atLeast) {
        const n = counts[d];
        const both = Math.min(shared[d] + unread, q);
        const similar = 1 - Math.max(Math.abs(n - q), (q + n - 2 * both) / 3) / Math.max(n, q, 1);
        scored.push({ doc: d, bound: similar, overlap: (2 * Math.min(shared[d], q)) / (q + n) });
      }
      shared[d] = 0;
    }
    scored.sort((a, b) => b.bound - a.bound || b.overlap - a.overlap);
    const out: Candidate[] = [];
    for (const { doc, overlap } of scored.slice(0, limit)) {
      if (out.length === take) break;
      const key = this.keys[doc];
      if (!accept || accept(key)) out.push({ key, text: this.textOf(doc), overlap });
    }
    return out;
  }

  /** Bytes held by the typed arrays (the maps' and the postings' included). */
  get byteLength(): number {
    return (
      this.keys.byteLength +
      this.gramCounts.byteLength +
      this.textEnd.byteLength +
      this.text8.byteLength +
      this.docOf.byteLength +
      this.gramIds.byteLength +
      this.postings.byteLength
    );
  }
}
