import type { TranslationTextValue } from '../../sdk/shared';

/** An item as its editor shows it (GET items/{id}). */
export type Item = {
  id: number;
  courseId: number;
  /** HTML from the checkers; empty when there is none. Read-only here. */
  error: string;
  version: number;
  /** The text in each target dialect of the course, with its status. */
  targets: TranslationTextValue[];
  /** The text in each source dialect of the course, with its status. */
  sources: TranslationTextValue[];
};

/** A text item (GET text-items/{id}): an item with a name, its texts HTML. */
export type TextItem = Item & {
  name: string;
};

/** A grid row of GET groups/{course}/items: the default dialects' texts and every dialect's text by dialect id. */
export type ItemRow = {
  id: number;
  target: string;
  source: string;
  hasError: boolean;
  texts: Record<string, string>;
};
