import { z } from 'zod';
import type { ComponentType } from 'react';
import type { Contribution } from './contributions';
import type { Messages } from './i18n';
import { catalogueEntry } from './modules';

/** 'global' modules need no course; 'course' modules need a courseId ('Missing module data' without one). */
export type ModuleScope = 'global' | 'course';

/** Props every module screen receives from the workspace. */
export interface ModuleScreenProps {
  moduleId: number;
  courseId: number;
  /** Optional navigation parameters (search string, dialect, tab…) from the navigation service. */
  params?: NavigationParams;
}

export const navigationParams = z.looseObject({ search: z.string().optional(), dialect: z.number().optional() });
export type NavigationParams = z.output<typeof navigationParams>;

/**
 * Where a record named by (ref, refId) opens (the server's `recordLocations`): a module, the record
 * of that module, and the navigation params that open it (a part, such as a reading's text, on its
 * parent record with the part selected; any other record searched by its id). `openLocation` in
 * sdk/client goes there.
 */
export const recordLocation = z.object({ module: z.number(), recordId: z.number(), params: navigationParams });
export type RecordLocation = z.output<typeof recordLocation>;

/** A record id a navigation names ({ id }, { text }…), or undefined when it names none or no valid id. */
export const navigationId = (params: NavigationParams | undefined, key: string): number | undefined => {
  const n = Number(params?.[key]);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export interface ModuleDef {
  /** The fixed numeric id from MODULES.md; also the `ref` of (ref, refId) pairs. */
  id: number;
  key: string;
  title: string;
  scope: ModuleScope;
  /** A Tabler icon name from the SDK's icon set, e.g. 'IconUsers'. */
  icon: string;
  /** Where the module sits in the sidebar when it is global; 'Vocabulary (main)' uses an extra level. */
  group?: string;
  /** The screen, loaded lazily. Absent means the module has no screen yet ('Under construction'). */
  screen?: () => Promise<{ default: ComponentType<ModuleScreenProps> }>;
}

/** What the workspace knows of the focused tab, for commands' when-clauses. */
export interface CommandContext {
  /** The course of the focused tab, or 0. */
  courseId: number;
  /** The module of the focused tab, if any. */
  moduleId: number | null;
  /** The focused screen shows a saved record (not none, not a new one); screens say so through useCommands. */
  recordOpen: boolean;
  /** The focused tab holds unsaved changes (useUnsavedChanges). */
  dirty: boolean;
  /** Opens a module (ref) in a course (0 for global), optionally with a search. */
  navigate(request: { ref: number; courseId: number; search?: string; dialect?: number }): void;
}

export interface CommandDef {
  id: string;
  category: string;
  title: string;
  /**
   * A key binding in Mantine's hotkey notation, e.g. 'mod+shift+L' (physical keys). Chords with
   * Ctrl, Alt or Meta also work from inside text fields; a plain key never does there.
   */
  keys?: string;
  /** When-clause: hidden from the palette and its binding inert while this answers false. */
  when?: (ctx: CommandContext) => boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
}

export const gridColumnDef = z.object({
  /** The key of the row field; special keys (position, flag, aiReview, timestamp…) get their display rule. */
  field: z.string(),
  headerName: z.string(),
  type: z
    .enum([
      'text',
      'number',
      'position',
      'flag',
      'error',
      'level',
      'state',
      'nUses',
      'verified',
      'aiReview',
      'timestamp',
      'notes',
      'svg2',
      'actions',
      'async_task_status',
      'ai_result',
      'item_info',
      'confidence',
      'reasoning',
      'is_validated',
      'boolean',
      'similarity',
      'icon',
      /** Rich text shown as its words, without tags. */
      'html',
      /** A translation status (spec 2 §4) shown by its name. */
      'translationStatus',
      /** A list of a check's warnings (not errors): a yellow mark, the warnings as its tooltip. */
      'warnings',
    ])
    .optional(),
  /** For type 'icon': the Tabler icon (by name) shown when the field is truthy, titled headerName. */
  icon: z.string().optional(),
  width: z.number().optional(),
  flex: z.number().optional(),
  sortable: z.boolean().optional(),
});
export type GridColumnDef = z.output<typeof gridColumnDef>;

export interface PluginManifest {
  /** The plugin folder name. */
  name: string;
  modules: ModuleDef[];
  commands?: CommandDef[];
  /** Grid column definitions, served by GET /api/grid-columns/{gridName}. */
  grids?: Record<string, GridColumnDef[]>;
  /** What the plugin offers other plugins' screens (concept cards…): `contribute(point, …values)`. */
  contributes?: Contribution[];
  /** The plugin's UI strings (`defineMessages`), the i18n namespace named after the plugin. */
  messages?: Messages;
}

export function definePlugin(manifest: PluginManifest): PluginManifest {
  const ids = new Set<number>();
  for (const m of manifest.modules) {
    if (!Number.isInteger(m.id) || m.id <= 0) throw new Error(`Plugin ${manifest.name}: module id ${m.id} is not a positive integer`);
    if (ids.has(m.id)) throw new Error(`Plugin ${manifest.name}: module id ${m.id} declared twice`);
    ids.add(m.id);
    const entry = catalogueEntry(m.id);
    if (entry && (entry.key !== m.key || entry.title !== m.title || entry.scope !== m.scope)) {
      throw new Error(`Plugin ${manifest.name}: module ${m.id} must be the catalogue's ${entry.key} ('${entry.title}', ${entry.scope})`);
    }
  }
  return manifest;
}
