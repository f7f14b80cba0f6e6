import { describe, expect, it } from 'vitest';
import { registerRecordRefs, withPartRefs } from './record-refs';

describe('withPartRefs', () => {
  it('adds the part refs of the chosen modules, once, and nothing for other modules', () => {
    const part = (ref: number, module: number) => ({ ref, module, courseOf: async () => 1, parentsOf: async () => new Map(), link: () => ({}) });
    const unregister = registerRecordRefs([part(900_101, 900), part(900_102, 900), part(901_101, 901)]);
    try {
      expect(withPartRefs([900, 7]).sort()).toEqual([7, 900, 900_101, 900_102]);
      expect(withPartRefs([900, 900_101]).sort()).toEqual([900, 900_101, 900_102]);
      expect(withPartRefs([7])).toEqual([7]);
    } finally {
      unregister();
    }
    expect(withPartRefs([900])).toEqual([900]);
  });
});
