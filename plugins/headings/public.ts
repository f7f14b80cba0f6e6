import { z } from 'zod';
import { contract, MODULE, resourceContract, translationTextValue } from '../../sdk/shared';
import { headingUses } from './shared';

export * from './shared';

/** The headings plugin's public face: its module keys and the route contracts other plugins call. */
export const HEADINGS = MODULE.heading;

/** A heading as its editor shows it. */
const heading = z.object({
  id: z.number(),
  title: z.string(),
  version: z.number(),
  /** The title translated into each dialect, with its status. */
  translations: z.array(translationTextValue),
});
export type Heading = z.output<typeof heading>;

/** A heading as select inputs offer it, and its grid row. */
export const headingOption = z.object({ id: z.number(), title: z.string() });

export const headingResource = resourceContract(
  { list: 'headings', create: 'headings', item: 'headings', gridRow: 'headings/:id/grid-row' },
  { record: heading, row: headingOption },
);

export const headingsApi = {
  // Other modules' forms (dialogs, exercises, readings…) pick a heading without holding the Headings module.
  select: contract({
    method: 'GET',
    path: 'headings/select',
    answer: z.array(headingOption),
    summary: 'Every heading as { id, title }, for select inputs',
  }),
  uses: contract({
    method: 'GET',
    path: 'headings/:id/uses',
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: z.object({ uses: headingUses }),
    summary: 'Where the heading is used: { uses: { id, segmentIds, readingIds, trainerIds, exerciseIds, dialogIds, their counts, courses } }',
  }),
};
