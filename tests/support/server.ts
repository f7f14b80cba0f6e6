import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { AgentService } from '../../core/server/agents/agent-service';
import { openAiProvider } from '../../core/server/agents/providers';
import { createServer, type Server } from '../../core/server/app';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir, loadPlugins } from '../../core/server/plugins/load';
import { configFromEnv, type ServerConfig } from '../../core/server/config';
import { hashPassword, setPasswordHashCost } from '../../core/server/auth/passwords';
import { grants, notes, users } from '../../sdk/server/tables';
import type { Db } from '../../core/server/db/open';
import type { AgentRunner } from '../../sdk/server/agents';
import { freshPostgres } from './postgres';

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

/**
 * Password hashes as cheap as Argon2id makes them (64 KiB, one pass) in the server tests, for the
 * template's administrator and every user a test makes: hundreds of logins and users per run, each
 * about 50 ms at the product's cost, and no test is about that cost (see setPasswordHashCost).
 */
export const cheapPasswordHashes = () => setPasswordHashCost({ memoryCost: 64, timeCost: 1 });

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

/**
 * A new database for openDatabase(url, plugins, image): an in-memory PGlite started from image, the
 * run's empty initialized one (initdb's output, see buildTestTemplate) when there is one; or, with
 * TEST_DATABASE_URL=postgres://…, a database of its own on that server, a copy of the template
 * database when one is named.
 */
export async function freshDatabase(template?: string): Promise<{ url: string; image?: Blob; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const initialized = runTemplate()?.initializedDump;
    return { url: 'memory://', image: initialized ? dumpImage(initialized) : undefined, drop: async () => undefined };
  }
  return freshPostgres(base, 'test', template);
}

/**
 * The migrated and seeded database that test servers start from, built once per test run (the
 * vitest global setup) instead of seeding the demo for every server: a PGlite dump, or a template
 * database on TEST_DATABASE_URL; with the files the demo wrote.
 */
interface TestTemplate {
  files: string;
  /** The demo's database. */
  pgliteDump?: string;
  /** initdb's output, no migration applied: what an in-memory PGlite would make first. */
  initializedDump?: string;
  /** Every migration of core and the plugins applied, nothing seeded. */
  emptyDump?: string;
  database?: string;
}
const TEMPLATE_ENV = 'TEST_SERVER_TEMPLATE';

