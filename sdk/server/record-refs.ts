import type { NavigationParams, RecordLocation } from '../shared/plugin';
import { contributionPoint, contributionsTo } from '../shared/contributions';
import type { Db } from './db';
import { Registry } from '../shared/registry';

/**
 * A plugin's own ref for part of a module's records (chapter texts of books, reading texts of
 * readings): routes naming records by (ref, refId) reach them with the module's grant on their
 * course, and a link to one opens the module on its parent record with the part selected.
 */
export interface RecordRef {
  ref: number;
  module: number;
  /** The record's course; null: no such record. */
  courseOf(db: Db, id: number): Promise<number | null>;
  /** The module's record each part belongs to (a reading text's reading); unknown parts are left out. */
  parentsOf(db: Db, ids: number[]): Promise<Map<number, number>>;
  /** The navigation params that open the module's screen on the part (its record, tab and part). */
  link(parentId: number, partId: number): NavigationParams;
}

const registered = new Registry((r: RecordRef) => r.ref);

/**
 * A plugin's own ref for records that are no part of another (lessons, compound types, word
 * classes): declared so that body fields may name them (reference()), the host finding their course;
 * each opens as its own record, on its module's screen searched by its id.
 */
export const ownRecordRef = (r: Pick<RecordRef, 'ref' | 'module' | 'courseOf'>): RecordRef => ({
  ...r,
  parentsOf: async (_db, ids) => new Map(ids.map((id) => [id, id])),
  link: (_parent, id) => ({ search: String(id) }),
});

/** The course function of a declared record ref (a RecordRef's), or undefined for any other ref. */
export const recordRefCourse = (ref: number): RecordRef['courseOf'] | undefined => registered.get(ref)?.courseOf;

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export const registerRecordRefs = (list: RecordRef[] = []): (() => void) => registered.register(list);

/** The module whose records a part ref's records are part of (reading texts: Readings), or undefined for any other ref. */
export const recordRefModule = (ref: number): number | undefined => registered.get(ref)?.module;

/** The refs with the part refs of their modules (Readings 28: its reading texts' 2801 too), for a filter of texts by source type. */
export const withPartRefs = (refs: number[]): number[] => [
  ...refs,
  ...registered
    .values()
    .filter((r) => refs.includes(r.module) && !refs.includes(r.ref))
    .map((r) => r.ref),
];

export type { RecordLocation };

/**
 * Where records of a ref open: a part (a declared RecordRef) on its parent record with the part
 * selected; any other ref is its own module's record, found by searching its id.
 */
export async function recordLocations(db: Db, ref: number, ids: number[]): Promise<Map<number, RecordLocation>> {
  const part = registered.get(ref);
  const out = new Map<number, RecordLocation>();
  if (!part) {
    for (const id of ids) out.set(id, { module: ref, recordId: id, params: { search: String(id) } });
    return out;
  }
  if (!ids.length) return out;
  for (const [id, parent] of await part.parentsOf(db, ids)) out.set(id, { module: part.module, recordId: parent, params: part.link(parent, id) });
  return out;
}

/** The rows of a ref's records moved to another ref (records given their own ref, as reading texts). */
export interface RefMove {
  from: number;
  to: number;
  refIds: number[];
}

/**
 * Plugins keeping rows named by (ref, refId) in their own tables (AI reviews, audio sets): each
 * moves its rows when an owner gives part of a ref's records their own ref (moveRefRows), and may
 * remove its rows of records deleted (removeRefRows).
 */
export interface RefRowsOwner {
  moveRef(db: Db, move: RefMove): Promise<void>;
  removeRefs?(db: Db, ref: number, refIds: number[]): Promise<void>;
}

export const refRowsOwners = contributionPoint<RefRowsOwner>('ref-rows-owners');

/**
 * For a data migration (ServerPlugin.dataMigrations) that gives records their own ref: asks every
 * refRowsOwners contributor to move its rows of them. The platform tables' rows (translations,
 * concept links, audio) move in the migration's own SQL, as the owner of the records knows them.
 */
export async function moveRefRows(db: Db, move: RefMove): Promise<void> {
  if (!move.refIds.length) return;
  for (const owner of contributionsTo(refRowsOwners)) await owner.moveRef(db, move);
}

/** Records deleted (deleteTranslations calls it with their texts): the refRowsOwners remove what they keep of them. */
export async function removeRefRows(db: Db, ref: number, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  for (const owner of contributionsTo(refRowsOwners)) await owner.removeRefs?.(db, ref, refIds);
}
