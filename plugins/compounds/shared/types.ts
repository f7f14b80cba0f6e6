import { MODULE } from '../../../sdk/shared';

/** Split type (spec 2 §5): 0 Don't split, 1 Can split, 2 Can split long. */
export const SPLIT_TYPES = [
  { value: 0, label: "Don't split" },
  { value: 1, label: 'Can split' },
  { value: 2, label: 'Can split long' },
] as const;

/** What a compound's members may be (spec 2 §2): vocabulary entries or panels, by (ref, refId). */
export const MEMBER_REFS = [
  { ref: MODULE.vocsCourse, label: 'Vocabulary' },
  { ref: MODULE.panels, label: 'Panel' },
] as const;

export const NEEDS_SAVED_COMPOUND = 'Save the compound before adding members';

/** A compound's inflect settings in one target dialect (spec 2 §3 compound inflects). */
export interface CompoundInflect {
  dialectId: number;
  dialectCode: string;
  inflectWord: string;
  splitType: number;
  preselected: boolean;
  /** How many inflected forms the compound has in the dialect (read only). */
  nInflects?: number;
}

/** A member, in order (1-based); the title comes from its concept type. */
export interface CompoundMember {
  ref: number;
  refId: number;
  order: number;
  title?: string;
}

/** A compound as GET compounds/{id} answers it (spec 2 §3 compound). */
export type Compound = {
  id: number;
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
};

/** A compound's grid row: its form and number of inflected forms in the default target dialect, and its member count. */
export type CompoundRow = {
  id: number;
  title: string;
  compoundType: number | null;
  compoundTypeName: string;
  form: string;
  nInflects: number;
  nItems: number;
};

export type CompoundType = {
  id: number;
  name: string;
  version: number;
};

/** A compound type's grid row: how many compounds have it. */
export type CompoundTypeRow = {
  id: number;
  name: string;
  nCompounds: number;
};

/** Tooltip data (GET tooltips-compound): title and members (ref, refId, order). */
export interface CompoundTooltip {
  id: number;
  title: string;
  items: CompoundMember[];
}

/**
 * The move rules of the member list (spec 2 §5): the first member cannot move up, the last cannot
 * move down. Answers the list moved (orders renumbered 1…n), or null when the move is not allowed.
 */
export function moveMember<M extends CompoundMember>(items: M[], index: number, dir: -1 | 1): M[] | null {
  const to = index + dir;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return null;
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next.map((m, i) => ({ ...m, order: i + 1 }));
}
