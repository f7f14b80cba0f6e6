import { CONJ_STATE, type InflectForm } from '../../../sdk/shared';

/** A rule's gender (spec 3 §9): words of that gender, or both ('mf'). */
export const GENDERS = ['m', 'f', 'mf'] as const;
export type RuleGender = (typeof GENDERS)[number];

/** One ending of a rule: put after the stem for an inflect id; its group and the panel that explains it (none: null). */
export interface RuleEnding {
  inflectId: number;
  /** A '~' in it stands for the stem ('me ~o'); '~' alone is the stem itself. */
  ending: string;
  group: number;
  panelId: number | null;
}

/** A conjugation rule (spec 3 §3) of a language: applies to words of its class (and gender) ending in endingToApply. */
export interface ConjRule {
  id: number;
  name: string;
  order: number;
  wordClass: string;
  gender: RuleGender;
  /** The rule applies to a word ending so ('ar'); the longest match wins, then the word's own gender, then the lowest order. */
  endingToApply: string;
  /** Taken off the word to give the stem (usually the same as endingToApply). */
  endingToRemove: string;
  /** Taken off the start of the word first, if there ('to ' of an English infinitive). */
  prefixToRemove: string;
  endings: RuleEnding[];
}

/**
 * A root change of a language: the stem's end `fromText` becomes `toText` before an ending
 * starting with the context. Both are up to 4 slots, a slot a letter or a token: `[V]` any vowel,
 * `[C]` any consonant; a token of `toText` is the letter its namesake of `fromText` matched, in
 * order ('e[C]' → 'ie[C]': quer → quier).
 */
export interface RootChange {
  id: number;
  wordClass: string;
  fromText: string;
  toText: string;
  /** '' for any ending. */
  contextNextEndingStartsWith: string;
  /** The higher wins; on a tie, the lowest id. */
  priority: number;
}

/** A slot of a root change's text: a letter, or a token for any vowel or any consonant. */
export type Slot = { letter: string } | { token: 'V' | 'C' };

/** The most slots of fromText and toText (spec 3 §9). */
export const MAX_SLOTS = 4;

/** The slots of a root change's text ('e[C]' → e, [C]); a '[' not starting a token is a letter. */
export function slotsOf(text: string): Slot[] {
  const out: Slot[] = [];
  const chars = [...text.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const token = chars[i] === '[' && chars[i + 2] === ']' ? chars[i + 1] : undefined;
    if (token === 'V' || token === 'C') {
      out.push({ token });
      i += 2;
    } else out.push({ letter: chars[i] });
  }
  return out;
}

/** What is wrong with a root change's from and to texts, by field ('' when nothing). */
export function rootChangeProblems(fromText: string, toText: string): Partial<Record<'fromText' | 'toText', string>> {
  const from = slotsOf(fromText);
  const to = slotsOf(toText);
  const out: Partial<Record<'fromText' | 'toText', string>> = {};
  if (from.length > MAX_SLOTS) out.fromText = `At most ${MAX_SLOTS} slots`;
  if (to.length > MAX_SLOTS) out.toText = `At most ${MAX_SLOTS} slots`;
  for (const t of ['V', 'C'] as const) {
    const count = (s: Slot[]) => s.filter((x) => 'token' in x && x.token === t).length;
    if (count(to) > count(from)) out.toText ??= `Each [${t}] of To needs one in From`;
  }
  return out;
}

/** Vowels of the seven languages' scripts (Latin with any accent, Cyrillic); y is a consonant here. */
const VOWEL = /^[aeiouæœаеёиоуыэюя]$/;
export const isVowel = (c: string) => VOWEL.test(c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
const isLetter = (c: string) => /^\p{L}$/u.test(c);
export const isConsonant = (c: string) => isLetter(c) && !isVowel(c);

/** The letters the stem's end matches fromText with, or undefined when it does not end so. */
function matchEnd(stem: string[], from: Slot[]): string[] | undefined {
  if (from.length > stem.length) return undefined;
  const end = stem.slice(stem.length - from.length);
  const ok = from.every((s, i) => ('letter' in s ? s.letter === end[i] : s.token === 'V' ? isVowel(end[i]) : isConsonant(end[i])));
  return ok ? end : undefined;
}

/** toText with its tokens replaced by the letters their namesakes of fromText matched. */
function fill(to: Slot[], from: Slot[], matched: string[]): string {
  const taken = { V: 0, C: 0 };
  return to
    .map((s) => {
      if ('letter' in s) return s.letter;
      let n = taken[s.token]++;
      const i = from.findIndex((f) => 'token' in f && f.token === s.token && n-- === 0);
      return i < 0 ? '' : matched[i];
    })
    .join('');
}

/** Whether a word of `gender` ('' or unknown: any) takes a rule of `ruleGender`. */
const fitsGender = (ruleGender: RuleGender, gender?: string) => ruleGender === 'mf' || !gender || ruleGender === gender || gender === 'mf';

/** The rule that fits a word of a class (and gender, when known), or undefined. */
export function ruleFor(rules: ConjRule[], wordClass: string, word: string, gender?: string): ConjRule | undefined {
  const own = (r: ConjRule) => (gender && r.gender === gender ? 0 : 1);
  return rules
    .filter((r) => r.wordClass === wordClass && fitsGender(r.gender, gender) && word.endsWith(r.endingToApply) && word.length > r.endingToRemove.length)
    .sort((a, b) => b.endingToApply.length - a.endingToApply.length || own(a) - own(b) || a.order - b.order || a.id - b.id)[0];
}

/**
 * The stem with the root change that applies before `ending`, if any: of those of the class whose
 * fromText ends the stem and whose context starts the ending, the highest priority, then the
 * lowest id (spec 3 §5). One with both texts empty is ignored.
 */
export function changeRoot(stem: string, ending: string, wordClass: string, changes: RootChange[]): { stem: string; changed: boolean } {
  const letters = [...stem];
  const best = changes
    .filter((x) => x.wordClass === wordClass && (x.fromText || x.toText) && ending.startsWith(x.contextNextEndingStartsWith))
    .map((x) => ({ x, from: slotsOf(x.fromText), to: slotsOf(x.toText) }))
    .map((c) => ({ ...c, matched: matchEnd(letters, c.from) }))
    .filter((c) => c.matched)
    .sort((a, b) => b.x.priority - a.x.priority || a.x.id - b.x.id)[0];
  if (!best) return { stem, changed: false };
  const next = letters.slice(0, letters.length - best.from.length).join('') + fill(best.to, best.from, best.matched!);
  return { stem: next, changed: next !== stem };
}

/**
 * The forms of a word by its class's rule: stem + ending per inflect id, the stem changed where a
 * root change applies (state 'change'), else 'regular'. No rule, no forms.
 */
export function conjugate(word: string, wordClass: string, rules: ConjRule[], changes: RootChange[], gender?: string): InflectForm[] {
  const whole = word.normalize('NFC').trim();
  const rule = ruleFor(rules, wordClass, whole, gender);
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

/**
 * Endings as a save keeps them (spec 3 §5): empty ones dropped (write '~' for the stem alone),
 * and groups renumbered 1…n in the order of their numbers.
 */
export function keptEndings(endings: RuleEnding[]): RuleEnding[] {
  const kept = endings.filter((e) => e.ending.trim() !== '');
  const groups = [...new Set(kept.map((e) => e.group))].sort((a, b) => a - b);
  return kept.map((e) => ({ ...e, group: groups.indexOf(e.group) + 1 }));
}
