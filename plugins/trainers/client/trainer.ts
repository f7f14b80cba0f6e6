import type { ClDetail, EditableRecord, TranslationTextValue } from '../../../sdk/client';

export interface Trainer extends EditableRecord {
  title: string;
  flag: number;
  version: number;
  /** The title in each source dialect. */
  sources: TranslationTextValue[];
}

export interface Segment { id: number; trainerId: number; title: string; exerciseType: number; aiReview: number; position: number; clDetails: ClDetail[]; error: string }
export interface SegmentTarget { dialectId: number; dialectCode: string; html: string }

export const trainerProblems = (t: Trainer) => (t.title.trim() ? undefined : { title: 'Required' });
