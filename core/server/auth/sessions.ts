import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../../../sdk/server';
import { authCacheOf } from './auth-cache';

export const SESSION_COOKIE = 'cm_session';
/**
 * The last request of each session this process served, to the millisecond, so that idle limits
 * hold exactly here. The database copy, which other processes read near a limit, is written in
 * one statement for all the sessions seen since (flushLastSeen, every second): never by a request.
 */
const lastSeen = new Map<string, number>();
const unwritten = new WeakMap<Db, Map<string, number>>();
const seenNow = (db: Db, tokenHash: string, t: number) => {
  lastSeen.set(tokenHash, t);
  let pending = unwritten.get(db);
  if (!pending) unwritten.set(db, (pending = new Map()));
  pending.set(tokenHash, t);
};

/** Writes the last-seen times of the sessions this process served since the last flush. */
export async function flushLastSeen(db: Db): Promise<void> {
  const pending = unwritten.get(db);
  if (!pending?.size) return;
  unwritten.delete(db);
  const seen = JSON.stringify([...pending].map(([h, t]) => ({ h, t: new Date(t).toISOString() })));
  await db.execute(sql`UPDATE sessions s SET last_seen_at = greatest(s.last_seen_at, v.t)
    FROM jsonb_to_recordset(${seen}::jsonb) AS v(h text, t timestamptz) WHERE s.token_hash = v.h`);
  const cache = authCacheOf(db);
  for (const [hash, t] of pending) {
    const cached = cache?.sessions.get(hash);
    if (cached && cached.dbLastSeen < t) cached.dbLastSeen = t;
  }
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a new session with a fresh id (a login never reuses the caller's old session id). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

export async function endSession(db: Db, token: string): Promise<void> {
  lastSeen.delete(hashToken(token));
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * The user of a live session, or null; an expired session is deleted. Served from the server's
 * AuthCache when it holds the session and its limits plainly hold; read from the database otherwise.
 */
export async function sessionUser(db: Db, token: string, policy: SessionPolicy, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const t = now.getTime();
  const cache = authCacheOf(db);
  const cached = cache?.sessions.get(tokenHash);
  if (cached) {
    const seen = Math.max(cached.dbLastSeen, lastSeen.get(tokenHash) ?? 0);
    // Near a limit the database decides (another process may have seen the session since).
    if (t - seen <= policy.idleMs && t - cached.createdAt <= policy.absoluteMs) {
      seenNow(db, tokenHash, t);
      return cached.user;
    }
    cache!.sessions.delete(tokenHash);
  }
  const generation = cache?.generation ?? 0;
  const [row] = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, id: users.id, name: users.name, freelance: users.freelance, admin: users.admin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const seen = Math.max(row.lastSeenAt.getTime(), lastSeen.get(tokenHash) ?? 0);
  if (t - seen > policy.idleMs || t - row.createdAt.getTime() > policy.absoluteMs) {
    lastSeen.delete(tokenHash);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  seenNow(db, tokenHash, t);
  const user = { id: row.id, name: row.name, freelance: row.freelance, admin: row.admin };
  cache?.keepSession(tokenHash, { user, createdAt: row.createdAt.getTime(), dbLastSeen: row.lastSeenAt.getTime() }, generation);
  return user;
}

export async function purgeExpiredSessions(db: Db, policy: SessionPolicy, now = new Date()): Promise<void> {
  for (const [hash, t] of lastSeen) if (now.getTime() - t > policy.idleMs) lastSeen.delete(hash);
  await db
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)), lt(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs))));
}

/** Ends every session of a user (a new password set by someone else). */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
