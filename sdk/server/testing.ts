import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { AgentService } from '../../core/server/agents/agent-service';
import { openAiProvider } from '../../core/server/agents/providers';
import { createServer, type Server } from '../../core/server/app';
import { configFromEnv, type ServerConfig } from '../../core/server/config';
import { hashPassword } from '../../core/server/auth/passwords';
import { grants, notes, users } from './tables';
import type { Db } from '../../core/server/db/open';
import type { AgentRunner } from './agents';

/** A deterministic random number generator (the demo data's), for tests of generators. */
export { seededRandom } from '../../core/server/demo/random';
/** Platform tables that plugin tests read to check a side effect. */
export { notes };

/**
 * The agent service on the openai provider at baseUrl, for tests that answer as the model from a
 * fake OpenAI-compatible server; every call is written to the prompt log of db.
 */
export function openAiTestAgents(db: Db, baseUrl: string, model = 'fake-model'): AgentRunner {
  return new AgentService(db, openAiProvider({ baseUrl, apiKey: 'test-key', model, priceInput: 0, priceOutput: 0, timeoutMs: 2000 }));
}

export const TEST_ADMIN = { login: 'admin@example.com', password: 'admin-password' };

export interface TestServer {
  server: Server;
  /** Logs in and answers the session cookie ('cm_session=…'). */
  login(login: string, password: string): Promise<string>;
  /** Creates a user with grants: [courseId, moduleId] pairs (courseId 0 for global modules). */
  createUser(name: string, password: string, userGrants?: [number, number][], freelance?: boolean): Promise<number>;
  /** An API call as the browser makes it: JSON, the custom header, the session cookie. */
  call(method: InjectOptions['method'], url: string, opts?: { cookie?: string; body?: unknown }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** With TEST_DATABASE_URL=postgres://…, each test server gets a database of its own on that server. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => undefined };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A real server with the demo data on a fresh database, for route tests: an in-memory PGlite,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'cm-files-'));
  const server = await createServer({
    ...configFromEnv({}),
    databaseUrl: database.url,
    filesDir,
    adminPassword: TEST_ADMIN.password,
    ...overrides,
  }, () => undefined);
  const { db } = server.database;

  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const res = await server.app.inject({
      method, url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    let body: any = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch { /* not JSON */ }
    return { status: res.statusCode, body };
  };

  return {
    server,
    call,
    async login(login, password) {
      const res = await server.app.inject({
        method: 'POST', url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ login, password }),
      });
      if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
      return String(res.headers['set-cookie']).split(';')[0];
    },
    async createUser(name, password, userGrants = [], freelance = false) {
      const [u] = await db.insert(users).values({ name, passwordHash: await hashPassword(password), freelance }).returning({ id: users.id });
      if (userGrants.length) await db.insert(grants).values(userGrants.map(([courseId, moduleId]) => ({ userId: u.id, courseId, moduleId })));
      return u.id;
    },
    async close() {
      await server.close();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
