import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';
import type { AudioState } from '../../../sdk/shared';
import type { GenderCode, Reader } from '../rules';

export interface Sentence extends EditableRecord {
  courseId: number;
  genderCode: GenderCode;
  readBy: Reader;
  sourceAdaptationNote: string;
  hasSvg: boolean;
  hasPng: boolean;
  version: number;
  /** Each target with its audio state (absent on a new sentence). */
  targets: (TranslationTextValue & { audio?: AudioState })[];
  sources: TranslationTextValue[];
  /** Records of other modules that use the sentence (panels), read-only. */
  usedIn: { id: number; courseId: number; kind: string; module: number }[];
}

/** A grid row of GET groups/{course}/sentences. */
export interface SentenceRow {
  id: number;
  target: string;
  source: string;
  genderCode: string;
  readBy: string;
  hasIllustration: boolean;
  texts: Record<string, string>;
}

/** A sentence as Source Adaptation edits it. */
export interface Adaptation extends EditableRecord {
  courseId: number;
  version: number;
  sourceAdaptationNote: string;
  targets: TranslationTextValue[];
  sources: TranslationTextValue[];
}

/** Server errors for one list field ('targets.0.text'), keyed as the list's editor wants them ('0.text'). */
export const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${field}.`)).map(([k, v]) => [k.slice(field.length + 1), v]));
