import { z } from 'zod';
import { translationTextValue } from '../../sdk/shared';

/** An item as its editor shows it (GET items/{id}). */
export const item = z.object({
  id: z.number(),
  courseId: z.number(),
  /** HTML from the checkers; empty when there is none. Read-only here. */
  error: z.string(),
  version: z.number(),
  /** The text in each target dialect of the course, with its status. */
  targets: z.array(translationTextValue),
  /** The text in each source dialect of the course, with its status. */
  sources: z.array(translationTextValue),
});
export type Item = z.output<typeof item>;

/** A text item (GET text-items/{id}): an item with a name, its texts HTML. */
export const textItem = item.extend({ name: z.string() });
export type TextItem = z.output<typeof textItem>;

/** A grid row of GET groups/{course}/text-items: the name and the plain text in the default target dialect. */
export const textItemRow = z.object({ id: z.number(), name: z.string(), target: z.string(), hasError: z.boolean() });
export type TextItemRow = z.output<typeof textItemRow>;

/** A grid row of GET groups/{course}/items: the default dialects' texts and every dialect's text by dialect id. */
export const itemRow = z.object({ id: z.number(), target: z.string(), source: z.string(), hasError: z.boolean(), texts: z.record(z.string(), z.string()) });
export type ItemRow = z.output<typeof itemRow>;
