import { z } from 'zod';
import { contract, courseParams, dbIdParam, idParams, MODULE, TranslationStatus } from '../../sdk/shared';
import {
  catRow,
  concordanceHit,
  dialectText,
  memoryGuest,
  memorySuggestion,
  PRETRANSLATE_MODES,
  project,
  projectAsync,
  rowContext,
  savedCatRow,
  searchOptions,
  translation,
  translationDashboard,
  translationRow,
} from './shared';
import { REPLACE_SIDES, textVersion } from './history-shared';

export * from './shared';
export * from './history-shared';

/** The translations plugin's public face: its module keys and the route contracts other plugins call. */
export const TRANSLATIONS = MODULE.sdl;
export const LIST_LIMIT = 1000;

const id = dbIdParam;
const courseQuery = z.object({ course: id });
const searchQuery = z.object({
  dialect: id.optional(),
  text: z.string().max(500).optional(),
  ref: id.optional(),
});
const dialectBody = z.object({
  text: z.string().max(20_000),
  status: z.nativeEnum(TranslationStatus).optional(),
});
/**
 * Spec 2 §5: an empty or invalid lesson falls back to 1 or 1000 (dashboard.ts lessonRange), so any short text is taken.
 * The screen sends a number, which the query string carries as its text.
 */
const lesson = z
  .union([z.string().max(10), z.number()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : v && /^\d+$/.test(v) ? Number(v) : undefined));
const editableStatus = z.union([z.literal(TranslationStatus.PENDING), z.literal(TranslationStatus.DOING), z.literal(TranslationStatus.DONE)]);

/** A project-wide check's answer: how many translations were checked and how many failed. */
const checkCount = z.object({ checked: z.number(), withError: z.number() });
/** The grid's dialect: a write on a translation answers its grid row as the Texts tab shows it. */
const gridDialect = z.object({ dialect: id.optional() });
/** A user a project may be assigned to. */
export const freelance = z.object({ id: z.number(), name: z.string(), freelance: z.boolean() });
/** A project made from the dashboard, with what the Project tab then shows: one request for Create project. */
const createdProject = z.object({
  id: z.number(),
  items: z.number(),
  project,
  projectRows: z.array(catRow),
  projects: z.array(project),
  users: z.array(freelance),
});
export type CreatedProject = z.output<typeof createdProject>;
/** A project as the CAT's dropdown offers it. */
export const projectOption = z.object({ id: z.number(), name: z.string() });

