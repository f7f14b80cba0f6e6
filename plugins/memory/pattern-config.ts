import { z } from 'zod';
import { recordLocation } from '../../sdk/shared';

/** Spec 4 §3: the report configuration of the pattern reports: filtering, dialect and refs. */
export interface ReportConfig {
  filtering: { courses: { course_id: number }[] };
  dialect: number;
  refs: number[];
}

/** Generate Report needs a dialect above 0 and at least one course (spec 4 §5). */
export const canGenerate = (c: ReportConfig) => c.dialect > 0 && c.filtering.courses.length > 0;

/** Where a pattern was found: the translation, its course, and its record (panel_id when the record is a panel's; ref and ref_id always). */
const idMapEntry = z.object({ translation_id: z.number(), course_id: z.number(), panel_id: z.number().nullable(), ref: z.number(), ref_id: z.number() });
export type IdMapEntry = z.output<typeof idMapEntry>;
/** Spec 4 §3: a pattern frequency row. */
const frequencyRow = z.object({ id: z.number(), pattern: z.string(), count: z.number(), id_map: z.array(idMapEntry) });
export type FrequencyRow = z.output<typeof frequencyRow>;
/** Spec 4 §3: a consistency member: one rendering of the group's US pattern, with the translations using it. */
const consistencyMember = z.object({
  id: z.number(),
  pattern: z.string(),
  count: z.number(),
  canonical: z.boolean(),
  translation_ids: z.array(z.number()),
  changed: z.boolean().optional(),
});
export type ConsistencyMember = z.output<typeof consistencyMember>;
/** Spec 4 §3: a consistency group: a phrasebook entry's US pattern, its phrasebook rendering and the renderings found. */
const consistencyGroup = z.object({ id: z.number(), us_pattern: z.string(), pattern: z.string(), members: z.array(consistencyMember) });
export type ConsistencyGroup = z.output<typeof consistencyGroup>;

/** What a pattern report's rows are: frequency rows or consistency groups, by the run's kind. */
const reportRow = z.union([frequencyRow, consistencyGroup]);
export type ReportRow = z.output<typeof reportRow>;

/** A pattern report run, with its rows (R: a frequency row or a consistency group, by its kind). */
export const reportRun = z.object({
  id: z.number(),
  kind: z.enum(['frequency', 'consistency']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  error: z.string().nullable(),
  result: z.array(reportRow),
});
export type ReportRun<R = ReportRow> = Omit<z.output<typeof reportRun>, 'result'> & { result: R[] };

/**
 * POST translations/pattern/apply-change's answer (spec 1 §7), one result per translation, with its
 * course and where its record opens (a part on its parent record), for the 'open (course N)' links;
 * both null for a translation that does not exist.
 */
const patternChangeResult = z.object({
  translation_id: z.number(),
  status: z.enum(['ok', 'error']),
  message: z.string(),
  course_id: z.number().nullable(),
  open: recordLocation.nullable(),
});
export type PatternChangeResult = z.output<typeof patternChangeResult>;
export const patternChange = z.object({
  change_id: z.number(),
  status: z.enum(['ok', 'partial', 'error']),
  message: z.string(),
  results: z.array(patternChangeResult),
});
export type PatternChange = z.output<typeof patternChange>;
