import { z } from 'zod';
import { contract, MODULE, resourceContract, conceptOption } from '../../sdk/shared';
import { compound, compoundInflect, compoundRow, compoundTooltip, compoundType, compoundTypeRow } from './shared/types';

export type { Compound, CompoundInflect, CompoundMember, CompoundRow, CompoundTooltip, CompoundType, CompoundTypeRow } from './shared/types';

/** The compounds plugin's public face: its module keys and the route contracts other plugins call. */
export const COMPOUNDS = MODULE.compounds;
/** The ref of compound types as records (the Compounds module's ref names its compounds). */
export const COMPOUND_TYPES = 1501;

export const compoundTypeResource = resourceContract(
  { list: 'courses/:courseId/compound-types', create: 'courses/:courseId/compound-types', item: 'compound-types' },
  { record: compoundType, row: compoundTypeRow },
);

export const compoundResource = resourceContract(
  { list: 'groups/:courseId/compounds', create: 'groups/:courseId/compounds', item: 'compounds' },
  { record: compound, row: compoundRow, listQuery: z.object({ compoundType: z.coerce.number().int().positive().optional() }) },
);

const id = z.coerce.number().int().positive();

/** A compound's inflect settings in one target dialect, as the editor sends them. */
export const inflectBody = z.object({
  inflectWord: z.string().trim().max(300, 'At most 300 characters').default(''),
  splitType: z.number().int().min(0, 'One of 0, 1, 2').max(2, 'One of 0, 1, 2').default(0),
  preselected: z.boolean().default(false),
});

export const compoundsApi = {
  targets: contract({
    method: 'GET',
    path: 'compounds/:id/targets',
    params: z.object({ id }),
    answer: z.array(compoundInflect),
    summary: 'The inflect settings per target dialect: dialectId, dialectCode, inflectWord, splitType, preselected, nInflects (its inflected forms there)',
  }),
  blankTargets: contract({
    method: 'GET',
    path: 'courses/:courseId/compound-targets/new',
    params: z.object({ courseId: id }),
    answer: z.array(compoundInflect),
    summary: 'Blank inflect settings for each target dialect of the course',
  }),
  setTarget: contract({
    method: 'PUT',
    path: 'compounds/:id/target-dialects/:dialectId',
    params: z.object({ id, dialectId: id }),
    body: inflectBody,
    answer: z.object({ id: z.number(), record: compound.nullable() }),
    summary: "Sets the compound's inflect settings in one target dialect; answers data.record",
  }),
  memberOptions: contract({
    method: 'GET',
    path: 'courses/:courseId/compound-member-options',
    params: z.object({ courseId: id }),
    query: z.object({ ref: z.coerce.number().int().positive(), text: z.string().max(200).default('') }),
    answer: z.array(conceptOption),
    summary: "Candidates for a member: the course's vocabulary entries or panels (ref) whose title or text contains the text",
  }),
  tooltips: contract({
    method: 'GET',
    path: 'tooltips-compound',
    query: z.object({
      compounds: z
        .string()
        .max(2000)
        .default('')
        .transform((s) => [
          ...new Set(
            s
              .split(',')
              .map((x) => Number(x.trim()))
              .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
          ),
        ]),
    }),
    answer: z.array(compoundTooltip),
    summary: "Tooltip data of the course's compounds (?compounds=ids&course=): id, title, items (ref, refId, order)",
  }),
};
