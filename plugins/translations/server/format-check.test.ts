import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-check';

describe('formatProblems', () => {
  it('passes a target keeping tags, placeholders, numbers, end punctuation and spaces', () => {
    expect(formatProblems('Tengo <b>3</b> gatos, {name}.', 'I have <b>3</b> cats, {name}.')).toEqual([]);
    expect(formatProblems('Algo.', '')).toEqual([]);
  });
  it('names what the target lost', () => {
    expect(formatProblems('Tengo <b>3</b> gatos {name}.', 'I have 4 cats ')).toEqual([
      'tags differ',
      'placeholders differ',
      'numbers differ',
      'end punctuation differs',
      'leading or trailing spaces differ',
    ]);
    expect(formatProblems('1,5 kilos', '1.5 kilos')).toEqual([]);
  });
});
