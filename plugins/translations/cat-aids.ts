import { z } from 'zod';
import { contract, courseParams, idParams } from '../../sdk/shared';

// The CAT's terms and spelling (issue 43): their answers and calls, re-exported by public.ts.

/** A concept the linker finds in a CAT row's source, with its approved translation in the project's dialect. */
export const segmentTerm = z.object({
  ref: z.number(),
  refId: z.number(),
  /** The source's words it covers, and where they are in the source's plain text. */
  source: z.string(),
  start: z.number(),
  end: z.number(),
  /** The record's done text in the target dialect; '' when it has none. */
  translation: z.string(),
  /** Whether the row's saved target leaves the translation out (asked where the source has the term's own form, not an inflected one). */
  missing: z.boolean(),
});
export type SegmentTerm = z.output<typeof segmentTerm>;

export const misspelling = z.object({ word: z.string(), start: z.number(), end: z.number(), suggestions: z.array(z.string()) });
export type Misspelling = z.output<typeof misspelling>;

export const spellingAnswer = z.object({
  /** false when the dialect's spelling is not checked (Chinese): no misspellings then. */
  checked: z.boolean(),
  /** The misspelled words of each text, in order. */
  texts: z.array(z.array(misspelling)),
});
export type SpellingAnswer = z.output<typeof spellingAnswer>;

/** The warning of the format check for a term whose translation the target leaves out. */
export const termMissing = (t: { source: string; translation: string }) => `Term missing: ${t.translation} (${t.source})`;

export const catAidsApi = {
  itemTerms: contract({
    method: 'GET',
    path: 'translations/projects/translations/:id/terms',
    params: idParams,
    answer: z.array(segmentTerm),
    summary:
      "The concepts the linker guesses in a CAT row's source (the course's vocabulary…), in source order, with their done text in the project's dialect and whether the saved target leaves it out",
  }),
  spelling: contract({
    method: 'POST',
    path: 'courses/:courseId/translations/spelling',
    params: courseParams,
    body: z.object({ dialect: z.string().min(2).max(20), texts: z.array(z.string().max(20_000)).min(1).max(50) }),
    answer: spellingAnswer,
    summary:
      "Checks the spelling of texts in a dialect (its Hunspell dictionary; the course's vocabulary in the dialect is taken as right): { checked, texts: [[{ word, start, end, suggestions }]] }; Chinese is not checked (checked false); an unknown dialect is a 400",
  }),
};
