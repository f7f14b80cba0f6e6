import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModuleDef, PluginManifest } from '../../../sdk/shared';
import type { EntityOwner, ServerPlugin } from '../../../sdk/server';
import { resourceCourse } from '../../../sdk/server/resource';
import { registerUsages } from '../../../sdk/server/usages';
import { registerConceptTypes } from '../../../sdk/server/concepts';
import { registerHealthChecks } from '../../../sdk/server/health';
import type { Db } from '../db/open';

export interface LoadedPlugin {
  manifest: PluginManifest;
  server?: ServerPlugin;
}

export const defaultPluginsDir = fileURLToPath(new URL('../../../plugins', import.meta.url));

/** Every plugins/<name>/plugin.ts, with its server/index.ts when present. Core names no plugin. */
export async function loadPlugins(dirs: string[]): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const manifestFile = join(dir, name, 'plugin.ts');
      if (!existsSync(manifestFile)) continue;
      const manifest = (await import(pathToFileURL(manifestFile).href)).default as PluginManifest;
      const serverFile = join(dir, name, 'server', 'index.ts');
      const server = existsSync(serverFile)
        ? ((await import(pathToFileURL(serverFile).href)).default as ServerPlugin)
        : undefined;
      loaded.push({ manifest, server });
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

export class ModuleRegistry {
  readonly modules = new Map<number, ModuleDef>();
  readonly grids = new Map<string, unknown[]>();
  /** The course of a record, per module that declares its records as a resource. */
  readonly recordCourse = new Map<number, (db: Db, id: number) => Promise<number | null>>();
  /** The owner (module, course) of an entity of the task queue and prompt log, per entity type. */
  readonly entityOwner = new Map<string, EntityOwner['owner']>();

  constructor(readonly plugins: LoadedPlugin[]) {
    for (const { manifest, server } of plugins) {
      for (const m of manifest.modules) this.modules.set(m.id, m);
      for (const [grid, cols] of Object.entries(manifest.grids ?? {})) this.grids.set(grid, cols);
      for (const r of server?.resources ?? []) this.recordCourse.set(r.module, resourceCourse(r));
      for (const e of server?.entities ?? []) this.entityOwner.set(e.type, e.owner);
      registerUsages(server?.usages);
      registerConceptTypes(server?.conceptTypes);
      registerHealthChecks(server?.healthChecks);
    }
  }

  get(id: number): ModuleDef | undefined {
    return this.modules.get(id);
  }
}