/** Every call of the translations plugin (Translation Projects, module 36): projects, the CAT, the dashboard and the Texts tab. */
export const translationsApi = {
  dashboard: contract({
    method: 'GET',
    path: 'translations/dashboard',
    query: courseQuery.extend({ startLesson: lesson, endLesson: lesson }),
    answer: translationDashboard,
    summary: 'The translation dashboard of the course (?course=, ?startLesson, ?endLesson): per module, pending/doing/done per source dialect',
  }),
  freelances: contract({
    method: 'GET',
    path: 'courses/:courseId/translations/freelances',
    params: courseParams,
    answer: z.array(freelance),
    summary: 'The users a translation project can be assigned to: those with Translation Projects on the course',
  }),
  projectOptions: contract({
    method: 'GET',
    path: 'courses/:courseId/translations/projects/select',
    params: courseParams,
    answer: z.array(projectOption),
    summary: "The course's translation projects for the editor's dropdown (spec 4 §7): id and name, by name",
  }),
  createProject: contract({
    method: 'POST',
    path: 'courses/:courseId/translations/projects',
    params: courseParams,
    body: z.object({ ref: id, dialectId: id, freelanceId: id, startLesson: z.number().int().optional(), endLesson: z.number().int().optional() }),
    answer: createdProject,
    summary:
      "Create Translation Project from a dashboard cell: the pending rows of the module (ref) and lesson range into the source dialect, assigned to the user; answers { id, items } and what the Project tab shows of it (project, projectRows, the course's projects and users)",
  }),
  updateProject: contract({
    method: 'PUT',
    path: 'translations/projects/:id',
    params: idParams,
    body: z.object({
      name: z.string().trim().min(1).max(200).optional(),
      freelanceId: id.nullable().optional(),
      priority: z.number().int().min(0).max(2).optional(),
    }),
    answer: project,
    summary: 'Edits a project: name, assigned user (null: nobody), priority (0 low, 1 normal, 2 high); answers the project',
  }),
  deleteProject: contract({
    method: 'DELETE',
    path: 'translations/projects/:id',
    params: idParams,
    answer: z.object({ id: z.number() }),
    summary: 'Deletes a project and its rows (the translations keep their texts)',
  }),
  pretranslate: contract({
    method: 'PUT',
    path: 'translations/projects/:id/pre-translate',
    params: idParams,
    body: z.object({ mode: z.enum(PRETRANSLATE_MODES) }),
    answer: project,
    summary:
      'Queues the pre-translation of the empty pending rows: copy (the source text), memory (the best suggestion of similarity ≥ 100) or ai (the translation-proposer agent: its text, confidence and reasoning), set to doing; or delete (empties the rows not done); answers the project with async { taskId, status, processing, totals }; 409 while one runs',
  }),
  cancelPretranslate: contract({
    method: 'PUT',
    path: 'translations/projects/:id/pre-translate/cancel',
    params: idParams,
    answer: project.extend({ projectRows: z.array(catRow) }),
    summary: 'Cancels the running pre-translation; the rows it filled keep their texts; answers the project with its rows (projectRows)',
  }),
  searchReplace: contract({
    method: 'PUT',
    path: 'translations/projects/:id/search-replace',
    params: idParams,
    body: z.object({
      search: z.string().min(1).max(500),
      replace: z.string().max(500),
      apply: z.boolean().optional(),
      regex: z.boolean().optional(),
      caseSensitive: z.boolean().optional(),
      side: z.enum(REPLACE_SIDES).optional(),
    }),
    answer: z.object({
      applied: z.boolean(),
      count: z.number(),
      rows: z.array(z.object({ id: z.number(), before: z.string(), after: z.string() })),
      replaceId: z.number().nullable(),
      projectRows: z.array(catRow).optional(),
    }),
    summary:
      "Search & Replace in the targets of the rows not done or in the rows' source texts (side), literally or as a regular expression (regex; $1 in replace), case-sensitive unless caseSensitive is false: answers { applied, count (matches), rows: [{ id, before, after }] } (a preview unless apply; applied: one step, replaceId for its undo, with the project's rows as projectRows); 400 naming search for a bad expression",
  }),
  undoReplace: contract({
    method: 'PUT',
    path: 'translations/projects/:id/search-replace/:replaceId/undo',
    params: z.object({ id, replaceId: id }),
    answer: z.object({ restored: z.array(z.number()), skipped: z.array(z.number()), projectRows: z.array(catRow) }),
    summary:
      "Undoes a search and replace in one step: exactly the rows it changed get their previous text back, each while it still holds the replaced one (skipped: the rows changed since); answers the project's rows; 409 when undone already",
  }),
  validateAll: contract({
    method: 'PUT',
    path: 'translations/projects/:id/validate-all',
    params: idParams,
    answer: checkCount.extend({ withWarning: z.number(), projectRows: z.array(catRow) }),
    summary:
      "Checks every translation of the project again (errors) and the terms each row's target leaves out (warnings, 'Term missing: …', stored on the rows); answers { checked, withError, withWarning } and the project's rows (projectRows) with their errors and warnings",
  }),
  checkFormatAll: contract({
    method: 'PUT',
    path: 'translations/projects/:id/check-format-all',
    params: idParams,
    answer: z.array(z.object({ id: z.number(), problems: z.array(z.string()) })),
    summary:
      "The rows whose target lost or added tags (not wrapper paragraphs), gaps, numbers or placeholders of the source, has spaces around it, or is done and empty (the format check every save runs): [{ id, problems }]; the translations' stored checks are run again too",
  }),
  saveItem: contract({
    method: 'PUT',
    path: 'translations/projects/translations/:id',
    params: idParams,
    body: z.object({
      toText: z.string().max(20_000),
      status: editableStatus.optional(),
      fromMemoryText: z.string().max(20_000).optional(),
      similarity: z.number().int().min(0).max(101).optional(),
      version: z.number().int().min(0).optional(),
    }),
    answer: savedCatRow,
    summary:
      'Saves a CAT row: toText, status (pending 0, doing 1, done 2; absent keeps it), the memory suggestion used (fromMemoryText, similarity), the version read (409 when the row changed since: fields toText, status, version, savedBy, savedAt of the other save). Done enters the translation and the memory at once; answers the row, a done one with repetitions: the ids of the rows not done with the same source text',
  }),
  restoreItemVersion: contract({
    method: 'PUT',
    path: 'translations/projects/translations/:id/history/:versionId/restore',
    params: z.object({ id, versionId: id }),
    body: z.object({ version: z.number().int().min(0).optional() }),
    answer: savedCatRow,
    summary:
      "A CAT row takes the text of a version of its translation in the project's dialect, saved as a CAT save (the version read checked: 409 as saveItem; the row's status kept, a done row writing its translation: a new version); answers the row",
  }),
  concordance: contract({
    method: 'GET',
    path: 'translations/projects/:id/concordance',
    params: idParams,
    query: z.object({ text: z.string().max(200) }),
    answer: z.array(concordanceHit),
    summary:
      "Concordance search (?text=): the memory's done texts in the project's source dialect containing the words, with their done translation in its dialect: [{ id, fromText, text, course, ref, refName, refId }], shortest first",
  }),
  itemContext: contract({
    method: 'GET',
    path: 'translations/projects/translations/:id/context',
    params: idParams,
    answer: rowContext,
    summary:
      "The row's context block (spec 4 §2.1) by context type: { kind: panel|glossary|item|reading|plain, refName, refId, field, recordName, readBy, lesson, texts: [{ field, fromText, toText }]: at most 11, around the row's own, total: the record's texts }",
  }),
  repetitions: contract({
    method: 'GET',
    path: 'translations/projects/translations/:id/repetitions',
    params: idParams,
    answer: z.array(catRow),
    summary: 'The rows of the same project with the same source text, not done yet (repetitions to fill)',
  }),
  saveDialects: contract({
    method: 'PUT',
    path: 'translations/:id',
    params: idParams,
    query: gridDialect,
    body: z.object({
      dialects: z
        .array(z.object({ dialectId: id, text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() }))
        .min(1)
        .max(50),
    }),
    answer: translation.extend({ row: translationRow }),
    summary:
      'Saves several dialects of a translation in one request ({ dialects: [{ dialectId, text, status? }] }), all or none (400 naming dialects.{i}.status…); answers the translation, checked again, and its grid row (?dialect as in the grid)',
  }),
  list: contract({
    method: 'GET',
    path: 'courses/:courseId/translations',
    params: courseParams,
    query: searchQuery,
    answer: z.array(translationRow),
    summary:
      'Grid rows of the course translations: ?dialect (whose text and status; default source dialect by default), ?text (any dialect, or an id), ?ref (module)',
  }),
  searchOptions: contract({
    method: 'GET',
    path: 'courses/:courseId/translations-search-options',
    params: courseParams,
    answer: searchOptions,
    summary:
      'What the Translations search offers: the course dialects (targets, then sources) with the defaults, and the modules that have translations in the course',
  }),
  checkCourse: contract({
    method: 'GET',
    path: 'translations/check',
    // The Texts tab's grid as it is shown (its dialect, search or errors only): answered with the counts.
    query: courseQuery.extend({ ...searchQuery.shape, withError: z.enum(['0', '1']).optional() }),
    answer: checkCount.extend({ rows: z.array(translationRow).optional() }),
    summary:
      "Checks every translation of the course (?course=); answers { checked, withError } and, given the grid's ?dialect (with ?text and ?ref, or ?withError=1), its rows after the check",
  }),
  withError: contract({
    method: 'GET',
    path: 'translations/with-error',
    query: courseQuery.extend({ dialect: id.optional() }),
    answer: z.array(translationRow),
    summary: 'Grid rows of the course translations (?course=) whose last check failed; ?dialect as in the grid',
  }),
  gridRow: contract({
    method: 'GET',
    path: 'translations/:id/grid-row',
    params: idParams,
    query: z.object({ dialect: id.optional() }),
    answer: translationRow,
    summary: 'One grid row of a translation; ?dialect as in the grid',
  }),
  get: contract({
    method: 'GET',
    path: 'translations/:id',
    params: idParams,
    answer: translation,
    summary: 'A translation: its texts and statuses in every course dialect, its last check, and the record it belongs to (openRef, openItemId, openRefName)',
  }),
  dialects: contract({
    method: 'GET',
    path: 'translations/:id/dialects',
    params: idParams,
    answer: z.array(dialectText),
    summary: 'The texts and statuses of a translation in every course dialect',
  }),
  saveDialect: contract({
    method: 'PUT',
    path: 'translations/:id/refs/:ref/dialects/:d',
    params: z.object({ id, ref: id, d: id }),
    body: dialectBody,
    answer: translation,
    summary: 'Sets the text (and status: pending 0 or done 2) of one dialect; answers the translation, checked again',
  }),
  check: contract({
    method: 'PUT',
    path: 'translations/:id/check',
    params: idParams,
    query: gridDialect,
    answer: z.object({ id: z.number(), error: z.string().nullable(), row: translationRow }),
    summary: 'Checks the translation and stores the result; answers { id, error } and its grid row (?dialect as in the grid)',
  }),
  invalidate: contract({
    method: 'PUT',
    path: 'translations/:id/dialects/:d/invalidate',
    params: z.object({ id, d: id }),
    query: gridDialect,
    answer: translation.extend({ row: translationRow }),
    summary: 'Sets one dialect of the translation back to pending, keeping its text; answers the translation and its grid row (?dialect as in the grid)',
  }),
  history: contract({
    method: 'GET',
    path: 'translations/:id/dialects/:dialect/history',
    params: z.object({ id, dialect: id }),
    answer: z.array(textVersion),
    summary:
      'The history of one dialect of the translation: every write of its text, newest first (at most 200), with its status, who wrote it (null: the system) and when, and the source text then',
  }),
  restoreVersion: contract({
    method: 'PUT',
    path: 'translations/:id/history/:versionId/restore',
    params: z.object({ id, versionId: id }),
    query: gridDialect,
    answer: translation.extend({ row: translationRow }),
    summary:
      "Writes a version of the translation's text again (itself a new version), as a user's save: its status unless a system one, which the text keeps (400 naming status when the status rule refuses); answers the translation and its grid row",
  }),
  memoryGuest: contract({
    method: 'GET',
    path: 'translations/:id/dialects/:dialect/memory-guest',
    params: z.object({ id, dialect: id }),
    query: z.object({ text: z.string().max(5_000).optional() }),
    answer: memoryGuest,
    summary:
      'Memory suggestions for one dialect of the translation, from its default target or source text or the text being typed (?text=): { query, memory: [{ id, fromText, text, similarity, course, ref, refName, refId }] }, best first',
  }),
  projects: contract({
    method: 'GET',
    path: 'translations/projects',
    query: courseQuery,
    answer: z.array(project),
    summary: 'The translation projects of the course (?course=)',
  }),
  project: contract({
    method: 'GET',
    path: 'translations/projects/:id',
    params: idParams,
    answer: project,
    summary: 'A translation project',
  }),
  projectItems: contract({
    method: 'GET',
    path: 'translations/projects/:projectId/translations',
    params: z.object({ projectId: id }),
    answer: z.array(catRow),
    summary: 'The rows of a translation project (spec 2 §3 Translation project row)',
  }),
  projectItem: contract({
    method: 'GET',
    path: 'translations/projects/translations/:id',
    params: idParams,
    answer: catRow,
    summary: 'One row of a translation project',
  }),
  itemMemoryGuest: contract({
    method: 'GET',
    path: 'translations/projects/translations/:id/memory-guest',
    params: idParams,
    answer: z.object({ memory: z.array(memorySuggestion) }),
    summary:
      "Memory suggestions for a project row's source text into the project's dialect: { memory: [{ id, fromText, text, similarity, course, ref, refName, refId }] }",
  }),
};

