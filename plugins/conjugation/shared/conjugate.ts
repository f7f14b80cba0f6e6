import { CONJ_STATE, type InflectForm } from '../../../sdk/shared';

/** A conjugation rule (spec 3 §3): applies to words of its class ending in endingToApply. */
export interface ConjRule {
  id: number;
  name: string;
  order: number;
  wordClass: string;
  /** The rule applies to a word ending so ('ar'); the longest match wins, then the lowest order. */
  endingToApply: string;
  /** Taken off the word to give the stem (usually the same as endingToApply). */
  endingToRemove: string;
  /** Taken off the start of the word first, if there ('to ' of an English infinitive). */
  prefixToRemove?: string;
  /** Per inflect id, the ending put after the stem; a '~' in it stands for the stem ('me ~o'). */
  endings: { inflectId: number; ending: string }[];
}

/** A root change: the stem's end `fromText` becomes `toText` before an ending starting with `context`. */
export interface RootChange {
  id: number;
  wordClass: string;
  fromText: string;
  toText: string;
  /** '' for any ending. */
  contextNextEndingStartsWith: string;
  /** The higher first; then the longer fromText. */
  priority: number;
}

/** The rule that fits a word of a class, or undefined. */
export function ruleFor(rules: ConjRule[], wordClass: string, word: string): ConjRule | undefined {
  return rules
    .filter((r) => r.wordClass === wordClass && word.endsWith(r.endingToApply) && word.length > r.endingToRemove.length)
    .sort((a, b) => b.endingToApply.length - a.endingToApply.length || a.order - b.order || a.id - b.id)[0];
}

/** The stem with the root change that applies before `ending`, if any. */
export function changeRoot(stem: string, ending: string, wordClass: string, changes: RootChange[]): { stem: string; changed: boolean } {
  const c = changes
    .filter((x) => x.wordClass === wordClass && x.fromText && stem.endsWith(x.fromText) && ending.startsWith(x.contextNextEndingStartsWith))
    .sort((a, b) => b.priority - a.priority || b.fromText.length - a.fromText.length || a.id - b.id)[0];
  if (!c) return { stem, changed: false };
  const next = stem.slice(0, stem.length - c.fromText.length) + c.toText;
  return { stem: next, changed: next !== stem };
}

/**
 * The forms of a word by its class's rule: stem + ending per inflect id, the stem changed where a
 * root change applies (state 'change'), else 'regular'. No rule, no forms.
 */
export function conjugate(word: string, wordClass: string, rules: ConjRule[], changes: RootChange[]): InflectForm[] {
  const whole = word.normalize('NFC').trim();
  const rule = ruleFor(rules, wordClass, whole);
  if (!rule) return [];
  const w = rule.prefixToRemove && whole.startsWith(rule.prefixToRemove) ? whole.slice(rule.prefixToRemove.length) : whole;
  const stem = w.slice(0, w.length - rule.endingToRemove.length);
  return [...rule.endings]
    .sort((a, b) => a.inflectId - b.inflectId)
    .map(({ inflectId, ending }) => {
      const [before, after] = ending.includes('~') ? [ending.slice(0, ending.indexOf('~')), ending.slice(ending.indexOf('~') + 1)] : ['', ending];
      const root = changeRoot(stem, after, wordClass, changes);
      return {
        inflectId,
        word: `${before}${root.stem}${after}`.normalize('NFC'),
        conjState: root.changed ? CONJ_STATE.CHANGE : CONJ_STATE.REGULAR,
      };
    });
}
