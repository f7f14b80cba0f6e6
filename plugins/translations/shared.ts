import { z } from 'zod';
import { recordLocation, TranslationStatus } from '../../sdk/shared';

// The translations plugin's answers, as its server makes them and its screens read them
// (public.ts re-exports them with the contracts): zod schemas, their types derived.

export const courseDialect = z.object({ dialectId: z.number(), dialectCode: z.string(), kind: z.enum(['target', 'source', 'other']) });
export type CourseDialect = z.output<typeof courseDialect>;

export const dialectText = courseDialect.extend({ text: z.string(), status: z.nativeEnum(TranslationStatus) });
export type DialectText = z.output<typeof dialectText>;

/** GET courses/{course}/translations-search-options. */
export const searchOptions = z.object({
  courseId: z.number(),
  defaultTargetDialectId: z.number(),
  defaultSourceDialectId: z.number(),
  dialects: z.array(courseDialect),
  refs: z.array(z.object({ ref: z.number(), title: z.string(), count: z.number() })),
});
export type SearchOptions = z.output<typeof searchOptions>;

/** A grid row: the translation's text and status in the chosen dialect, and its last check. */
export const translationRow = z.object({
  id: z.number(),
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
  field: z.string(),
  dialectId: z.number(),
  text: z.string(),
  status: z.number(),
  statusLabel: z.string(),
  /** The last check's failures; null when it passed or has not run. */
  error: z.string().nullable(),
});
export type TranslationRow = z.output<typeof translationRow>;

/** GET translations/{id}. */
export const translation = z.object({
  id: z.number(),
  courseId: z.number(),
  ref: z.number(),
  refId: z.number(),
  field: z.string(),
  refName: z.string(),
  /** The record the text belongs to, as it opens: a part (a dialog's segment) is its parent record (the dialog). */
  openRef: z.number(),
  openItemId: z.number(),
  openRefName: z.string(),
  /** Where it opens (`openLocation`): the parent record with the part selected. */
  open: recordLocation,
  defaultTargetDialectId: z.number(),
  defaultSourceDialectId: z.number(),
  dialects: z.array(dialectText),
  error: z.string().nullable(),
  /** When the last check ran (ISO); null when it has not. */
  checkedAt: z.string().nullable(),
});
export type Translation = z.output<typeof translation>;

const courseRef = z.object({ id: z.number(), name: z.string() });

/** One suggestion of GET translations/{id}/dialects/{dialect}/memory-guest. */
export const memorySuggestion = z.object({
  id: z.number(),
  fromText: z.string(),
  text: z.string(),
  similarity: z.number(),
  course: courseRef,
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
});
export type MemorySuggestion = z.output<typeof memorySuggestion>;

export const memoryGuest = z.object({
  query: z.object({ dialectId: z.number(), dialectCode: z.string(), text: z.string() }).nullable(),
  memory: z.array(memorySuggestion),
});
export type MemoryGuest = z.output<typeof memoryGuest>;

/** A translation project row (spec 2 §3): GET translations/projects/{id}/translations. */
export const catRow = z.object({
  id: z.number(),
  projectId: z.number(),
  translationId: z.number(),
  itemId: z.number(),
  ref: z.number(),
  refName: z.string(),
  contextRef: z.number(),
  field: z.string(),
  fromDialectId: z.number(),
  toDialectId: z.number(),
  toDialect: z.string(),
  fromText: z.string(),
  toText: z.string(),
  /** The text the translation holds now in the project's dialect. */
  currentText: z.string(),
  fromMemoryText: z.string(),
  similarity: z.number(),
  /** pending 0, doing 1, done 2. */
  status: z.number(),
  error: z.string().nullable(),
  /** Warnings of the check that neither refuse a save nor make the row an error: 'Term missing: …' (as of its last save or check). */
  warnings: z.array(z.string()),
  /** The 'ai' pre-translation's confidence (0 to 1; null: none) and how it decided. */
  aiConfidence: z.number().nullable(),
  aiReasoning: z.string(),
  priority: z.number(),
  /** Bumped by every write of the row: a CAT save sends the version it read (409 when stale). */
  version: z.number(),
  /** The AI Review robot of the row's record, when reviewed: 1 flagged, 2 OK. */
  aiReview: z.number().optional(),
});
export type CatRow = z.output<typeof catRow>;

