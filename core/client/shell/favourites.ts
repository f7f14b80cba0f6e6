import type { PermissionTreeEntry } from '../../../sdk/shared';
import type { SettingsStore } from '../settings/settings-store';
import { moduleTitle } from './tree';

/**
 * A favourite module as the sidebar's flyout shows it (spec 1 §3). The list itself is the user's
 * `favourites` setting on the server, the palette's stars: a module is starred there as
 * 'open:<courseId>:<moduleRef>', in the order it was added.
 */
export interface Favourite {
  /** The tab identity, 'courseId:moduleRef'. */
  moduleId: string;
  /** The module's title. */
  module: string;
  language: string;
  courseName: string;
  /** The order it was added in (later is larger). */
  addedAt: number;
}

/** The palette entry that opens a module: its id is the favourite's in the user's settings. */
export const moduleFavouriteId = (courseId: number, ref: number) => `open:${courseId}:${ref}`;

/** The starred modules the user may open (their permission tree), by 'courseId:moduleRef'. */
export function favouriteModules(favourites: string[], tree: PermissionTreeEntry[]): Record<string, Favourite> {
  const byId = new Map(tree.map((e) => [moduleFavouriteId(e.courseId, e.ref), e]));
  const shown: Record<string, Favourite> = {};
  favourites.forEach((id, addedAt) => {
    const e = byId.get(id);
    if (!e) return;
    const moduleId = `${e.courseId}:${e.ref}`;
    shown[moduleId] = { moduleId, module: moduleTitle(e), language: e.courseId ? e.path[0] : '', courseName: e.courseId ? e.path[1] : '', addedAt };
  });
  return shown;
}

/** Most recently added first. */
export const sortedFavourites = (favs: Record<string, Favourite>) => Object.values(favs).sort((a, b) => b.addedAt - a.addedAt);

export function favouriteTarget(f: Favourite): { courseId: number; ref: number } {
  const [courseId, ref] = f.moduleId.split(':').map(Number);
  return { courseId, ref };
}

/** Where the sidebar kept its favourites in the browser before they moved to the user's settings. */
export const LOCAL_FAVOURITES_KEY = 'cm_favourites_tabs';

/**
 * Favourites this browser kept (`cm_favourites_tabs`, oldest first) are added once to the user's
 * list on the server, after those already there, and removed from the browser. Anything unreadable
 * is dropped.
 */
export function takeOverLocalFavourites(settings: Pick<SettingsStore, 'get' | 'change'>, storage: Storage = localStorage): void {
  const kept = storage.getItem(LOCAL_FAVOURITES_KEY);
  if (kept === null) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    parsed = undefined;
  }
  const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.values(parsed) : [];
  const local = entries
    .filter((v): v is { moduleId: string; addedAt?: unknown } => !!v && typeof v === 'object' && typeof v.moduleId === 'string' && /^\d+:\d+$/.test(v.moduleId))
    .sort((a, b) => (Number(a.addedAt) || 0) - (Number(b.addedAt) || 0))
    .map((v) => {
      const [courseId, ref] = v.moduleId.split(':').map(Number);
      return moduleFavouriteId(courseId, ref);
    });
  const now = settings.get().favourites;
  const added = local.filter((id, i) => !now.includes(id) && local.indexOf(id) === i);
  if (!added.length) return storage.removeItem(LOCAL_FAVOURITES_KEY);
  // Removed from the browser once the server has them (the settings allow 200).
  void settings.change({ favourites: [...now, ...added].slice(0, 200) }).then((error) => error === undefined && storage.removeItem(LOCAL_FAVOURITES_KEY));
}
