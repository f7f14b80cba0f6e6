/** What a target text must keep from its source (Check Format All, as CAT tools check): tags, placeholders, numbers, end punctuation, outer spaces. */
const TAGS = /<\/?([A-Za-z][\w:-]*)[^>]*>/g;
const PLACEHOLDERS = /\{[^{}\s]*\}|%\d*\$?[sdif]|\$\{[^}]*\}/g;
const NUMBERS = /\d+(?:[.,]\d+)?/g;
const END = /[.!?:;…。？！]$/;

const sorted = (xs: string[]) => [...xs].sort().join(' ');
const all = (re: RegExp, text: string, pick = (m: RegExpMatchArray) => m[0]) => [...text.matchAll(re)].map(pick);

/** The format problems of a target text against its source; empty when it keeps them all (an empty target is not checked). */
export function formatProblems(source: string, target: string): string[] {
  if (!target) return [];
  const problems: string[] = [];
  if (
    sorted(all(TAGS, source, (m) => (m[0].startsWith('</') ? `/${m[1]}` : m[1]))) !==
    sorted(all(TAGS, target, (m) => (m[0].startsWith('</') ? `/${m[1]}` : m[1])))
  )
    problems.push('tags differ');
  if (sorted(all(PLACEHOLDERS, source)) !== sorted(all(PLACEHOLDERS, target))) problems.push('placeholders differ');
  const num = (t: string) => all(NUMBERS, t.replace(TAGS, ''), (m) => m[0].replace(',', '.'));
  if (sorted(num(source)) !== sorted(num(target))) problems.push('numbers differ');
  if (END.test(source.trim()) !== END.test(target.trim())) problems.push('end punctuation differs');
  if (/^\s/.test(target) !== /^\s/.test(source) || /\s$/.test(target) !== /\s$/.test(source)) problems.push('leading or trailing spaces differ');
  return problems;
}
