import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';
import type { GlossarySource } from '../public';

export interface Glossary extends EditableRecord {
  title: string;
  flag: number;
  version: number;
  /**
   * Forms per source dialect, comma-joined. `typed` holds what the user typed while it cannot be
   * saved (it has a comma), so that nothing typed is lost; it is never sent.
   */
  sources: (GlossarySource & { typed?: string })[];
  /** The tooltip, translated into each source dialect. */
  tooltips: TranslationTextValue[];
}

export const COMMA_MESSAGE = 'Commas are not allowed: put each form on its own line';

/** The fields that cannot be saved as they are, with their messages (the screen refuses the save). */
export function glossaryProblems(g: Glossary): Record<string, string> | undefined {
  const problems: Record<string, string> = {};
  if (!g.title.trim()) problems.title = 'Required';
  g.sources.forEach((s, i) => {
    if (s.typed !== undefined) problems[`sources.${i}.forms`] = COMMA_MESSAGE;
  });
  return Object.keys(problems).length ? problems : undefined;
}
