import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf, CallInput, PartFamily } from '../../shared';
import { useApi } from '../hooks';
import type { WriteOutcome } from '../http';

type RowOf<C extends PartFamily> = AnswerOf<C['list']> extends (infer R extends { id: number })[] ? R : never;
type AddBody<C extends PartFamily> = CallInput<C['add']> extends { body?: infer B } ? B : never;

export interface OrderedPartsState<C extends PartFamily> {
  /** The record's parts by position; undefined until they are loaded. */
  rows: RowOf<C>[] | undefined;
  setRows(rows: RowOf<C>[]): void;
  /** Puts a part as a save answered it in its place (its fields merged over the row's). */
  update(row: Partial<RowOf<C>> & { id: number }): void;
  /** Why the last write was refused; the next one that succeeds clears it. */
  error: string | undefined;
  /** Adds a part (at the end, or at destinationPos); the list shows the parts it answers. */
  add(body?: AddBody<C>, destinationPos?: number): Promise<WriteOutcome<AnswerOf<C['add']>>>;
  /** Moves a part to a 1-based position: one request, its answer shown; false when refused (SortableList's onMove). */
  move(id: number, destinationPos: number): Promise<boolean>;
  /** Deletes a part; the list shows the parts left. */
  remove(id: number): Promise<WriteOutcome<AnswerOf<C['remove']>>>;
}

/**
 * A record's ordered parts on a screen (partContracts of sdk/shared): the list, and add, move and
 * delete, each one request whose answer (the parts in their new order) is what the list shows
 * next, never read again. `state` hands over rows the screen holds already (a chapter's texts come
 * with the chapter): then nothing is loaded here.
 */
export function useOrderedParts<C extends PartFamily>(
  parts: C,
  ownerId: number,
  state?: [RowOf<C>[] | undefined, (rows: RowOf<C>[]) => void],
): OrderedPartsState<C> {
  const api = useApi();
  const family: PartFamily = parts;
  const own = useState<RowOf<C>[]>();
  const [rows, setRows] = state ?? own;
  const [error, setError] = useState<string>();
  const controlled = !!state;

  const load = useCallback(async () => {
    if (controlled) return;
    // The family's list answers its rows.
    const loaded = (await api.load(family.list, { params: { id: ownerId } })) as RowOf<C>[] | undefined;
    if (loaded) setRows(loaded);
  }, [api, family.list, ownerId, controlled, setRows]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Shows the parts a write answered (under the family's key), or says why it was refused. */
  async function write<T>(sent: Promise<WriteOutcome<unknown>>): Promise<WriteOutcome<T>> {
    const res = await sent;
    if (res.ok) {
      setRows((res.data as Record<string, RowOf<C>[]>)[family.key]);
      setError(undefined);
    } else setError(res.error);
    return res as WriteOutcome<T>;
  }

  return {
    rows,
    setRows,
    update: (row) => setRows((rows ?? []).map((r) => (r.id === row.id ? Object.assign({}, r, row) : r))),
    error,
    add: (body, destinationPos) => write(api.call(family.add, { params: { id: ownerId }, query: { destinationPos }, body })),
    move: async (id, destinationPos) => (await write(api.call(family.move, { params: { id }, body: { destinationPos } }))).ok,
    remove: (id) => write(api.call(family.remove, { params: { id } })),
  };
}
