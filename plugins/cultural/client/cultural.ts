import type { Translate } from '../../../sdk/client';
import type { CulturalVoc } from '../public';

export type { CulturalTooltip, CulturalVoc } from '../public';

/** What keeps an item from being saved: a title is required. */
export function culturalProblems(c: CulturalVoc, t: Translate): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: t('required') };
}

/** Server errors for one list field ('targets.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );
