import { MODULE } from '../../sdk/shared';

/** The concept-linker plugin's public face: its module keys and the route contracts other plugins call. */
export const CONCEPT_LINKER = MODULE.conceptLinker;
export const CL_UTILS = MODULE.clUtils;

// Used by compounds
import { z } from 'zod';
import { contract } from '../../sdk/shared';

/** The texts of a course linking a concept, in a target dialect (d) and a source dialect (s). */
export const conceptUses = contract({
  method: 'GET', path: 'concepts-linker/course/:courseId/ref/:ref/refId/:refId/targetDialect/:d/sourceDialect/:s/concept-uses',
  params: z.object({
    courseId: z.coerce.number().int().positive(), ref: z.coerce.number().int().positive(), refId: z.coerce.number().int().positive(),
    d: z.coerce.number().int().positive(), s: z.coerce.number().int().positive(),
  }),
  answer: z.array(z.object({ ref: z.number(), refId: z.number(), target: z.string(), source: z.string() })),
  summary: 'The texts of the course linking the concept: { ref, refId, target, source }',
});
