import { z } from 'zod';
import { contract } from './contract';

/**
 * Inflected forms (spec 2 §3 'Inflect row', §4 lock states): any record with a word per target
 * dialect (a vocabulary entry, a panel, a compound) may have one form per inflect id.
 */

/** Conjugation lock state of a cell: none 0, regular 1, change 2, irregular 3, locked no conjugation 4. */
export const CONJ_STATE = { NONE: 0, REGULAR: 1, CHANGE: 2, IRREGULAR: 3, LOCKED_NONE: 4 } as const;
export type ConjStateValue = (typeof CONJ_STATE)[keyof typeof CONJ_STATE];

export const CONJ_STATE_NAMES = ['No conjugation', 'Regular', 'Change', 'Irregular', 'Locked (no conjugation)'] as const;
/** Marker colours: transparent, green, blue, red (spec 2 §4); the locked state shows grey. */
export const CONJ_STATE_COLORS = ['transparent', 'green', 'blue', 'red', 'gray'] as const;

/**
 * The next state when the marker of a cell is clicked (spec 2 §4): none or regular → change →
 * irregular → locked no conjugation → none. An empty cell does not cycle, except a locked one,
 * which can always be unlocked.
 */
export function nextConjState(state: number, word: string): number {
  if (state === CONJ_STATE.LOCKED_NONE) return CONJ_STATE.NONE;
  if (!word.trim()) return state;
  if (state === CONJ_STATE.NONE || state === CONJ_STATE.REGULAR) return CONJ_STATE.CHANGE;
  if (state === CONJ_STATE.CHANGE) return CONJ_STATE.IRREGULAR;
  return CONJ_STATE.LOCKED_NONE;
}

/**
 * Auto-inflect keeps these cells as they are: a cell locked (no conjugation), and a form marked
 * change or irregular (a stem change or an irregular form someone checked). A regular or unmarked
 * cell, or an empty one marked change or irregular, is computed again.
 */
export const keepsForm = (f: InflectForm) =>
  f.conjState === CONJ_STATE.LOCKED_NONE || ((f.conjState === CONJ_STATE.CHANGE || f.conjState === CONJ_STATE.IRREGULAR) && f.word.trim() !== '');

export const inflectForm = z.object({ inflectId: z.number(), word: z.string(), conjState: z.number() });
export type InflectForm = z.output<typeof inflectForm>;

/** One cell of an inflect table: where an inflect id shows, and its label. */
export const inflectCell = z.object({ inflectId: z.number(), row: z.number(), column: z.number(), label: z.string() });
export type InflectCell = z.output<typeof inflectCell>;

/** What the inflect viewer shows for a record in a dialect. */
export const inflectView = z.object({
  ref: z.number(),
  refId: z.number(),
  dialectId: z.number(),
  /** The record's word in the dialect (the base form auto-inflect starts from). */
  word: z.string(),
  /** The word class its inflections follow ('verb' for a reflexive verb), or null. */
  wordClass: z.string().nullable(),
  /** Column headers of the table (one per column). */
  headers: z.array(z.string()),
  cells: z.array(inflectCell),
  forms: z.array(inflectForm),
});
export type InflectView = z.output<typeof inflectView>;

/**
 * Auto-inflect's result (spec 2 §4): the computed forms over the current ones, except where the
 * current cell keeps its form (keepsForm); cells no rule gives stay too. Sorted by inflect id.
 */
export function mergeAutoInflect(current: InflectForm[], computed: InflectForm[]): InflectForm[] {
  const out = new Map(current.map((f) => [f.inflectId, f]));
  for (const f of computed) {
    const now = out.get(f.inflectId);
    if (now && keepsForm(now)) continue;
    out.set(f.inflectId, f);
  }
  return [...out.values()].sort((a, b) => a.inflectId - b.inflectId);
}

const id = z.coerce.number().int().positive();
const recordParams = z.object({ ref: id, refId: id, dialectId: id });
/** A record's forms in a dialect, each inflect id once. */
const inflects = z
  .array(
    z.object({
      inflectId: z.number().int().min(-1),
      word: z.string().max(200),
      conjState: z.number().int().min(CONJ_STATE.NONE).max(CONJ_STATE.LOCKED_NONE),
    }),
  )
  .max(300)
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((f, i) => {
      if (seen.has(f.inflectId)) ctx.addIssue({ code: 'custom', path: [i, 'inflectId'], message: 'This form is given twice' });
      seen.add(f.inflectId);
    });
  });
const view = inflectView;

/**
 * The Inflect viewer's calls (InflectViewer), on a record (ref, refId) in a target dialect: served
 * by the inflection plugin, which publishes them with its own.
 */
export const inflectViewerApi = {
  forms: contract({
    method: 'GET',
    path: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/inflects',
    params: recordParams,
    answer: view,
    summary: "A record's inflect viewer in a target dialect: its word, word class, table and forms",
  }),
  saveForms: contract({
    method: 'PUT',
    path: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/inflects',
    params: recordParams,
    body: z.object({ inflects }),
    answer: view,
    summary: "Saves a record's forms in a target dialect (empty words are dropped); answers the viewer",
  }),
  autoInflect: contract({
    method: 'PUT',
    path: 'refs/:ref/ref-ids/:refId/dialects/:dialectId/auto-inflect',
    params: recordParams,
    body: z.object({ inflects }),
    answer: z.object({ forms: z.array(inflectForm) }),
    summary: "Auto-inflect: the course's conjugation rules over the forms given (the viewer's, unsaved); locked cells stay. Saves nothing",
  }),
};
