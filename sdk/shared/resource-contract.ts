import { z } from 'zod';
import { contract } from './contract';

/** Where a grid-and-editor resource is served (spec 2 §1), parameters as `:name`. */
export interface ResourcePaths {
  /** GET grid rows, with ?text= search: 'courses/:courseId/glossaries' (or 'languages' for a global module). */
  list: string;
  /** POST: 'courses/:courseId/glossaries'. */
  create: string;
  /** The record by id, for GET, PUT and DELETE: 'glossaries' (answers 'glossaries/:id'). */
  item: string;
  /** One grid row; defaults to '{list}/:id'. */
  gridRow?: string;
  /** The blank record; defaults to '{item}/new'. */
  blank?: string;
}

/** A write's answer (data): the record as GET answers it, with its new version, and its grid row. */
export interface Saved<R, Row = { id: number }> {
  id: number;
  record: R;
  row: Row | null;
}

/**
 * A resource's public face: its paths (the server's defineResource serves them, GridEditorScreen
 * edits them) and the contracts other plugins call, typed by the record and its grid row.
 */
export function resourceContract<const L extends string, const I extends string, const G extends string = `${L}/:id`, R extends z.ZodType = z.ZodType<Record<string, unknown> & { id: number }>, Row extends z.ZodType = z.ZodType<{ id: number }>>(
  paths: ResourcePaths & { list: L; item: I; gridRow?: G },
  types: { record?: R; row?: Row } = {},
) {
  const record = types.record ?? z.custom<z.output<R>>();
  const row = types.row ?? z.custom<z.output<Row>>();
  return {
    paths,
    /** The grid rows, filtered by ?text=. */
    list: contract({ method: 'GET', path: paths.list, answer: z.array(row) }),
    /** One grid row by id. */
    row: contract({ method: 'GET', path: (paths.gridRow ?? `${paths.list}/:id`) as G, answer: row }),
    /** One record, as the editor shows it. */
    get: contract({ method: 'GET', path: `${paths.item}/:id` as `${I}/:id`, answer: record }),
    /** Deletes a record. */
    remove: contract({ method: 'DELETE', path: `${paths.item}/:id` as `${I}/:id` }),
  };
}

export type ResourceContract = ReturnType<typeof resourceContract>;
