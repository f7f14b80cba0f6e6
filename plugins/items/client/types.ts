import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

export interface Item extends EditableRecord {
  courseId: number;
  /** HTML from the checkers; empty when there is none. Read-only here. */
  error: string;
  version: number;
  /** The text in each target dialect of the course, with its status. */
  targets: TranslationTextValue[];
  /** The text in each source dialect of the course, with its status. */
  sources: TranslationTextValue[];
}

export interface TextItem extends Item {
  name: string;
}

/** A grid row of GET groups/{course}/items: the default dialects' texts and every dialect's text by dialect id. */
export interface ItemRow {
  id: number;
  target: string;
  source: string;
  hasError: boolean;
  texts: Record<string, string>;
}

/** Server errors for one list field ('targets.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${field}.`)).map(([k, v]) => [k.slice(field.length + 1), v]));
