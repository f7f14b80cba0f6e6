import { z } from 'zod';
import { contract, contributionPoint, inflectViewerApi, MODULE, resourceContract, dialectRef, inflectCell, type InflectForm } from '../../sdk/shared';
import type { Db } from '../../sdk/server';

/** The inflection plugin's public face: its module keys and the route contracts other plugins call. */
export const INFLECTION = MODULE.section;

/** A batch target run's state. */
const batchStatus = z.enum(['ready', 'running', 'paused', 'completed']);
export type BatchStatus = z.output<typeof batchStatus>;

/** A ref's batch target run in a target dialect: status, records in all and done. */
const batchRun = z.object({ ref: z.number(), name: z.string(), dialectId: z.number(), status: batchStatus, total: z.number(), done: z.number() });
export type BatchRun = z.output<typeof batchRun>;

/** One of the course's inflect ids: its place (index from 0), label, value (1000 unless set) and position (from 1). */
const inflectIdRow = z.object({ index: z.number(), inflectId: z.number(), label: z.string(), value: z.number(), position: z.number() });
export type InflectIdRow = z.output<typeof inflectIdRow>;

/** One of the course's inflect tables: its word class, the dialect it is the own table of (null: the course's) and headers. */
const inflectTableRow = z.object({
  id: z.number(),
  wordClass: z.string(),
  dialectId: z.number().nullable(),
  dialectCode: z.string().nullable(),
  headers: z.array(z.string()),
});
export type InflectTableRow = z.output<typeof inflectTableRow>;

/** An inflect table: its headers and cells; tableDialectId says whose it is (null: the course's). */
const inflectTable = z.object({ tableDialectId: z.number().nullable(), headers: z.array(z.string()), cells: z.array(inflectCell) });
export type InflectTable = z.output<typeof inflectTable>;

/** The headers of a word class's table: the dialect's own (dialectId) or the course's (null). */
const tableHeaders = z.object({ wordClass: z.string(), dialectId: z.number().nullable(), headers: z.array(z.string()) });
export type TableHeaders = z.output<typeof tableHeaders>;

/** A cell of an active inflect template's grid: the table cell, and whether the template activates it. */
const templateCell = z.object({
  inflectCellId: z.number(),
  inflectId: z.number(),
  row: z.number(),
  column: z.number(),
  label: z.string(),
  active: z.boolean(),
});
export type TemplateCell = z.output<typeof templateCell>;

/** An active inflect template's cell grid: its word class's table headers and cells. */
const templateGrid = z.object({ headers: z.array(z.string()), cells: z.array(templateCell) });
export type TemplateGrid = z.output<typeof templateGrid>;

/** A template's activation of one cell, as an editor sends it. */
const templateItem = z.object({ inflectCellId: z.number(), active: z.boolean() });
export type TemplateItem = z.output<typeof templateItem>;

/** An active inflect template as its editor shows it: the activation of its word class's cells. */
const inflectTemplate = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  wordClass: z.string(),
  version: z.number(),
  cells: z.array(templateItem),
});
export type InflectTemplate = z.output<typeof inflectTemplate>;

/** An active inflect template's grid row. */
const inflectTemplateRow = z.object({ id: z.number(), name: z.string(), wordClass: z.string() });
export type InflectTemplateRow = z.output<typeof inflectTemplateRow>;

export const inflectTemplateResource = resourceContract(
  { list: 'courses/:courseId/active-inflect-templates', create: 'courses/:courseId/active-inflect-templates', item: 'active-inflect-templates' },
  { record: inflectTemplate, row: inflectTemplateRow },
);

/** A record's active inflect cells: its word class's table, active as its active inflect template says. */
const activeInflects = z.object({
  ref: z.number(),
  refId: z.number(),
  wordClass: z.string().nullable(),
  /** The record's active inflect template (of the course and the word class), or null. */
  template: z.object({ id: z.number(), name: z.string() }).nullable(),
  headers: z.array(z.string()),
  cells: z.array(templateCell),
});
export type ActiveInflects = z.output<typeof activeInflects>;

/** The word class a record's forms follow (its name, or null) and whether the course has a table for it. */
const recordWordClass = z.object({ ref: z.number(), refId: z.number(), wordClass: z.string().nullable(), hasTable: z.boolean() });
export type RecordWordClass = z.output<typeof recordWordClass>;

const id = z.coerce.number().int().positive();
const courseParams = z.object({ courseId: id });
const refParams = z.object({ ref: id, refId: id });
const groupParams = z.object({ courseId: id, ref: id, dialectId: id });
const courseQuery = z.object({ course: id });
const classQuery = z.object({ wordClass: z.string().trim().max(100).optional() });

