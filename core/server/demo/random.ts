/**
 * mulberry32: a small, fast seeded PRNG, so generated demo data is the same on every run. state()
 * is the seed that goes on from here: seededRandom(r.state()) gives what r would give next.
 */
export function seededRandom(seed: number): (() => number) & { state(): number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, { state: () => a });
}
