import { describe, expect, it } from 'vitest';
import { keyLabel, plural } from './counts';

describe('plural', () => {
  it('says one in the singular, every other count in the plural', () => {
    expect(plural(1, 'use')).toBe('1 use');
    expect(plural(0, 'use')).toBe('0 uses');
    expect(plural(3, 'use')).toBe('3 uses');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('keyLabel', () => {
  it('reads an internal key as words', () => {
    expect(keyLabel('item_source_guesser')).toBe('Item source guesser');
    expect(keyLabel('grid-words')).toBe('Grid words');
  });
});
