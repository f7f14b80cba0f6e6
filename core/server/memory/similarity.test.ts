import { describe, expect, it } from 'vitest';
import { normalize, similarity } from './similarity';
import { TrigramIndex } from './trigram-index';

describe('similarity', () => {
  it('is 101 only when identical and 100 when equal but for case, spacing and punctuation', () => {
    expect(similarity('Hola, ¿qué tal?', 'Hola, ¿qué tal?')).toBe(101);
    expect(similarity('Hola, ¿qué tal?', 'hola  qué tal')).toBe(100);
    expect(similarity('Hola, ¿qué tal?', 'Hola, ¿que tal?')).toBeLessThan(100);
  });

  it('falls with the edit distance of the normalized texts, at most 99', () => {
    expect(similarity('kitten', 'sitting')).toBe(57);
    expect(similarity('the cat sat on the mat', 'the cat sat on the hat')).toBe(95);
    expect(similarity('I have a dog', 'I have a big dog')).toBe(75);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('keeps accents and CJK characters', () => {
    expect(normalize('Café  AU lait!')).toBe('café au lait');
    expect(similarity('我喜欢喝茶', '我喜欢喝咖啡')).toBe(66);
  });
});

describe('the trigram index', () => {
  const idx = new TrigramIndex();
  idx.set(1, 'I would like a coffee, please.');
  idx.set(2, 'I would like a tea, please.');
  idx.set(3, 'Where is the train station?');
  idx.set(4, 'tea');

  it('finds the texts sharing the most trigrams first', () => {
    expect(idx.query('I would like a coffee please', 2).map((c) => c.key)).toEqual([1, 2]);
    expect(idx.query('where is the station', 1)[0].key).toBe(3);
  });

  it('finds short strings', () => {
    expect(idx.query('tea', 1)[0]).toMatchObject({ key: 4, overlap: 1 });
  });

  it('replaces and forgets texts', () => {
    idx.set(4, 'green tea');
    expect(idx.text(4)).toBe('green tea');
    idx.delete(3);
    expect(idx.query('where is the train station', 5).map((c) => c.key)).not.toContain(3);
    expect(idx.size).toBe(3);
  });
});
