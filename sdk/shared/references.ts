import { z } from 'zod';

/**
 * Body fields that name another record. The host refuses, before the handler runs, an id that
 * names no record (400 'No such record') or a record of another course than the route's (400
 * 'Belongs to another course'). The declarations travel in the schemas' metadata, so the OpenAPI
 * document shows them too (`x-reference`, `x-reference-pair`).
 */
export const REFERENCE = 'x-reference';
export const REFERENCE_PAIR = 'x-reference-pair';

/** An id of a record of module `ref` (a module id of the catalogue, or a plugin's part ref). */
export const reference = (ref: number) =>
  z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ [REFERENCE]: ref });

/** Which fields of an object name a record by (module, id): `{ ref: 25, activityId: 3 }`. */
export interface ReferencePair {
  ref: string;
  id: string;
  /** Values of the ref field that stand for another ref (feedback's cycle, ref 0: the outline's cycles). */
  aliases?: Record<number, number>;
}

/** An object whose `pair.ref` field names a module and `pair.id` field a record of it. */
export const referencePair = <S extends z.ZodRawShape>(shape: S, pair: ReferencePair) => z.object(shape).meta({ [REFERENCE_PAIR]: pair });
