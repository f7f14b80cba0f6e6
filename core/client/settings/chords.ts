const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * The binding a key press makes, as the palette matches it (physical keys: 'alt+shift+W',
 * 'ctrl+Slash', 'alt+Digit1'); undefined for a lone modifier, a plain key or Shift+key (they type).
 */
export function chordOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>): string | undefined {
  if (MODIFIER_KEYS.has(e.key) || !e.code) return undefined;
  const fn = /^F\d{1,2}$/.test(e.code);
  if (!e.ctrlKey && !e.altKey && !e.metaKey && !fn) return undefined;
  const key = e.code.startsWith('Key') ? e.code.slice(3) : e.code;
  return [e.ctrlKey && 'ctrl', e.metaKey && 'meta', e.altKey && 'alt', e.shiftKey && 'shift', key].filter(Boolean).join('+');
}

const KEY_ALIASES: Record<string, string> = { '/': 'slash', '+': 'plus', '-': 'minus', '*': 'asterisk', period: '.', comma: ',' };
const normalKey = (k: string) => {
  const lower = k.toLowerCase();
  const digit = /^digit(\d)$/.exec(lower)?.[1];
  return digit ?? KEY_ALIASES[lower] ?? lower;
};

/** A binding in one spelling: 'mod' read as Ctrl (Cmd on a Mac), modifiers sorted, the key lower case. */
export function normalChord(keys: string, mac = navigator.platform.startsWith('Mac')): string {
  const parts = keys.split('+').map((p) => p.trim().toLowerCase());
  const key = parts.pop() ?? '';
  const mods = new Set(parts.map((p) => (p === 'mod' ? (mac ? 'meta' : 'ctrl') : p)));
  return [...['ctrl', 'meta', 'alt', 'shift'].filter((m) => mods.has(m)), normalKey(key)].join('+');
}

export const sameChord = (a: string, b: string) => normalChord(a) === normalChord(b);
