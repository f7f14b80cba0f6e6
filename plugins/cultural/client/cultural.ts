import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

/** A cultural item as GET culturalvocs/{id} answers it (spec 2 §3 cultural voc; 1 §3 tooltip data). */
export interface CulturalVoc extends EditableRecord {
  courseId: number;
  title: string;
  name: string;
  definition: string;
  gender: string;
  wordClassCode: string;
  version: number;
  targets: TranslationTextValue[];
  sources: TranslationTextValue[];
}

/** Tooltip data (GET tooltips-cultural-voc). */
export interface CulturalTooltip {
  id: number;
  title: string;
  definition: string;
  name: string;
  gender: string;
  wordClassCode: string;
}

export function culturalProblems(c: CulturalVoc): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: 'Required' };
}

/** Server errors for one list field ('targets.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${field}.`)).map(([k, v]) => [k.slice(field.length + 1), v]));
