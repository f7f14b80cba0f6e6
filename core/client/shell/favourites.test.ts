// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../../sdk/shared';
import type { SettingsStore } from '../settings/settings-store';
import { LOCAL_FAVOURITES_KEY, favouriteModules, sortedFavourites, takeOverLocalFavourites } from './favourites';

const entry = (path: string[], ref: number, courseId: number): PermissionTreeEntry => ({ path, ref, courseId, sourceDialectId: 3, icon: 'IconBook2' });
const TREE = [entry(['Config'], 90, 0), entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1)];

/** A settings store holding `favourites`, whose changes the server accepts (or refuses with `error`). */
function settingsWith(favourites: string[], error?: string) {
  let value: UserSettings = { ...DEFAULT_USER_SETTINGS, favourites };
  const change = vi.fn(async (patch: Partial<UserSettings>) => {
    value = { ...value, ...patch };
    return error;
  });
  const store: Pick<SettingsStore, 'get' | 'change'> = { get: () => value, change };
  return { store, change };
}

afterEach(() => localStorage.clear());

describe('favourites', () => {
  it('are the modules starred in the user’s settings that they may open, most recently added first', () => {
    const shown = favouriteModules(['open:1:10', 'core:settings', 'open:2:10', 'open:0:90'], TREE);
    expect(sortedFavourites(shown)).toEqual([
      { moduleId: '0:90', module: 'Config', language: '', courseName: '', addedAt: 3 },
      { moduleId: '1:10', module: 'Glossaries', language: 'Spanish', courseName: 'Spanish for English speakers', addedAt: 0 },
    ]);
  });

  it('kept by this browser are added once to the server’s list (oldest first, none twice) and removed from the browser', async () => {
    localStorage.setItem(
      LOCAL_FAVOURITES_KEY,
      JSON.stringify({
        '0:90': { moduleId: '0:90', module: 'Config', language: '', courseName: '', addedAt: 9 },
        '1:10': { moduleId: '1:10', module: 'Glossaries', language: 'Spanish', courseName: 'S', addedAt: 5 },
        '2:11': { moduleId: '2:11', module: 'Items', language: 'French', courseName: 'F', addedAt: 7 },
        bad: { moduleId: 14 },
      }),
    );
    const { store, change } = settingsWith(['open:1:10']);
    takeOverLocalFavourites(store);
    await vi.waitFor(() => expect(localStorage.getItem(LOCAL_FAVOURITES_KEY)).toBeNull());
    expect(change.mock.calls).toEqual([[{ favourites: ['open:1:10', 'open:2:11', 'open:0:90'] }]]);
    takeOverLocalFavourites(store);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('kept by this browser stay there while the server refuses them, and an unreadable list is dropped', async () => {
    localStorage.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify({ '0:90': { moduleId: '0:90' } }));
    const refused = settingsWith([], 'Server down');
    takeOverLocalFavourites(refused.store);
    await vi.waitFor(() => expect(refused.change).toHaveBeenCalled());
    expect(localStorage.getItem(LOCAL_FAVOURITES_KEY)).not.toBeNull();

    localStorage.setItem(LOCAL_FAVOURITES_KEY, '{not json');
    const { store, change } = settingsWith([]);
    takeOverLocalFavourites(store);
    expect(localStorage.getItem(LOCAL_FAVOURITES_KEY)).toBeNull();
    expect(change).not.toHaveBeenCalled();
  });
});
