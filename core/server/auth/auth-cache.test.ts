import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { MODULE } from '../../../sdk/shared/modules';
import { courseDialects, courses, grants, sessions, users } from '../db/schema';
import type { CourseConfig } from '../../../sdk/shared';
import { AuthCache, authCacheOf } from './auth-cache';
import { createSession, flushLastSeen, sessionUser } from './sessions';

/**
 * Sessions and grants come from memory (AuthCache) and never outlive a change: each case first
 * makes sure the session and grants are cached, then revokes them and expects the very next call
 * to be refused.
 */
let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.database.db;
const cache = () => authCacheOf(db())!;
const vocs = (cookie: string) => t.call('GET', '/api/courses/1/vocs?dialect=2', { cookie });
let n = 0;

/** A user granted the course vocabulary of course 1, logged in, with session and grants cached. */
async function cachedUser() {
  const name = `cache${++n}@example.com`;
  const cookie = await t.signIn(name, [[1, MODULE.vocsCourse]]);
  const id = await t.userId(name);
  expect((await vocs(cookie)).status).toBe(200);
  expect((await vocs(cookie)).status).toBe(200);
  expect([...cache().sessions.values()].some((s) => s.user.id === id)).toBe(true);
  expect(cache().grants.has(id)).toBe(true);
  return { id, name, cookie };
}

describe('session and grant caching', () => {
  it('serves repeated calls without reading sessions or grants', async () => {
    const { id, cookie } = await cachedUser();
    // Behind the cache's back (the trigger off), the session row goes: still served from memory.
    await db().execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_auth_changed`);
    try {
      await db().delete(sessions).where(eq(sessions.userId, id));
    } finally {
      await db().execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_auth_changed`);
    }
    expect((await vocs(cookie)).status).toBe(200);
    cache().clear();
    expect((await vocs(cookie)).status).toBe(401);
  });

  it('refuses a session at once after logout', async () => {
    const { cookie } = await cachedUser();
    expect((await t.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await vocs(cookie)).status).toBe(401);
  });

  it('refuses a session deleted by any SQL', async () => {
    const { id, cookie } = await cachedUser();
    await db().delete(sessions).where(eq(sessions.userId, id));
    expect((await vocs(cookie)).status).toBe(401);
  });

  it('refuses every session of a user whose password an administrator set', async () => {
    const { id, name, cookie } = await cachedUser();
    const record = (await t.call('GET', `/api/users/${id}`, { cookie: admin })).body;
    const res = await t.call('PUT', `/api/users/${id}`, {
      cookie: admin,
      body: { name, freelance: false, password: 'another-long-password', version: record.version },
    });
    expect(res.status).toBe(200);
    expect((await vocs(cookie)).status).toBe(401);
  });

  it('refuses a module at once when its permission is removed in Users', async () => {
    const { id, cookie } = await cachedUser();
    const res = await t.call('PUT', `/api/users/${id}/permissions`, {
      cookie: admin,
      body: { courses: [{ id: 1, permissions: [{ moduleId: MODULE.vocsCourse, granted: false }] }] },
    });
    expect(res.status).toBe(200);
    expect((await vocs(cookie)).status).toBe(403);
  });

  it('follows grants written by any SQL, both ways', async () => {
    const { id, cookie } = await cachedUser();
    await db().delete(grants).where(eq(grants.userId, id));
    expect((await vocs(cookie)).status).toBe(403);
    await db().insert(grants).values({ userId: id, courseId: 1, moduleId: MODULE.vocsCourse });
    expect((await vocs(cookie)).status).toBe(200);
  });

  it('follows a change of the administrator flag and a deleted user', async () => {
    const { id, cookie } = await cachedUser();
    expect((await t.call('GET', '/api/users', { cookie })).status).toBe(403);
    await db().update(users).set({ admin: true }).where(eq(users.id, id));
    expect((await t.call('GET', '/api/users', { cookie })).status).toBe(200);
    await db().delete(users).where(eq(users.id, id));
    expect((await vocs(cookie)).status).toBe(401);
  });

  it('serves the course configurations from memory and follows any change of a course or its dialects', async () => {
    const config = async () => ((await t.call('GET', '/api/courses/config', { cookie: admin })).body as CourseConfig[]).find((c) => c.id === 1)!;
    const [course] = await db().select().from(courses).where(eq(courses.id, 1));
    const before = await config();
    expect(cache().courses).toBeDefined();
    const other = before.targetDialects.find((d) => d.dialectId !== course.targetDialectDefaultId)!.dialectId;
    // Behind the cache's back (the trigger off): still served from memory.
    await db().execute(sql`ALTER TABLE courses DISABLE TRIGGER courses_auth_changed`);
    try {
      await db().update(courses).set({ targetDialectDefaultId: other }).where(eq(courses.id, 1));
    } finally {
      await db().execute(sql`ALTER TABLE courses ENABLE TRIGGER courses_auth_changed`);
    }
    expect((await config()).targetDialectDefaultId).toBe(course.targetDialectDefaultId);
    try {
      await db().update(courses).set({ targetDialectDefaultId: other }).where(eq(courses.id, 1));
      expect((await config()).targetDialectDefaultId).toBe(other);
      await db()
        .delete(courseDialects)
        .where(and(eq(courseDialects.courseId, 1), eq(courseDialects.dialectId, course.targetDialectDefaultId), eq(courseDialects.kind, 'target')));
      expect((await config()).targetDialects.map((d) => d.dialectId)).not.toContain(course.targetDialectDefaultId);
    } finally {
      const kept = before.targetDialects.findIndex((d) => d.dialectId === course.targetDialectDefaultId);
      await db().insert(courseDialects).values({ courseId: 1, dialectId: course.targetDialectDefaultId, kind: 'target', position: kept }).onConflictDoNothing();
      await db().update(courses).set({ targetDialectDefaultId: course.targetDialectDefaultId }).where(eq(courses.id, 1));
    }
    expect(await config()).toEqual(before);
  });

  it('drops a change made while the read was under way', async () => {
    const { id } = await cachedUser();
    cache().grants.delete(id);
    const before = cache().generation;
    cache().changed(String(id)); // as a notification arriving between the read and its keeping
    cache().keepGrants(id, 'stale', before);
    expect(cache().grants.has(id)).toBe(false);
  });
});

