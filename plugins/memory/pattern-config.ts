/** Spec 4 §3: the report configuration of the pattern reports: filtering, dialect and refs. */
export interface ReportConfig {
  filtering: { courses: { course_id: number }[] };
  dialect: number;
  refs: number[];
}

/** Generate Report needs a dialect above 0 and at least one course (spec 4 §5). */
export const canGenerate = (c: ReportConfig) => c.dialect > 0 && c.filtering.courses.length > 0;

/** Where a pattern was found: the translation, its course, and its record (panel_id when the record is a panel's; ref and ref_id always). */
export interface IdMapEntry {
  translation_id: number;
  course_id: number;
  panel_id: number | null;
  ref: number;
  ref_id: number;
}
/** Spec 4 §3: a pattern frequency row. */
export interface FrequencyRow {
  id: number;
  pattern: string;
  count: number;
  id_map: IdMapEntry[];
}
/** Spec 4 §3: a consistency member: one rendering of the group's US pattern, with the translations using it. */
export interface ConsistencyMember {
  id: number;
  pattern: string;
  count: number;
  canonical: boolean;
  translation_ids: number[];
  changed?: boolean;
}
/** Spec 4 §3: a consistency group: a phrasebook entry's US pattern, its phrasebook rendering and the renderings found. */
export interface ConsistencyGroup {
  id: number;
  us_pattern: string;
  pattern: string;
  members: ConsistencyMember[];
}

/** What a pattern report's rows are: frequency rows or consistency groups, by the run's kind. */
export type ReportRow = FrequencyRow | ConsistencyGroup;

export interface ReportRun<R> {
  id: number;
  kind: 'frequency' | 'consistency';
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  error: string | null;
  result: R[];
}

/** POST translations/pattern/apply-change's answer (spec 1 §7). */
export interface PatternChangeResult {
  translation_id: number;
  status: 'ok' | 'error';
  message: string;
}
export interface PatternChange {
  change_id: number;
  status: 'ok' | 'partial' | 'error';
  message: string;
  results: PatternChangeResult[];
}
