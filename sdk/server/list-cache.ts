import type { Db } from './db';
import type { JsonText } from './route';

/**
 * Grid lists answered from memory (a resource's list with `cacheList`), as the JSON the list
 * answered: the same URL of the same module and course answers the same text until the database
 * changes (core/server/db/data-changes.ts):
 * - embedded PGlite (one process): statement triggers notify 'data_changed' and the cache empties
 *   when a write commits, before the writer's query returns;
 * - PostgreSQL (several processes): each request reads the database's snapshot with the auth epoch
 *   (one query, begun after the request arrived); the cache empties when it moved, i.e. when any
 *   transaction that wrote began or ended since (ending is what makes a write seen).
 * An answer read while the cache was emptied is not kept (the generation moved meanwhile).
 */
export class ListCache {
  private readonly answers = new Map<string, string>();
  private bytes = 0;
  private snapshot: string | undefined;
  private readonly reading = new Map<string, { generation: number; json: Promise<string> }>();
  /** Moves on every change: a read that started under an older generation is not kept. */
  generation = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const json = this.answers.get(key);
    if (json !== undefined) {
      // Most recently used last: the first entries are the ones dropped when full.
      this.answers.delete(key);
      this.answers.set(key, json);
    }
    return json;
  }

  /**
   * The answer held for key, else read: requests that miss together share one read, unless the
   * cache was emptied after it began (a request that arrived after a change never gets an older read).
   */
  async answer(key: string, read: () => Promise<string>): Promise<string> {
    const held = this.get(key);
    if (held !== undefined) return held;
    const pending = this.reading.get(key);
    if (pending && pending.generation === this.generation) return pending.json;
    const generation = this.generation;
    const json = read();
    this.reading.set(key, { generation, json });
    try {
      const text = await json;
      this.keep(key, text, generation);
      return text;
    } finally {
      if (this.reading.get(key)?.json === json) this.reading.delete(key);
    }
  }

  /** As answer, for what read answers before it is serialized: the JSON text of it, typed as its answer. */
  json<T>(key: string, read: () => Promise<T>): Promise<JsonText<T>> {
    return this.answer(key, async () => JSON.stringify(await read())) as Promise<JsonText<T>>;
  }

  keep(key: string, json: string, readUnder: number): void {
    if (readUnder !== this.generation || json.length > this.maxBytes / 4) return;
    this.drop(key);
    this.answers.set(key, json);
    this.bytes += json.length;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** PostgreSQL: the snapshot a request read before its list (pg_current_snapshot); empties the cache when it moved. */
  at(snapshot: string): void {
    if (snapshot === this.snapshot) return;
    this.clear();
    this.snapshot = snapshot;
  }

  clear(): void {
    this.generation++;
    this.answers.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const old = this.answers.get(key);
    if (old === undefined) return;
    this.bytes -= old.length;
    this.answers.delete(key);
  }
}

const caches = new WeakMap<Db, ListCache>();

/** The list cache of the server on this db handle, if it runs one (a transaction or a bare test db has none). */
export const listCacheOf = (db: Db): ListCache | undefined => caches.get(db);

/** Makes the server's cache the one of its db handle (the server's start), or removes it (undefined). */
export function setListCache(db: Db, cache: ListCache | undefined): void {
  if (cache) caches.set(db, cache);
  else caches.delete(db);
}
