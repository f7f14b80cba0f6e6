import { describe, expect, it } from 'vitest';
import type { ConceptCandidate } from '../../sdk/server';
import { decideLink } from './server/agent';
import { CLV_MESSAGES, validateDraft, validationTitle } from './shared';

const c = (refId: number, positions: number[], ref = 22): ConceptCandidate => ({ ref, refId, positions, inflectStudied: null });
const main = { ref: 22, refId: 1 };

describe('the local decision on a link', () => {
  it('keeps a link whose main concept still matches at its positions', () => {
    expect(decideLink([1, 2], [c(1, [1, 2]), c(2, [1, 2])], main, [{ ref: 22, refId: 2 }])).toMatchObject({ decision: 'keep', selected: null });
  });

  it('does not keep when the main concept matches elsewhere or at other positions only', () => {
    expect(decideLink([1, 2], [c(1, [1]), c(1, [4, 5])], main, []).decision).toBe('unlink');
  });

  it('changes to the best alternative: exact positions, then most linked positions covered, then smallest ref and refId', () => {
    const alts = [
      { ref: 22, refId: 9 },
      { ref: 22, refId: 5 },
      { ref: 15, refId: 7 },
      { ref: 22, refId: 3 },
    ];
    expect(decideLink([1, 2], [c(9, [1, 2, 3]), c(5, [1, 2])], main, alts).selected).toEqual({ ref: 22, refId: 5 });
    expect(decideLink([1, 2], [c(9, [0, 1, 2]), c(5, [2, 3])], main, alts).selected).toEqual({ ref: 22, refId: 9 });
    expect(decideLink([1, 2], [c(9, [1, 2]), c(7, [1, 2], 15)], main, alts).selected).toEqual({ ref: 15, refId: 7 });
    expect(decideLink([1, 2], [c(9, [1, 2]), c(3, [1, 2])], main, alts)).toMatchObject({ decision: 'change', selected: { ref: 22, refId: 3 } });
  });

  it('unlinks when no alternative touches the linked words; candidates of other concepts do not count', () => {
    expect(decideLink([1], [c(2, [0]), c(8, [1])], main, [{ ref: 22, refId: 2 }])).toEqual({ decision: 'unlink', selected: null, match: null });
  });
});

describe('the creation rules shared by the form and the server', () => {
  const ok = { name: 'V', courseId: 1, main, alternatives: [] };
  it("answers the spec's messages in order", () => {
    expect(validateDraft({ ...ok, name: ' ', courseId: null, main: null })?.message).toBe(CLV_MESSAGES.name);
    expect(validateDraft({ ...ok, courseId: null, main: null })?.message).toBe(CLV_MESSAGES.course);
    expect(validateDraft({ ...ok, main: null, alternatives: [main, main] })?.message).toBe(CLV_MESSAGES.main);
    expect(validateDraft({ ...ok, alternatives: [{ ref: 22, refId: 2 }, { ref: 22, refId: 2 }, main] })?.message).toBe(CLV_MESSAGES.mainInAlternatives);
    expect(
      validateDraft({
        ...ok,
        alternatives: [
          { ref: 22, refId: 2 },
          { ref: 12, refId: 2 },
          { ref: 22, refId: 2 },
        ],
      })?.message,
    ).toBe(CLV_MESSAGES.duplicates);
    expect(validateDraft({ ...ok, courseId: 0, alternatives: [{ ref: 12, refId: 2 }] })).toEqual({
      field: 'alternative_items',
      message: CLV_MESSAGES.globalVocabularyOnly,
    });
    expect(validateDraft({ ...ok, alternatives: [{ ref: 12, refId: 2 }] })).toBeNull();
    expect(validateDraft({ ...ok, courseId: 0 })).toBeNull();
  });

  it('titles a validation with its main concept and alternatives', () => {
    expect(validationTitle('Check', 'zorro', ['lobo', 'perro'])).toBe('Check: zorro → lobo, perro');
    expect(validationTitle('Check', 'zorro', [])).toBe('Check: zorro');
  });
});
