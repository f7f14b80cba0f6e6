import type { Db } from './db';

/**
 * Grid lists answered from memory (a resource's list with `cacheList`), as the JSON the list
 * answered: the same URL of the same module and course answers the same text until any table
 * changes. Only on embedded PGlite, where one process owns the database: the server empties the
 * cache when a write commits (statement triggers notify 'data_changed', see core's list-cache
 * start), before the writer's query returns; an answer read while a write committed is not kept.
 * On PostgreSQL another process may write at any time, so lists are read every time there.
 */
export class ListCache {
  private readonly answers = new Map<string, string>();
  private bytes = 0;
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

/** The list cache of the server on this db handle, if it keeps one (PGlite only; a transaction has none). */
export const listCacheOf = (db: Db): ListCache | undefined => caches.get(db);

/** Makes the server's cache the one of its db handle (the server's start), or removes it (undefined). */
export function setListCache(db: Db, cache: ListCache | undefined): void {
  if (cache) caches.set(db, cache);
  else caches.delete(db);
}
