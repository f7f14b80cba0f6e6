import type { Finding } from '../shared';

/**
 * The offline translation checks (the `local` agent provider): each compares a text with the text
 * it translates or is translated by, and explains what it finds. Texts may hold HTML.
 */

const GAP = /<span[^>]*data-gap="1"[^>]*>/gi;
const TAG = /<\s*\/?\s*([a-z][a-z0-9]*)\b[^>]*>/gi;
const PLACEHOLDER = /\{\{?\s*[\w.]+\s*\}?\}|%(?:\d+\$)?[sdif]|\$\{\w+\}/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const CJK = /^(zh|ja|ko)\b/i;

export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

const counts = (list: string[]) => list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
/** What `a` has more of than `b`, as a readable list. */
function missing(a: string[], b: string[]): string[] {
  const cb = counts(b);
  const out: string[] = [];
  for (const [x, n] of counts(a)) if (n > (cb.get(x) ?? 0)) out.push(x);
  return out;
}

/** Opening tags (gaps apart, checked on their own) with their names. */
const tagsOf = (html: string) => [...html.replace(GAP, '').matchAll(TAG)].filter((m) => !m[0].includes('</')).map((m) => `<${m[1].toLowerCase()}>`);
const numbersOf = (html: string) => (plainText(html).match(NUMBER) ?? []).map((n) => n.replace(/[.,](?=\d{3}\b)/g, ''));
const placeholdersOf = (html: string) => plainText(html).match(PLACEHOLDER) ?? [];
const gapsOf = (html: string) => (html.match(GAP) ?? []).length;

export interface Side {
  code: string;
  text: string;
}

/** Tags and placeholders of the reference that the text lost, or that it has and the reference has not. */
export function checkTags(text: Side, ref: Side): Finding[] {
  const out: Finding[] = [];
  const lostTags = missing(tagsOf(ref.text), tagsOf(text.text));
  const addedTags = missing(tagsOf(text.text), tagsOf(ref.text));
  if (lostTags.length) out.push({ check: 'tags', explanation: `The ${ref.code} text has ${lostTags.join(', ')} that the ${text.code} text lost.` });
  if (addedTags.length) out.push({ check: 'tags', explanation: `The ${text.code} text has ${addedTags.join(', ')} that the ${ref.code} text does not have.` });
  const lost = missing(placeholdersOf(ref.text), placeholdersOf(text.text));
  const added = missing(placeholdersOf(text.text), placeholdersOf(ref.text));
  if (lost.length)
    out.push({ check: 'placeholders', explanation: `The placeholders ${lost.join(', ')} of the ${ref.code} text are missing in the ${text.code} text.` });
  if (added.length)
    out.push({ check: 'placeholders', explanation: `The ${text.code} text has the placeholders ${added.join(', ')} that the ${ref.code} text does not have.` });
  return out;
}

/** Numbers written in digits must be the same in both texts. */
export function checkNumbers(text: Side, ref: Side): Finding[] {
  const a = numbersOf(ref.text);
  const b = numbersOf(text.text);
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
  const a = gapsOf(ref.text);
  const b = gapsOf(text.text);
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

/** Every text check of a pair, in the order they are explained; none when either text is empty. */
export function checkPair(text: Side, ref: Side): Finding[] {
  if (!plainText(text.text) || !plainText(ref.text)) return [];
  return [...checkUntranslated(text, ref), ...checkTags(text, ref), ...checkNumbers(text, ref), ...checkGaps(text, ref), ...checkLength(text, ref)];
}
