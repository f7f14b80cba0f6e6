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

export interface UnifierMember {
  id: number;
  pattern: string;
  similarity: number;
}
export interface UnifierGroup {
  id: number;
  representative_pattern: string;
  members: UnifierMember[];
}
/** Spec 4 §4: needs_embeddings (points still to embed), paused, ok (groups), or failed. */
export type UnifierStatus = 'needs_embeddings' | 'paused' | 'ok' | 'failed';
/** A run as the build answers it and GET memory-semantic-unifier/runs/{id} reads it. */
export interface UnifierRun {
  id: number;
  status: UnifierStatus;
  dialect_id: number;
  threshold: number;
  topK: number;
  total: number;
  done: number;
  failed: number;
  to_embed: number;
  groups: UnifierGroup[];
  error: string | null;
}
