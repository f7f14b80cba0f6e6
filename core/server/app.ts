import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/open';
import { maintainChangedTables } from './db/analyze';
import { startAuthCache } from './auth/auth-cache';
import { startListCache } from './db/data-changes';
import { SESSION_COOKIE, flushLastSeen, purgeExpiredSessions, sessionUser, type SessionPolicy } from './auth/sessions';
import { authRoutes } from './auth/routes';
import { purgeStaleAttempts } from './auth/throttle';
import { setPasswordMinLength } from './auth/password-policy';
import { checkSameOrigin, isApiRoute } from './http/csrf';
import { installErrorHandler } from './http/errors';
import { installBodyRules } from './http/request-bodies';
import { openApiTransform } from './http/openapi';
import { clientDistDir, fastifyOptions, installResponseHeaders, registerClientFiles } from './http/client-files';
import { registerRoute, type RegisteredRoute } from './http/routes';
import { ModuleRegistry, defaultPluginsDir, loadPlugins, type LoadedPlugin } from './plugins/load';
import { platformRoutes } from './platform/routes';
import { settingsRoutes } from './platform/settings';
import { noteRoutes } from './platform/notes';
import { runDemoSteps, seedIfEmpty } from './demo/seed';
import { fileStoreFor } from './files/file-store';
import { startServerEvents } from './events/pg-events';
import { MemoryService } from './memory/memory-service';
import { resourceRoutes } from '../../sdk/server/resource';
import { TaskQueue, taskRoutes } from './tasks';
import { AgentService } from './agents/agent-service';
import { speechProviderFor } from './speech/providers';
import { localProvider, openAiConfigFromEnv, openAiProvider } from './agents/providers';
import { audioRoutes } from './audio/routes';
import { itemTask, jobRoutes } from './jobs';
import { recoverRuns, runTask } from './runs';
import { registerProbes } from './ops/probes';
import { registerMetricsRoute, serverMetrics } from './ops/metrics';
import { installAccessLog } from './ops/access-log';
import { startPeriodic } from './ops/periodic';

const BACKGROUND_DELAY_MS = 2_000;

export { clientDistDir };

export interface Server {
  app: FastifyInstance;
  database: Database;
  memory: MemoryService;
  /** The task queue (pg-boss) and the agents. */
  tasks: TaskQueue;
  agents: AgentService;
  registry: ModuleRegistry;
  /** Every API route, with the plugin that declared it ('core' for the host's own). */
  routes: RegisteredRoute[];
  /** Starts the statistics, the task queue and the memory index soon (done by listen; core/server/start.ts serves without it). */
  startBackground(): void;
  /**
   * Shuts down within config.shutdownSeconds: /readyz answers 503 at once, the queue claims no more
   * and hands back what it cannot finish in time, then the requests under way end (cut at the
   * deadline) and the database closes.
   */
  close(): Promise<void>;
}

/**
 * log: the lines for the person starting the server (the admin's first password, the demo's progress), the
 * terminal by default; failures go to the server's logger (app.log).
 * clientBuilt: a build of the client under way (npm start on a fresh clone), awaited before its files are served.
 * serverFactory: Fastify's, for a server already listening (core/server/start.ts).
 */
export async function createServer(
  config: ServerConfig,
  log: (m: string) => void = console.log,
  clientBuilt?: Promise<void>,
  serverFactory?: FastifyServerOptions['serverFactory'],
): Promise<Server> {
  const plugins = await loadPlugins([defaultPluginsDir, ...config.extraPluginDirs]);
  const registry = new ModuleRegistry(plugins);
  try {
    return await serve(config, log, clientBuilt, serverFactory, plugins, registry);
  } catch (e) {
    registry.unregister();
    throw e;
  }
}

