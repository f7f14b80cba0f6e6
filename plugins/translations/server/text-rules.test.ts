import { describe, expect, it } from 'vitest';
import { checkTexts, cleanTaggedText, keptTags, statusChangeError } from './text-rules';

const t = (dialectId: number, text: string, status = 2) => ({ dialectId, dialectCode: `d${dialectId}`, text, status });

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

describe('tags', () => {
  it('keeps target and glossary tags only, and no newlines, for k-lines, panel intros and lesson titles (spec 2 §5)', () => {
    expect(cleanTaggedText('<p>Regular <b>verbs</b>:</p>\n<p><target>hablo</target></p>')).toBe('Regular verbs:<target>hablo</target>');
    expect(cleanTaggedText('<glossary id="3" title="a>b">ser</glossary><br/>\r\nand <span>estar</span>')).toBe(
      '<glossary id="3" title="a>b">ser</glossary>and estar',
    );
  });

  it('reads the kept tags with their attributes normalized, in any order, and whether they are balanced', () => {
    expect(keptTags('<glossary  ID="3" note=\'x\'>a</glossary> <b>b</b> <TARGET>c</TARGET>')).toEqual({
      tags: ['<glossary id="3" note="x">', '<target>'],
      balanced: true,
    });
    expect(keptTags('<target>a <glossary id="1">b</target></glossary>').balanced).toBe(false);
    expect(keptTags('<target>a').balanced).toBe(false);
    expect(keptTags('a</glossary>').balanced).toBe(false);
    expect(keptTags('<glossary id="1"/> fine')).toEqual({ tags: ['<glossary id="1">'], balanced: true });
  });
});

describe('the check of a translation', () => {
  it('passes matching tags in any order, translated words inside them, and pending empty texts', () => {
    expect(
      checkTexts(
        [t(2, '<target>ser</target> y <glossary id="3">oficio</glossary>'), t(3, '<glossary id="3">job</glossary> and <target>ser</target>'), t(1, '', 0)],
        [2, 3],
      ),
    ).toBeNull();
  });

  it('counts the tags: one target more or less is a difference', () => {
    expect(checkTexts([t(2, '<target>a</target> <target>b</target>'), t(3, '<target>a</target>')], [2, 3])).toBe('d3: tags differ from d2 (missing <target>)');
    expect(checkTexts([t(2, 'a'), t(3, '<target>a</target> <glossary id="1">x</glossary>')], [2, 3])).toBe(
      'd3: tags differ from d2 (extra <glossary id="1"> <target>)',
    );
    expect(checkTexts([t(2, '<glossary id="1">a</glossary>'), t(3, '<glossary id="2">a</glossary>')], [2, 3])).toBe(
      'd3: tags differ from d2 (missing <glossary id="1">, extra <glossary id="2">)',
    );
  });

  it('takes the default target text as the reference, then the default source text, then the first text', () => {
    expect(checkTexts([t(3, '<target>a</target>'), t(2, 'a')], [2, 3])).toBe('d3: tags differ from d2 (extra <target>)');
    expect(checkTexts([t(2, ''), t(3, '<target>a</target>'), t(1, 'a')], [2, 3])).toBe('d2: done but empty; d1: tags differ from d3 (missing <target>)');
    expect(checkTexts([t(5, '<target>a</target>'), t(6, 'a')], [2, 3])).toBe('d6: tags differ from d5 (missing <target>)');
  });

  it('refuses spaces or newlines around a text, and a done empty text', () => {
    expect(checkTexts([t(2, ' a'), t(3, 'b\n'), t(1, 'c')], [2])).toBe('d2: leading or trailing spaces; d3: leading or trailing spaces');
    expect(checkTexts([t(2, 'a'), t(3, '', 2), t(1, '', 0)], [2])).toBe('d3: done but empty');
    expect(checkTexts([], [2])).toBeNull();
  });
});
