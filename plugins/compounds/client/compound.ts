import type { EditableRecord } from '../../../sdk/client';
import type { CompoundInflect, CompoundMember } from '../shared/types';

/** A compound as GET compounds/{id} answers it (spec 2 §3 compound). */
export interface Compound extends EditableRecord {
  courseId: number;
  compoundType: number | null;
  wordClass: number | null;
  title: string;
  overwriteInflect: boolean;
  version: number;
  /** The course's default source dialect: the Uses tab shows the linking texts in it. */
  sourceDialectId: number | null;
  inflects: CompoundInflect[];
  items: CompoundMember[];
}

export interface CompoundType extends EditableRecord {
  name: string;
  version: number;
}

/** Tooltip data (GET tooltips-compound). */
export interface CompoundTooltip {
  id: number;
  title: string;
  items: CompoundMember[];
}

export function compoundProblems(c: Compound): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: 'Required' };
}

export const typeProblems = (t: CompoundType) => (t.name.trim() ? undefined : { name: 'Required' });