/** A translation's text in one dialect, as the spec's calls answer it (the main fields checked). */
const specDialectText = z.object({ dialectId: z.number(), text: z.string(), status: z.number() });
/** A translation as the spec's calls answer it (the product's Translation, its main fields checked). */
const translationAnswer = z.object({
  id: z.number(),
  courseId: z.number(),
  ref: z.number(),
  refId: z.number(),
  field: z.string(),
  dialects: z.array(specDialectText),
  error: z.string().nullable(),
});
/** A project as the spec's calls answer it (the product's Project, its main fields checked). */
const projectAnswer = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  fromDialectId: z.number(),
  toDialectId: z.number(),
  freelanceId: z.number().nullable(),
  priority: z.number(),
  items: z.number(),
  done: z.number(),
  doing: z.number(),
  async: projectAsync,
});
/** A CAT row as the spec's calls answer it (the main fields checked). */
const specCatRow = z.object({ id: z.number(), projectId: z.number(), translationId: z.number(), fromText: z.string(), toText: z.string(), status: z.number() });
const itemParams = z.object({ ref: id, ref2: id, id, d: id });

/**
 * The calls of spec 2 §7 Translations and spec 3 §7 Project pre-translation as they spell them,
 * beside the product's own (which stay: they name a translation by its id).
 */
