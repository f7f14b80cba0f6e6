import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

/** A table or a chart (spec 2 §3: id, name). */
export interface NamedRecord extends EditableRecord {
  courseId: number;
  name: string;
  version: number;
  /** The codes of the literals linking to it; while there are any it cannot be deleted. */
  usedBy: string[];
}

/** A table or chart as a literal links it, and as the Search Table / Search Chart dialogs answer it. */
export interface LinkedRecord {
  id: number;
  name: string;
}

/** A table literal (spec 3 §3: id, code, sources, tables, charts, conjTemplates). */
export interface Literal extends EditableRecord {
  courseId: number;
  code: string;
  version: number;
  tables: LinkedRecord[];
  charts: LinkedRecord[];
  /** Linked from the Conjugation module; read-only here. */
  conjTemplates: { id: number }[];
  /** The literal's source text in each source dialect of the course. */
  sources: TranslationTextValue[];
}
