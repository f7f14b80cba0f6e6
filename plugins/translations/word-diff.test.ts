import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words the current text removes from and adds to the memory text', () => {
    expect(wordDiff('A table for two people.', 'A table for three people.')).toEqual([
      { text: 'A table for ' },
      { text: 'three', added: true },
      { text: 'two', removed: true },
      { text: ' people.' },
    ]);
    expect(wordDiff('same text', 'same text')).toEqual([{ text: 'same text' }]);
    expect(wordDiff('', 'new')).toEqual([{ text: 'new', added: true }]);
  });
});
