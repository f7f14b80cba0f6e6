import { describe, expect, it, vi } from 'vitest';
import { formatPosition, formatTimestamp, isLinkable, nextFlag } from './display';

describe('grid display rules', () => {
  it('shows a position as lesson, cycle letter and activity; lesson 1000 is OUT', () => {
    expect(formatPosition({ lesson: 12, cycle: 2, activity: 3 })).toBe('12B3');
    expect(formatPosition({ lesson: 1000, cycle: 1, activity: 1 })).toBe('OUTA1');
  });

  it('shows timestamps in 24-hour UTC, N/A when empty and as received when unreadable', () => {
    expect(formatTimestamp('2026-03-04 17:05:09')).toBe('2026-03-04 17:05:09');
    expect(formatTimestamp('2026-03-04T17:05:09+02:00')).toBe('2026-03-04 15:05:09');
    expect(formatTimestamp('')).toBe('N/A');
    expect(formatTimestamp(null)).toBe('N/A');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatTimestamp('yesterday')).toBe('yesterday');
    warn.mockRestore();
  });

  it('cycles flags 1 to 5 then back to 1', () => {
    expect([1, 2, 3, 4, 5].map(nextFlag)).toEqual([2, 3, 4, 5, 1]);
  });

  it('makes a content link clickable only for a real record', () => {
    expect(isLinkable(10, 5, 0)).toBe(true);
    expect(isLinkable(0, 5, 1)).toBe(false);
    expect(isLinkable(10, 0, 1)).toBe(false);
    expect(isLinkable(10, 5, -1)).toBe(false);
  });
});
