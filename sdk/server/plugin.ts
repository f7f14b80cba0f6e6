import type { Db } from './db';
import type { FileStore } from './files';
import type { SpeechProvider } from './speech';
import type { ResourceConfig } from './resource';
import type { EntityOwner, RouteDef } from './route';
import type { UsageProvider } from './usages';
import type { TaskDef } from './tasks';
import type { AgentDef } from './agents';
import type { ConceptType } from './concepts';
import type { HealthCheckProvider } from './health';
import type { JobKind } from './jobs';
import type { RunKind } from './runs';
import type { AudioRef } from './audio';
import type { Contribution } from '../shared/contributions';
import type { RecordRef } from './record-refs';

export type { RecordRef };

/**
 * What a plugin's demo/index.ts gets: its default export, `async (ctx: SeedContext) => void`, adds
 * the plugin's demo records to a new database after the platform demo (languages, courses, admin).
 * It may also export `afterDemos(ctx: SeedContext)`: demo data made of other modules' records (audio
 * sets of the sentences, compounds of the vocabulary), found through the SDK and not by their
 * tables, added once every plugin's demo is in, in plugin order (after those of the plugins named by
 * its `afterDemosFollow: string[]` export, when it has one), each in a transaction of its own
 * (those of a first start run once the server answers; one stopped meanwhile runs again at the next
 * start, so it must depend on the database and the context only).
 */
export interface SeedContext {
  db: Db;
  /** The demo courses, by language code. */
  courses: { id: number; languageCode: string }[];
  /**
   * 'small' for the demo a new database gets at start; 'large' for the benchmark dataset
   * (`npm run seed -- --size large`: about a million translation-memory segments). Plugins scale
   * their generated records with it.
   */
  size: 'small' | 'large';
  /** A seeded pseudo-random generator in [0, 1): the same data on every run. */
  random: () => number;
  /** The host's file store and speech provider, for demo audio (absent in a bare seed: skip the audio then). */
  files?: FileStore;
  speech?: SpeechProvider;
}

export interface ServerPlugin {
  /** Grid-and-editor records: the host serves their routes and knows each record's course. */
  resources?: ResourceConfig[];
  routes?: RouteDef[];
  /** Records of other modules that this plugin's records use (see UsageProvider). */
  usages?: UsageProvider[];
  /** Concept sources the concept linker matches phrases against (see ConceptType). */
  conceptTypes?: ConceptType[];
  /** Course health checks this plugin contributes to the Health module (89). */
  healthChecks?: HealthCheckProvider[];
  /** What the plugin offers other plugins' routes and tasks (translatable texts, k-lines…): `contribute(point, …values)`. */
  contributes?: Contribution[];
  /** Background tasks this plugin enqueues (tasks.enqueue in routes); the workers run in the server process. */
  tasks?: TaskDef[];
  /** The entity types its tasks and agent calls are for, and whose they are (who may see their prompt log). */
  entities?: EntityOwner[];
  /** Agent types this plugin runs through the agent providers (agents.run). */
  agents?: AgentDef[];
  /** AI job kinds: the host serves their routes and runs their agent on every item (see JobKind). */
  jobKinds?: JobKind[];
  /** Pausable runs: the host queues their steps and keeps their state machine (see RunKind). */
  runKinds?: RunKind[];
  /** Records with audio per dialect: the host serves their audio routes (see AudioRef). */
  audioRefs?: AudioRef[];
  /**
   * Records of a plugin's own ref for part of a module's records (chapter texts of books): routes
   * naming records by (ref, refId), such as the concept linker's and the notes', reach them as the
   * module's own routes would (its grant on the record's course); links open their parent record.
   */
  recordRefs?: RecordRef[];
  /**
   * Steps of data migrations in code, by the tag of the plugin's SQL migration they follow: run once,
   * in that migration's transaction, after its SQL (moveRefRows moves rows other plugins own).
   */
  dataMigrations?: Record<string, (db: Db) => Promise<void>>;
  /**
   * Housekeeping run every so often while the server is up (old export files deleted…): once per
   * period across the processes on one database, by whichever claims it; each run's failure is logged.
   */
  periodic?: PeriodicWork[];
}

export interface PeriodicWork {
  /** Unique across the plugins: the name the period is claimed under. */
  name: string;
  everyMs: number;
  /** period: the one this run was claimed for (whole intervals of everyMs since the epoch). */
  run(ctx: { db: Db; files: FileStore; period: number }): Promise<unknown>;
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}
