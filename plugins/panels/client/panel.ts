import { translator, type EditableRecord, type TranslationTextValue } from '../../../sdk/client';

export interface Panel extends EditableRecord {
  version: number;
  courseId: number;
  title: string;
  lessonId: number | null;
  kLines: number[];
  concept: number | null;
  sentences: number[];
  segments: number[];
  compounds: number[];
  level: number;
  wordClass: string;
  item: number | null;
  inflectWord: string;
  activeInflectTemplate: number | null;
  inflectStopPanel: number;
  /** Per-target titles (the Title tab). */
  titles: TranslationTextValue[];
}

export function panelProblems(p: Panel): Record<string, string> | undefined {
  return p.title.trim() ? undefined : { title: translator('panels')('required') };
}
