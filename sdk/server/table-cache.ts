import type { Db } from './db';

/**
 * Writes per table, counted by the server on embedded PGlite (core/server/db/data-changes.ts):
 * a statement trigger notifies the table's name and the count moves when the write commits,
 * before the writer's query returns.
 */
export class TableWrites {
  private readonly counts = new Map<string, number>();

  written(table: string): void {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  /** Moves whenever one of the tables is written. */
  version(tables: readonly string[]): number {
    return tables.reduce((n, t) => n + (this.counts.get(t) ?? 0), 0);
  }
}

const writes = new WeakMap<Db, TableWrites>();

/** The write counts of the server on this db handle, if it keeps them (a transaction, PostgreSQL or a bare test db has none). */
export const tableWritesOf = (db: Db): TableWrites | undefined => writes.get(db);

/** Makes the server's counts the ones of its db handle (the server's start), or removes them (undefined). */
export function setTableWrites(db: Db, counts: TableWrites | undefined): void {
  if (counts) writes.set(db, counts);
  else writes.delete(db);
}

interface Entry<T> {
  version: number;
  value: Promise<T>;
  read?: { value: T };
}

/**
 * Values read from a few tables, kept in memory per db handle and key until one of those tables is
 * written. Where writes are not counted (PostgreSQL, where other processes write; a transaction)
 * every call reads. A read begun before a write is kept under the version it began with, so the
 * next call after the write reads again.
 */
export class TableCache<T> {
  private readonly entries = new WeakMap<Db, Map<string, Entry<T>>>();

  constructor(
    private readonly tables: readonly string[],
    private readonly size = 1000,
  ) {}

  get(db: Db, key: string, read: () => Promise<T>): Promise<T> {
    return this.getMany(db, [key], async () => [await read()]).then(([v]) => v);
  }

  /** The values of keys, in order; the missing ones read together (read answers them in the order of `missing`). */
  getMany(db: Db, keys: string[], read: (missing: string[]) => Promise<T[]>): Promise<T[]> {
    const counts = tableWritesOf(db);
    if (!counts) return read(keys);
    let map = this.entries.get(db);
    if (!map) this.entries.set(db, (map = new Map()));
    const version = counts.version(this.tables);
    const missing = new Set<string>();
    for (const k of keys) if (map.get(k)?.version !== version) missing.add(k);
    if (missing.size) {
      const list = [...missing];
      const all = read(list);
      list.forEach((k, i) => {
        const entry: Entry<T> = { version, value: all.then((r) => r[i]) };
        entry.value.then(
          (value) => {
            entry.read = { value };
          },
          () => undefined,
        );
        map.set(k, entry);
      });
      all.catch(() =>
        list.forEach((k) => {
          if (map.get(k)?.version === version) map.delete(k);
        }),
      );
    }
    const found = keys.map((k) => {
      // Most recently used last: the first entries are the ones dropped when full.
      const e = map.get(k)!;
      map.delete(k);
      map.set(k, e);
      return e;
    });
    for (const oldest of map.keys()) {
      if (map.size <= this.size) break;
      map.delete(oldest);
    }
    // Values read already are answered as they are, without a promise per key.
    return found.every((e) => e.read) ? Promise.resolve(found.map((e) => e.read!.value)) : Promise.all(found.map((e) => e.value));
  }
}
