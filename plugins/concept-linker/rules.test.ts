import { describe, expect, it } from 'vitest';
import { formDictionary, guessLinks, longestCover, matchDictionary, sortCandidates, type ConceptCandidate } from '../../sdk/server';
import { canAdd, coverage, joinWords, nearMatch, phraseDone, tokenize, wordMarks } from '../../sdk/shared';

/** An in-memory dictionary matched like the vocabulary concept type: consecutive words, joined per language. */
function match(phrase: string, lang: string, dict: Record<number, string[]>): { tokens: string[]; candidates: ConceptCandidate[] } {
  const tokens = tokenize(phrase, lang);
  const candidates: ConceptCandidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; i + n <= tokens.length && n <= 6; n++) {
      const g = joinWords(
        tokens.slice(i, i + n).map((t) => t.norm),
        lang,
      );
      for (const [id, forms] of Object.entries(dict)) {
        const k = forms.indexOf(g);
        if (k >= 0)
          candidates.push({ ref: 22, refId: Number(id), positions: Array.from({ length: n }, (_, j) => i + j), inflectStudied: k === 0 ? null : 100 + k });
      }
    }
  }
  return { tokens: tokens.map((t) => t.text), candidates };
}
const picks = (list: { refId: number; positions: number[] }[]) => list.map((c) => [c.refId, c.positions]);

describe('tokenizer', () => {
  it('reads the words of HTML texts (segments, reading texts), not their tags nor entities', () => {
    const html = '<p>Hola <strong>amigo</strong>&nbsp;mío</p>';
    const tokens = tokenize(html, 'es');
    expect(tokens.map((t) => t.text)).toEqual(['Hola', 'amigo', 'mío']);
    expect(html.slice(tokens[1].start, tokens[1].end)).toBe('amigo');
  });
  it('segments Chinese, which has no spaces, into words', () => {
    expect(tokenize('我哥哥在公园吃苹果。', 'zh').map((t) => t.text)).toEqual(['我', '哥哥', '在', '公园', '吃', '苹果']);
  });
  it('keeps apostrophes and hyphens inside words, splits French elisions, drops punctuation', () => {
    expect(tokenize("Je vais à l'école aujourd'hui.", 'fr').map((t) => t.text)).toEqual(['Je', 'vais', 'à', "l'", 'école', "aujourd'hui"]);
    expect(tokenize("I don't like well-known places!", 'en').map((t) => t.text)).toEqual(['I', "don't", 'like', 'well-known', 'places']);
    expect(tokenize('¿Dónde está el baño?', 'es').map((t) => [t.text, t.norm, t.start])).toEqual([
      ['Dónde', 'dónde', 1],
      ['está', 'está', 7],
      ['el', 'el', 12],
      ['baño', 'baño', 15],
    ]);
  });
});

