import type { Db } from './db';

/**
 * Where a record of one module is used by records of another: a heading by segments, a k-line by
 * panels. The used module asks for them (Uses tabs, refusing to delete what is in use); the using
 * plugin declares them in ServerPlugin.usages.
 */
export interface UsageProvider {
  /** The module whose record is used (4 headings, 7 k-lines). */
  of: number;
  /** What uses it: 'segments', 'readings', 'trainers', 'exercises', 'panels'. */
  kind: string;
  /** The module that lists the using records (23, 28, 39, 8, 12). */
  module: number;
  find(db: Db, id: number): Promise<{ id: number; courseId: number }[]>;
}

const providers = new Set<UsageProvider>();

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export function registerUsages(list: UsageProvider[] = []): () => void {
  list.forEach((p) => providers.add(p));
  return () => list.forEach((p) => providers.delete(p));
}

export function usagesOf(ref: number): UsageProvider[] {
  return [...providers].filter((p) => p.of === ref);
}
