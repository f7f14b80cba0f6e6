/** A favourite module tab (spec 1 §3), stored in local storage under 'cm_favourites_tabs'. */
export interface Favourite {
  /** The tab identity, 'courseId:moduleRef'. */
  moduleId: string;
  /** The module's title. */
  module: string;
  language: string;
  courseName: string;
  /** Milliseconds since the epoch. */
  addedAt: number;
}

export const FAVOURITES_KEY = 'cm_favourites_tabs';
export const FAVOURITES_MAX_BYTES = 5 * 1024 * 1024;

const isFavourite = (v: any): v is Favourite =>
  v &&
  typeof v === 'object' &&
  v.module !== undefined &&
  v.module !== null &&
  typeof v.language === 'string' &&
  typeof v.courseName === 'string' &&
  typeof v.moduleId === 'string';

/** What local storage holds, keeping only valid entries; anything but an object reads as none. */
export function readFavourites(storage: Storage = localStorage): Record<string, Favourite> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => isFavourite(v)));
}

/** Saves, unless the result would exceed 5 MB; answers whether it was saved. */
export function writeFavourites(favs: Record<string, Favourite>, storage: Storage = localStorage): boolean {
  const json = JSON.stringify(favs);
  if (new Blob([json]).size > FAVOURITES_MAX_BYTES) {
    console.warn('Favourites not saved: over 5 MB');
    return false;
  }
  storage.setItem(FAVOURITES_KEY, json);
  return true;
}

/** Most recently added first. */
export const sortedFavourites = (favs: Record<string, Favourite>) => Object.values(favs).sort((a, b) => (b.addedAt ?? 0) - (a.addedAt ?? 0));

export function favouriteTarget(f: Favourite): { courseId: number; ref: number } {
  const [courseId, ref] = f.moduleId.split(':').map(Number);
  return { courseId, ref };
}
