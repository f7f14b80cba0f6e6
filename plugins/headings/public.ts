import { z } from 'zod';
import { contract, MODULE, resourceContract } from '../../sdk/shared';

/** The headings plugin's public face: its module keys and the route contracts other plugins call. */
export const HEADINGS = MODULE.heading;

export const headingResource = resourceContract({ list: 'headings', create: 'headings', item: 'headings', gridRow: 'headings/:id/grid-row' });

// Used by dialogs and exercises
/** Every heading as { id, title }, for other modules' select inputs (any user). */
export const headingSelectContract = contract({
  method: 'GET', path: 'headings/select', answer: z.array(z.object({ id: z.number(), title: z.string() })),
  summary: 'Every heading as { id, title }, for select inputs',
});
