import type { TranslationStatus } from '../../../sdk/shared';

export interface CourseDialect {
  dialectId: number;
  dialectCode: string;
  kind: 'target' | 'source' | 'other';
}

export interface DialectText extends CourseDialect {
  text: string;
  status: TranslationStatus;
}

/** GET courses/{course}/translations-search-options. */
export interface SearchOptions {
  courseId: number;
  defaultTargetDialectId: number;
  defaultSourceDialectId: number;
  dialects: CourseDialect[];
  refs: { ref: number; title: string; count: number }[];
}

/** A grid row: the translation's text and status in the chosen dialect, and its last check. */
export interface TranslationRow {
  id: number;
  ref: number;
  refName: string;
  refId: number;
  field: string;
  dialectId: number;
  text: string;
  status: number;
  statusLabel: string;
  /** The last check's failures; null when it passed or has not run. */
  error: string | null;
}

/** GET translations/{id}. */
export interface Translation {
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  field: string;
  refName: string;
  openRef: number;
  openItemId: number;
  openRefName: string;
  defaultTargetDialectId: number;
  defaultSourceDialectId: number;
  dialects: DialectText[];
  error: string | null;
  checkedAt: string | null;
}

/** One suggestion of GET translations/{id}/dialects/{dialect}/memory-guest. */
export interface MemorySuggestion {
  id: number;
  fromText: string;
  text: string;
  similarity: number;
  course: { id: number; name: string };
  ref: number;
  refName: string;
  refId: number;
}

export interface MemoryGuest {
  query: { dialectId: number; dialectCode: string; text: string } | null;
  memory: MemorySuggestion[];
}

/** A translation project row (spec 2 §3): GET translations/projects/{id}/translations. */
export interface CatRow {
  id: number;
  projectId: number;
  translationId: number;
  itemId: number;
  ref: number;
  refName: string;
  contextRef: number;
  field: string;
  fromDialectId: number;
  toDialectId: number;
  toDialect: string;
  fromText: string;
  toText: string;
  /** The text the translation holds now in the project's dialect. */
  currentText: string;
  fromMemoryText: string;
  similarity: number;
  /** pending 0, doing 1, done 2. */
  status: number;
  error: string | null;
  /** The 'ai' pre-translation's confidence (0 to 1; null: none) and how it decided. */
  aiConfidence: number | null;
  aiReasoning: string;
  priority: number;
  /** The AI Review robot of the row's record, when reviewed: 1 flagged, 2 OK. */
  aiReview?: number;
}

/** A translation project: GET translations/projects/{id}. */
export interface Project {
  id: number;
  courseId: number;
  name: string;
  fromDialectId: number;
  fromDialectCode: string;
  toDialectId: number;
  toDialectCode: string;
  freelanceId: number | null;
  freelanceName: string | null;
  priority: number;
  items: number;
  done: number;
  doing: number;
  /** The last pre-translation run; status is the async task's (0 queued, 1 running, 2 done, above failed or cancelled). */
  async: { taskId: number; status: number; mode: string; processing: number; totals: number } | null;
}
