// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatKeys, rankItems, readRecent, rememberUse, type PaletteItem } from './palette-actions';

const item = (id: string, label: string, extra: Partial<PaletteItem> = {}): PaletteItem => ({
  id,
  label,
  category: label.split(': ')[0],
  title: label.split(': ')[1],
  run: () => undefined,
  ...extra,
});
const items = [
  item('a', 'Spanish for English speakers: Glossaries'),
  item('b', 'French for English speakers: Glossaries'),
  item('c', 'Open: Config'),
  item('d', 'Workspace: Close tab', { keys: 'alt+W' }),
];

describe('command palette ranking', () => {
  it('lists recently used first when there is no query', () => {
    rememberUse('c');
    rememberUse('b');
    expect(rankItems('', items, readRecent()).map((i) => i.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('matches fuzzily on Category: Title', () => {
    expect(rankItems('frglos', items, []).map((i) => i.id)).toEqual(['b']);
    expect(rankItems('cnfg', items, []).map((i) => i.id)).toEqual(['c']);
  });

  it('puts a recently used match ahead of an equally good one', () => {
    expect(rankItems('glossaries', items, ['a'])[0].id).toBe('a');
    expect(rankItems('glossaries', items, ['b'])[0].id).toBe('b');
  });

  it('hides disabled commands', () => {
    const withDisabled = [...items, item('e', 'Workspace: Nothing to do', { enabled: () => false })];
    expect(rankItems('', withDisabled, []).map((i) => i.id)).not.toContain('e');
    expect(rankItems('nothing', withDisabled, [])).toEqual([]);
  });

  it("lists the user's favourites first, and ahead of an equally good match", () => {
    const starred = items.map((i) => (i.id === 'd' || i.id === 'b' ? { ...i, favourite: true } : i));
    expect(rankItems('', starred, ['c']).map((i) => i.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(rankItems('glossaries', starred, ['a'])[0].id).toBe('b');
  });

  it('shows key bindings as people read them', () => {
    expect(formatKeys('mod+shift+P')).toBe('Ctrl+Shift+P');
    expect(formatKeys('alt+W')).toBe('Alt+W');
    expect(formatKeys('ctrl+Slash')).toBe('Ctrl+/');
    expect(formatKeys('alt+shift+Digit1')).toBe('Alt+Shift+1');
  });
});
