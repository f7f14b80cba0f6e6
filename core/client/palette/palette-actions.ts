import fuzzysort from 'fuzzysort';

export interface PaletteItem {
  id: string;
  category: string;
  title: string;
  /** 'Category: Title', what is matched and shown. */
  label: string;
  keys?: string;
  icon?: string;
  /** Hidden from the palette, and its key binding inert, while this answers false. */
  enabled?: () => boolean;
  run(): void;
}

const RECENT_KEY = 'cm_palette_recent';
const RECENT_MAX = 30;

export function readRecent(storage: Storage = localStorage): string[] {
  try {
    const v = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberUse(id: string, storage: Storage = localStorage): void {
  storage.setItem(RECENT_KEY, JSON.stringify([id, ...readRecent(storage).filter((x) => x !== id)].slice(0, RECENT_MAX)));
}

/**
 * Recently used first; with a query, fuzzy matches ranked by score, where a recent use weighs
 * like a slightly better match.
 */
export function rankItems<T extends PaletteItem>(query: string, items: T[], recent: string[]): T[] {
  const recency = (id: string) => {
    const i = recent.indexOf(id);
    return i < 0 ? 0 : 1 - i / (recent.length + 1);
  };
  const q = query.trim();
  const usable = items.filter((i) => i.enabled?.() ?? true);
  if (!q) {
    return usable.sort((a, b) => recency(b.id) - recency(a.id) || a.label.localeCompare(b.label));
  }
  return fuzzysort
    .go(q, usable, { key: 'label', threshold: 0.3 })
    .map((r) => ({ item: r.obj, score: r.score + 0.1 * recency(r.obj.id) }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.item);
}

/** 'mod+shift+P' as people read it. */
export function formatKeys(keys: string): string {
  return keys.split('+').map((k) => {
    const t = k.trim();
    if (t === 'mod') return navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl';
    return t.length === 1 ? t.toUpperCase() : t[0].toUpperCase() + t.slice(1);
  }).join('+');
}
