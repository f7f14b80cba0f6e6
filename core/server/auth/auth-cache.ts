import type { Database, Db } from '../db/open';
import { listCacheOf, type SessionUser } from '../../../sdk/server';

/** A live session as last read from the database. */
export interface CachedSession {
  user: SessionUser;
  createdAt: number;
  /** sessions.last_seen_at as this process last read or wrote it. */
  dbLastSeen: number;
}

/**
 * Sessions, grants and the course configurations held in memory, so that a request reads none of
 * them from the database. Every change that may revoke them (a session deleted, a user changed or
 * deleted, a grant written, a course or its dialects changed) goes through the database triggers of
 * migrations 0004_auth_changes and 0005_course_changes, which bump auth_epoch in the same
 * transaction and notify 'auth_changed':
 * - embedded PGlite (one process): the notification reaches this process when the write commits,
 *   before the writer's query returns, and drops that user's entries;
 * - PostgreSQL (several processes): each request first reads auth_epoch (one tiny query) and empties
 *   the cache when it moved; what is read after that is tagged with the epoch it was read under.
 * An entry read while an invalidation happened is not kept (the generation moved meanwhile).
 */
export class AuthCache {
  readonly sessions = new Map<string, CachedSession>();
  readonly grants = new Map<number, unknown>();
  /** What `courseConfigs` read, for every user (each request filters it by its grants). */
  courses: unknown;
  /** Moves on every invalidation: a read that started under an older generation is not kept. */
  generation = 0;
  private epoch: string | undefined;

  constructor(private readonly checkEpoch?: () => Promise<string>) {}

  private checking?: Promise<void>;
  private queued?: Promise<void>;

  /**
   * Called at the start of each request: on PostgreSQL, empties the cache if another process (or
   * this one) changed users, grants or sessions. Requests arriving together share one read of the
   * epoch, but never one that began before they arrived (it may predate a revocation they follow).
   */
  sync(): Promise<void> {
    if (!this.checkEpoch) return Promise.resolve();
    if (!this.checking) return this.check();
    const next = () => {
      this.queued = undefined;
      return this.check();
    };
    return (this.queued ??= this.checking.then(next, next));
  }

  private check(): Promise<void> {
    const run = (async () => {
      const epoch = await this.checkEpoch!();
      if (epoch !== this.epoch) {
        this.clear();
        this.epoch = epoch;
      }
    })().finally(() => {
      if (this.checking === run) this.checking = undefined;
    });
    this.checking = run;
    return run;
  }

  changed(payload: string): void {
    if (payload === '*' || !/^\d+$/.test(payload)) return this.clear();
    const userId = Number(payload);
    this.generation++;
    this.grants.delete(userId);
    for (const [hash, s] of this.sessions) if (s.user.id === userId) this.sessions.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.sessions.clear();
    this.grants.clear();
    this.courses = undefined;
  }

  keepSession(hash: string, session: CachedSession, readUnder: number): void {
    if (readUnder === this.generation) this.sessions.set(hash, session);
  }

  keepGrants(userId: number, grants: unknown, readUnder: number): void {
    if (readUnder === this.generation) this.grants.set(userId, grants);
  }

  keepCourses(courses: unknown, readUnder: number): void {
    if (readUnder === this.generation) this.courses = courses;
  }
}

const caches = new WeakMap<Db, AuthCache>();

/** The cache of the server on this db handle, if it runs one (a transaction or a bare test db has none). */
export const authCacheOf = (db: Db): AuthCache | undefined => caches.get(db);

/** Starts caching sessions and grants for the database; answers the cache and how to stop it. */
export async function startAuthCache(database: Database): Promise<{ cache: AuthCache; stop(): Promise<void> }> {
  if (database.pglite) {
    const cache = new AuthCache();
    const unlisten = await database.pglite.listen('auth_changed', (payload) => cache.changed(payload));
    caches.set(database.db, cache);
    return {
      cache,
      stop: async () => {
        caches.delete(database.db);
        cache.clear();
        await unlisten();
      },
    };
  }
  const pool = database.pool!;
  // The same query tells the list cache whether any transaction that wrote began or ended (see list-cache.ts).
  const cache = new AuthCache(async () => {
    const { n, snapshot } = (await pool.query<{ n: string; snapshot: string }>('SELECT n, pg_current_snapshot()::text AS snapshot FROM auth_epoch')).rows[0];
    listCacheOf(database.db)?.at(snapshot);
    return String(n);
  });
  caches.set(database.db, cache);
  return {
    cache,
    stop: async () => {
      caches.delete(database.db);
      cache.clear();
    },
  };
}