describe('time-outs with a cached session', () => {
  const policy = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
  const at = (start: number, minutes: number) => new Date(start + minutes * 60_000);

  it('ends an idle session to the millisecond', async () => {
    const { id } = await cachedUser();
    const token = await createSession(db(), id);
    const start = Date.now();
    expect(await sessionUser(db(), token, policy, at(start, 0))).toMatchObject({ id });
    expect(cache().sessions.size).toBeGreaterThan(0);
    expect(await sessionUser(db(), token, policy, at(start, 30))).toMatchObject({ id });
    expect(await sessionUser(db(), token, policy, new Date(at(start, 60).getTime() + 1))).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1); // the login's own
  });

  it('ends a busy session at its absolute limit', async () => {
    const { id } = await cachedUser();
    const token = await createSession(db(), id);
    const start = Date.now() + 1_000; // the row's created_at is a little before
    for (let m = 0; m < 12 * 60; m += 20) expect(await sessionUser(db(), token, policy, at(start, m))).toMatchObject({ id });
    expect(await sessionUser(db(), token, policy, at(start, 12 * 60))).toBeNull();
  });

  it('writes the last-seen times apart from the requests, one statement for all, never back in time', async () => {
    const { id } = await cachedUser();
    const [a, b] = [await createSession(db(), id), await createSession(db(), id)];
    const start = Date.now() + 60_000;
    expect(await sessionUser(db(), a, policy, new Date(start))).toMatchObject({ id });
    expect(await sessionUser(db(), b, policy, new Date(start + 5))).toMatchObject({ id });
    await flushLastSeen(db());
    const seen = async () => (await db().select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, id))).map((r) => r.at.getTime()).sort();
    expect((await seen()).slice(-2)).toEqual([start, start + 5]);
    // Another process wrote a later time meanwhile: an older one from here does not undo it.
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(start + 60_000) })
      .where(eq(sessions.userId, id));
    expect(await sessionUser(db(), a, policy, new Date(start + 10))).toMatchObject({ id });
    await flushLastSeen(db());
    expect(Math.min(...(await seen()).slice(-2))).toBe(start + 60_000);
  });
});

describe('the epoch check of each request (PostgreSQL)', () => {
  it('shares one read among requests arriving together, never a read begun before a request arrived', async () => {
    let epoch = 1;
    const reads: (() => void)[] = [];
    const cache = new AuthCache(() => {
      const seen = epoch; // the read sees the epoch as it is when it starts
      return new Promise((resolve) => reads.push(() => resolve(String(seen))));
    });
    const first = cache.sync();
    epoch = 2; // a revocation commits while the first read is under way
    const later = [cache.sync(), cache.sync()];
    expect(reads).toHaveLength(1);
    reads.shift()!();
    await first;
    cache.sessions.set('token', { user: { id: 1, name: 'x', freelance: false, admin: false }, createdAt: 0, dbLastSeen: 0 });
    await vi.waitFor(() => expect(reads).toHaveLength(1)); // one more read, for both later requests
    reads.shift()!();
    await Promise.all(later);
    expect(reads).toHaveLength(0);
    expect(cache.sessions.size).toBe(0); // they saw epoch 2
  });
});
