import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('the demo generator', () => {
  it('goes on from its state in another generator, as the demo steps of a restarted server do', () => {
    const a = seededRandom(20261121);
    for (let i = 0; i < 37; i++) a();
    const b = seededRandom(a.state());
    expect(Array.from({ length: 5 }, () => b())).toEqual(Array.from({ length: 5 }, () => a()));
  });
});
