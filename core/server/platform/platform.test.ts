import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseConfig, PermissionTreeEntry } from '../../../sdk/shared';
import { loggedInServer, TEST_ADMIN, type LoggedInServer } from '../../../tests/support/server';
import { createServer } from '../app';
import { setPasswordMinLength } from '../auth/password-policy';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/open';
import { seedIfEmpty } from '../demo/seed';
import { courses, grants, languages, users } from '../db/schema';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';

const PROBE = 9200;

let tmp: TempPlugins;
let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  tmp = writeTempPlugins({
    'probe/plugin.ts': `import { definePlugin } from '../../sdk/shared';
export default definePlugin({ name: 'probe', modules: [{ id: ${PROBE}, key: 'probe', title: 'Probe', scope: 'course', icon: 'IconApps' }] });
`,
  });
  t = await loggedInServer({ extraPluginDirs: [tmp.pluginsDir] });
  admin = t.admin;
});
afterAll(async () => {
  await t?.close();
  tmp?.remove();
});

const db = () => t.server.database.db;
const courseModuleIds = () => [...t.server.registry.modules.values()].filter((m) => m.scope === 'course').map((m) => m.id);

async function userOnCourse1(name: string) {
  const cookie = await t.signIn(
    name,
    courseModuleIds().map((m) => [1, m] as [number, number]),
  );
  return { id: await t.userId(name), cookie };
}

describe('without a session', () => {
  const fill = (url: string) => url.replace(/:\w+/g, '1');
  it('every non-public route answers 401 { logged: false }', async () => {
    const guarded = t.server.routes.filter((r) => r.def.access !== 'public');
    expect(guarded.map((r) => r.def.url)).toEqual(expect.arrayContaining(['permissions-tree', 'courses/config', 'grid-columns/:gridName']));
    for (const { plugin, def } of guarded) {
      const res = await t.call(def.method, `/api/${fill(def.url)}`, def.method === 'GET' ? {} : { body: {} });
      expect(res.status, `${plugin}: ${def.method} ${def.url}`).toBe(401);
      expect(res.body).toMatchObject({ logged: false });
    }
  });

  it('a forged or stale cookie is no session', async () => {
    const res = await t.call('GET', '/api/permissions-tree', { cookie: 'cm_session=forged' });
    expect(res).toEqual({ status: 401, body: expect.objectContaining({ logged: false }) });
  });
});

describe('permissions-tree', () => {
  it("the admin's tree holds the global module Config and every course module on every course", async () => {
    const res = await t.call('GET', '/api/permissions-tree', { cookie: admin });
    expect(res.status).toBe(200);
    const tree = res.body as PermissionTreeEntry[];
    expect(tree).toContainEqual(expect.objectContaining({ path: ['Config'], ref: 90, courseId: 0 }));
    const nCourses = (await db().select({ n: count() }).from(courses))[0].n;
    expect(tree.filter((e) => e.ref === PROBE)).toHaveLength(nCourses);
    expect(tree).toContainEqual(
      expect.objectContaining({
        path: ['English', 'English for Spanish speakers', 'Probe'],
        ref: PROBE,
        courseId: 3,
        sourceDialectId: 2,
      }),
    );
  });

  it('a user granted course 1 only sees course-1 entries as [language, course, module]', async () => {
    const { cookie } = await userOnCourse1('course1@example.com');
    const tree = (await t.call('GET', '/api/permissions-tree', { cookie })).body as PermissionTreeEntry[];
    expect(tree).toHaveLength(courseModuleIds().length);
    for (const e of tree) {
      expect(e.courseId).toBe(1);
      expect(e.path.slice(0, 2)).toEqual(['Spanish', 'Spanish for English speakers']);
      expect(e.sourceDialectId).toBe(3);
    }
    expect(tree).toContainEqual(
      expect.objectContaining({
        path: ['Spanish', 'Spanish for English speakers', 'Probe'],
        ref: PROBE,
        courseId: 1,
        sourceDialectId: 3,
      }),
    );
    expect(tree.some((e) => e.ref === 90)).toBe(false);
  });

  it('a grant added in the database applies on the next request, without logging in again', async () => {
    const { id, cookie } = await userOnCourse1('granted-later@example.com');
    const before = (await t.call('GET', '/api/permissions-tree', { cookie })).body as PermissionTreeEntry[];
    expect(before.some((e) => e.courseId === 3 || e.ref === 90)).toBe(false);
    await db()
      .insert(grants)
      .values([
        { userId: id, courseId: 3, moduleId: PROBE },
        { userId: id, courseId: 0, moduleId: 90 },
      ]);
    const after = (await t.call('GET', '/api/permissions-tree', { cookie })).body as PermissionTreeEntry[];
    expect(after).toContainEqual(
      expect.objectContaining({
        path: ['English', 'English for Spanish speakers', 'Probe'],
        ref: PROBE,
        courseId: 3,
        sourceDialectId: 2,
      }),
    );
    expect(after).toContainEqual(expect.objectContaining({ path: ['Config'], ref: 90, courseId: 0 }));
    await db().delete(grants).where(eq(grants.userId, id));
    expect((await t.call('GET', '/api/permissions-tree', { cookie })).body).toEqual([]);
  });
});