export const translationsSpecApi = {
  /** The translations of a record (ref, id), one per field. */
  recordTranslations: contract({
    method: 'GET',
    path: 'translations/refs/:ref/items/:id',
    params: z.object({ ref: id, id }),
    answer: z.array(translationAnswer),
    summary: 'The translations of a record (ref, id): one per field, with its texts in every course dialect',
  }),
  blankSources: contract({
    method: 'GET',
    path: 'courses/:courseId/translation-source/new',
    params: courseParams,
    answer: z.array(specDialectText.extend({ dialectCode: z.string() })),
    summary: 'Blank texts for each source dialect of the course',
  }),
  blankSourcesAnyCourse: contract({
    method: 'GET',
    path: 'translation-source/new',
    query: z.object({ course: id.optional() }),
    answer: z.array(specDialectText.extend({ dialectCode: z.string() })),
    summary: 'Blank texts for each source dialect of the course (?course=; none without)',
  }),
  /** Sets a dialect of the translation of the record (ref2, id) under the module ref (?field= when it has several). */
  saveRecordDialect: contract({
    method: 'PUT',
    path: 'translations/refs/:ref/refs/:ref2/items/:id/dialects/:d',
    params: itemParams,
    query: z.object({ field: z.string().max(100).optional() }),
    body: dialectBody,
    answer: translationAnswer,
    summary:
      "Sets the text (and status) of one dialect of a record's translation (ref2, id; ?field= when it has several); answers the translation, checked again",
  }),
  checkRecord: contract({
    method: 'PUT',
    path: 'translations/refs/:ref/refs/:ref2/items/:id/check',
    params: itemParams.omit({ d: true }),
    query: z.object({ field: z.string().max(100).optional() }),
    answer: z.object({ id: z.number(), error: z.string().nullable() }),
    summary: "Checks a record's translation (ref2, id; ?field=) and stores the result; answers { id, error }",
  }),
  createProject: contract({
    method: 'GET',
    path: 'translations/dashboard/create-project',
    query: courseQuery.extend({ ref: id, dialect: id, freelance: id, startLesson: lesson, endLesson: lesson }),
    answer: z.object({ id: z.number(), items: z.number() }),
    summary:
      'Create Translation Project from a dashboard cell (?course, ref, dialect, freelance, startLesson, endLesson), as POST courses/{course}/translations/projects',
  }),
  projectGridRow: contract({
    method: 'GET',
    path: 'translations/projects/:id/grid-row',
    params: idParams,
    answer: projectAnswer,
    summary: "A project's grid row",
  }),
  cat: contract({
    method: 'GET',
    path: 'translations/projects/:id/CAT',
    params: idParams,
    answer: projectAnswer.extend({ projectRows: z.array(specCatRow) }),
    summary: 'The CAT of a project: the project and its rows (projectRows)',
  }),
  changePriority: contract({
    method: 'PUT',
    path: 'translation-project/:id/change-priority',
    params: idParams,
    body: z.object({ priority: z.number().int().min(0).max(2) }),
    answer: projectAnswer,
    summary: "Sets a project's priority (0 low, 1 normal, 2 high); answers the project",
  }),
  pretranslate: contract({
    method: 'GET',
    path: 'translations/projects/:id/pre-translate/pre-translate',
    params: idParams,
    query: z.object({ method: z.enum(PRETRANSLATE_MODES) }),
    answer: projectAnswer,
    summary: 'Queues the pre-translation (?method=copy|memory|ai|delete), as PUT translations/projects/{id}/pre-translate; answers the project',
  }),
};

export { xliffApi, XLIFF_MAX_BYTES, XLIFF_TOO_BIG, XLIFF_VERSIONS, type XliffReport, type XliffVersion } from './xliff-config';
export { catAidsApi, termMissing, type Misspelling, type SegmentTerm, type SpellingAnswer } from './cat-aids';
