import { z } from 'zod';
import { contract, MODULE, resourceContract, TranslationStatus, type TranslationTextValue } from '../../sdk/shared';

/** The cultural plugin's public face: its module keys and the route contracts other plugins call. */
export const CULTURAL = MODULE.cultural;

/** A cultural item as GET culturalvocs/{id} answers it (spec 2 §3 cultural voc; 1 §3 tooltip data). */
export type CulturalVoc = {
  id: number;
  courseId: number;
  title: string;
  name: string;
  definition: string;
  gender: string;
  wordClassCode: string;
  version: number;
  targets: TranslationTextValue[];
  sources: TranslationTextValue[];
};

/** A cultural item's grid row: its texts in the course's default target and source dialects. */
export type CulturalRow = {
  id: number;
  title: string;
  wordClass: string;
  target: string;
  source: string;
};

/** Tooltip data (GET tooltips-cultural-voc). */
export interface CulturalTooltip {
  id: number;
  title: string;
  definition: string;
  name: string;
  gender: string;
  wordClassCode: string;
}

export const culturalResource = resourceContract(
  { list: 'courses/:courseId/culturalvocs', create: 'courses/:courseId/culturalvocs', item: 'culturalvocs' },
  { record: z.custom<CulturalVoc>(), row: z.custom<CulturalRow>() },
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
    answer: z.custom<{ id: number; record: CulturalVoc | null; row: CulturalRow | null }>(),
    summary: "Sets the item's text in one target dialect (optional version: 409 when stale); answers data.record and data.row",
  }),
  tooltips: contract({
    method: 'GET',
    path: 'tooltips-cultural-voc',
    query: z.object({ culturalVocs: ids, course: id }),
    answer: z.custom<CulturalTooltip[]>(),
    summary: "Tooltip data of the course's cultural items (?culturalVocs=ids&course=): title, definition, name, gender, wordClassCode",
  }),
  card: contract({
    method: 'GET',
    path: 'culturalvocs/:id/card',
    params: z.object({ id }),
    answer: z.custom<CulturalVoc[]>(),
    summary: 'The card of a cultural item (an array; the first item is used)',
  }),
};
