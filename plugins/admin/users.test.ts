import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionTreeEntry } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { COURSES, USERS } from './plugin';

const GLOSSARIES = 10; // a course module of another plugin, to grant

let t: LoggedInServer;
let admin: string;
let manager: string; // granted Users only
let outsider: string; // granted Courses only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  manager = await t.signIn('manager@example.com', [[0, USERS]]);
  outsider = await t.signIn('outsider@example.com', [[0, COURSES]]);
});
afterAll(() => t.close());

type Course = { id: number; name: string; language: string; granted: boolean; permissions: { moduleId: number; name: string; granted: boolean }[] };
const grantedOf = (courses: Course[]) => courses.flatMap((c) => c.permissions.filter((p) => p.granted).map((p) => [c.id, p.moduleId]));
/** The catalogue with exactly these [courseId, moduleId] granted. */
const withGrants = (courses: Course[], pairs: [number, number][]) =>
  courses.map((c) => ({
    ...c,
    permissions: c.permissions.map((p) => ({ ...p, granted: pairs.some(([ci, m]) => ci === c.id && m === p.moduleId) })),
  }));

const create = (body: unknown, cookie = manager) => t.call('POST', '/api/users', { cookie, body });

describe('users', () => {
  it('creates a user (name lower-cased), never returns the hash, and the new user can log in', async () => {
    const res = await create({ name: ' Ana.Perez@Example.com ', password: 'secret-123-ana', freelance: true });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const { id } = res.body.data;
    const u = (await t.call('GET', `/api/users/${id}`, { cookie: manager })).body;
    expect(u).toMatchObject({ id, name: 'ana.perez@example.com', freelance: true, admin: false, version: 1, password: '' });
    expect(JSON.stringify(u)).not.toMatch(/argon2|passwordHash/);
    const list = (await t.call('GET', '/api/users', { cookie: manager })).body;
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
    const cookie = await t.login('ana.perez@example.com', 'secret-123-ana');
    expect((await t.call('GET', '/api/permissions-tree', { cookie })).body).toEqual([]);
  });

  it('serves the grid with search by name, one grid row and a blank user with the permission catalogue', async () => {
    const all = (await t.call('GET', '/api/users', { cookie: manager })).body as { name: string }[];
    expect(all.map((u) => u.name)).toEqual(expect.arrayContaining(['admin@example.com', 'manager@example.com', 'outsider@example.com']));
    const found = (await t.call('GET', '/api/users?text=OUTSIDER', { cookie: manager })).body;
    expect(found).toEqual([{ id: expect.any(Number), name: 'outsider@example.com', freelance: false, admin: false }]);
    expect((await t.call('GET', `/api/users/grid/${found[0].id}`, { cookie: manager })).body).toEqual(found[0]);
    expect((await t.call('GET', '/api/users/grid/2147000001', { cookie: manager })).status).toBe(404);

    const blank = (await t.call('GET', '/api/users/new', { cookie: manager })).body;
    expect(blank).toMatchObject({ id: -1, name: '', password: '', freelance: false, admin: false, version: 0 });
    const [global, first] = blank.courses as Course[];
    expect(global).toMatchObject({ id: 0, name: 'Global modules', granted: false });
    expect(global.permissions).toEqual(
      expect.arrayContaining([
        { moduleId: USERS, name: 'Users', granted: false },
        { moduleId: COURSES, name: 'Courses', granted: false },
      ]),
    );
    expect(global.permissions.some((p) => p.moduleId === GLOSSARIES)).toBe(false);
    expect(first.permissions).toContainEqual({ moduleId: GLOSSARIES, name: 'Glossaries', granted: false });
    expect(first.permissions.some((p) => p.moduleId === USERS)).toBe(false);
    expect(blank.courses).toHaveLength(1 + 8); // the demo courses
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await t.call('GET', '/api/users', { cookie: manager })).body.length;
    const bad = await create({ name: 'not-an-email', password: 'long-enough-pw', freelance: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: 'Not a valid e-mail address', freelance: expect.any(String) });
    expect((await create({ name: 'shortpw@example.com', password: 'short' })).body.fields).toEqual({ password: 'At least 12 characters' });
    expect((await create({ password: 'long-enough-pw' })).body.fields).toEqual({ name: 'Required' });
    expect((await create({ name: 'nopw@example.com' })).body).toMatchObject({ fields: { password: 'Required' } });
    expect((await create({ name: 'nopw@example.com', password: '' })).body).toMatchObject({ fields: { password: 'Required' } });
    expect((await create({ name: 'MANAGER@example.com', password: 'long-enough-pw' })).body).toMatchObject({ fields: { name: 'Already used' } });
    expect((await t.call('GET', '/api/users', { cookie: manager })).body.length).toBe(before);
  });

  it('updates with the version; an empty password keeps the old one, a new one replaces it; a stale save gets 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ name: 'bea@example.com', password: 'first-password' });
    const beaSession = await t.login('bea@example.com', 'first-password');
    const v1 = (await t.call('GET', `/api/users/${id}`, { cookie: manager })).body;
    const saved = await t.call('PUT', `/api/users/${id}`, { cookie: manager, body: { ...v1, name: 'bea.ruiz@example.com', freelance: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ id, name: 'bea.ruiz@example.com', freelance: true, version: 2, password: '' });
    await t.login('bea.ruiz@example.com', 'first-password');
    // her sessions survive a save that keeps the password
    expect((await t.call('GET', '/api/permissions-tree', { cookie: beaSession })).status).toBe(200);

    const stale = await t.call('PUT', `/api/users/${id}`, { cookie: admin, body: { ...v1, name: 'overwritten@example.com' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);

    const v2 = saved.body.data.record;
    expect((await t.call('PUT', `/api/users/${id}`, { cookie: manager, body: { ...v2, password: 'short' } })).body.fields).toEqual({
      password: 'At least 12 characters',
    });
    expect((await t.call('PUT', `/api/users/${id}`, { cookie: manager, body: { ...v2, password: 'second-password' } })).status).toBe(200);
    await expect(t.login('bea.ruiz@example.com', 'first-password')).rejects.toThrow(/401/);
    await t.login('bea.ruiz@example.com', 'second-password');
    // an administrator's new password ends the sessions she had
    expect((await t.call('GET', '/api/permissions-tree', { cookie: beaSession })).status).toBe(401);
  });

  it('refuses a password of 8 spaces, of under 12 characters, equal to the login or common, with 400 naming it; on create and on update', async () => {
    const refused = [
      [' '.repeat(8), 'Not only spaces'],
      ['eleven-char', 'At least 12 characters'],
      ['Gil.Moreno@Example.com', 'Not the login'],
      ['Password1234', 'Too common: choose another'],
    ];
    for (const [password, message] of refused) {
      expect(await create({ name: 'gil.moreno@example.com', password }), password).toMatchObject({ status: 400, body: { fields: { password: message } } });
    }
    const {
      body: {
        data: { id, record },
      },
    } = await create({ name: 'gil.moreno@example.com', password: 'gil-moreno-pw' });
    for (const [password, message] of refused) {
      const res = await t.call('PUT', `/api/users/${id}`, { cookie: manager, body: { ...record, password } });
      expect(res, password).toMatchObject({ status: 400, body: { fields: { password: message } } });
    }
    await t.login('gil.moreno@example.com', 'gil-moreno-pw');
  });

  it('answers 404 for an unknown user', async () => {
    const unknown = 2_147_000_001;
    expect((await t.call('GET', `/api/users/${unknown}`, { cookie: manager })).status).toBe(404);
    expect((await t.call('PUT', `/api/users/${unknown}`, { cookie: manager, body: { name: 'x@example.com', version: 1 } })).status).toBe(404);
    expect((await t.call('GET', `/api/users/${unknown}/permissions`, { cookie: manager })).status).toBe(404);
    expect((await t.call('PUT', `/api/users/${unknown}/permissions`, { cookie: manager, body: { courses: [] } })).status).toBe(404);
  });

  it('refuses a user without the Users module with 403', async () => {
    const id = (await t.call('GET', '/api/users?text=manager', { cookie: admin })).body[0].id;
    for (const [method, url, body] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/new'],
      ['GET', `/api/users/${id}`],
      ['GET', `/api/users/grid/${id}`],
      ['GET', `/api/users/${id}/permissions`],
      ['POST', '/api/users', { name: 'x@example.com', password: 'long-enough-pw' }],
      ['PUT', `/api/users/${id}`, { name: 'x@example.com', version: 1 }],
      ['PUT', `/api/users/${id}/permissions`, { courses: [] }],
    ] as const) {
      const res = await t.call(method, url, { cookie: outsider, body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('PUT permissions replaces the grants exactly, and the user sees the change on the next request without logging in again', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ name: 'carla@example.com', password: 'carla-password' });
    const carla = await t.login('carla@example.com', 'carla-password');
    expect((await t.call('GET', '/api/permissions-tree', { cookie: carla })).body).toEqual([]);
    // The grants' fingerprint of each checked answer (X-Grants), as the browser's client reads it.
    const grantsOf = async (url: string) => (await t.server.app.inject({ method: 'GET', url, headers: { cookie: carla } })).headers['x-grants'];
    expect((await t.call('GET', '/api/courses/1/glossaries', { cookie: carla })).status).toBe(403);
    const before = await grantsOf('/api/courses/1/glossaries');
    expect(before).toEqual(expect.any(String));

    const perms = (await t.call('GET', `/api/users/${id}/permissions`, { cookie: manager })).body;
    expect(perms).toMatchObject({ id, admin: false, version: 1 });
    const put = await t.call('PUT', `/api/users/${id}/permissions`, {
      cookie: manager,
      body: {
        courses: withGrants(perms.courses, [
          [0, COURSES],
          [1, GLOSSARIES],
        ]),
        version: perms.version,
      },
    });
    expect(put).toMatchObject({ status: 200, body: { ok: true, data: { id, version: 2 } } });
    expect(grantedOf(put.body.data.courses)).toEqual([
      [0, COURSES],
      [1, GLOSSARIES],
    ]);
    const after = (await t.call('GET', `/api/users/${id}/permissions`, { cookie: manager })).body.courses as Course[];
    expect(after.filter((c) => c.granted).map((c) => c.id)).toEqual([0, 1]);

    const tree = (await t.call('GET', '/api/permissions-tree', { cookie: carla })).body as PermissionTreeEntry[];
    expect(tree.map((e) => [e.courseId, e.ref])).toEqual([
      [0, COURSES],
      [1, GLOSSARIES],
    ]);
    expect((await t.call('GET', '/api/courses/1/glossaries', { cookie: carla })).status).toBe(200);
    // The answer's grants fingerprint changed: the client rebuilds the sidebar on this request.
    const granted = await grantsOf('/api/courses/1/glossaries');
    expect(granted).toEqual(expect.any(String));
    expect(granted).not.toBe(before);
    expect(await grantsOf('/api/courses')).toBe(granted);
    expect((await t.call('GET', '/api/courses', { cookie: carla })).status).toBe(200);

    // a stale version is refused; then replacing with only course 2's glossaries drops the rest
    expect((await t.call('PUT', `/api/users/${id}/permissions`, { cookie: manager, body: { courses: [], version: 1 } })).status).toBe(409);
    await t.call('PUT', `/api/users/${id}/permissions`, {
      cookie: manager,
      body: { courses: [{ id: 2, permissions: [{ moduleId: GLOSSARIES, granted: true }] }] },
    });
    const tree2 = (await t.call('GET', '/api/permissions-tree', { cookie: carla })).body as PermissionTreeEntry[];
    expect(tree2.map((e) => [e.courseId, e.ref])).toEqual([[2, GLOSSARIES]]);
    expect((await t.call('GET', '/api/courses', { cookie: carla })).status).toBe(403);
  });

  it('POST and PUT users carry the user without courses: the grants change only through users/:id/permissions', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({
      name: 'dora@example.com',
      password: 'dora-password',
      courses: [{ id: 3, permissions: [{ moduleId: GLOSSARIES, granted: true }] }],
    });
    const v1 = (await t.call('GET', `/api/users/${id}`, { cookie: manager })).body;
    expect(grantedOf(v1.courses)).toEqual([]);
    await t.call('PUT', `/api/users/${id}/permissions`, { cookie: manager, body: { courses: withGrants(v1.courses, [[3, GLOSSARIES]]) } });
    const v2 = (await t.call('GET', `/api/users/${id}`, { cookie: manager })).body;
    const saved = await t.call('PUT', `/api/users/${id}`, { cookie: manager, body: { ...v2, freelance: true, courses: withGrants(v2.courses, [[0, USERS]]) } });
    expect(saved.body.data.record).toMatchObject({ freelance: true, version: v2.version + 1 });
    expect(grantedOf(saved.body.data.record.courses)).toEqual([[3, GLOSSARIES]]);
  });

  it('PUT permissions answers 400 naming the failing fields, and writes nothing', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ name: 'fay@example.com', password: 'fay-password' });
    await t.call('PUT', `/api/users/${id}/permissions`, {
      cookie: manager,
      body: { courses: [{ id: 1, permissions: [{ moduleId: GLOSSARIES, granted: true }] }] },
    });
    const bad = await t.call('PUT', `/api/users/${id}/permissions`, {
      cookie: manager,
      body: {
        courses: [
          { id: 0, permissions: [{ moduleId: GLOSSARIES, granted: true }] },
          { id: 999, permissions: [] },
        ],
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { 'courses.0.permissions.0.moduleId': 'Not a global module', 'courses.1.id': 'Unknown course' } },
    });
    expect(grantedOf((await t.call('GET', `/api/users/${id}/permissions`, { cookie: manager })).body.courses)).toEqual([[1, GLOSSARIES]]);
  });

  it('shows the admin flag read-only: an administrator holds every permission and only an administrator may change one', async () => {
    const [a] = (await t.call('GET', '/api/users?text=admin@', { cookie: manager })).body;
    expect(a).toMatchObject({ name: 'admin@example.com', admin: true });
    const rec = (await t.call('GET', `/api/users/${a.id}`, { cookie: manager })).body;
    expect((rec.courses as Course[]).every((c) => c.granted && c.permissions.every((p) => p.granted))).toBe(true);
    expect((await t.call('PUT', `/api/users/${a.id}`, { cookie: manager, body: { ...rec, password: 'taken-over-now!' } })).status).toBe(403);
    expect((await t.call('PUT', `/api/users/${a.id}/permissions`, { cookie: manager, body: { courses: [] } })).status).toBe(403);
    // the body cannot make anyone an administrator
    const {
      body: {
        data: { id },
      },
    } = await create({ name: 'eve@example.com', password: 'eve-password', admin: true });
    expect((await t.call('GET', `/api/users/${id}`, { cookie: manager })).body.admin).toBe(false);
    // the administrator may edit herself; her name and freelance flag change, she keeps every permission
    const saved = await t.call('PUT', `/api/users/${a.id}`, { cookie: admin, body: { ...rec, freelance: true } });
    expect(saved.body.data.record).toMatchObject({ admin: true, freelance: true, version: rec.version + 1 });
  });
});

describe('a login taken at the same moment', () => {
  it('20 parallel creates with one login make one user; the others are refused naming the login, never a 500', async () => {
    const name = `race.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const results = await Promise.all(Array.from({ length: 20 }, () => create({ name, password: 'secret-123-race' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      expect(Object.keys(r.body.fields)).toEqual(['name']);
      expect(JSON.stringify(r.body)).not.toMatch(/argon2|insert/i);
    }
  });
});
