import { describe, expect, it } from 'vitest';
import { MODULE, MODULES, catalogued } from './modules';
import { definePlugin } from './plugin';

describe('module catalogue', () => {
  it('names every module of MODULES.md by key, ids unique', () => {
    expect(MODULE.glossaries).toBe(10);
    expect(MODULE.vocsCourse).toBe(22);
    expect(MODULE.agentQA).toBe(91);
    expect(MODULES).toHaveLength(47);
    expect(new Set(MODULES.map((m) => m.id)).size).toBe(MODULES.length);
    expect(catalogued('health')).toEqual({ id: 89, key: 'health', title: 'Health', scope: 'global' });
  });

  it("refuses a manifest that declares a catalogued id differently, and accepts a plugin's own id", () => {
    expect(() => definePlugin({ name: 'x', modules: [{ id: 10, key: 'glossaries', title: 'Glossary', scope: 'course', icon: 'IconApps' }] })).toThrow(
      /catalogue's glossaries/,
    );
    expect(definePlugin({ name: 'y', modules: [{ id: 9100, key: 'hello', title: 'Hello', scope: 'global', icon: 'IconApps' }] }).modules[0].id).toBe(9100);
  });
});
