import fuzzysort from 'fuzzysort';

export interface PaletteItem {
  id: string;
  category: string;
  title: string;
  /** 'Category: Title', what is matched and shown. */
  label: string;
  keys?: string;
  icon?: string;
  /**
   * Where it ranks: the focused screen's commands first, then (after the recently used) the other
   * commands, modules last. Commands when absent.
   */
  group?: 'screen' | 'command' | 'module';
  /** Starred by the user: listed first. */
  favourite?: boolean;
  /** Hidden from the palette, and its key binding inert, while this answers false (the when-clause). */
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

const GROUP_ORDER = { screen: 0, command: 1, module: 2 } as const;

/**
 * Without a query: the focused screen's commands (in their order), the recently used, the other
 * commands, then the modules. With a query, fuzzy matches ranked by score, where a recent use or
 * being the focused screen's command weighs like a slightly better match.
 */
export function rankItems<T extends PaletteItem>(query: string, items: T[], recent: string[]): T[] {
  const recency = (id: string) => {
    const i = recent.indexOf(id);
    return i < 0 ? 0 : 1 - i / (recent.length + 1);
  };
  const q = query.trim();
  const usable = items.filter((i) => i.enabled?.() ?? true);
  if (!q) {
    const favourites = usable.filter((i) => i.favourite);
    const screen = usable.filter((i) => i.group === 'screen' && !i.favourite);
    const rest = usable.filter((i) => i.group !== 'screen' && !i.favourite);
    return [
      ...favourites.sort((a, b) => a.label.localeCompare(b.label)),
      ...screen,
      ...rest.sort(
        (a, b) => recency(b.id) - recency(a.id) || GROUP_ORDER[a.group ?? 'command'] - GROUP_ORDER[b.group ?? 'command'] || a.label.localeCompare(b.label),
      ),
    ];
  }
  return fuzzysort
    .go(q, usable, { key: 'label', threshold: 0.3 })
    .map((r) => ({ item: r.obj, score: r.score + 0.1 * recency(r.obj.id) + (r.obj.group === 'screen' ? 0.1 : 0) + (r.obj.favourite ? 0.15 : 0) }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.item);
}

/** Physical key names (what a rebound chord records) as the key's sign. */
const PUNCTUATION: Record<string, string> = {
  Slash: '/',
  Backslash: '\\',
  Period: '.',
  Comma: ',',
  Semicolon: ';',
  Quote: "'",
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backquote: '`',
};

/** 'mod+shift+P' as people read it. */
export function formatKeys(keys: string): string {
  return keys
    .split('+')
    .map((k) => {
      const t = k.trim();
      if (t === 'mod') return navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl';
      if (t.startsWith('Arrow')) return { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' }[t] ?? t;
      if (/^Digit\d$/.test(t)) return t.slice(5);
      if (PUNCTUATION[t]) return PUNCTUATION[t];
      return t.length === 1 ? t.toUpperCase() : t[0].toUpperCase() + t.slice(1);
    })
    .join('+');
}
