import { describe, expect, it } from 'vitest';
import { seededRandom } from '../demo/random';
import { IntMap, Postings, TrigramIndex } from './trigram-index';
import { similarity } from './similarity';

/** Reads postings as the index does (tally): a gram's documents, ascending, each counted once. */
const reader = (docs: number) => {
  const shared = new Uint16Array(docs);
  return (p: Postings, gram: number) => {
    const touched = new Int32Array(p.count(gram));
    const read = [...touched.subarray(0, p.tally(gram, shared, touched, 0))];
    expect(read.filter((d) => shared[d] !== 1)).toEqual([]);
    for (const d of read) shared[d] = 0;
    return read.sort((a, b) => a - b);
  };
};

describe('postings', () => {
  it('read back every document of every gram, ascending, before and after compaction', () => {
    const random = seededRandom(3);
    const p = new Postings();
    const readAll = reader(40_000_000);
    const expected = new Map<number, number[]>();
    let doc = 0;
    const check = () => {
      for (const [g, docs] of expected) expect(readAll(p, g)).toEqual(docs);
    };
    for (let i = 0; i < 30_000; i++) {
      // Gaps of one byte to four: small steps mostly, now and then a jump of three or four.
      doc += random() < 0.0003 ? 20_000 + Math.floor(random() * 3_000_000) : 1 + Math.floor(random() * 300);
      const grams = new Set(Array.from({ length: 1 + Math.floor(random() * 8) }, () => Math.floor(random() * 500)));
      for (const g of grams) {
        p.add(g, doc);
        expected.set(g, [...(expected.get(g) ?? []), doc]);
      }
      if (i === 10_000) {
        check();
        p.compact();
      }
    }
    check(); // part stored, part in the tail
    p.compact();
    check();
    expect(p.count(500)).toBe(0);
    expect(readAll(p, 10_000)).toEqual([]);
  });

  it('compact by themselves as the tail grows, and stay readable', () => {
    const p = new Postings();
    const readAll = reader(200_000);
    for (let doc = 0; doc < 200_000; doc++) {
      p.add(0, doc);
      if (doc % 3 === 0) p.add(1 + (doc % 7), doc);
    }
    const zero = readAll(p, 0);
    expect(zero.length).toBe(200_000);
    expect(zero.every((d, i) => d === i)).toBe(true);
    expect(readAll(p, 1)).toEqual(Array.from({ length: 200_000 }, (_, d) => d).filter((d) => d % 3 === 0 && d % 7 === 0));
    // A varint byte a posting once stored, not four.
    p.compact();
    expect(p.byteLength).toBeLessThan(200_000 * 2);
  });
});

describe('postings tally', () => {
  it('counts every document of the grams read, stored and in the tail, and lists each once', () => {
    const random = seededRandom(5);
    const p = new Postings();
    const expected = new Map<number, number>();
    for (let doc = 0; doc < 5_000; doc++) {
      for (const g of new Set([Math.floor(random() * 6), Math.floor(random() * 6)])) {
        p.add(g, doc);
        if (g === 2 || g === 4) expected.set(doc, (expected.get(doc) ?? 0) + 1);
      }
      if (doc === 3_000) p.compact();
    }
    const shared = new Uint16Array(5_000);
    const touched = new Int32Array(5_000 * 6);
    let n = 0;
    for (const g of [2, 4]) n = p.tally(g, shared, touched, n);
    expect([...touched.subarray(0, n)].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [d, count] of expected) expect(shared[d]).toBe(count);
  });
});

describe('IntMap', () => {
  it('maps any int32 key to its latest value, -1 when absent', () => {
    const m = new IntMap();
    const random = seededRandom(5);
    const expected = new Map<number, number>();
    for (let i = 0; i < 50_000; i++) {
      const key = (random() * 2 ** 32) | 0;
      const value = Math.floor(random() * 1e6);
      m.set(key, value);
      expected.set(key, value);
    }
    m.set(0, 7);
    expected.set(0, 7);
    expect(m.size).toBe(expected.size);
    for (const [k, v] of expected) expect(m.get(k)).toBe(v);
    expect(m.get(123_456_789)).toBe(expected.get(123_456_789) ?? -1);
  });
});

