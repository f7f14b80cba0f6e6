/** What GET courses/{courseId}/health/checks and each check's endpoint answer (spec 1 §3). */
export type HealthStatus = 'complete' | 'empty' | 'missing' | 'in-progress' | 'unsupported';

export interface HealthMetricDto {
  label: string;
  value: number | string;
  ref?: number;
  search?: string;
  /** Navigation params that open the record named, when it is part of a record of `ref` (a reading's text). */
  params?: Record<string, unknown>;
}

export interface HealthResultDto {
  completionPercent: number;
  metrics: HealthMetricDto[];
  status?: HealthStatus;
}

export interface HealthCheckDto {
  id: string;
  label: string;
  endpoint: string;
  meta?: {
    rowId?: string | number;
    rowLabel?: string;
    columnId?: string | number;
    columnLabel?: string;
    dialectId?: number;
    dialectCode?: string;
    dialectName?: string;
    ref?: number;
    refName?: string;
  };
}

export interface HealthGroupDto {
  title: string;
  layout: 'matrix' | 'tiles' | string;
  config?: { rowLabel?: string };
  checks: HealthCheckDto[];
}

export interface HealthCourse {
  id: number;
  name: string;
}

/** The invalid-shape rule: a result needs a numeric completionPercent and a metrics list. */
export function isHealthResult(x: unknown): x is HealthResultDto {
  const r = x as HealthResultDto | null | undefined;
  return !!r && typeof r === 'object' && typeof r.completionPercent === 'number' && Number.isFinite(r.completionPercent) && Array.isArray(r.metrics);
}
