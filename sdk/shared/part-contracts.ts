import { z } from 'zod';
import { contract, type Contract } from './contract';
import { idParams } from './schemas';

/** Where a record's ordered parts are served: the list under the record, each part by its own id. */
export interface PartPaths {
  /** GET the record's parts by position; POST '{list}/new' adds one: 'books/:id/chapters'. */
  list: string;
  /** A part by id: PUT '{item}/:id/move' and DELETE '{item}/:id': 'books/chapters'. */
  item: string;
}

/** A 1-based position among the record's parts. */
export const partPosition = z.number().int().min(1).max(100_000);
const addQuery = z.object({ destinationPos: z.coerce.number().pipe(partPosition).optional() });
const moveBody = z.object({ destinationPos: partPosition });

/** The key of the parts in every write's answer: the list path's last segment ('books/:id/chapters' → 'chapters'). */
export type PartsKey<L extends string> = L extends `${string}/${infer Rest}` ? PartsKey<Rest> : L;

/** What every write answers: the part's id and the record's parts in their new order, under the list's key. */
export type PartsAnswer<K extends string, Row> = { id: number } & { [P in K]: Row[] };

export interface PartContractOptions<R extends z.ZodType, B extends z.ZodType | undefined, X> {
  /** A part as the list shows it (with its id and position). */
  row: R;
  /** The new part's fields, if the add takes any. */
  body?: B;
  /** What the add answers besides id and the list (the new part as its editor shows it). */
  added?: z.ZodType<X>;
}

/**
 * The contracts of a record's ordered parts (a book's chapters, a dialog's segments), built from
 * their paths and served by sdk/server's orderedParts: the list by position; the add (at the end,
 * or at ?destinationPos=); the move of one part to a position (body destinationPos, 1 to the number
 * of parts: 400 naming the field beyond); the delete, the rest renumbered. Each write answers
 * `{ id, [key]: rows }`, the parts in their new order, so that the screen shows them without
 * reading them again.
 */
export function partContracts<const L extends string, const I extends string, R extends z.ZodType, B extends z.ZodType | undefined = undefined, X = {}>(
  paths: { list: L; item: I },
  options: PartContractOptions<R, B, X>,
) {
  type Answer = PartsAnswer<PartsKey<L>, z.output<R>>;
  const key = paths.list.slice(paths.list.lastIndexOf('/') + 1) as PartsKey<L>;
  // A computed key types as any string: the shape names the list's key.
  const parts = { [key]: z.array(options.row) } as { [P in PartsKey<L>]: z.ZodArray<R> };
  const answer = z.object({ id: z.number(), ...parts });
  // Either branch is Answer & X (X is {} without added).
  const addAnswer = (options.added ? answer.and(options.added) : answer) as z.ZodType<Answer & X>;
  return {
    paths,
    key,
    list: contract({
      method: 'GET',
      path: paths.list,
      params: idParams,
      answer: z.array(options.row),
      summary: `The record's ${key}, by position`,
    }),
    add: contract({
      method: 'POST',
      path: `${paths.list}/new` as `${L}/new`,
      params: idParams,
      query: addQuery,
      body: options.body,
      answer: addAnswer,
      summary: `Adds one of the record's ${key} at the end (or at ?destinationPos=); answers its id and the ${key} in their new order`,
    }),
    move: contract({
      method: 'PUT',
      path: `${paths.item}/:id/move` as `${I}/:id/move`,
      params: idParams,
      body: moveBody,
      answer,
      summary: `Moves one of the ${key} to a 1-based position among its record's; answers the ${key} in their new order`,
    }),
    remove: contract({
      method: 'DELETE',
      path: `${paths.item}/:id` as `${I}/:id`,
      params: idParams,
      answer,
      summary: `Deletes one of the ${key}, the others renumbered; answers the ${key} left`,
    }),
  };
}

/** A record's parts as generic code serves and edits them (sdk/server orderedParts, sdk/client useOrderedParts). */
export interface PartFamily {
  paths: PartPaths;
  key: string;
  list: Contract<'GET', string, typeof idParams>;
  add: Contract<'POST', string, typeof idParams, typeof addQuery>;
  move: Contract<'PUT', string, typeof idParams, undefined, typeof moveBody>;
  remove: Contract<'DELETE', string, typeof idParams>;
}
