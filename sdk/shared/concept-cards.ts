import type { ReactNode } from 'react';
import { contributionPoint } from './contributions';
import type { LinkedConcept } from './concepts';
import type { Api } from '../client/http';

/**
 * The card and tooltip of a concept type in the linker editor (spec 1 §2 Concept cards, §3 Tooltip
 * data): the plugin owning the type contributes it in its manifest; the editor finds it by ref.
 */
export interface ConceptCardDef<T = unknown> {
  /** The module of the concept records (22 course vocabulary). */
  ref: number;
  /**
   * The tooltip data of one record, from the owner's contracts; undefined when there is none. The
   * caller hands over its typed client, so that a card (which the manifest loads, on the server too)
   * imports nothing of the client SDK.
   */
  tooltip(api: Api, q: { courseId: number; refId: number; dialectId: number }): Promise<T | undefined>;
  /** The card, with the tooltip data once it has come. */
  render(concept: LinkedConcept, tip?: T): ReactNode;
}

// Each card has its own tooltip data: the point holds cards of any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const conceptCards = contributionPoint<ConceptCardDef<any>>('concept-cards');
