import type { Db } from './db';
import { Registry } from '../shared/registry';
import type { ModuleDef } from '../shared';

/**
 * Course health checks (spec 1 §3 Health check, Health check result). A plugin contributes, for a
 * course, groups of checks in ServerPlugin.healthChecks; the Health module (89) lists them and runs
 * one at a time through GET /courses/{courseId}/health/checks/{checkId}.
 */
export type HealthStatus = 'complete' | 'empty' | 'missing' | 'in-progress' | 'unsupported';

export interface HealthMetric {
  label: string;
  value: number | string;
  /** When the metric names records: the module listing them and a search that finds them there. */
  ref?: number;
  search?: string;
}

export interface HealthResult {
  completionPercent: number;
  metrics: HealthMetric[];
  status: HealthStatus;
}

export interface HealthCheckMeta {
  rowId?: string | number;
  rowLabel?: string;
  columnId?: string | number;
  columnLabel?: string;
  dialectId?: number;
  dialectCode?: string;
  dialectName?: string;
  ref?: number;
  refName?: string;
  /**
   * The label names a problem ('Items with errors'): the screen shows the share of records having it
   * (100 − completionPercent), where 0 % is good. Otherwise it shows the share done, where 100 % is.
   */
  problem?: boolean;
}

export interface HealthCheck {
  /** Unique within the course, URL-safe: 'translations.16.text.2'. */
  id: string;
  label: string;
  meta?: HealthCheckMeta;
  run(db: Db, courseId: number): Promise<HealthResult>;
}

export interface HealthGroup {
  title: string;
  /** 'matrix': rows (meta.rowId) × columns (meta.columnId); 'tiles': a grid of icon tiles. */
  layout: 'matrix' | 'tiles';
  config?: { rowLabel?: string };
  checks: HealthCheck[];
}

export interface HealthContext {
  db: Db;
  courseId: number;
  /** Every registered module, to name refs. */
  modules: ModuleDef[];
}

/** What a plugin contributes: the groups of checks it has for a course (none when it has nothing to check). */
export interface HealthCheckProvider {
  /** Unique among providers, URL-safe; prefixes nothing, only orders and names the provider. */
  id: string;
  groups(ctx: HealthContext): Promise<HealthGroup[]>;
}

const providers = new Registry((p: HealthCheckProvider) => p);

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export const registerHealthChecks = (list: HealthCheckProvider[] = []): (() => void) => providers.register(list);

/** Every registered provider, ordered by id. */
export function healthCheckProviders(): HealthCheckProvider[] {
  return providers.values().sort((a, b) => a.id.localeCompare(b.id));
}

/** Rounds a ratio to a percentage (0 when nothing is expected). */
export function percentOf(done: number, expected: number): number {
  return expected > 0 ? Math.round((done / expected) * 10000) / 100 : 0;
}

/**
 * The usual result of 'records lacking something': the total, how many lack it (a metric that
 * opens the module on the first of them), the percentage and the status of the rest.
 */
export function lackingResult(o: { total: number; lacking: number; first: number | null; label: string; lackingLabel: string; ref: number }): HealthResult {
  const done = o.total - o.lacking;
  return {
    completionPercent: percentOf(done, o.total),
    status: statusOf(done, o.total),
    metrics: [
      { label: o.label, value: o.total },
      { label: o.lackingLabel, value: o.lacking, ...(o.lacking > 0 && o.first !== null ? { ref: o.ref, search: String(o.first) } : {}) },
    ],
  };
}

/** The usual status of a count of done over expected. */
export function statusOf(done: number, expected: number): HealthStatus {
  if (expected === 0) return 'empty';
  if (done >= expected) return 'complete';
  return done === 0 ? 'missing' : 'in-progress';
}
