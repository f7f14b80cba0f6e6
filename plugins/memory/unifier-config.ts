import { z } from 'zod';

/** Spec 4 §3: the semantic unifier configuration. */
export interface UnifierConfig {
  general: { translation_refs: number[]; source_dialect: number; threshold: number; topK: number };
  filtering: { courses: { course_id: number }[] };
}

/** Spec 4 §5 and §9: the bounds and defaults. */
export const THRESHOLD = { min: 0.5, max: 0.99, step: 0.01, default: 0.82 } as const;
export const TOP_K = { min: 10, max: 500, step: 1, default: 50 } as const;
/** Spec 4 §9: points are sent in chunks of 100. */
export const EMBED_CHUNK = 100;

/** NaN (or anything not a number) falls back to the default (spec 4 §5). */
export const orDefault = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

export const defaultUnifierConfig = (refs: number[]): UnifierConfig => ({
  general: { translation_refs: refs, source_dialect: 0, threshold: THRESHOLD.default, topK: TOP_K.default },
  filtering: { courses: [] },
});

/** Start is enabled only with at least one course, a source dialect and at least one translation source (spec 4 §5). */
export const canStartUnifier = (c: UnifierConfig) => c.filtering.courses.length > 0 && c.general.source_dialect > 0 && c.general.translation_refs.length > 0;

const unifierMember = z.object({ id: z.number(), pattern: z.string(), similarity: z.number() });
export type UnifierMember = z.output<typeof unifierMember>;
const unifierGroup = z.object({ id: z.number(), representative_pattern: z.string(), members: z.array(unifierMember) });
export type UnifierGroup = z.output<typeof unifierGroup>;
/** Spec 4 §4: needs_embeddings (points still to embed), paused, ok (groups), or failed. */
const unifierStatus = z.enum(['needs_embeddings', 'paused', 'ok', 'failed']);
export type UnifierStatus = z.output<typeof unifierStatus>;
/** A run as the build answers it and GET memory-semantic-unifier/runs/{id} reads it. */
export const unifierRun = z.object({
  id: z.number(),
  status: unifierStatus,
  dialect_id: z.number(),
  threshold: z.number(),
  topK: z.number(),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  to_embed: z.number(),
  groups: z.array(unifierGroup),
  error: z.string().nullable(),
});
export type UnifierRun = z.output<typeof unifierRun>;
