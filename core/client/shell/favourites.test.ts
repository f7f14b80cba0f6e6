// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, readFavourites, sortedFavourites, writeFavourites, type Favourite } from './favourites';

const fav = (moduleId: string, addedAt: number): Favourite => ({
  moduleId,
  module: 'Glossaries',
  language: 'Spanish',
  courseName: 'Spanish for English speakers',
  addedAt,
});

describe('favourites in local storage', () => {
  it('reads back what was written, most recently added first', () => {
    writeFavourites({ '1:10': fav('1:10', 1), '2:10': fav('2:10', 5) });
    expect(sortedFavourites(readFavourites()).map((f) => f.moduleId)).toEqual(['2:10', '1:10']);
  });

  it('reads anything but an object as no favourites', () => {
    for (const bad of ['[1,2]', '"x"', '42', 'null', '{not json']) {
      localStorage.setItem(FAVOURITES_KEY, bad);
      expect(readFavourites()).toEqual({});
    }
  });

  it('drops entries without a module or with a non-string language, course name or module id', () => {
    localStorage.setItem(
      FAVOURITES_KEY,
      JSON.stringify({
        ok: fav('1:10', 1),
        noModule: { ...fav('1:11', 1), module: undefined },
        badLanguage: { ...fav('1:12', 1), language: 3 },
        badCourse: { ...fav('1:13', 1), courseName: null },
        badId: { ...fav('1:14', 1), moduleId: 14 },
      }),
    );
    expect(Object.keys(readFavourites())).toEqual(['ok']);
  });

  it('skips saving over 5 MB and keeps what was stored', () => {
    writeFavourites({ '1:10': fav('1:10', 1) });
    const huge = { '1:10': { ...fav('1:10', 1), courseName: 'x'.repeat(5 * 1024 * 1024) } };
    expect(writeFavourites(huge)).toBe(false);
    expect(readFavourites()['1:10'].courseName).toBe('Spanish for English speakers');
  });
});
