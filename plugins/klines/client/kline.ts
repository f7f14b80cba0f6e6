import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

export interface KLine extends EditableRecord {
  courseId: number;
  title: string;
  /** A panel intro of the course, or null for none. */
  panelIntroId: number | null;
  version: number;
  /** The k-line's text in each source dialect of the course, with its status. */
  sources: TranslationTextValue[];
}

/** A panel intro as GET groups/{courseId}/panels-intro lists it (panels plugin). */
export interface PanelIntroOption {
  id: number;
  title?: string;
  name?: string;
}