/** Builds the template in dir and names it to the test workers (through the environment they inherit). */
export async function buildTestTemplate(dir: string): Promise<{ drop(): Promise<void> }> {
  const template: TestTemplate = { files: join(dir, 'files') };
  mkdirSync(template.files, { recursive: true });
  const database = await freshDatabase();
  let emptyImage: Blob | undefined;
  // initdb once per run (seconds of CPU), and the migrations once: the tests' in-memory databases start from these
  // (emptyPglite's on PostgreSQL too). WAL segments of 1 MB, not 16: each test database loads its dump whole, 15 MB
  // less of it (a start about a fifth faster). Without initdb's template databases either: a PGlite serves one
  // database and no test creates another; they were a third of the demo dump's bytes and files (15 MB, 602 files).
  const initialized = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  await initialized.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  for (const name of ['template0', 'template1']) await initialized.exec(`DROP DATABASE ${name}`);
  template.initializedDump = join(dir, 'initialized.tar');
  writeFileSync(template.initializedDump, await compactDump(initialized));
  await initialized.close();
  if (!process.env.TEST_DATABASE_URL) {
    const empty = await openDatabase('memory://', await loadPlugins([defaultPluginsDir]), dumpImage(template.initializedDump));
    template.emptyDump = join(dir, 'empty.tar');
    writeFileSync(template.emptyDump, await compactDump(empty.pglite!));
    await empty.close();
    emptyImage = dumpImage(template.emptyDump);
  }
  // No task workers: the tasks the demo queues stay queued and run in each test server, as before.
  const server = await createServer(
    testConfig({ databaseUrl: database.url, filesDir: template.files, taskConcurrency: 0, memoryImage: emptyImage }),
    () => undefined,
  );
  // The task queue's schema and queues (pg-boss) in the template too: creating them is much of a server's start.
  await server.tasks.start();
  if (server.database.pglite) {
    template.pgliteDump = join(dir, 'db.tar');
    writeFileSync(template.pgliteDump, await compactDump(server.database.pglite));
  } else {
    template.database = new URL(database.url).pathname.slice(1);
  }
  await server.close();
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  return {
    async drop() {
      delete process.env[TEMPLATE_ENV];
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The data folder of pglite as a tar, as small as it can be: every test server reads it whole when it
 * starts, and recovers from the last checkpoint. So a checkpoint first, and the WAL segments of 16 MB
 * that recovery from it does not read (used before it, or made ahead) left out.
 */
async function compactDump(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const [{ redo }] = (await pglite.query<{ redo: string }>('SELECT redo_wal_file AS redo FROM pg_control_checkpoint()')).rows;
  const [{ dataDir }] = (await pglite.query<{ dataDir: string }>('SELECT current_setting(\'data_directory\') AS "dataDir"')).rows;
  const { FS } = pglite.Module;
  for (const name of FS.readdir(`${dataDir}/pg_wal`)) {
    if (/^[0-9A-F]{24}$/.test(name) && name !== redo) FS.unlink(`${dataDir}/pg_wal/${name}`);
  }
  return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
}

function testConfig(overrides: Partial<ServerConfig>): ServerConfig {
  return { ...configFromEnv({}), adminPassword: TEST_ADMIN.password, checkAnswers: true, ...overrides } as ServerConfig;
}

function runTemplate(): TestTemplate | undefined {
  return process.env[TEMPLATE_ENV] ? (JSON.parse(process.env[TEMPLATE_ENV]) as TestTemplate) : undefined;
}

/** Whether a plugin of these folders seeds demo data of its own, which a server started from the template would lack. */
function seedsDemo(pluginDirs: string[]): boolean {
  return pluginDirs.some((dir) => existsSync(dir) && readdirSync(dir).some((name) => existsSync(join(dir, name, 'demo'))));
}

/**
 * A database and files folder that outlive the servers started on them (as their databaseUrl and
 * filesDir), for tests of a restart: a PGlite folder, or a database of its own on TEST_DATABASE_URL;
 * with the demo of the run's template when there is one (else the first server seeds it).
 */
export async function persistentTestDatabase(): Promise<{ url: string; filesDir: string; drop(): Promise<void> }> {
  const template = runTemplate();
  const filesDir = mkdtempSync(join(tmpdir(), 'cm-files-'));
  if (template) cpSync(template.files, filesDir, { recursive: true });
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    const database = await freshDatabase(template?.database);
    return {
      url: database.url,
      filesDir,
      drop: async () => {
        await database.drop();
        removeFiles();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cm-db-'));
  if (template?.pgliteDump) {
    const pglite = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: dumpImage(template.pgliteDump) });
    await pglite.waitReady;
    await pglite.close();
  }
  return {
    url: dataDir,
    filesDir,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      removeFiles();
    },
  };
}

export interface LoggedInServer extends TestServer {
  /** The administrator's session cookie. */
  admin: string;
  /**
   * Creates a user with grants ([courseId, moduleId] pairs, courseId 0 for global modules) and
   * logs it in: answers its session cookie.
   */
  signIn(name: string, grants?: [number, number][], freelance?: boolean): Promise<string>;
  /** The id of the user of this name (one signIn made, for tests that name it in a request). */
  userId(name: string): Promise<number>;
}

/** The password of the users signIn makes. */
export const TEST_USER_PASSWORD = 'user-password';

/**
 * A test server (see startTestServer) with the administrator logged in, for route tests: users
 * with the grants a test needs log in with signIn.
 */
export async function loggedInServer(overrides: Partial<ServerConfig> = {}): Promise<LoggedInServer> {
  const t = await startTestServer(overrides);
  try {
    const admin = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    return {
      ...t,
      admin,
      async signIn(name, grants = [], freelance = false) {
        await t.createUser(name, TEST_USER_PASSWORD, grants, freelance);
        return t.login(name, TEST_USER_PASSWORD);
      },
      async userId(name) {
        const [user] = await t.server.database.db.select({ id: users.id }).from(users).where(eq(users.name, name));
        if (!user) throw new Error(`no user ${name}`);
        return user.id;
      },
    };
  } catch (e) {
    await t.close();
    throw e;
  }
}

/** The template's dumps, each read once per worker: the test files of a worker share this module (vite.config.ts). */
const dumps = new Map<string, Blob>();
function dumpImage(path: string): Blob {
  let image = dumps.get(path);
  if (!image) dumps.set(path, (image = new Blob([readFileSync(path)])));
  return image;
}

/** An empty in-memory PGlite (no migration applied), started from the run's initialized image when there is one, not by an initdb. */
export function emptyPglite(): PGlite {
  const initialized = runTemplate()?.initializedDump;
  return new PGlite({ loadDataDir: initialized ? dumpImage(initialized) : undefined });
}

/**
 * A real server with the demo data on a fresh database, for route tests: an in-memory PGlite,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL. Servers with the demo
 * start from the run's template (see buildTestTemplate) when there is one, extra plugins' migrations
 * applied on top, unless an extra plugin seeds demo data of its own.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const ownDatabase = overrides.databaseUrl !== undefined || overrides.demoData === false || seedsDemo(overrides.extraPluginDirs ?? []);
  const template = ownDatabase ? undefined : runTemplate();
  const database = await freshDatabase(template?.database);
  const filesDir = overrides.filesDir ?? mkdtempSync(join(tmpdir(), 'cm-files-'));
  if (template) cpSync(template.files, filesDir, { recursive: true });
  // Without the demo's template: the run's migrated empty database (what a first start makes before seeding), when there is one.
  const emptyDump = overrides.databaseUrl === undefined ? runTemplate()?.emptyDump : undefined;
  const image = template?.pgliteDump ?? emptyDump;
  const server = await createServer(
    testConfig({
      databaseUrl: database.url,
      filesDir,
      memoryImage: image ? dumpImage(image) : undefined,
      ...overrides,
    }),
    () => undefined,
  );
  // A listening server starts its queue once it listens; a test server answers inject() and never listens.
  await server.tasks.start();
  const { db } = server.database;

  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const res = await server.app.inject({
      method,
      url,
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
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body };
  };

  return {
    server,
    call,
    async login(login, password) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ login, password }),
      });
      if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
      return String(res.headers['set-cookie']).split(';')[0];
    },
    async createUser(name, password, userGrants = [], freelance = false) {
      const [u] = await db
        .insert(users)
        .values({ name, passwordHash: await hashPassword(password), freelance })
        .returning({ id: users.id });
      if (userGrants.length) await db.insert(grants).values(userGrants.map(([courseId, moduleId]) => ({ userId: u.id, courseId, moduleId })));
      return u.id;
    },
    async close() {
      await server.close();
      await database.drop();
      if (!overrides.filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
