import type { Db } from './db';
import { Registry } from '../shared/registry';

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

const providers = new Registry((p: UsageProvider) => p);

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export const registerUsages = (list: UsageProvider[] = []): (() => void) => providers.register(list);

export function usagesOf(ref: number): UsageProvider[] {
  return providers.values().filter((p) => p.of === ref);
}
