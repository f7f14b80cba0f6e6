import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GridColumnDef, ModuleDef, PluginManifest } from '../../../sdk/shared';
import type { EntityOwner, SeedContext, ServerPlugin } from '../../../sdk/server';
import { registerResources, resourceCourse } from '../../../sdk/server/resource';
import { registerUsages } from '../../../sdk/server/usages';
import { registerConceptTypes } from '../../../sdk/server/concepts';
import { registerHealthChecks } from '../../../sdk/server/health';
import { registerRecordRefs } from '../../../sdk/server/record-refs';
import { registerContributions } from '../../../sdk/shared/contributions';
import type { Db } from '../db/open';
import { jobItemOwner } from '../jobs';
import { runOwner } from '../runs';
import { provideServerServices } from '../services';

export interface LoadedPlugin {
  /** The plugin's folder (its server/migrations are its own). */
  dir: string;
  manifest: PluginManifest;
  server?: ServerPlugin;
  /** The default export of demo/index.ts: adds the plugin's demo records to a new database. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /** Its afterDemos export: demo records added once every plugin's demo is in (see SeedContext). */
  afterDemos?: (ctx: SeedContext) => Promise<void>;
  /** Its afterDemosFollow export: the plugins whose afterDemos steps its own follows (their records are what it is made of). */
  afterDemosFollow?: string[];
}

export const defaultPluginsDir = fileURLToPath(new URL('../../../plugins', import.meta.url));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

type ModuleImport = () => Promise<Record<string, unknown>>;
let bundled: Record<string, ModuleImport> = {};

/** The compiled server (core/server/build-server.mjs) hands over the plugin modules it holds, by path from the root. */
export function provideBundledModules(modules: Record<string, ModuleImport>): void {
  bundled = modules;
}

/** Every plugins/<name>/plugin.ts, with its server/index.ts and demo/index.ts when present. Core names no plugin. */
export async function loadPlugins(dirs: string[]): Promise<LoadedPlugin[]> {
  // Plugin code reaches core's machinery through the SDK's server container: provide it first.
  provideServerServices();
  const loaded: LoadedPlugin[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const pluginDir = join(dir, name);
      const manifest = await defaultExport<PluginManifest>(join(pluginDir, 'plugin.ts'));
      if (!manifest) continue;
      const server = await defaultExport<ServerPlugin>(join(pluginDir, 'server', 'index.ts'));
      const demo = await moduleOf(join(pluginDir, 'demo', 'index.ts'));
      const seed = demo?.default as LoadedPlugin['seed'];
      const afterDemos = demo?.afterDemos as LoadedPlugin['afterDemos'];
      const afterDemosFollow = demo?.afterDemosFollow as LoadedPlugin['afterDemosFollow'];
      if (seed !== undefined && typeof seed !== 'function') throw new Error(`${pluginDir}/demo/index.ts must export its seed function as default`);
      if (afterDemos !== undefined && typeof afterDemos !== 'function') throw new Error(`${pluginDir}/demo/index.ts: afterDemos must be a function`);
      if (afterDemosFollow !== undefined && !(Array.isArray(afterDemosFollow) && afterDemosFollow.every((n) => typeof n === 'string')))
        throw new Error(`${pluginDir}/demo/index.ts: afterDemosFollow must be a list of plugin names`);
      loaded.push({ dir: pluginDir, manifest, server, seed, afterDemos, afterDemosFollow });
    }
  }
  const seen = new Map<number, string>();
  for (const { manifest } of loaded) {
    for (const m of manifest.modules) {
      const other = seen.get(m.id);
      if (other) throw new Error(`Module id ${m.id} is declared by both ${other} and ${manifest.name}`);
      seen.set(m.id, manifest.name);
    }
  }
  return loaded;
}

async function moduleOf(file: string): Promise<Record<string, unknown> | undefined> {
  const compiled = bundled[relative(rootDir, file).split('\\').join('/')];
  if (compiled) return compiled();
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Record<string, unknown>) : undefined;
}

async function defaultExport<T>(file: string): Promise<T | undefined> {
  return (await moduleOf(file))?.default as T | undefined;
}

export class ModuleRegistry {
  readonly modules = new Map<number, ModuleDef>();
  readonly grids = new Map<string, GridColumnDef[]>();
  /** The course of a record, per module that declares its records as a resource. */
  readonly recordCourse = new Map<number, (db: Db, id: number) => Promise<number | null>>();
  /** The module whose grant a record ref needs, for refs that are a plugin's own id for part of a module's records (ServerPlugin.recordRefs). */
  readonly recordModule = new Map<number, number>();
  /** The owner (module, course) of an entity of the task queue and prompt log, per entity type. */
  readonly entityOwner = new Map<string, EntityOwner['owner']>();
  private readonly removers: (() => void)[] = [];

  constructor(readonly plugins: LoadedPlugin[]) {
    for (const { manifest, server } of plugins) {
      for (const m of manifest.modules) this.modules.set(m.id, m);
      for (const [grid, cols] of Object.entries(manifest.grids ?? {})) this.grids.set(grid, cols);
      for (const r of server?.resources ?? []) this.recordCourse.set(r.module, resourceCourse(r));
      for (const r of server?.recordRefs ?? []) {
        this.recordCourse.set(r.ref, r.courseOf);
        this.recordModule.set(r.ref, r.module);
      }
      for (const e of server?.entities ?? []) this.entityOwner.set(e.type, e.owner);
      this.removers.push(
        registerResources(server?.resources),
        registerRecordRefs(server?.recordRefs),
        registerUsages(server?.usages),
        registerConceptTypes(server?.conceptTypes),
        registerHealthChecks(server?.healthChecks),
        registerContributions([...(manifest.contributes ?? []), ...(server?.contributes ?? [])]),
      );
    }
    const jobItems = jobItemOwner(plugins.flatMap((p) => p.server?.jobKinds ?? []));
    this.entityOwner.set(jobItems.type, jobItems.owner);
    const runTasks = runOwner(plugins.flatMap((p) => p.server?.runKinds ?? []));
    this.entityOwner.set(runTasks.type, runTasks.owner);
  }

  /** Removes what the plugins registered in the SDK's registries (the server's close). */
  unregister(): void {
    this.removers.forEach((remove) => remove());
  }

  get(id: number): ModuleDef | undefined {
    return this.modules.get(id);
  }
}