async function serve(
  config: ServerConfig,
  log: (m: string) => void,
  clientBuilt: Promise<void> | undefined,
  serverFactory: FastifyServerOptions['serverFactory'],
  plugins: LoadedPlugin[],
  registry: ModuleRegistry,
): Promise<Server> {
  // Made first for its logger; it serves nothing before start.ts sets it as the handler, once ready.
  const app = Fastify({ ...fastifyOptions(config), serverFactory });
  const database = await openDatabase(config.databaseUrl, plugins, config.memoryImage, app.log);
  const { db } = database;
  const events = await startServerEvents(database, config.databaseUrl, app.log);
  setPasswordMinLength(db, config.passwordMinLength);
  const speech = speechProviderFor(config.speechProvider);
  const files = await fileStoreFor(config);
  const authCache = await startAuthCache(database);
  const seeding = { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demoData: config.demoData, log, files, speech };
  await seedIfEmpty(db, plugins, seeding);
  let closing = false;
  let demoSteps: Promise<void> | undefined;
  const finishDemo = () =>
    (demoSteps ??= runDemoSteps(db, plugins, seeding, () => closing).catch((e) =>
      app.log.error(`The demo's last steps failed (the next start runs them again): ${(e as Error).message}`),
    ));
  if (!config.deferDemoSteps) await finishDemo();
  const listCache = await startListCache(database);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installBodyRules(app, { drainLimit: config.maxUploadBytes });
  await installResponseHeaders(app, { https: config.trustProxy !== false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 10 } });
  const metrics = serverMetrics({
    db,
    memorySegments: () => memory.stats.segments,
    memoryBytes: () => memory.bytes(),
    pool: database.pool,
    processWide: !!config.metricsToken,
  });
  database.onQuery = metrics.query;
  installAccessLog(app, metrics);

  const policy: SessionPolicy = { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteHours * 3_600_000 };
  app.addHook('onRequest', checkSameOrigin);
  app.addHook('onRequest', async (req) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || !isApiRoute(req)) return;
    await authCache.cache.sync();
    req.user = (await sessionUser(db, token, policy)) ?? undefined;
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Back office API', version: '1' } },
    transform: openApiTransform,
  });
  // The API documentation is for logged-in staff only, like the API itself.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: async (req, reply) => {
        if (!req.user) return reply.status(401).send({ logged: false, error: 'Not logged in' });
      },
    },
  });
  // This process's own last-seen times (kept in its memory by the requests it served): only it can write them.
  const touch = setInterval(() => void flushLastSeen(db).catch(() => undefined), 1_000);
  touch.unref();
  // Statistics for what changed since the last start (the demo data of a first one), then, on PGlite
  // which has no autovacuum, statistics and vacuum every minute.
  const maintain = () =>
    maintainChangedTables(db, { vacuum: !!database.pglite }).catch((e) => app.log.warn(`ANALYZE or VACUUM failed: ${(e as Error).message}`));
  // Housekeeping of the shared database: once per period across the processes, whichever claims it.
  const periodic = startPeriodic(
    db,
    [
      { name: 'Session purge', everyMs: 10 * 60_000, run: () => Promise.all([purgeExpiredSessions(db, policy), purgeStaleAttempts(db)]) },
      ...(database.pglite ? [{ name: 'ANALYZE and VACUUM', everyMs: 60_000, run: maintain }] : []),
      ...plugins.flatMap((p) =>
        (p.server?.periodic ?? []).map((w) => ({ name: w.name, everyMs: w.everyMs, run: (period: number) => w.run({ db, files, period }) })),
      ),
    ],
    app.log,
  );

  const routes: RegisteredRoute[] = [
    ...authRoutes({ idleMinutes: config.sessionIdleMinutes }).map((def) => ({ plugin: 'core', def })),
    ...[...platformRoutes(registry), ...settingsRoutes(registry), ...noteRoutes(), ...taskRoutes()].map((def) => ({ plugin: 'core', def })),
    ...plugins.flatMap((p) =>
      [
        ...(p.server?.resources ?? []).flatMap(resourceRoutes),
        ...(p.server?.jobKinds ?? []).flatMap(jobRoutes),
        ...(p.server?.audioRefs ?? []).flatMap(audioRoutes),
        ...(p.server?.routes ?? []),
      ].map((def) => ({ plugin: p.manifest.name, def })),
    ),
  ];
  const memory = new MemoryService(db);
  const agents = new AgentService(db, config.agentProvider === 'openai' ? openAiProvider(openAiConfigFromEnv()) : localProvider({ db, memory }));
  agents.register(plugins.flatMap((p) => [...(p.server?.agents ?? []), ...(p.server?.jobKinds ?? []).map((k) => k.agent)]));
  const concurrency = config.taskConcurrency ?? 8;
  const tasks = new TaskQueue(
    database,
    { memory, agents, speech, files },
    {
      concurrency,
      workers: concurrency > 0,
      ownsEntity: (type) => registry.entityOwner.has(type),
      log: app.log,
      onTry: metrics.taskTry,
    },
  );
  const runKinds = plugins.flatMap((p) => p.server?.runKinds ?? []);
  tasks.define([...plugins.flatMap((p) => [...(p.server?.tasks ?? []), ...(p.server?.jobKinds ?? []).map(itemTask)]), ...runKinds.map(runTask)]);
  const startedAt = new Date();
  tasks.onStart(() => recoverRuns(db, tasks, runKinds, { stalledBefore: database.pglite ? startedAt : undefined }));
  // The statistics, the queue and the memory index start a moment after the server listens (after the
  // demo's last steps of a first start): PGlite runs on this thread, and the login page with its first
  // calls is served first. A lookup or an enqueue before then starts what it needs itself.
  let background: NodeJS.Timeout | undefined;
  const startBackground = () => {
    void finishDemo();
    background ??= setTimeout(
      () =>
        void demoSteps?.then(() => {
          if (closing) return;
          void maintain();
          void tasks.start().catch((e) => app.log.error(`The task queue could not be started: ${(e as Error).message}`));
          void memory.start().catch((e) => app.log.error(`The translation memory could not be loaded: ${(e as Error).message}`));
        }),
      BACKGROUND_DELAY_MS,
    );
  };
  app.addHook('onListen', async () => startBackground());
  const services = { files, memory, tasks, agents, speech };
  registerProbes(app, { db, stopping: () => closing });
  registerMetricsRoute(app, metrics, config.metricsToken);
  for (const r of routes) registerRoute(app, db, registry, services, r.plugin, r.def, config.checkAnswers);

  const clientDir = config.clientDir ?? clientDistDir;
  await clientBuilt;
  if (existsSync(clientDir)) await registerClientFiles(app, clientDir);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !existsSync(clientDir)) {
      return reply.status(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}` });
    }
    return reply.sendFile('index.html');
  });

  return {
    app,
    database,
    registry,
    routes,
    memory,
    tasks,
    agents,
    startBackground,
    async close() {
      closing = true;
      clearTimeout(background);
      await demoSteps; // the step under way, not the rest
      clearInterval(touch);
      periodic.stop();
      const deadline = performance.now() + config.shutdownSeconds * 1000;
      // The requests under way go on meanwhile (a load balancer sees /readyz answer 503).
      await tasks.stop({ deadlineMs: config.shutdownSeconds * 1000 });
      await closeWithin(app, deadline - performance.now());
      await flushLastSeen(db).catch(() => undefined);
      await authCache.stop();
      await listCache.stop();
      await events.stop();
      await database.close();
      registry.unregister();
    },
  };
}

/** Closes the app: the requests under way may finish within ms, then their connections are cut. */
async function closeWithin(app: FastifyInstance, ms: number): Promise<void> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), Math.max(0, ms))))]);
  clearTimeout(timer);
  if (late) app.server.closeAllConnections();
  await closed;
}