describe('courses/config', () => {
  const course1: CourseConfig = {
    id: 1,
    sourceDialectDefaultId: 3,
    targetDialectDefaultId: 2,
    sourceDialects: [
      { dialectId: 3, dialectCode: 'en-US' },
      { dialectId: 1, dialectCode: 'en-GB' },
    ],
    targetDialects: [
      { dialectId: 2, dialectCode: 'es-ES' },
      { dialectId: 4, dialectCode: 'es-MX' },
    ],
    dialectOrder: [2, 4, 3, 1],
  };

  it('answers the configs of the user’s courses only', async () => {
    const { cookie } = await userOnCourse1('config-user@example.com');
    const res = await t.call('GET', '/api/courses/config', { cookie });
    expect(res).toEqual({ status: 200, body: [course1] });
  });

  it('answers every course to the admin, with each course’s own defaults', async () => {
    const configs = (await t.call('GET', '/api/courses/config', { cookie: admin })).body as CourseConfig[];
    const nCourses = (await db().select({ n: count() }).from(courses))[0].n;
    expect(configs).toHaveLength(nCourses);
    expect(configs.find((c) => c.id === 1)).toEqual(course1);
    expect(configs.find((c) => c.id === 3)).toMatchObject({
      sourceDialectDefaultId: 2,
      targetDialectDefaultId: 3,
      sourceDialects: [
        { dialectId: 2, dialectCode: 'es-ES' },
        { dialectId: 4, dialectCode: 'es-MX' },
      ],
    });
    for (const c of configs) {
      expect(new Set(c.dialectOrder)).toEqual(new Set([...c.sourceDialects, ...c.targetDialects].map((d) => d.dialectId)));
    }
  });

  it('answers nothing to a user with global grants only', async () => {
    const cookie = await t.signIn('global-only@example.com', [[0, 90]]);
    expect(await t.call('GET', '/api/courses/config', { cookie })).toEqual({ status: 200, body: [] });
  });
});

describe('courses/{id}/dialects-target and dialects-source', () => {
  it('answer the course’s dialects in display order, the default marked', async () => {
    const { cookie } = await userOnCourse1('dialects-user@example.com');
    expect(await t.call('GET', '/api/courses/1/dialects-target', { cookie })).toEqual({
      status: 200,
      body: [
        { dialectId: 2, dialectCode: 'es-ES', byDefault: true },
        { dialectId: 4, dialectCode: 'es-MX', byDefault: false },
      ],
    });
    expect(await t.call('GET', '/api/courses/1/dialects-source', { cookie })).toEqual({
      status: 200,
      body: [
        { dialectId: 3, dialectCode: 'en-US', byDefault: true },
        { dialectId: 1, dialectCode: 'en-GB', byDefault: false },
      ],
    });
  });

  it('a user with one grant on the course may call them; other courses are refused', async () => {
    const cookie = await t.signIn('one-grant@example.com', [
      [3, courseModuleIds()[0]],
      [0, 90],
    ]);
    expect((await t.call('GET', '/api/courses/3/dialects-source', { cookie })).body).toEqual([
      { dialectId: 2, dialectCode: 'es-ES', byDefault: true },
      { dialectId: 4, dialectCode: 'es-MX', byDefault: false },
    ]);
    for (const url of ['/api/courses/1/dialects-target', '/api/courses/1/dialects-source', '/api/courses/0/dialects-target']) {
      const res = await t.call('GET', url, { cookie });
      expect(res.status, url).toBe(url.includes('/0/') ? 400 : 403);
    }
  });

  it('admins may call them on every course; an unknown course is 404 and a bad id 400 naming it', async () => {
    expect((await t.call('GET', '/api/courses/3/dialects-target', { cookie: admin })).body).toEqual([
      { dialectId: 3, dialectCode: 'en-US', byDefault: true },
      { dialectId: 1, dialectCode: 'en-GB', byDefault: false },
    ]);
    expect(await t.call('GET', '/api/courses/99999/dialects-target', { cookie: admin })).toEqual({
      status: 404,
      body: expect.objectContaining({ error: 'Course not found' }),
    });
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await t.call('GET', `/api/courses/${id}/dialects-source`, { cookie: admin });
      expect(res.status, id).toBe(400);
      expect(res.body.error, id).toMatch(/id/);
    }
  });
});

