import { z } from 'zod';
import { contract, MODULE, resourceContract, searchText, translationTextValue } from '../../sdk/shared';

/** The tables plugin's public face: its module keys and the route contracts other plugins call. */
export const TABLE_LITERALS = MODULE.tableLiterals;
export const TABLES = MODULE.table;
export const CHARTS = MODULE.chart;

/** A table or a chart (spec 2 §3: id, name). */
const namedRecord = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  version: z.number(),
  /** The codes of the literals linking to it; while there are any it cannot be deleted. */
  usedBy: z.array(z.string()),
});
export type NamedRecord = z.output<typeof namedRecord>;

/** A table or chart as a literal links it, as their grids list it and as the Search Table / Search Chart dialogs answer it. */
const linkedRecord = z.object({ id: z.number(), name: z.string() });
export type LinkedRecord = z.output<typeof linkedRecord>;

/** A table literal (spec 3 §3: id, code, sources, tables, charts, conjTemplates). */
const literal = z.object({
  id: z.number(),
  courseId: z.number(),
  code: z.string(),
  version: z.number(),
  tables: z.array(linkedRecord),
  charts: z.array(linkedRecord),
  /** Linked from the Conjugation module; read-only here. */
  conjTemplates: z.array(z.object({ id: z.number() })),
  /** The literal's source text in each source dialect of the course. */
  sources: z.array(translationTextValue),
});
export type Literal = z.output<typeof literal>;

/** A literal's grid row: code, the linked tables' and charts' names, and the source in the course's first source dialect. */
const literalRow = z.object({ id: z.number(), code: z.string(), tables: z.string(), charts: z.string(), source: z.string() });
export type LiteralRow = z.output<typeof literalRow>;

/** Table literals (spec 3 §7): courses/{c}/literals list, get, POST; literals/new; PUT and DELETE literals/{id}. */
export const literalResource = resourceContract(
  { list: 'courses/:courseId/literals', create: 'courses/:courseId/literals', item: 'literals' },
  { record: literal, row: literalRow },
);

/** Tables (spec 2 §7): GET courses/{course}/table (+/{id}, ?text), table/new, table/{id}; POST courses/{course}/table; PUT, DELETE table/{id}. */
export const tableResource = resourceContract(
  { list: 'courses/:courseId/table', create: 'courses/:courseId/table', item: 'table' },
  { record: namedRecord, row: linkedRecord },
);

/** Charts: the same as tables. */
export const chartResource = resourceContract(
  { list: 'courses/:courseId/chart', create: 'courses/:courseId/chart', item: 'chart' },
  { record: namedRecord, row: linkedRecord },
);

/** The grid's search: rows whose name (or code, source…) has the text. */
const listSearch = z.object({ text: searchText.optional() });

/**
 * The tables plugin's calls beside its resources' own: the Search Table and Search Chart popups
 * search the resources' lists by name (served by the resources, with their ?text=).
 */
export const tablesApi = {
  searchTables: contract({ ...tableResource.list, query: listSearch, summary: "The course's tables whose name has ?text=" }),
  searchCharts: contract({ ...chartResource.list, query: listSearch, summary: "The course's charts whose name has ?text=" }),
};
