import type { CulturalVoc } from '../public';

export type { CulturalTooltip, CulturalVoc } from '../public';

export function culturalProblems(c: CulturalVoc): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: 'Required' };
}

/** Server errors for one list field ('targets.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );
