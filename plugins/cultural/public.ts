import { z } from 'zod';
import { contract, MODULE, resourceContract, TranslationStatus, translationTextValue } from '../../sdk/shared';

/** The cultural plugin's public face: its module keys and the route contracts other plugins call. */
export const CULTURAL = MODULE.cultural;

/** A cultural item as GET culturalvocs/{id} answers it (spec 2 §3 cultural voc; 1 §3 tooltip data). */
const culturalVoc = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  name: z.string(),
  definition: z.string(),
  gender: z.string(),
  wordClassCode: z.string(),
  version: z.number(),
  targets: z.array(translationTextValue),
  sources: z.array(translationTextValue),
});
export type CulturalVoc = z.output<typeof culturalVoc>;

/** A cultural item's grid row: its texts in the course's default target and source dialects. */
const culturalRow = z.object({ id: z.number(), title: z.string(), wordClass: z.string(), target: z.string(), source: z.string() });
export type CulturalRow = z.output<typeof culturalRow>;

/** Tooltip data (GET tooltips-cultural-voc). */
const culturalTooltip = z.object({
  id: z.number(),
  title: z.string(),
  definition: z.string(),
  name: z.string(),
  gender: z.string(),
  wordClassCode: z.string(),
});
export type CulturalTooltip = z.output<typeof culturalTooltip>;

export const culturalResource = resourceContract(
  { list: 'courses/:courseId/culturalvocs', create: 'courses/:courseId/culturalvocs', item: 'culturalvocs' },
  { record: culturalVoc, row: culturalRow, texts: { name: 'culturalvocs' } },
);

const id = z.coerce.number().int().positive();
const ids = z
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
  ]);

/** The cultural plugin's own routes besides its resource. */
export const culturalApi = {
  // Spec 2 §7: a saved item's text is PUT on target-dialects/{d} (the resource's target-dialect/{d} serves the create path).
  setTargetText: contract({
    method: 'PUT',
    path: 'culturalvocs/:id/target-dialects/:dialectId',
    params: z.object({ id, dialectId: id }),
    body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional(), version: z.number().int().optional() }),
    answer: z.object({ id: z.number(), record: culturalVoc.nullable(), row: culturalRow.nullable() }),
    summary: "Sets the item's text in one target dialect (optional version: 409 when stale); answers data.record and data.row",
  }),
  tooltips: contract({
    method: 'GET',
    path: 'tooltips-cultural-voc',
    query: z.object({ culturalVocs: ids }),
    answer: z.array(culturalTooltip),
    summary:
      "Tooltip data of the course's cultural items (?culturalVocs=ids, as the spec calls it: the course is the first item's): title, definition, name, gender, wordClassCode",
  }),
  card: contract({
    method: 'GET',
    path: 'culturalvocs/:id/card',
    params: z.object({ id }),
    answer: z.array(culturalVoc),
    summary: 'The card of a cultural item (an array; the first item is used)',
  }),
};