/** A template's cell activations (the others keep theirs). */
export const templateItems = z.array(z.object({ inflectCellId: z.number().int().positive(), active: z.boolean() })).max(500);

const idRows = z.array(inflectIdRow);
const positionRows = z.array(inflectIdRow.omit({ value: true }));
const table = inflectTable;
const headers = z.array(tableHeaders);
const grid = templateGrid;
const run = batchRun;

/** The inflection plugin's calls: active templates, inflect ids and positions, tables, a record's forms, the batch target. */
export const inflectionApi = {
  templateOptions: contract({
    method: 'GET',
    path: 'courses/:courseId/active-inflect-templates/select',
    params: z.object({ courseId: id }),
    answer: z.array(z.object({ value: z.number(), label: z.string(), wordClass: z.string() })),
    summary: "The course's active inflect templates for a select: value (id) and label (name)",
  }),
  templateGrid: contract({
    method: 'GET',
    path: 'active-inflect-templates/:id/active-inflects',
    params: z.object({ id }),
    answer: grid,
    summary: "The template's cell grid: its word class's table headers and cells, each active or not",
  }),
  setTemplateItems: contract({
    method: 'PUT',
    path: 'active-inflect-templates/:id/items',
    params: z.object({ id }),
    body: z.object({ items: templateItems }),
    answer: grid,
    summary: 'Sets the activation of the cells given (the others keep theirs); answers the cell grid',
  }),
  ids: contract({
    method: 'GET',
    path: 'courses/:courseId/inflect-ids',
    params: courseParams,
    query: classQuery,
    answer: idRows,
    summary:
      "The course's inflect ids (the extras -1 'CL Fix' and 0 'Base', then its tables' ids; ?wordClass= one table's): index, inflectId, label, value (1000 unless set)",
  }),
  setIds: contract({
    method: 'PUT',
    path: 'courses/:courseId/inflect-ids',
    params: courseParams,
    body: z.object({ ids: z.array(z.object({ inflectId: z.number().int().min(-1), value: z.number().int() })).max(500) }),
    answer: idRows,
    summary: "Sets the values of the inflect ids given; answers the course's inflect ids",
  }),
  positions: contract({
    method: 'GET',
    path: 'courses/:courseId/inflect-positions',
    params: courseParams,
    query: classQuery,
    answer: positionRows,
    summary: "The course's inflect ids in their order (?wordClass= one table's): index, inflectId, label, position",
  }),
  setPositions: contract({
    method: 'PUT',
    path: 'courses/:courseId/inflect-positions',
    params: courseParams,
    body: z.object({ positions: z.array(z.object({ inflectId: z.number().int().min(-1), position: z.number().int().min(1) })).max(500) }),
    answer: positionRows,
    summary: "Sets the positions of the inflect ids given (distinct); answers the course's inflect positions",
  }),
  tables: contract({
    method: 'GET',
    path: 'inflect-tables/courses/:courseId',
    params: z.object({ courseId: id }),
    answer: z.array(inflectTableRow),
    summary: "The course's inflect tables (word class and headers)",
  }),
  courseTable: contract({
    method: 'GET',
    path: 'inflect-table-cells/courses/:courseId/word-classes/:wordClass',
    params: z.object({ courseId: id, wordClass: z.string().min(1).max(100) }),
    answer: table,
    summary: "The course's inflect table of a word class (by name): headers and cells",
  }),
  dialectTable: contract({
    method: 'GET',
    path: 'inflect-table-cells/dialects/:dialectId/word-classes/:wordClass',
    params: z.object({ dialectId: id, wordClass: z.string().min(1).max(100) }),
    query: courseQuery,
    answer: table,
    summary:
      "The inflect table of a word class in a target dialect of the course (?course=): the dialect's own where it has one (tableDialectId), else the course's",
  }),
  courseHeaders: contract({
    method: 'GET',
    path: 'inflect-table-headers/courses/:courseId',
    params: courseParams,
    answer: headers,
    summary: "The headers of the course's own tables, per word class",
  }),
  dialectHeaders: contract({
    method: 'GET',
    path: 'inflect-table-headers/dialects/:dialectId',
    params: z.object({ dialectId: id }),
    query: courseQuery,
    answer: headers,
    summary:
      "The headers of the tables in use in a target dialect of the course (?course=), per word class: the dialect's own (dialectId) or the course's (null)",
  }),
  recordWordClass: contract({
    method: 'GET',
    path: 'refs/:ref/ref-ids/:refId/inflects-wordClass',
    params: refParams,
    answer: recordWordClass,
    summary: "The word class a record's forms follow (its name, or null) and whether the course has a table for it",
  }),
  activeInflects: contract({
    method: 'GET',
    path: 'refs/:ref/ref-ids/:refId/active-inflects',
    params: refParams,
    answer: activeInflects,
    summary: "A record's active inflect cells: its word class's table cells, active as its active inflect template says (all when it names none)",
  }),
  // The Inflect viewer's (the SDK's InflectViewer calls them): forms, saveForms, autoInflect.
  ...inflectViewerApi,
  targetDialects: contract({
    method: 'GET',
    path: 'courses/:courseId/inflect-target-dialects',
    params: z.object({ courseId: id }),
    answer: z.array(dialectRef),
    summary: "The course's target dialects (the batch target's dialect select)",
  }),
  batchResources: contract({
    method: 'GET',
    path: 'target-inflect-batch-resources',
    answer: z.array(z.object({ ref: z.number(), name: z.string() })),
    summary: 'The modules whose records have inflected forms (the batch target runs over them)',
  }),
  batchRun: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/target-dialects/:dialectId/batch-target-ref-elements',
    params: groupParams,
    answer: run,
    summary: "A ref's batch target run in a target dialect: status, total and done",
  }),
  batchControl: contract({
    method: 'PUT',
    path: 'groups/:courseId/refs/:ref/target-dialects/:dialectId/batch-target',
    params: groupParams,
    body: z.object({ action: z.enum(['start', 'pause']) }),
    answer: run,
    summary: "Starts (or resumes) or pauses a ref's batch target run, a queued task auto-inflecting its records one by one",
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * A module whose records have inflected forms (vocabulary entries now; panels and compounds next).
 * The owner keeps the forms; the inflection module (13) serves the generic routes
 * `refs/{ref}/ref-ids/{id}/…` (viewer, auto-inflect, batch target) through this. The record's
 * course and access come from the owner's resource (ServerPlugin.resources).
 */
export interface InflectOwner {
  /** The module of the records (their ref). */
  ref: number;
  /** 'Vocabulary': the records in the batch target's progress list. */
  name: string;
  /** The record's word in a dialect, or null when the record does not exist. */
  baseWord(db: Db, id: number, dialectId: number): Promise<string | null>;
  /** The name of the word class its forms follow ('verb'), or null for none. */
  wordClass(db: Db, id: number): Promise<string | null>;
  /** The record's gender in a dialect (m, f, n, mf), or null for none: conjugation rules of the other gender are left out. */
  gender?(db: Db, id: number, dialectId: number): Promise<string | null>;
  read(db: Db, id: number, dialectId: number): Promise<InflectForm[]>;
  /** Replaces the record's forms in the dialect (words already cleaned; empty ones left out). */
  write(db: Db, id: number, dialectId: number, forms: InflectForm[]): Promise<void>;
  /** The course's records with a word in the dialect, by id (the batch target runs over them). */
  records(db: Db, courseId: number, dialectId: number): Promise<number[]>;
  /**
   * The active inflect template the record names (a panel's), or null; without it every cell of
   * its table is active (GET refs/{ref}/ref-ids/{id}/active-inflects).
   */
  activeTemplate?(db: Db, id: number): Promise<number | null>;
}

export const inflectOwners = contributionPoint<InflectOwner>('inflect-owners');

/**
 * Who keeps the inflect tables (the Word-Class Inflection module, 13): the inflect ids of the
 * table a word class follows in a target dialect of a course (the dialect's own table where it has
 * one, else the course's), or null when there is no table. Auto-inflect fills only those cells.
 */
export interface InflectTableReader {
  inflectIds(db: Db, courseId: number, dialectId: number, wordClass: string): Promise<number[] | null>;
}

export const inflectTables = contributionPoint<InflectTableReader>('inflect-tables');

/** Spec 2 §7 Inflection: GET inflect-tables, the course's tables (?course=; none without), as inflect-tables/courses/{course}. */
export const inflectionSpecApi = {
  tables: contract({
    method: 'GET',
    path: 'inflect-tables',
    query: z.object({ course: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
    answer: z.array(
      z.object({ id: z.number(), wordClass: z.string(), dialectId: z.number().nullable(), dialectCode: z.string().nullable(), headers: z.array(z.string()) }),
    ),
    summary: "The course's inflect tables (?course=; none without): word class, dialect and headers",
  }),
};
