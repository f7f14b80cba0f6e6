import { describe, expect, it } from 'vitest';
import { checkTranslationTexts, formatProblems, statusChangeError, textFormat } from './text-format';

const t = (dialectId: number, text: string, status = 2) => ({ dialectId, dialectCode: `d${dialectId}`, text, status });
const kinds = (reference: string, text: string, required = false) => formatProblems(reference, text, { required }).map((p) => p.message);

describe('the status a user may set (spec 2 §4)', () => {
  it('allows pending and done, never doing, from target or legacy, and no change away from those', () => {
    expect(statusChangeError(0, 2)).toBeUndefined();
    expect(statusChangeError(2, 0)).toBeUndefined();
    expect(statusChangeError(2, undefined)).toBeUndefined();
    for (const s of [1, 3, 4]) {
      expect(statusChangeError(0, s)).toMatch(/cannot set/);
      expect(statusChangeError(s, s)).toBeUndefined();
      expect(statusChangeError(s, 2)).toMatch(/set by the system/);
    }
  });
});

describe('what a text must keep', () => {
  it('reads inline tags (attributes of target and glossary normalized), gaps apart, wrappers and line breaks left out', () => {
    expect(textFormat('<p>Nosotros <span data-gap="1">somos</span> de <b>Madrid</b>.<br></p>')).toMatchObject({
      tags: ['<b>'],
      gaps: 1,
      balanced: true,
      empty: false,
    });
    expect(textFormat('<glossary  ID="3" note=\'x\'>a</glossary> <TARGET>c</TARGET>').tags).toEqual(['<glossary id="3" note="x">', '<target>']);
    expect(textFormat('<glossary id="1"/> fine')).toMatchObject({ tags: ['<glossary id="1">'], balanced: true });
    expect(textFormat('<target>a <glossary id="1">b</target></glossary>').balanced).toBe(false);
    expect(textFormat('<target>a').balanced).toBe(false);
    expect(textFormat('a</b>').balanced).toBe(false);
    expect(textFormat('<p></p>').empty).toBe(true);
  });

  it('reads numbers with their separators and placeholders', () => {
    expect(textFormat('Cuesta 1.000 euros, 1,5 kilos, a las 7.').numbers).toEqual(['1.5', '1000', '7']);
    expect(textFormat('It costs 1,000 euros, 1.5 kilos, at 7.').numbers).toEqual(['1.5', '1000', '7']);
    expect(textFormat('Hola {name}, %s y {{ count }}').placeholders).toEqual(['%s', '{name}', '{{count}}']);
  });
});

describe('formatProblems: a text against its reference', () => {
  it('passes a text keeping tags, gaps, numbers and placeholders, whatever wrappers either has', () => {
    expect(kinds('Tengo <b>3</b> gatos, {name}.', 'I have <b>3</b> cats, {name}.')).toEqual([]);
    expect(kinds('<p>Nosotros <span data-gap="1">somos</span> de Madrid.</p>', 'We <span data-gap="1">are</span> from Madrid.')).toEqual([]);
    expect(kinds('Algo.', '')).toEqual([]);
  });

  it('names what the text lost or added', () => {
    expect(kinds('<p>Nosotros <span data-gap="1">somos</span> de Madrid.</p>', 'We are 5 from Madrid.')).toEqual(['gaps differ', 'numbers differ']);
    expect(kinds('Tengo <b>3</b> gatos {name}.', ' I have 4 cats')).toEqual([
      'leading or trailing spaces',
      'tags differ',
      'numbers differ',
      'placeholders differ',
    ]);
    expect(formatProblems('<b>a</b>', 'a <i>b</i>')[0]).toMatchObject({ kind: 'tags', detail: 'missing <b>, extra <i>' });
    expect(kinds('a', '<b>a')).toEqual(['unclosed or stray tag', 'tags differ']);
  });

  it('an empty text is a problem only where a text is required', () => {
    expect(kinds('Algo.', '', true)).toEqual(['empty']);
    expect(kinds('Algo.', '<p> </p>', true)).toEqual(['empty']);
    expect(kinds('', 'Algo.', true)).toEqual([]);
  });
});

describe('the check of a translation', () => {
  it('passes matching tags in any order, translated words inside them, and pending empty texts', () => {
    expect(
      checkTranslationTexts(
        [t(2, '<target>ser</target> y <glossary id="3">oficio</glossary>'), t(3, '<glossary id="3">job</glossary> and <target>ser</target>'), t(1, '', 0)],
        [2, 3],
      ),
    ).toBeNull();
  });

  it('counts the tags: one target more or less is a difference', () => {
    expect(checkTranslationTexts([t(2, '<target>a</target> <target>b</target>'), t(3, '<target>a</target>')], [2, 3])).toBe(
      'd3: tags differ from d2 (missing <target>)',
    );
    expect(checkTranslationTexts([t(2, 'a'), t(3, '<target>a</target> <glossary id="1">x</glossary>')], [2, 3])).toBe(
      'd3: tags differ from d2 (extra <glossary id="1"> <target>)',
    );
    expect(checkTranslationTexts([t(2, '<glossary id="1">a</glossary>'), t(3, '<glossary id="2">a</glossary>')], [2, 3])).toBe(
      'd3: tags differ from d2 (missing <glossary id="1">, extra <glossary id="2">)',
    );
  });

  it('checks gaps and numbers, not wrapper paragraphs (issue 42)', () => {
    expect(checkTranslationTexts([t(2, '<p>Nosotros <span data-gap="1">somos</span> de Madrid.</p>'), t(3, 'We are 5 from Madrid.')], [2, 3])).toBe(
      'd3: gaps differ from d2 (1 in the reference, 0 here); d3: numbers differ from d2 (none in the reference, 5 here)',
    );
    expect(checkTranslationTexts([t(2, '<p>Hola.</p>'), t(3, 'Hello.')], [2, 3])).toBeNull();
  });

  it('takes the default target text as the reference, then the default source text, then the first text', () => {
    expect(checkTranslationTexts([t(3, '<target>a</target>'), t(2, 'a')], [2, 3])).toBe('d3: tags differ from d2 (extra <target>)');
    expect(checkTranslationTexts([t(2, ''), t(3, '<target>a</target>'), t(1, 'a')], [2, 3])).toBe(
      'd2: done but empty; d1: tags differ from d3 (missing <target>)',
    );
    expect(checkTranslationTexts([t(5, '<target>a</target>'), t(6, 'a')], [2, 3])).toBe('d6: tags differ from d5 (missing <target>)');
  });

  it('refuses spaces or newlines around a text, and a done empty text', () => {
    expect(checkTranslationTexts([t(2, ' a'), t(3, 'b\n'), t(1, 'c')], [2])).toBe('d2: leading or trailing spaces; d3: leading or trailing spaces');
    expect(checkTranslationTexts([t(2, 'a'), t(3, '', 2), t(1, '', 0)], [2])).toBe('d3: done but empty');
    expect(checkTranslationTexts([], [2])).toBeNull();
  });
});
