import { z } from 'zod';
import { contract, idParams } from '../../sdk/shared';

export const XLIFF_VERSIONS = ['1.2', '2.0'] as const;
export type XliffVersion = (typeof XLIFF_VERSIONS)[number];

/** What an XLIFF import found, unit by unit (ids are the project's row ids). */
export const xliffReport = z.object({
  /** Whether the changes were written (false when the file had a refusal of its own: none then). */
  applied: z.boolean(),
  changed: z.array(z.object({ id: z.number(), before: z.string(), after: z.string(), status: z.number() })),
  unchanged: z.array(z.number()),
  /** Changed here since the export as well as in the file: applied only when confirmed. */
  conflicting: z.array(z.object({ id: z.number(), here: z.string(), file: z.string(), status: z.number(), confirmed: z.boolean() })),
  /** Not applied: the reason (tags broken, no such row…). */
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type XliffReport = z.output<typeof xliffReport>;

export const XLIFF_MAX_BYTES = 20 * 1024 * 1024;
export const XLIFF_TOO_BIG = 'An XLIFF file may be up to 20 MB';

export const tmxPretranslation = z.object({ units: z.number(), filled: z.number(), unmatched: z.number() });

export const xliffApi = {
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  tmx: {
    ...contract({
      method: 'POST',
      path: 'translations/projects/:id/tmx',
      params: idParams,
      answer: tmxPretranslation,
      summary:
        "Pre-translates the project from a TMX file (multipart field file): each empty pending row whose source is a unit's source gets its target, set to doing; answers units, rows filled, units matching no row",
    }),
    multipart: true as const,
  },
  export: contract({
    method: 'GET',
    path: 'translations/projects/:id/xliff',
    params: idParams,
    query: z.object({ version: z.enum(XLIFF_VERSIONS).default('1.2') }),
    summary: "The project's rows as an XLIFF 1.2 or 2.0 file (?version=): source, target, state, notes and context, inline tags and gaps as XLIFF inline codes",
  }),
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  import: {
    ...contract({
      method: 'POST',
      path: 'translations/projects/:id/xliff',
      params: idParams,
      query: z.object({ confirm: z.string().max(20000).optional() }),
      answer: xliffReport,
      summary:
        'Imports an XLIFF 1.2 or 2.0 file of the project (multipart field file), matching units by id: answers changed, unchanged, conflicting (changed here since the export: applied only when their ids are in ?confirm=1,2) and refused units (tags broken); what applies is written in one transaction',
    }),
    multipart: true as const,
  },
};
