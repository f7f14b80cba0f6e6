import type { TranslationStatus } from '../../sdk/shared';

// The translations plugin's answers, as its server makes them and its screens read them
// (public.ts re-exports them with the contracts).

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
  /** When the last check ran (ISO); null when it has not. */
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

/** A CAT row as its save answers it: a done one with the ids of its repetitions (the rows not done with its source text). */
export type SavedCatRow = CatRow & { repetitions?: number[] };

/** One cell of the translation dashboard: a module's texts in one source dialect. */
export interface DashboardCell {
  dialectId: number;
  dialectCode: string;
  pending: number;
  doing: number;
  done: number;
}
export interface DashboardRow {
  ref: number;
  refName: string;
  cells: DashboardCell[];
}
/** GET translations/dashboard: the lesson range it counts, the course's source dialects and one row per module. */
export interface TranslationDashboard {
  startLesson: number;
  endLesson: number;
  dialects: { dialectId: number; dialectCode: string }[];
  rows: DashboardRow[];
}

/** One text of GET translations/projects/{id}/concordance. */
export interface ConcordanceHit {
  id: number;
  fromText: string;
  text: string;
  course: { id: number; name: string };
  ref: number;
  refName: string;
  refId: number;
}

/** The context type of a CAT row (spec 4 §2.1), by its record's module. */
export type ContextKind = 'panel' | 'glossary' | 'item' | 'reading' | 'plain';

/** GET translations/projects/translations/{id}/context. */
export interface RowContext {
  kind: ContextKind;
  ref: number;
  refName: string;
  refId: number;
  field: string;
  recordName: string;
  readBy: string | null;
  lesson: number | null;
  /** Those around the row's own when its record has more than the server sends; total counts them all. */
  texts: { field: string; fromText: string; toText: string }[];
  total: number;
}

/** copy the source, fill from memory (≥ 100), ai (the proposer agent), or delete: empty the rows not done (their pre-translation undone). */
export const PRETRANSLATE_MODES = ['copy', 'memory', 'ai', 'delete'] as const;
export type PretranslateMode = (typeof PRETRANSLATE_MODES)[number];
