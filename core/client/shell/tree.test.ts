import { describe, expect, it } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { flyoutColumns, isGroup, sidebarModel, type GlobalItem } from './tree';

const entry = (path: string[], ref: number, courseId: number): PermissionTreeEntry => ({
  path,
  ref,
  courseId,
  sourceDialectId: 3,
  languageCode: courseId ? 'es' : undefined,
});

describe('sidebar model', () => {
  const model = sidebarModel([
    entry(['Spanish', 'Spanish for French speakers', 'Glossaries'], 10, 2),
    entry(['Users'], 1, 0),
    entry(['Spanish', 'Spanish for English speakers', 'Sentences'], 16, 1),
    entry(['Chinese', 'Chinese for English speakers', 'Glossaries'], 10, 8),
    entry(['Config'], 90, 0),
    entry(['Vocabulary', 'Vocabulary (main)'], 21, 0),
    entry(['Vocabulary Categories'], 20, 0),
    entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1),
  ]);
  const name = (i: GlobalItem) => (isGroup(i) ? `${i.group} › ${i.modules.map((m) => m.path.at(-1)).join(', ')}` : i.path[0]);

  it('lists global modules alphabetically', () => {
    expect(model.global.map(name)).toEqual(['Config', 'Users', 'Vocabulary › Vocabulary (main)', 'Vocabulary Categories']);
  });

  it("keeps the extra leading level of 'Vocabulary (main)' as a group (spec 1 §3 Permission tree entry)", () => {
    const group = model.global.find(isGroup);
    expect(group).toEqual({ group: 'Vocabulary', modules: [expect.objectContaining({ ref: 21, path: ['Vocabulary', 'Vocabulary (main)'] })] });
    expect(
      model.languages
        .flatMap((l) => l.courses)
        .flatMap((c) => c.modules)
        .map((m) => m.ref),
    ).not.toContain(21);
  });

  it('groups courses under their language, languages and courses sorted by name', () => {
    expect(model.languages.map((l) => l.name)).toEqual(['Chinese', 'Spanish']);
    expect(model.languages[1].courses.map((c) => c.name)).toEqual(['Spanish for English speakers', 'Spanish for French speakers']);
    expect(model.languages[1].courses[0].modules.map((m) => m.ref)).toEqual([10, 16]);
  });

  it('lays the course flyout in 1, 2 or 3 columns', () => {
    expect([12, 13, 24, 25].map(flyoutColumns)).toEqual([1, 2, 2, 3]);
  });
});