describe('matchDictionary', () => {
  it('finds the forms of one word or several, joined as the language writes them (Chinese without spaces)', () => {
    const cases: [string, string, Record<number, string[]>][] = [
      [
        'Mis padres comen en el centro comercial',
        'es',
        { 1: ['padre', 'padres'], 2: ['comer', 'comen'], 3: ['centro'], 4: ['centro comercial'], 5: ['en el centro comercial'] },
      ],
      ['我们在火车站等你', 'zh', { 1: ['我们'], 2: ['火车'], 3: ['火车站'], 4: ['站'], 5: ['在火车站等你'], 6: ['火车 站'] }],
    ];
    for (const [phrase, lang, forms] of cases) {
      const dict = formDictionary(
        Object.entries(forms).flatMap(([id, list]) => list.map((form, k) => ({ id: Number(id), form, inflect: k === 0 ? null : 100 + k }))),
      );
      const found = sortCandidates(matchDictionary(22, dict, tokenize(phrase, lang), lang));
      expect(found, phrase).toEqual(sortCandidates(match(phrase, lang, forms).candidates));
      expect(found.length, phrase).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('the longest non-overlapping cover', () => {
  it('Spanish: prefers the two-word entry over its single words, and matches inflected forms', () => {
    const { candidates } = match('Mis padres comen en el centro comercial', 'es', {
      1: ['padre', 'padres'],
      2: ['comer', 'como', 'comes', 'come', 'comemos', 'comen'],
      3: ['centro'],
      4: ['centro comercial'],
      5: ['comercial'],
    });
    const cover = longestCover(7, candidates);
    expect(picks(cover)).toEqual([
      [1, [1]],
      [2, [2]],
      [4, [5, 6]],
    ]);
    expect(cover.find((c) => c.refId === 2)!.inflectStudied).toBe(105);
  });

  it('Chinese: a word the segmenter splits (火车|站) is matched across segments and wins over its parts', () => {
    const { tokens, candidates } = match('我们在火车站等你', 'zh', { 1: ['我们'], 2: ['火车'], 3: ['火车站'], 4: ['站'], 5: ['等'], 6: ['你'] });
    expect(tokens).toEqual(['我们', '在', '火车', '站', '等', '你']);
    const g = guessLinks(tokens.length, candidates, [], true);
    expect(picks(g.concepts)).toEqual([
      [1, [0]],
      [3, [2, 3]],
      [5, [4]],
      [6, [5]],
    ]);
    expect(picks(g.possibleConcepts)).toEqual([
      [2, [2]],
      [4, [3]],
    ]);
    expect(g.exactMatch).toBe(false);
  });

  it('French: the most covered words win over the longest first pick (greedy would lose a word)', () => {
    // 'ça va bien' (3 words) would leave 'comment'; 'comment ça' + 'va bien' covers all four.
    const { candidates } = match('Comment ça va bien', 'fr', { 1: ['comment ça'], 2: ['ça va bien'], 3: ['va bien'] });
    expect(picks(longestCover(4, candidates))).toEqual([
      [1, [0, 1]],
      [3, [2, 3]],
    ]);
  });

  it('is deterministic: homonyms tie on the smaller id, the other is a possible concept', () => {
    const { candidates } = match('la cuenta', 'es', { 9: ['cuenta'], 7: ['cuenta'], 8: ['la'] });
    for (const order of [candidates, [...candidates].reverse()]) {
      const g = guessLinks(2, order, [], true);
      expect(picks(g.concepts)).toEqual([
        [8, [0]],
        [7, [1]],
      ]);
      expect(picks(g.possibleConcepts)).toEqual([[9, [1]]]);
    }
  });

  it('exactMatch when one concept is the whole phrase', () => {
    const { candidates } = match('Buenos días', 'es', { 1: ['buenos días'], 2: ['día', 'días'] });
    expect(guessLinks(2, candidates, [], true)).toMatchObject({ exactMatch: true, concepts: [{ refId: 1, positions: [0, 1], preselected: true }] });
  });
});

describe('stored links in a guess', () => {
  const dict = { 1: ['mi'], 2: ['hermano'], 3: ['come'], 4: ['manzana'], 5: ['una'] };
  it('keeps stored links (not preselected) and guesses only the other words, unless from scratch', () => {
    const { candidates } = match('Mi hermano come una manzana', 'es', { ...dict, 6: ['hermano'] });
    const stored = [{ ref: 22, refId: 6, positions: [1] }];
    const kept = guessLinks(5, candidates, stored, false);
    expect(kept.concepts.map((c) => [c.refId, c.positions, c.preselected])).toEqual([
      [1, [0], true],
      [6, [1], false],
      [3, [2], true],
      [5, [3], true],
      [4, [4], true],
    ]);
    expect(guessLinks(5, candidates, stored, true).concepts.find((c) => c.positions[0] === 1)).toMatchObject({ refId: 2, preselected: true });
  });

  it('follows a link to its moved words by a near match and drops one whose concept is gone', () => {
    // 'manzana' was at 2 in 'Mi hermano manzana'; two words were inserted before it.
    const { candidates } = match('Mi hermano come una manzana', 'es', dict);
    const g = guessLinks(
      5,
      candidates,
      [
        { ref: 22, refId: 4, positions: [2] },
        { ref: 22, refId: 99, positions: [0] },
      ],
      false,
    );
    expect(g.concepts.find((c) => c.refId === 4)).toMatchObject({ positions: [4], deltaPos: 2, preselected: false });
    expect(g.concepts.some((c) => c.refId === 99)).toBe(false);
  });

  it('does not follow a link farther than the near-match bound (distance < 4 × positions)', () => {
    expect(nearMatch([2], [5])).toBe(true);
    expect(nearMatch([2], [6])).toBe(false);
    expect(nearMatch([1, 2], [4, 5])).toBe(true); // 3 - 9 = 6 < 8
    expect(nearMatch([1, 2], [5, 6])).toBe(false); // 8
    expect(nearMatch([1, 2], [1])).toBe(false);
    const { candidates } = match('a b c d e f g manzana', 'es', dict);
    expect(guessLinks(8, candidates, [{ ref: 22, refId: 4, positions: [2] }], false).concepts).toMatchObject([{ refId: 4, positions: [7], preselected: true }]);
  });
});

describe('word marks, overlap and done', () => {
  it('marks words none, pending (guessed) or done (linked)', () => {
    expect(
      wordMarks(4, [
        { positions: [0, 1], preselected: false },
        { positions: [3], preselected: true },
      ]),
    ).toEqual(['done', 'done', 'none', 'pending']);
  });
  it('adds a concept only if none of its positions is linked', () => {
    expect(canAdd([{ positions: [1, 2] }], [2, 3])).toBe(false);
    expect(canAdd([{ positions: [1, 2] }], [3])).toBe(true);
  });
  it('a phrase is done when every word is covered without overlap', () => {
    expect(phraseDone(3, [{ positions: [0, 1] }, { positions: [2] }])).toBe(true);
    expect(phraseDone(3, [{ positions: [0, 1] }])).toBe(false);
    expect(phraseDone(3, [{ positions: [0, 1] }, { positions: [1, 2] }])).toBe(false);
    expect(phraseDone(0, [])).toBe(false);
    expect(coverage(3, [{ positions: [0, 1] }])).toBe(66);
  });
});
