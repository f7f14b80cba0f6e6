/**
 * What the servers of this process registered (resources, contributions, concept types…), by key.
 * Each server registers its plugins' values and removes them when it closes; several servers in one
 * process (tests) load the same plugin modules, so a value stays until the last of those that
 * registered it removed it. A different value under a taken key replaces the old one.
 */
let live = 0;
/** Registrations not yet removed, over every registry: a test server file checks that it leaves none. */
export const liveRegistrations = (): number => live;

export class Registry<K, V> {
  private readonly entries = new Map<K, { value: V; count: number }>();

  constructor(private readonly keyOf: (value: V) => K) {}

  /** Answers a function that removes them (again does nothing). */
  register(list: readonly V[] = []): () => void {
    for (const value of list) {
      const key = this.keyOf(value);
      const entry = this.entries.get(key);
      if (entry?.value === value) entry.count++;
      else this.entries.set(key, { value, count: 1 });
    }
    live += list.length;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      live -= list.length;
      for (const value of list) {
        const key = this.keyOf(value);
        const entry = this.entries.get(key);
        if (entry?.value === value && --entry.count === 0) this.entries.delete(key);
      }
    };
  }

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** In the order they were first registered. */
  values(): V[] {
    return [...this.entries.values()].map((e) => e.value);
  }
}
