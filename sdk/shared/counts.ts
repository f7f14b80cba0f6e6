/**
 * A count with its noun in the right number: plural(1, 'use') is '1 use', plural(3, 'use') '3 uses',
 * plural(2, 'entry', 'entries') '2 entries': in English, for what the server writes (logs, demo
 * data, messages). A screen says a count in the UI language through i18next's plural keys instead:
 * `t('uses', { count })` with `uses_one` and `uses_other` in its catalogue (sdk/client `useT`).
 */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** An internal key as people read it: 'item_source_guesser' is 'Item source guesser'. */
export const keyLabel = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
