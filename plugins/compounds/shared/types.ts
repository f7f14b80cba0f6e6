import { z } from 'zod';
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
export const compoundInflect = z.object({
  dialectId: z.number(),
  dialectCode: z.string(),
  inflectWord: z.string(),
  splitType: z.number(),
  preselected: z.boolean(),
  /** How many inflected forms the compound has in the dialect (read only). */
  nInflects: z.number().optional(),
});
export type CompoundInflect = z.output<typeof compoundInflect>;

/** A member, in order (1-based); the title comes from its concept type. */
export const compoundMember = z.object({ ref: z.number(), refId: z.number(), order: z.number(), title: z.string().optional() });
export type CompoundMember = z.output<typeof compoundMember>;

/** A compound as GET compounds/{id} answers it (spec 2 §3 compound). */
export const compound = z.object({
  id: z.number(),
  courseId: z.number(),
  compoundType: z.number().nullable(),
  wordClass: z.number().nullable(),
  title: z.string(),
  overwriteInflect: z.boolean(),
  version: z.number(),
  /** The course's default source dialect: the Uses tab shows the linking texts in it. */
  sourceDialectId: z.number().nullable(),
  inflects: z.array(compoundInflect),
  items: z.array(compoundMember),
});
export type Compound = z.output<typeof compound>;

/** A compound's grid row: its form and number of inflected forms in the default target dialect, and its member count. */
export const compoundRow = z.object({
  id: z.number(),
  title: z.string(),
  compoundType: z.number().nullable(),
  compoundTypeName: z.string(),
  form: z.string(),
  nInflects: z.number(),
  nItems: z.number(),
});
export type CompoundRow = z.output<typeof compoundRow>;

export const compoundType = z.object({ id: z.number(), name: z.string(), version: z.number() });
export type CompoundType = z.output<typeof compoundType>;

/** A compound type's grid row: how many compounds have it. */
export const compoundTypeRow = z.object({ id: z.number(), name: z.string(), nCompounds: z.number() });
export type CompoundTypeRow = z.output<typeof compoundTypeRow>;

/** Tooltip data (GET tooltips-compound): title and members (ref, refId, order). */
export const compoundTooltip = z.object({ id: z.number(), title: z.string(), items: z.array(compoundMember) });
export type CompoundTooltip = z.output<typeof compoundTooltip>;

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
