import { Registry } from './registry';

/**
 * Contributions: what one plugin offers others (concept cards, translatable texts, k-line lists…)
 * without either importing the other. The SDK declares a point with the type of what it holds;
 * the owner contributes values to it (manifest or ServerPlugin `contributes`); the host registers
 * them for every plugin it loads; the consumer reads them with contributionsTo(point).
 */
export interface ContributionPoint<T> {
  readonly id: string;
  /** Never set: carries T, so that contribute() and contributionsTo() are typed by the point. */
  readonly type?: (value: T) => T;
}

export interface Contribution {
  readonly point: string;
  readonly values: readonly unknown[];
}

export const contributionPoint = <T>(id: string): ContributionPoint<T> => ({ id });

export const contribute = <T>(point: ContributionPoint<T>, ...values: T[]): Contribution => ({ point: point.id, values });

const registries = new Map<string, Registry<unknown, unknown>>();

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export function registerContributions(list: readonly Contribution[] = []): () => void {
  const removers = list.map((c) => {
    const registry = registries.get(c.point) ?? new Registry((v: unknown) => v);
    registries.set(c.point, registry);
    return registry.register(c.values);
  });
  return () => removers.forEach((remove) => remove());
}

/** Every value contributed to the point, in the order the plugins were loaded. */
export const contributionsTo = <T>(point: ContributionPoint<T>): T[] => (registries.get(point.id)?.values() ?? []) as T[];
