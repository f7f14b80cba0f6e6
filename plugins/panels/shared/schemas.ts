import { z } from 'zod';
import { MODULE, reference, referencePair } from '../../../sdk/shared';
import { ELEMENT_KINDS } from './types';

/** Plain zod schemas of the panels plugin's bodies and queries (public.ts's contracts and the server use them). */
export const int4 = z.number().int().min(1).max(2_147_483_647);
const text = (max = 2000) => z.string().max(max);

/**
 * What an element's data may hold (spec 2 §3 Panel structure); unknown keys are dropped. The
 * entries, sentences and items it lists, and a conjugation's record (ref, id), are the course's
 * (declared references); tableId names a record of the kind's module, checked by the route.
 */
export const elementData = referencePair(
  {
    vocs: z
      .array(z.object({ vocId: reference(MODULE.vocsCourse).optional(), target: text(), source: text() }))
      .max(200)
      .optional(),
    sentences: z
      .array(z.object({ sentenceId: reference(MODULE.sentences).optional(), text: text() }))
      .max(200)
      .optional(),
    items: z
      .array(z.object({ itemId: reference(MODULE.items).optional(), text: text() }))
      .max(200)
      .optional(),
    translationId: int4.optional(),
    sources: z
      .array(z.object({ dialectId: int4, text: text(20_000) }))
      .max(20)
      .optional(),
    tableId: int4.optional(),
    ref: int4.optional(),
    id: int4.optional(),
    gridWords: z.array(text(200)).max(200).optional(),
    quoteSentence: text().optional(),
    src: text(1000).optional(),
  },
  { ref: 'ref', id: 'id' },
);

export const newElementBody = z.object({
  kind: z.enum(ELEMENT_KINDS),
  itemId: reference(MODULE.items).nullable().default(null),
  dialect: int4.nullable().default(null),
  data: elementData.default({}),
});

/** The list's filters beside text: a k-line (-1 all, 0 none) and a lesson (0 none). */
export const panelListQuery = z.object({
  kLine: z.coerce.number().int().min(-1).max(2_147_483_647).optional(),
  lesson: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