describe('the trigram index', () => {
  it('keeps texts of any script as written', () => {
    const idx = new TrigramIndex();
    const texts = ['Café au lait, s’il vous plaît.', '我喜欢喝茶', 'Где вокзал?', 'emoji 🎉 ok', ''];
    texts.forEach((t, i) => idx.set(i + 1, t));
    idx.compact();
    texts.forEach((t, i) => expect(idx.text(i + 1)).toBe(t));
    expect(idx.query('我喜欢喝咖啡', 1)[0].key).toBe(2);
  });

  it('follows texts set, replaced and deleted after a compaction', () => {
    const idx = new TrigramIndex();
    idx.set(1, 'I would like a coffee, please.');
    idx.set(2, 'Where is the train station?');
    idx.compact();
    idx.set(3, 'I would like a tea, please.');
    idx.set(1, 'I would love a coffee, thanks.');
    idx.delete(2);
    expect(idx.size).toBe(2);
    expect(idx.has(2)).toBe(false);
    expect(idx.text(1)).toBe('I would love a coffee, thanks.');
    expect(idx.query('I would like a tea please', 1)[0]).toMatchObject({ key: 3, overlap: 1 });
    expect(idx.query('I would love a coffee thanks', 5).map((c) => c.key)).toEqual([1, 3]);
    expect(idx.query('where is the train station', 5).map((c) => c.key)).not.toContain(2);
    idx.set(2, 'Where is the bus station?');
    idx.compact();
    expect(idx.query('where is the bus station', 1)[0]).toMatchObject({ key: 2, text: 'Where is the bus station?' });
  });

  it('answers the first `take` of the best `limit` that `accept` accepts', () => {
    const idx = new TrigramIndex();
    ['a red apple', 'a red apples', 'the red apple', 'a green apple'].forEach((text, k) => idx.set(k + 1, text));
    const best = idx.query('a red apple', 3).map((c) => c.key);
    expect(best).toHaveLength(3);
    expect(idx.query('a red apple', 3, (key) => key !== best[0], 1).map((c) => c.key)).toEqual([best[1]]);
    expect(idx.query('a red apple', 3, (key) => key !== best[0]).map((c) => c.key)).toEqual(best.slice(1));
  });

  it('finds an exact match first when its trigrams are too common to read all their lists', () => {
    const idx = new TrigramIndex();
    // Every trigram of the query is in 100,000 texts or more, so only the first lists are read:
    // 'common words' shares those and has fewer trigrams than the query.
    for (let i = 1; i <= 100_000; i++) {
      idx.set(i, 'common words');
      idx.set(100_000 + i, 'words here');
    }
    idx.set(300_000, 'Common words, here!');
    idx.compact();
    const [first] = idx.query('common words here', 3);
    expect(first).toMatchObject({ key: 300_000, overlap: 1 });
  });

  it("prefers a text of about the query's length to longer texts that contain the query", () => {
    const idx = new TrigramIndex();
    const longer = [
      'Laura writes a letter.',
      'Laura writes a poem today.',
      'Laura writes a long email to her mother.',
      'Laura writes a story about a dog.',
      'Laura writes a card for Tom.',
      'Laura writes a list of words.',
      'Laura writes a note in her book.',
      'Laura writes a message to Paul.',
    ];
    longer.forEach((text, i) => idx.set(i + 1, text));
    idx.set(100, 'Laura waits.');
    // Edit distance makes the short text the best match, though it shares fewer trigrams.
    expect(similarity('Laura writes a', 'Laura waits.')).toBeGreaterThan(similarity('Laura writes a', 'Laura writes a letter.'));
    expect(idx.query('Laura writes a', 3)[0]).toMatchObject({ key: 100, text: 'Laura waits.' });
  });
});
