/**
 * Inflected forms of a vocabulary entry (voc_inflects): per dialect, one word per inflect id, with
 * its conjugation state. The inflect ids below are this plugin's provisional catalogue, until the
 * Word-Class Inflection module (13) owns the inflect tables; ids are stable, labels may change.
 */
export const INFLECT_LABELS: Record<number, string> = {
  101: 'singular',
  102: 'plural',
  201: 'present 1sg',
  202: 'present 2sg',
  203: 'present 3sg',
  204: 'present 1pl',
  205: 'present 2pl',
  206: 'present 3pl',
  221: 'past',
  222: 'past participle',
  223: 'gerund',
  301: 'masculine singular',
  302: 'feminine singular',
  303: 'masculine plural',
  304: 'feminine plural',
  305: 'neuter singular',
  306: 'plural (all genders)',
};

export const inflectLabel = (inflectId: number) => INFLECT_LABELS[inflectId] ?? `inflect ${inflectId}`;

/** Conjugation state of a form (spec 2 §4): none 0, regular 1, change 2, irregular 3, locked no conjugation 4. */
export enum ConjState {
  NONE = 0,
  REGULAR = 1,
  CHANGE = 2,
  IRREGULAR = 3,
  LOCKED_NONE = 4,
}

export const CONJ_STATE_LABELS: Record<ConjState, string> = {
  [ConjState.NONE]: 'No conjugation',
  [ConjState.REGULAR]: 'Regular',
  [ConjState.CHANGE]: 'Change',
  [ConjState.IRREGULAR]: 'Irregular',
  [ConjState.LOCKED_NONE]: 'Locked (no conjugation)',
};

/**
 * Texts as stored for matching (the concept linker matches every form): Unicode NFC, trimmed, inner
 * white space collapsed to one space.
 */
export const cleanWord = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
