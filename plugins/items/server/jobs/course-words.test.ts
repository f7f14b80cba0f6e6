import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../../sdk/shared';
import { CourseWords } from './course-words';

const course = (texts: string[]) => new CourseWords(texts.map((text, k) => ({ id: 100 + k, text, tokens: tokenize(text, 'fr') })));

describe('CourseWords', () => {
  it("answers where a word occurs, in the texts' order then the words', as a scan of every text would", () => {
    const c = course(['la voiture verte', 'une voiture', 'la table et la chaise']);
    expect(c.of('la').map((p) => [p.t.id, p.n, p.at])).toEqual([
      [100, 0, 0],
      [102, 2, 0],
      [102, 2, 3],
    ]);
    expect(c.of('voiture').map((p) => p.t.id)).toEqual([100, 101]);
    expect(c.of('Voiture')).toEqual([]); // normalized words only
    expect(c.of('absent')).toEqual([]);
  });

  it('finds the words beginning with a stem, and nothing else', () => {
    const c = course(['vert verte vertes', 'verre vers', 'avert', 'a b']);
    expect(c.startingWith('vert')).toEqual(['vert', 'verte', 'vertes']);
    expect(c.startingWith('ver')).toEqual(['verre', 'vers', 'vert', 'verte', 'vertes']);
    expect(c.startingWith('z')).toEqual([]);
    expect(c.startingWith('')).toHaveLength(8);
    expect(course([]).startingWith('a')).toEqual([]);
  });
});