/** A project's pre-translation progress as spec 3 §3 shapes it (async.processing, async.totals). */
export const projectAsync = z.object({
  taskId: z.number().nullable(),
  status: z.number().nullable(),
  mode: z.string().nullable(),
  processing: z.boolean(),
  totals: z.object({ total: z.number(), pending: z.number(), doing: z.number(), done: z.number(), failed: z.number(), percent: z.number() }),
});

/** A translation project: GET translations/projects/{id}. */
export const project = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  fromDialectId: z.number(),
  fromDialectCode: z.string(),
  toDialectId: z.number(),
  toDialectCode: z.string(),
  freelanceId: z.number().nullable(),
  freelanceName: z.string().nullable(),
  priority: z.number(),
  items: z.number(),
  done: z.number(),
  doing: z.number(),
  /**
   * Spec 3 §3: the pre-translation progress. processing while a run is queued or running; totals of
   * the last run (zeros before any); taskId, status (the async task's) and mode of that run (null before any).
   */
  async: projectAsync,
  /** Spec 3 §4 buckets: validated, memory match (similarity ≥ 100), confidence high (≥ 80), medium (60–79), low (< 60), processing. */
  buckets: z.object({
    validated: z.number(),
    memoryMatch: z.number(),
    high: z.number(),
    medium: z.number(),
    low: z.number(),
    processing: z.number(),
  }),
});
export type Project = z.output<typeof project>;

/** A CAT row as its save answers it (with its warnings checked anew): a done one with the ids of its repetitions (the rows not done with its source text). */
export const savedCatRow = catRow.extend({
  repetitions: z.array(z.number()).optional(),
});
export type SavedCatRow = z.output<typeof savedCatRow>;

/** One cell of the translation dashboard: a module's texts in one source dialect. */
const dashboardCell = z.object({ dialectId: z.number(), dialectCode: z.string(), pending: z.number(), doing: z.number(), done: z.number() });
export type DashboardCell = z.output<typeof dashboardCell>;
const dashboardRow = z.object({ ref: z.number(), refName: z.string(), cells: z.array(dashboardCell) });
export type DashboardRow = z.output<typeof dashboardRow>;
/** GET translations/dashboard: the lesson range it counts, the course's source dialects and one row per module. */
export const translationDashboard = z.object({
  startLesson: z.number(),
  endLesson: z.number(),
  dialects: z.array(z.object({ dialectId: z.number(), dialectCode: z.string() })),
  rows: z.array(dashboardRow),
});
export type TranslationDashboard = z.output<typeof translationDashboard>;

/** One text of GET translations/projects/{id}/concordance. */
export const concordanceHit = z.object({
  id: z.number(),
  fromText: z.string(),
  text: z.string(),
  course: courseRef,
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
});
export type ConcordanceHit = z.output<typeof concordanceHit>;

/** The context type of a CAT row (spec 4 §2.1), by its record's module. */
const contextKind = z.enum(['panel', 'glossary', 'item', 'reading', 'plain']);
export type ContextKind = z.output<typeof contextKind>;

/** GET translations/projects/translations/{id}/context. */
export const rowContext = z.object({
  kind: contextKind,
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
  field: z.string(),
  recordName: z.string(),
  readBy: z.string().nullable(),
  lesson: z.number().nullable(),
  /** Those around the row's own when its record has more than the server sends; total counts them all. */
  texts: z.array(z.object({ field: z.string(), fromText: z.string(), toText: z.string() })),
  total: z.number(),
});
export type RowContext = z.output<typeof rowContext>;

/** copy the source, fill from memory (≥ 100), ai (the proposer agent), or delete: empty the rows not done (their pre-translation undone). */
export const PRETRANSLATE_MODES = ['copy', 'memory', 'ai', 'delete'] as const;
export type PretranslateMode = (typeof PRETRANSLATE_MODES)[number];
