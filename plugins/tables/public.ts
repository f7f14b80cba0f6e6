import { z } from 'zod';
import { contract, MODULE, resourceContract, type TranslationTextValue, searchText } from '../../sdk/shared';

/** The tables plugin's public face: its module keys and the route contracts other plugins call. */
export const TABLE_LITERALS = MODULE.tableLiterals;
export const TABLES = MODULE.table;
export const CHARTS = MODULE.chart;

/** A table or a chart (spec 2 §3: id, name). */
export type NamedRecord = {
  id: number;
  courseId: number;
  name: string;
  version: number;
  /** The codes of the literals linking to it; while there are any it cannot be deleted. */
  usedBy: string[];
};

/** A table or chart as a literal links it, as their grids list it and as the Search Table / Search Chart dialogs answer it. */
export type LinkedRecord = {
  id: number;
  name: string;
};

/** A table literal (spec 3 §3: id, code, sources, tables, charts, conjTemplates). */
export type Literal = {
  id: number;
  courseId: number;
  code: string;
  version: number;
  tables: LinkedRecord[];
  charts: LinkedRecord[];
  /** Linked from the Conjugation module; read-only here. */
  conjTemplates: { id: number }[];
  /** The literal's source text in each source dialect of the course. */
  sources: TranslationTextValue[];
};

/** A literal's grid row: code, the linked tables' and charts' names, and the source in the course's first source dialect. */
export type LiteralRow = { id: number; code: string; tables: string; charts: string; source: string };

const linkedRecord = z.object({ id: z.number(), name: z.string() });

/** Table literals (spec 3 §7): courses/{c}/literals list, get, POST; literals/new; PUT and DELETE literals/{id}. */
export const literalResource = resourceContract(
  { list: 'courses/:courseId/literals', create: 'courses/:courseId/literals', item: 'literals' },
  { record: z.custom<Literal>(), row: z.custom<LiteralRow>() },
);

/** Tables (spec 2 §7): GET courses/{course}/table (+/{id}, ?text), table/new, table/{id}; POST courses/{course}/table; PUT, DELETE table/{id}. */
export const tableResource = resourceContract(
  { list: 'courses/:courseId/table', create: 'courses/:courseId/table', item: 'table' },
  { record: z.custom<NamedRecord>(), row: linkedRecord },
);

/** Charts: the same as tables. */
export const chartResource = resourceContract(
  { list: 'courses/:courseId/chart', create: 'courses/:courseId/chart', item: 'chart' },
  { record: z.custom<NamedRecord>(), row: linkedRecord },
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
