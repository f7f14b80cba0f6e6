import { plainText, textFormat } from '../../../sdk/shared';
import type { Finding } from '../shared';

/**
 * The offline translation checks (the `local` agent provider): each compares a text with the text
 * it translates or is translated by, and explains what it finds. Texts may hold HTML. Tags, gaps,
 * numbers and placeholders are read by the format check every save runs (`textFormat` of
 * sdk/shared): the tags a text must keep are its inline tags, not the paragraphs an editor wraps it
 * in, and gaps are counted on their own.
 */

const CJK = /^(zh|ja|ko)\b/i;

export { plainText };

const counts = (list: string[]) => list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
/** What `a` has more of than `b`, as a readable list. */
function missing(a: string[], b: string[]): string[] {
  const cb = counts(b);
  const out: string[] = [];
  for (const [x, n] of counts(a)) if (n > (cb.get(x) ?? 0)) out.push(x);
  return out;
}

export interface Side {
  code: string;
  text: string;
}

/** Tags (wrappers and gaps apart) and placeholders of the reference that the text lost, or that it has and the reference has not. */
export function checkTags(text: Side, ref: Side): Finding[] {
  const out: Finding[] = [];
  const own = textFormat(text.text);
  const theirs = textFormat(ref.text);
  const lostTags = missing(theirs.tags, own.tags);
  const addedTags = missing(own.tags, theirs.tags);
  if (lostTags.length) out.push({ check: 'tags', explanation: `The ${ref.code} text has ${lostTags.join(', ')} that the ${text.code} text lost.` });
  if (addedTags.length) out.push({ check: 'tags', explanation: `The ${text.code} text has ${addedTags.join(', ')} that the ${ref.code} text does not have.` });
  const lost = missing(theirs.placeholders, own.placeholders);
  const added = missing(own.placeholders, theirs.placeholders);
  if (lost.length)
    out.push({ check: 'placeholders', explanation: `The placeholders ${lost.join(', ')} of the ${ref.code} text are missing in the ${text.code} text.` });
  if (added.length)
    out.push({ check: 'placeholders', explanation: `The ${text.code} text has the placeholders ${added.join(', ')} that the ${ref.code} text does not have.` });
  return out;
}

/** Numbers written in digits must be the same in both texts. */
export function checkNumbers(text: Side, ref: Side): Finding[] {
  const a = textFormat(ref.text).numbers;
  const b = textFormat(text.text).numbers;
  const lost = missing(a, b);
  const added = missing(b, a);
  if (!lost.length && !added.length) return [];
  return [
    {
      check: 'numbers',
      explanation: `Numbers changed: the ${ref.code} text has ${a.join(', ') || 'none'}, the ${text.code} text has ${b.join(', ') || 'none'}.`,
    },
  ];
}

/**
 * The text is the reference copied over (dialects of different languages): a sentence (two words
 * or more, or ending in . ! ?) or a word of more than 12 letters the same in both; a shorter word
 * may be the same in both languages (Hotel, Taxi).
 */
export function checkUntranslated(text: Side, ref: Side): Finding[] {
  const a = plainText(text.text).toLowerCase();
  const b = plainText(ref.text).toLowerCase();
  if (!a || a !== b || text.code.split('-')[0] === ref.code.split('-')[0]) return [];
  const letters = a.replace(/[^\p{L}]/gu, '');
  if (a.split(' ').length < 2 && letters.length <= 12 && !/[.!?。！？]$/.test(a)) return [];
  return [{ check: 'untranslated', explanation: `The ${text.code} text is the same as the ${ref.code} text: it was not translated.` }];
}

/** One text has a gap (a blank of the exercise) that the other has not. */
export function checkGaps(text: Side, ref: Side): Finding[] {
  const a = textFormat(ref.text).gaps;
  const b = textFormat(text.text).gaps;
  if (a === b) return [];
  return [
    { check: 'gap', explanation: `The ${ref.code} text has ${a} gap${a === 1 ? '' : 's'}, the ${text.code} text ${b}: a gap is missing in one dialect.` },
  ];
}

/** Lengths more than three times apart (texts of 25 characters or more; not between an ideographic script and another). */
export function checkLength(text: Side, ref: Side): Finding[] {
  const a = plainText(text.text).length;
  const b = plainText(ref.text).length;
  if (!a || !b || Math.max(a, b) < 25) return [];
  if (CJK.test(text.code) !== CJK.test(ref.code)) return [];
  const ratio = a / b;
  if (ratio <= 3 && ratio >= 1 / 3) return [];
  return [
    { check: 'length', explanation: `Suspicious length ratio: the ${text.code} text has ${a} characters, the ${ref.code} text ${b} (${ratio.toFixed(1)}×).` },
  ];
}

/**
 * The translation memory's texts for the same source (other records): flagged when at least two
 * agree on one text and this one differs. One differing entry proves nothing (a gendered variant).
 */
export function checkMemory(text: Side, memoryTexts: string[]): Finding[] {
  const mine = plainText(text.text).toLowerCase();
  const distinct = [...new Set(memoryTexts.map((m) => plainText(m)).filter(Boolean))];
  if (!mine || memoryTexts.length < 2 || distinct.length !== 1 || distinct[0].toLowerCase() === mine) return [];
  return [
    {
      check: 'memory',
      explanation: `The translation memory has "${distinct[0]}" ${memoryTexts.length} times for the same text, this ${text.code} text says "${plainText(text.text)}".`,
    },
  ];
}

/** The text has no words where the reference has some: a translation left empty. */
export function checkEmpty(text: Side, ref: Side): Finding[] {
  if (!textFormat(text.text).empty || textFormat(ref.text).empty) return [];
  return [{ check: 'empty', explanation: `The ${text.code} text is empty; the ${ref.code} text is "${plainText(ref.text)}".` }];
}

/** Every text check of a pair, in the order they are explained: an empty text is only that; nothing is compared with an empty reference. */
export function checkPair(text: Side, ref: Side): Finding[] {
  if (textFormat(ref.text).empty) return [];
  if (textFormat(text.text).empty) return checkEmpty(text, ref);
  return [...checkUntranslated(text, ref), ...checkTags(text, ref), ...checkNumbers(text, ref), ...checkGaps(text, ref), ...checkLength(text, ref)];
}
