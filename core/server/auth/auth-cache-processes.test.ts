import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { MODULE } from '../../../sdk/shared/modules';
import { courses, grants, sessions } from '../db/schema';

/**
 * Two server processes on one PostgreSQL database (TEST_DATABASE_URL): this test's server (A) and
 * `core/server/start.ts` spawned (B). B caches a session and grants; A revokes them; B's very next
 * answer refuses. Skipped on PGlite, where one process owns the database.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

describe.runIf(process.env.TEST_DATABASE_URL)('session and grant caching across two processes on PostgreSQL', () => {
  let a: LoggedInServer;
  let b: ChildProcess;
  let base = '';
  const output: string[] = [];

  beforeAll(async () => {
    a = await loggedInServer();
    const url = (a.server.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    b = spawn(process.execPath, ['--import', 'tsx', 'core/server/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: 'warn', TASK_CONCURRENCY: '0' },
    });
    b.stdout!.on('data', (d) => output.push(String(d)));
    b.stderr!.on('data', (d) => output.push(String(d)));
    for (;;) {
      if (b.exitCode !== null) throw new Error(`B exited: ${output.join('')}`);
      if (
        await fetch(`${base}/api/permissions-tree`).then(
          (r) => r.status === 401,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 300_000);
  afterAll(async () => {
    if (b && b.exitCode === null) {
      const exited = new Promise((r) => b.once('exit', r));
      b.kill('SIGTERM');
      await exited;
    }
    await a?.close();
  }, 60_000);

  /** A call to process B as the browser makes it. */
  const callB = async (method: string, path: string, cookie: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'X-Requested-With': 'XMLHttpRequest', cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    });
    return res.status;
  };
  const vocsB = (cookie: string) => callB('GET', '/courses/1/vocs?dialect=2', cookie);
  let n = 0;
  async function userCachedInB() {
    const name = `twoproc${++n}@example.com`;
    const cookie = await a.signIn(name, [[1, MODULE.vocsCourse]]);
    const id = await a.userId(name);
    expect(await vocsB(cookie)).toBe(200);
    expect(await vocsB(cookie)).toBe(200);
    return { id, name, cookie };
  }

  it('refuses in B a session ended through A', async () => {
    const { cookie } = await userCachedInB();
    expect((await a.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect(await vocsB(cookie)).toBe(401);
  });

  it('refuses in B every session of a user whose password was set in A', async () => {
    const { id, name, cookie } = await userCachedInB();
    const { admin } = a;
    const record = (await a.call('GET', `/api/users/${id}`, { cookie: admin })).body;
    expect(
      (await a.call('PUT', `/api/users/${id}`, { cookie: admin, body: { name, freelance: false, password: 'another-long-password', version: record.version } }))
        .status,
    ).toBe(200);
    expect(await vocsB(cookie)).toBe(401);
  });

  it('refuses in B a module whose permission was removed in A, and grants it again', async () => {
    const { id, cookie } = await userCachedInB();
    const { admin } = a;
    expect(
      (
        await a.call('PUT', `/api/users/${id}/permissions`, {
          cookie: admin,
          body: { courses: [{ id: 1, permissions: [{ moduleId: MODULE.vocsCourse, granted: false }] }] },
        })
      ).status,
    ).toBe(200);
    expect(await vocsB(cookie)).toBe(403);
    await a.server.database.db.insert(grants).values({ userId: id, courseId: 1, moduleId: MODULE.vocsCourse });
    expect(await vocsB(cookie)).toBe(200);
  });

  it('answers in B the course configuration changed in A', async () => {
    const { cookie } = await userCachedInB();
    const configB = async () => {
      const res = await fetch(`${base}/api/courses/config`, { headers: { 'X-Requested-With': 'XMLHttpRequest', cookie } });
      return ((await res.json()) as { id: number; targetDialectDefaultId: number; targetDialects: { dialectId: number }[] }[]).find((c) => c.id === 1)!;
    };
    const before = await configB();
    const other = before.targetDialects.find((d) => d.dialectId !== before.targetDialectDefaultId)!.dialectId;
    const db = a.server.database.db;
    try {
      await db.update(courses).set({ targetDialectDefaultId: other }).where(eq(courses.id, 1));
      expect((await configB()).targetDialectDefaultId).toBe(other);
    } finally {
      await db.update(courses).set({ targetDialectDefaultId: before.targetDialectDefaultId }).where(eq(courses.id, 1));
    }
    expect((await configB()).targetDialectDefaultId).toBe(before.targetDialectDefaultId);
  });

  it('answers in B a grid list changed in A (B keeps lists in memory)', async () => {
    const { cookie } = await userCachedInB();
    const titleInB = async (id: number) => {
      const res = await fetch(`${base}/api/courses/1/vocs?dialect=2`, { headers: { 'X-Requested-With': 'XMLHttpRequest', cookie } });
      return ((await res.json()) as { id: number; title: string }[]).find((r) => r.id === id)!.title;
    };
    // The vocabulary's table by SQL: core does not import a plugin.
    const db = a.server.database.db;
    const setTitle = (id: number, title: string) => db.execute(sql`update vocs set title = ${title} where id = ${id}`);
    const [{ id, title }] = (
      (await db.execute(sql`select id, title from vocs where course_id = 1 order by id limit 1`)) as unknown as { rows: { id: number; title: string }[] }
    ).rows;
    expect(await titleInB(id)).toBe(title);
    expect(await titleInB(id)).toBe(title);
    try {
      await setTitle(id, 'changed in A');
      expect(await titleInB(id)).toBe('changed in A');
    } finally {
      await setTitle(id, title);
    }
    expect(await titleInB(id)).toBe(title);
  });

  it('refuses in B a session deleted by SQL through A', async () => {
    const { id, cookie } = await userCachedInB();
    await a.server.database.db.delete(sessions).where(eq(sessions.userId, id));
    expect(await vocsB(cookie)).toBe(401);
  });
});
