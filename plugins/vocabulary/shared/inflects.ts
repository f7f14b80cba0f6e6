/**
 * Inflected forms of a vocabulary entry (voc_inflects): per dialect, one word per inflect id, with
 * its conjugation state. The inflect ids below are this plugin's provisional catalogue, until the
 * Word-Class Inflection module (13) owns the inflect tables; ids are stable; their names are in the plugin's catalogue (messages.ts, `inflects`).
 */
export const INFLECT_IDS = [101, 102, 201, 202, 203, 204, 205, 206, 221, 222, 223, 301, 302, 303, 304, 305, 306] as const;

/** Conjugation state of a form (spec 2 §4): none 0, regular 1, change 2, irregular 3, locked no conjugation 4. */
export enum ConjState {
  NONE = 0,
  REGULAR = 1,
  CHANGE = 2,
  IRREGULAR = 3,
  LOCKED_NONE = 4,
}

export const CONJ_STATES = [ConjState.NONE, ConjState.REGULAR, ConjState.CHANGE, ConjState.IRREGULAR, ConjState.LOCKED_NONE] as const;

/**
 * Texts as stored for matching (the concept linker matches every form): Unicode NFC, trimmed, inner
 * white space collapsed to one space.
 */
export const cleanWord = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
