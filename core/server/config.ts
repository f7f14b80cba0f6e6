import { DEFAULT_PASSWORD_MIN_LENGTH } from './auth/password-policy';
import type { S3Options } from './files/s3-file-store';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminEmail: string;
  /** Undefined: a random password is made and printed once, when the admin is created. */
  adminPassword?: string;
  /** The shortest password accepted when one is set (PASSWORD_MIN_LENGTH, 12 by default, 8 to 64). */
  passwordMinLength: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Fill an empty database with the demo courses. */
  demoData: boolean;
  /** Extra plugin folders (PLUGIN_DIRS, colon-separated; tests); plugins/ is always read. */
  extraPluginDirs: string[];
  /** The proxies whose X-Forwarded-For and -Proto are believed (TRUST_PROXY, see TrustProxy). */
  trustProxy: TrustProxy;
  /** How long a client may take to send a whole request, headers and body (60 s; tests shorten it). */
  requestTimeoutMs?: number;
  /** The folder of uploaded files (audio, illustrations), unless filesUrl names a bucket. */
  filesDir: string;
  /** FILES_URL=s3://bucket/prefix: the files in an S3-compatible service instead (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
  filesUrl?: string;
  s3?: S3Options;
  /** The largest upload accepted, in bytes. */
  maxUploadBytes: number;
  /** Task handlers running at once per queue in this process (TASK_CONCURRENCY, default 8); 0 runs no workers here. */
  taskConcurrency?: number;
  /** The agent provider: 'local' (default, offline) or 'openai' (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL). */
  agentProvider?: 'local' | 'openai';
  /** The speech provider: 'local' (default, offline eSpeak NG) or 'openai' (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_TTS_MODEL, OPENAI_TTS_VOICES). */
  speechProvider?: 'local' | 'openai';
  /** Tests: the in-memory database ('memory://') starts from this PGlite dump, already migrated and seeded. */
  memoryImage?: Blob;
  /** The built client (tests); dist/client by default. */
  clientDir?: string;
  /**
   * `npm start` (core/server/start.ts): the demo's afterDemos steps of a first start run once the
   * server answers (startBackground), not before createServer returns.
   */
  deferDemoSteps?: boolean;
  /** Tests: every answer is checked against its contract's answer schema; one that does not match answers 500 and logs why. */
  checkAnswers?: boolean;
  /** The log's level (LOG_LEVEL): warn by default; info adds a JSON access log line per request. */
  logLevel: string;
  /** Tests: where the log's JSON lines go instead of standard output. */
  logStream?: { write(line: string): void };
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without one, /metrics answers 404. */
  metricsToken?: string;
  /** On SIGTERM, how long running tasks and requests may take to finish (SHUTDOWN_SECONDS, default 20); the tasks still running are then handed back to the queue. */
  shutdownSeconds: number;
}

/**
 * The proxies in front of the server: none (false), how many (a hop count; `true` is 1), or their
 * addresses and CIDR ranges. The client's address is the first address of X-Forwarded-For, read from
 * the right, that is not one of them: never one the client wrote itself.
 */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: `true` (one proxy), a number of proxies, or a comma-separated list of their addresses and ranges. */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) || false;
  const list =
    v === 'false'
      ? []
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  return list.length ? list : false;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || './data/db',
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    passwordMinLength: Math.min(64, Math.max(8, int(env.PASSWORD_MIN_LENGTH, DEFAULT_PASSWORD_MIN_LENGTH))),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    demoData: env.DEMO_DATA !== 'off',
    extraPluginDirs: (env.PLUGIN_DIRS ?? '').split(':').filter(Boolean),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    filesDir: env.FILES_DIR || './data/files',
    filesUrl: env.FILES_URL || undefined,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : undefined,
    },
    maxUploadBytes: int(env.MAX_UPLOAD_MB, 10) * 1024 * 1024,
    taskConcurrency: int(env.TASK_CONCURRENCY, 8),
    agentProvider: env.AGENT_PROVIDER === 'openai' ? 'openai' : 'local',
    speechProvider: env.SPEECH_PROVIDER === 'openai' ? 'openai' : 'local',
    logLevel: env.LOG_LEVEL || 'warn',
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownSeconds: Math.max(0, int(env.SHUTDOWN_SECONDS, 20)),
  };
}
