import { plainText } from '../server/checks';

/** The mistakes the demo seeds into each course's texts, one record each: what the local checks must find. */
export const MISTAKES = ['untranslated', 'numbers', 'placeholders', 'tags', 'gap', 'length', 'empty'] as const;
export type Mistake = (typeof MISTAKES)[number];

/** Mistakes of the target text alone: the Sources checker, which checks the source against it, has nothing to find. */
export const TARGET_ONLY: readonly Mistake[] = ['empty'];

/** Records of a content type the demo leaves alone before seeding (the showcase sentences stay right). */
export const SEED_OFFSET = 20;

/** A target wrapped as a rich-text editor writes it: paragraphs and line breaks are no mistake. */
const wrapped = (target: string) => `<p>${target}</p>`;

/** The texts (default target, default source) with the mistake made; some targets in a paragraph, as an editor leaves them. */
export function withMistake(m: Mistake, target: string, source: string): { target: string; source: string } {
  switch (m) {
    case 'untranslated':
      return { target: source, source };
    case 'numbers':
      return { target: wrapped(`${target} (2)`), source: `${source} (3)` };
    case 'placeholders':
      return { target, source: `${source} {name}` };
    case 'tags':
      return { target: wrapped(target), source: `<b>${source}</b>` };
    case 'gap': {
      const [first, ...rest] = target.split(' ');
      return { target: wrapped([`<span data-gap="1">${first}</span>`, ...rest].join(' ')), source };
    }
    case 'length': {
      let t = target;
      while (plainText(t).length <= 3.5 * plainText(source).length || plainText(t).length < 30) t = `${t} ${target}`;
      return { target: t, source };
    }
    case 'empty':
      return { target: '', source };
  }
}

/** Right texts the demo wraps as an editor does (after the mistakes' records): the checks must pass them. */
export const WRAPPED_RIGHT = [(target: string) => wrapped(target), (target: string) => `<div>${wrapped(`${target}<br>`)}</div>`] as const;

/** An ideographic script has no length ratio to other scripts: no length mistake there. */
export const mistakesFor = (targetCode: string, sourceCode: string): Mistake[] =>
  MISTAKES.filter((m) => m !== 'length' || /^(zh|ja|ko)/.test(targetCode) === /^(zh|ja|ko)/.test(sourceCode));
