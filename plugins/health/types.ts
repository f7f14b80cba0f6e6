import { z } from 'zod';

/** What GET courses/{courseId}/health/checks and each check's endpoint answer (spec 1 §3). */
export const healthStatus = z.enum(['complete', 'empty', 'missing', 'in-progress', 'unsupported']);
export type HealthStatus = z.output<typeof healthStatus>;

export const healthMetricDto = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  ref: z.number().optional(),
  search: z.string().optional(),
  /** Navigation params that open the record named, when it is part of a record of `ref` (a reading's text). */
  params: z.record(z.string(), z.unknown()).optional(),
});
export type HealthMetricDto = z.output<typeof healthMetricDto>;

export const healthResultDto = z.object({ completionPercent: z.number(), metrics: z.array(healthMetricDto), status: healthStatus.optional() });
export type HealthResultDto = z.output<typeof healthResultDto>;

export const healthCheckDto = z.object({
  id: z.string(),
  label: z.string(),
  endpoint: z.string(),
  meta: z
    .object({
      rowId: z.union([z.string(), z.number()]).optional(),
      rowLabel: z.string().optional(),
      columnId: z.union([z.string(), z.number()]).optional(),
      columnLabel: z.string().optional(),
      dialectId: z.number().optional(),
      dialectCode: z.string().optional(),
      dialectName: z.string().optional(),
      ref: z.number().optional(),
      refName: z.string().optional(),
      /** The label names a problem: the share shown is of the records having it (0 % is good). */
      problem: z.boolean().optional(),
    })
    .optional(),
});
export type HealthCheckDto = z.output<typeof healthCheckDto>;

export const healthGroupDto = z.object({
  title: z.string(),
  /** 'matrix', 'tiles' or another layout. */
  layout: z.string(),
  config: z.object({ rowLabel: z.string().optional() }).optional(),
  checks: z.array(healthCheckDto),
});
export type HealthGroupDto = z.output<typeof healthGroupDto>;

export const healthCourse = z.object({ id: z.number(), name: z.string() });
export type HealthCourse = z.output<typeof healthCourse>;

/** The invalid-shape rule: a result needs a numeric completionPercent and a metrics list. */
export function isHealthResult(x: unknown): x is HealthResultDto {
  const r = x as HealthResultDto | null | undefined;
  return !!r && typeof r === 'object' && typeof r.completionPercent === 'number' && Number.isFinite(r.completionPercent) && Array.isArray(r.metrics);
}