describe('grid-columns', () => {
  it('an unknown grid is 404 { error }', async () => {
    const res = await t.call('GET', '/api/grid-columns/unknown', { cookie: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.stringContaining('unknown') });
  });
});

describe('API document', () => {
  it('/api/docs/json is an OpenAPI document listing the routes', async () => {
    expect((await t.server.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const res = await t.server.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/login']).toHaveProperty('post');
    expect(doc.paths['/api/permissions-tree']).toHaveProperty('get');
  });

  it('documents what each route answers: a GET its body, a write its { result, ok, data }', async () => {
    const doc = (await t.server.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: admin } })).json();
    const answerOf = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(answerOf('/api/dialects', 'get')).toMatchObject({ type: 'array' });
    const raised = answerOf('/api/async-tasks/{id}/increase-priority', 'put');
    expect(raised.properties.result).toMatchObject({ enum: ['OK'] });
    expect(raised.properties.data.properties).toHaveProperty('priority');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p as Record<string, { responses?: object }>));
    const answered = operations.filter((o) => o.responses && '200' in o.responses).length;
    expect(answered).toBe(operations.length);
  });
});

describe('a fresh database', () => {
  it('has the admin user', async () => {
    const [row] = await db().select().from(users).where(eq(users.name, TEST_ADMIN.login));
    expect(row).toMatchObject({ admin: true });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('has the seven languages, each with at least one course', async () => {
    const rows = await db()
      .select({ name: languages.name, n: count(courses.id) })
      .from(languages)
      .leftJoin(courses, eq(courses.languageId, languages.id))
      .groupBy(languages.name)
      .orderBy(languages.name);
    expect(rows.map((r) => r.name)).toEqual(['Chinese', 'English', 'French', 'German', 'Italian', 'Russian', 'Spanish']);
    for (const r of rows) expect(r.n, r.name).toBeGreaterThanOrEqual(1);
  });
});

describe('admin password', () => {
  // Empty databases in PGlite folders: copies of the migrated template (see pglite-template.ts), not an initdb in memory and every migration.
  const folders: string[] = [];
  const emptyDatabase = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cm-admin-password-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('without ADMIN_PASSWORD a random password, as long as PASSWORD_MIN_LENGTH asks, is made and logged once', async () => {
    const config = configFromEnv({});
    expect(config.adminPassword).toBeUndefined();
    const logs: string[] = [];
    // Without the demo: the password is the point here, and seeding the demo takes most of a fresh start.
    const server = await createServer({ ...config, databaseUrl: emptyDatabase(), demoData: false, passwordMinLength: 20 }, (m) => logs.push(m));
    try {
      const shown = logs.filter((m) => m.includes(config.adminEmail) && /password/i.test(m));
      expect(shown).toHaveLength(1);
      const password = shown[0].match(/password: (\S+)/)?.[1];
      expect(password, shown[0]).toMatch(/^\S{20,}$/);

      const login = (pw: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          payload: JSON.stringify({ login: config.adminEmail, password: pw }),
        });
      expect((await login(password!)).statusCode).toBe(200);
      expect((await login(TEST_ADMIN.password)).statusCode).toBe(401);

      const again: string[] = [];
      await seedIfEmpty(server.database.db, [], { adminEmail: config.adminEmail, demoData: false, log: (m) => again.push(m) });
      expect(again).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('a weak ADMIN_PASSWORD is refused when the admin is created, and no admin is made', async () => {
    const database = await openDatabase(emptyDatabase(), []);
    try {
      const seed = (adminPassword: string) =>
        seedIfEmpty(database.db, [], { adminEmail: 'Boss@example.com', adminPassword, demoData: false, log: () => undefined });
      await expect(seed(' '.repeat(8))).rejects.toThrow('ADMIN_PASSWORD is refused (Not only spaces)');
      await expect(seed('boss@EXAMPLE.com')).rejects.toThrow('ADMIN_PASSWORD is refused (Not the login)');
      await expect(seed('password1234')).rejects.toThrow('ADMIN_PASSWORD is refused (Too common: choose another)');
      setPasswordMinLength(database.db, 20);
      await expect(seed('sixteen-chars-pw')).rejects.toThrow('ADMIN_PASSWORD is refused (At least 20 characters)');
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
