import type { ClDetail, DialectHtml, EditableRecord, TranslationTextValue } from '../../../sdk/client';
import type { ReadBy } from '../rules';

export interface Reading extends EditableRecord {
  title: string;
  positions: string;
  listening: boolean;
  readBy: ReadBy;
  flag: number;
  version: number;
}

export interface ReadingTextRow {
  id: number;
  position: number;
  title: string;
  text: string;
  audioStart: number;
  audioEnd: number;
  aiReview: number;
  /** Its concept-linker details per target dialect. */
  clDetails: ClDetail[];
}

export interface ReadingText {
  id: number;
  readingId: number;
  title: string;
  audioStart: number;
  audioEnd: number;
  version: number;
  targets: DialectHtml[];
  sources: TranslationTextValue[];
}

export interface ReadingExerciseRow {
  id: number;
  position: number;
  title: string;
  exerciseType: number;
  error: boolean;
  listening: boolean;
  aiReview: number;
  readingTextId: number;
  readingText: string;
}

export interface ReadingExercise {
  id: number;
  readingId: number;
  title: string;
  readingTextId: number;
  exerciseType: number;
  listening: boolean;
  version: number;
  targets: DialectHtml[];
}

export type ReadingTab = 'edit' | 'text' | 'exercises';

/** Seconds on the waveform to thousandths of a second as stored (spec 3 §9). */
export const toThousandths = (seconds: number) => Math.round(seconds * 1000);
