import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../tests/support/server';
import { configFromEnv } from '../config';
import { loginAttempts, sessions } from '../db/schema';
import { createSession, sessionUser } from './sessions';

let t: TestServer;
/** A server behind one proxy (TRUST_PROXY=true, as an operator sets it), started for the first test of what a proxy forwards. */
let proxied: Promise<TestServer> | undefined;
const behindProxy = () => (proxied ??= startTestServer({ trustProxy: configFromEnv({ TRUST_PROXY: 'true' }).trustProxy }));
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
  await (await proxied)?.close();
});

const db = () => t.server.database.db;
const minutes = (n: number) => new Date(Date.now() - n * 60_000);

async function login(body: unknown, opts: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: opts.remoteAddress,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    payload: JSON.stringify(body),
  });
  const setCookie = res.headers['set-cookie'];
  const raw = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return { status: res.statusCode, body: res.json(), rawCookie: raw, cookie: raw?.split(';')[0] };
}

const me = (cookie: string) => t.call('GET', '/api/permissions-tree', { cookie });

describe('login', () => {
  it('answers the write convention with the user id and login', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'OK', ok: true, data: { id: expect.any(Number), login: TEST_ADMIN.login } });
    expect((await me(res.cookie!)).status).toBe(200);
  });

  it('refuses a wrong password with 401 and an error, and sets no cookie', async () => {
    await t.createUser('wrong-pw@example.com', 'right-password');
    const res = await login({ login: 'wrong-pw@example.com', password: 'not-it' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(res.rawCookie).toBeUndefined();
  });

  it('refuses an unknown login with the same 401', async () => {
    const res = await login({ login: 'nobody@example.com', password: 'whatever' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Wrong username or password' });
  });

  it('answers 400 with the missing fields', async () => {
    const res = await login({});
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.fields).toEqual({ login: 'Required', password: 'Required' });
  });

  it('sets an HttpOnly, SameSite=Strict cookie on / without Secure over http', async () => {
    const { rawCookie } = await login(TEST_ADMIN);
    const attrs = rawCookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs[0]).toMatch(/^cm_session=[\w-]{20,}$/);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
  });

  it('sets a Secure cookie when the request came over https through a trusted proxy', async () => {
    const proxy = await behindProxy();
    const res = await proxy.server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify(TEST_ADMIN),
    });
    expect(res.statusCode).toBe(200);
    const attrs = String(res.headers['set-cookie'])
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('secure');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
  });

  it('starts a new session at each login and ends the one the browser sent', async () => {
    await t.createUser('relogin@example.com', 'relogin-pw');
    const first = await login({ login: 'relogin@example.com', password: 'relogin-pw' });
    expect((await me(first.cookie!)).status).toBe(200);
    const second = await login({ login: 'relogin@example.com', password: 'relogin-pw' }, { cookie: first.cookie });
    expect(second.status).toBe(200);
    expect(second.cookie).not.toBe(first.cookie);
    expect(await me(first.cookie!)).toEqual({ status: 401, body: expect.objectContaining({ logged: false }) });
    expect((await me(second.cookie!)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session on the server', async () => {
    const userId = await t.createUser('logout@example.com', 'logout-pw');
    const { cookie } = await login({ login: 'logout@example.com', password: 'logout-pw' });
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
    const res = await t.call('POST', '/api/logout', { cookie });
    expect(res).toEqual({ status: 200, body: { result: 'OK', ok: true, data: null } });
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await me(cookie!)).toEqual({ status: 401, body: expect.objectContaining({ logged: false }) });
  });
});

