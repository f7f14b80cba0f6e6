import { describe, expect, it } from 'vitest';
import { SearchSyntaxError, checkVocSearch, matchesText, parseVocSearch } from './search-syntax';

const fails = (q: string) => {
  const r = checkVocSearch(q);
  if (r.ok) throw new Error(`'${q}' parsed`);
  return r;
};
const finds = (q: string, text: string) => matchesText(parseVocSearch(q), text);

describe('vocabulary search syntax: text', () => {
  it('an empty query has no filter at all', () => {
    expect(parseVocSearch('   ')).toEqual({
      text: '',
      textRegex: null,
      anchored: false,
      types: [],
      genders: [],
      images: [],
      imageAiScores: [],
      categoryCounts: [],
      inflectIds: [],
      conjTypes: [],
    });
  });

  it('plain text is found anywhere, ignoring case', () => {
    const f = parseVocSearch('anz');
    expect(f).toMatchObject({ text: 'anz', anchored: false, textRegex: 'anz' });
    expect(finds('anz', 'Manzana')).toBe(true);
    expect(finds('MANZ', 'manzana')).toBe(true);
    expect(finds('pera', 'manzana')).toBe(false);
  });

  it('is accent-sensitive: cafe does not find café, and café does not find cafe', () => {
    expect(finds('cafe', 'café')).toBe(false);
    expect(finds('café', 'café')).toBe(true);
    expect(finds('café', 'cafe')).toBe(false);
    expect(finds('CAFÉ', 'café')).toBe(true);
    // A decomposed é (e + combining accent) in the query is the same letter as the composed one.
    expect(finds('cafe\u0301', 'café')).toBe(true);
    expect(finds('nino', 'niño')).toBe(false);
  });

  it('* stands for any characters and anchors the pattern to the whole text', () => {
    expect(parseVocSearch('*ción')).toMatchObject({ anchored: true, textRegex: '^.*ción$' });
    expect(finds('*ción', 'canción')).toBe(true);
    expect(finds('*ción', 'canciones')).toBe(false);
    expect(finds('ca*', 'casa')).toBe(true);
    expect(finds('ca*', 'barca')).toBe(false);
    expect(finds('c*a', 'cerveza')).toBe(true);
    expect(finds('c*a', 'ca')).toBe(true);
  });

  it('reads a run of * as one, and refuses more than ten (each multiplies the work of matching)', () => {
    expect(parseVocSearch('ca***')).toMatchObject({ textRegex: '^ca.*$' });
    expect(parseVocSearch('*'.repeat(500))).toMatchObject({ textRegex: '^.*$' });
    expect(() => parseVocSearch('a*'.repeat(11))).toThrow('At most 10 * in a search');
  });

  it('[C] is one consonant and [V] one vowel, accented vowels and Cyrillic included, in any case', () => {
    expect(finds('c[V]sa', 'casa')).toBe(true);
    expect(finds('c[V]sa', 'cosa')).toBe(true);
    expect(finds('c[V]sa', 'CASA')).toBe(true);
    expect(finds('c[v]sa', 'casa')).toBe(true);
    expect(finds('c[V]sa', 'crsa')).toBe(false);
    expect(finds('c[V]sa', 'caasa')).toBe(false);
    expect(finds('caf[V]', 'café')).toBe(true);
    expect(finds('[C][V][C][V]', 'mesa')).toBe(true);
    expect(finds('[C][V][C][V]', 'amor')).toBe(false);
    expect(finds('[C]*', 'ñandú')).toBe(true);
    expect(finds('д[V]м', 'дом')).toBe(true);
  });

  it('keeps regular-expression characters literal', () => {
    expect(finds('a.b', 'axb')).toBe(false);
    expect(finds('a.b', 'a.b')).toBe(true);
    expect(finds('(x)', 'f(x)')).toBe(true);
    expect(finds('a+', 'aaa')).toBe(false);
    expect(finds('¿qué?', '¿Qué?')).toBe(true);
  });

  it('joins several words with one space; quotes keep spaces and filter-looking text', () => {
    expect(parseVocSearch('buenos   días').text).toBe('buenos días');
    expect(finds('buenos días', '¡Buenos días!')).toBe(true);
    expect(parseVocSearch('"a  b"').text).toBe('a  b');
    expect(parseVocSearch('"T:noun"')).toMatchObject({ text: 'T:noun', types: [] });
  });

  it('text and filters may come in any order', () => {
    const f = parseVocSearch('T:noun ca* G:f');
    expect(f.text).toBe('ca*');
    expect(f.types).toEqual([{ value: 'noun', negated: false, position: 1 }]);
    expect(f.genders).toEqual([{ value: 'f', negated: false, position: 12 }]);
  });
});

