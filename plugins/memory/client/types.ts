import type { DialectRef, TranslationStatus } from '../../../sdk/shared';

/** A row of GET /memory. */
export interface MemoryHit {
  id: number;
  courseId: number;
  courseName: string;
  ref: number;
  refName: string;
  refId: number;
  text: string;
  dialectId: number;
  similarity: number;
}

export interface MemoryDialectText extends DialectRef {
  text: string;
  status: TranslationStatus;
}

/** GET /memory/translation/{id}. */
export interface MemoryTranslation {
  id: number;
  courseId: number;
  courseName: string;
  ref: number;
  refName: string;
  refId: number;
  field: string;
  dialects: MemoryDialectText[];
}