describe('session time-outs', () => {
  async function sessionOf(name: string) {
    const userId = await t.createUser(name, 'timeout-pw');
    const { cookie } = await login({ login: name, password: 'timeout-pw' });
    const backdate = (set: { createdAt?: Date; lastSeenAt?: Date }) => db().update(sessions).set(set).where(eq(sessions.userId, userId));
    return { cookie: cookie!, backdate };
  }

  it('keeps a session idle for 29 minutes and touches it', async () => {
    const s = await sessionOf('idle-ok@example.com');
    await s.backdate({ lastSeenAt: minutes(29) });
    expect((await me(s.cookie)).status).toBe(200);
    expect((await me(s.cookie)).status).toBe(200);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const s = await sessionOf('idle@example.com');
    await s.backdate({ lastSeenAt: minutes(31) });
    expect(await me(s.cookie)).toEqual({ status: 401, body: expect.objectContaining({ logged: false }) });
    await s.backdate({ lastSeenAt: new Date() });
    expect((await me(s.cookie)).status).toBe(401);
  });

  it('honours an idle limit under a minute to the second', async () => {
    const userId = await t.createUser('short-idle@example.com', 'short-idle-pw');
    const token = await createSession(db(), userId);
    const policy = { idleMs: 2_000, absoluteMs: 3_600_000 };
    const [{ createdAt }] = await db().select().from(sessions).where(eq(sessions.userId, userId));
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    // Busy every 1.5 s: never idle for 2 s, though more than 2 s pass since the session began.
    for (const ms of [1_500, 3_000, 4_500]) expect(await sessionUser(db(), token, policy, at(ms))).toMatchObject({ id: userId });
    expect(await sessionUser(db(), token, policy, at(6_600))).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('keeps a busy session younger than 12 hours', async () => {
    const s = await sessionOf('young@example.com');
    await s.backdate({ createdAt: minutes(12 * 60 - 1), lastSeenAt: new Date() });
    expect((await me(s.cookie)).status).toBe(200);
  });

  it('ends a session older than 12 hours even when it is busy', async () => {
    const s = await sessionOf('old@example.com');
    await s.backdate({ createdAt: minutes(12 * 60 + 1), lastSeenAt: new Date() });
    expect(await me(s.cookie)).toEqual({ status: 401, body: expect.objectContaining({ logged: false }) });
  });
});

describe('login throttling', () => {
  const fail = (login: string, remoteAddress = '127.0.0.1') => tryLogin({ login, password: 'wrong' }, remoteAddress);
  const tryLogin = (body: { login: string; password: string }, remoteAddress?: string) => login(body, { remoteAddress });
  const attempt = (key: string) => db().select().from(loginAttempts).where(eq(loginAttempts.key, key));

  it('locks one account from one address after more than 10 failures in 15 minutes; the account works from elsewhere', async () => {
    await t.createUser('locked@example.com', 'locked-pw');
    for (let i = 0; i < 10; i++) expect((await fail('locked@example.com', '10.1.0.1')).status).toBe(401);
    expect((await tryLogin({ login: 'locked@example.com', password: 'locked-pw' }, '10.1.0.1')).status).toBe(200);

    for (let i = 0; i < 11; i++) await fail('locked@example.com', '10.1.0.1');
    const refused = await tryLogin({ login: 'locked@example.com', password: 'locked-pw' }, '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many failed logins for this account. Try again in 15 minutes.' });
    expect(refused.rawCookie).toBeUndefined();
    // The attacker's address is locked out of this account; its owner, elsewhere, is not.
    expect((await tryLogin({ login: 'locked@example.com', password: 'locked-pw' }, '10.1.0.2')).status).toBe(200);

    const [lock] = await attempt('pair:locked@example.com|10.1.0.1');
    expect(lock.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await db()
      .update(loginAttempts)
      .set({ lockedUntil: minutes(1) })
      .where(eq(loginAttempts.key, 'pair:locked@example.com|10.1.0.1'));
    expect((await tryLogin({ login: 'locked@example.com', password: 'locked-pw' }, '10.1.0.1')).status).toBe(200);
  });

  it('nobody can lock the admin out from one address', async () => {
    for (let i = 0; i < 25; i++) await fail(TEST_ADMIN.login, '10.2.0.1');
    expect((await tryLogin(TEST_ADMIN, '10.2.0.1')).status).toBe(429);
    expect((await tryLogin(TEST_ADMIN, '10.2.0.2')).status).toBe(200);
  });

  it('limits one address over many accounts: of 60 wrong logins for 60 accounts, those after the 31st are refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await fail(`nobody${i}@example.com`, '10.3.0.1')).status);
    expect(statuses.slice(0, 31)).toEqual(Array(31).fill(401));
    expect(statuses.slice(31)).toEqual(Array(29).fill(429));
    const refused = await tryLogin(TEST_ADMIN, '10.3.0.1');
    expect(refused).toMatchObject({ status: 429, body: { error: 'Too many failed logins from this address. Try again in 15 minutes.' } });
  });

  it('limits one account over many addresses (more than 50 failures)', async () => {
    await t.createUser('roaming@example.com', 'roaming-pw');
    for (let i = 0; i < 51; i++) await fail(i % 2 ? 'Roaming@Example.com' : 'roaming@example.com', `10.4.${Math.floor(i / 9)}.${(i % 9) + 1}`);
    expect((await tryLogin({ login: 'roaming@example.com', password: 'roaming-pw' }, '192.168.1.1')).status).toBe(429);
  });

  it('60 parallel guesses for one account from one address: 11 are answered, as one after another', async () => {
    await t.createUser('parallel@example.com', 'parallel-pw');
    const results = await Promise.all(Array.from({ length: 60 }, () => fail('parallel@example.com', '10.5.0.1')));
    expect(results.filter((r) => r.status === 401)).toHaveLength(11);
    expect(results.filter((r) => r.status === 429)).toHaveLength(49);
  });

  it('60 wrong passwords for the admin from one address: the right one from another address logs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await fail(TEST_ADMIN.login, '127.0.0.1')).status);
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(statuses.slice(11)).toEqual(Array(49).fill(429));
    expect((await tryLogin(TEST_ADMIN, '127.0.0.3')).status).toBe(200);
    await db().delete(loginAttempts).where(eq(loginAttempts.key, 'pair:admin@example.com|127.0.0.1'));
  });

  it('an attempt on a locked pair counts against neither the address nor the account', async () => {
    await t.createUser('patient@example.com', 'patient-pw');
    for (let i = 0; i < 40; i++) await fail('patient@example.com', '10.7.0.1');
    const [pair] = await attempt('pair:patient@example.com|10.7.0.1');
    expect(pair.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await attempt('address:10.7.0.1'))[0]).toMatchObject({ failures: 11, lockedUntil: null });
    expect((await attempt('account:patient@example.com'))[0]).toMatchObject({ failures: 11, lockedUntil: null });
  });

  it('32 parallel correct logins from one address all succeed, and count nothing', async () => {
    await t.createUser('crowd@example.com', 'crowd-pw');
    const results = await Promise.all(Array.from({ length: 32 }, () => tryLogin({ login: 'crowd@example.com', password: 'crowd-pw' }, '10.9.0.1')));
    expect(results.map((r) => r.status)).toEqual(Array(32).fill(200));
    expect(await attempt('address:10.9.0.1')).toEqual([]);
    expect(await attempt('account:crowd@example.com')).toEqual([]);
    expect((await attempt('pair:crowd@example.com|10.9.0.1'))[0]).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it('64 parallel logins, right and wrong mixed, for one account from 4 addresses: each right one 200, each wrong one 401, never a 500 (no deadlock)', async () => {
    await t.createUser('mixed@example.com', 'mixed-pw');
    // 8 wrong per address at most: no pair, address or account reaches its limit, whatever the order.
    const attempts = Array.from({ length: 64 }, (_, i) => ({ right: i % 2 === 0, address: `10.11.0.${(Math.floor(i / 2) % 4) + 1}` }));
    const results = await Promise.all(attempts.map((a) => tryLogin({ login: 'mixed@example.com', password: a.right ? 'mixed-pw' : 'wrong' }, a.address)));
    expect(results.map((r) => r.status)).toEqual(attempts.map((a) => (a.right ? 200 : 401)));
  });

  it('a correct password clears its pair: 10 failures, a login, 10 failures more are all answered', async () => {
    await t.createUser('forgetful@example.com', 'forgetful-pw');
    for (let i = 0; i < 10; i++) expect((await fail('forgetful@example.com', '10.10.0.1')).status).toBe(401);
    expect((await tryLogin({ login: 'forgetful@example.com', password: 'forgetful-pw' }, '10.10.0.1')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fail('forgetful@example.com', '10.10.0.1')).status).toBe(401);
    expect((await tryLogin({ login: 'forgetful@example.com', password: 'forgetful-pw' }, '10.10.0.1')).status).toBe(200);
  });

  it('behind a proxy (TRUST_PROXY=true), a forged leftmost X-Forwarded-For does not change the throttled address', async () => {
    const proxy = await behindProxy();
    await proxy.createUser('proxied@example.com', 'proxied-pw');
    const viaProxy = (password: string, forwardedFor: string) =>
      proxy.server.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.12.0.1',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ login: 'proxied@example.com', password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await viaProxy('wrong', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    const [pair] = await proxy.server.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'pair:proxied@example.com|203.0.113.7'));
    expect(pair.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await viaProxy('proxied-pw', '198.51.100.99, 203.0.113.8')).statusCode).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    await t.createUser('slow@example.com', 'slow-pw');
    for (let i = 0; i < 10; i++) await fail('slow@example.com', '10.6.0.1');
    await db()
      .update(loginAttempts)
      .set({ windowStartedAt: minutes(16) })
      .where(eq(loginAttempts.key, 'pair:slow@example.com|10.6.0.1'));
    for (let i = 0; i < 5; i++) await fail('slow@example.com', '10.6.0.1');
    expect((await tryLogin({ login: 'slow@example.com', password: 'slow-pw' }, '10.6.0.1')).status).toBe(200);
  });
});