describe('vocabulary search syntax: filters', () => {
  it('T: word class by name or id, quoted names with spaces, any case of the key', () => {
    expect(parseVocSearch('T:verb').types).toEqual([{ value: 'verb', negated: false, position: 1 }]);
    expect(parseVocSearch('t:3').types[0].value).toBe('3');
    expect(parseVocSearch('T:"reflexive verb"').types[0].value).toBe('reflexive verb');
  });

  it('G: m, f, n, mf or - (none)', () => {
    expect(parseVocSearch('G:m G:MF G:-').genders.map((g) => g.value)).toEqual(['m', 'mf', '-']);
  });

  it('IMG: 1 or 0', () => {
    expect(parseVocSearch('IMG:1').images).toEqual([true]);
    expect(parseVocSearch('IMG:0').images).toEqual([false]);
  });

  it('IMG_AI_S: a score 1 to 9 with :, < or >', () => {
    expect(parseVocSearch('IMG_AI_S:7 IMG_AI_S<4 IMG_AI_S>1').imageAiScores).toEqual([
      { op: ':', value: 7, position: 1 },
      { op: '<', value: 4, position: 12 },
      { op: '>', value: 1, position: 23 },
    ]);
  });

  it('CATS: a count with :, < or >', () => {
    expect(parseVocSearch('CATS:0').categoryCounts).toEqual([{ op: ':', value: 0, position: 1 }]);
    expect(parseVocSearch('CATS>2').categoryCounts[0]).toMatchObject({ op: '>', value: 2 });
  });

  it('IID: one inflect id', () => {
    expect(parseVocSearch('IID:102').inflectIds).toEqual([102]);
  });

  it('ICT: REG, IRREG, CHANGE or NO_CONJUGATION, any case', () => {
    expect(parseVocSearch('ICT:reg ICT:IRREG ICT:Change ICT:NO_CONJUGATION').conjTypes.map((c) => c.value)).toEqual([
      'REG',
      'IRREG',
      'CHANGE',
      'NO_CONJUGATION',
    ]);
  });

  it('! negates T, G and ICT', () => {
    const f = parseVocSearch('!T:noun !G:f !ICT:IRREG');
    expect(f.types).toEqual([{ value: 'noun', negated: true, position: 2 }]);
    expect(f.genders[0]).toMatchObject({ value: 'f', negated: true });
    expect(f.conjTypes[0]).toMatchObject({ value: 'IRREG', negated: true });
  });

  it('combines everything', () => {
    const f = parseVocSearch('c[V]* T:noun !T:"proper noun" G:f IMG:1 IMG_AI_S>5 CATS:1 IID:102 !ICT:IRREG');
    expect(f).toMatchObject({
      text: 'c[V]*',
      anchored: true,
      types: [
        { value: 'noun', negated: false },
        { value: 'proper noun', negated: true },
      ],
      genders: [{ value: 'f', negated: false }],
      images: [true],
      imageAiScores: [{ op: '>', value: 5 }],
      categoryCounts: [{ op: ':', value: 1 }],
      inflectIds: [102],
      conjTypes: [{ value: 'IRREG', negated: true }],
    });
    expect(matchesText(f, 'casa')).toBe(true);
    expect(matchesText(f, 'mesa')).toBe(false);
  });
});

describe('vocabulary search syntax: mistakes are reported with what and where', () => {
  it('throws a SearchSyntaxError carrying the position', () => {
    expect(() => parseVocSearch('IMG:2')).toThrow(SearchSyntaxError);
    try {
      parseVocSearch('casa IMG:2');
    } catch (e) {
      expect(e).toMatchObject({ position: 10, message: "IMG takes 1 (has an image) or 0 (has none), not '2' (at position 10)" });
    }
  });

  it.each([
    ['IMG_AI_S:0', /IMG_AI_S takes a score from 1 to 9, not '0' \(at position 10\)/],
    ['IMG_AI_S>10', /score from 1 to 9, not '10'/],
    ['IMG_AI_S:x', /score from 1 to 9, not 'x'/],
    ['CATS:-1', /CATS takes a number of categories/],
    ['IID:abc', /IID takes one inflect id/],
    ['IID:0', /IID takes one inflect id/],
    ['IID:1,2', /IID takes one inflect id/],
    ['ICT:REGULAR', /ICT takes REG, IRREG, CHANGE, NO_CONJUGATION, not 'REGULAR' \(at position 5\)/],
    ['G:x', /G takes m, f, n, mf or - \(no gender\), not 'x' \(at position 3\)/],
    ['T:', /T: needs a value \(at position 3\)/],
    ['casa G:', /G: needs a value \(at position 8\)/],
  ])('%s', (q, message) => {
    expect(fails(q).message).toMatch(message);
  });

  it('! on anything but T, G and ICT', () => {
    expect(fails('!IMG:1').message).toBe('! negates only T, G and ICT, not IMG (at position 1)');
    expect(fails('!CATS:2').message).toMatch(/not CATS/);
    expect(fails('casa !perro').message).toBe('! negates only T:, G: and ICT: filters; write it right before one of them (!T:noun) (at position 6)');
    expect(fails('!').position).toBe(1);
  });

  it('< and > only for IMG_AI_S and CATS', () => {
    expect(fails('IMG>0').message).toBe("IMG takes ':' only (< and > are for IMG_AI_S and CATS) (at position 4)");
    expect(fails('T<noun').message).toMatch(/T takes ':' only/);
    expect(fails('IID>3').message).toMatch(/IID takes ':' only/);
  });

  it('an unknown filter names the known ones', () => {
    expect(fails('casa X:1').message).toBe('Unknown filter X: (known: T, G, IMG, IMG_AI_S, CATS, IID, ICT) (at position 6)');
  });

  it('an unknown placeholder or an unclosed quote', () => {
    expect(fails('ca[X]a').message).toBe('Unknown placeholder [X]: use [C] for a consonant or [V] for a vowel (at position 3)');
    expect(fails('ok "ab [Q]"').position).toBe(8);
    expect(fails('ca[').message).toMatch(/Unknown placeholder \[/);
    expect(fails('T:"reflexive verb').message).toBe('Unclosed quote: add the closing " (at position 3)');
  });
});
