import type { Db } from './db';
import { SERVICES, service } from './services';

/** A stored link of a concept to words of a text (see conceptLinks), with the text and its dialect's code. */
export interface ConceptLinkRow {
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  dialectId: number;
  dialectCode: string;
  conceptRef: number;
  conceptRefId: number;
  positions: number[];
  inflectStudied: number | null;
  /** The linked text (field 'text' of the record's translation) in the dialect, as stored (may hold markup). */
  text: string;
}

/** The stored links of words to concepts (platform table concept_links), served by core (core/server/concepts). */
export interface ConceptLinkStore {
  /** Every link to a concept, in one course or (courseId undefined) in all, in text order. */
  linksToConcept(db: Db, concept: { ref: number; refId: number }, courseId?: number): Promise<ConceptLinkRow[]>;
  /** The linked text of a record (field 'text' of its translation) in a dialect, as stored; '' when none. */
  linkedText(db: Db, ref: number, refId: number, dialectId: number): Promise<string>;
  /** Links the words of a stored link to another concept (same positions); false when the link is gone. */
  relink(db: Db, linkId: number, to: { ref: number; refId: number }): Promise<boolean>;
  /** Removes a stored link; false when it was already gone. */
  unlink(db: Db, linkId: number): Promise<boolean>;
}

const store = () => service(SERVICES.conceptLinks);

export const linksToConcept: ConceptLinkStore['linksToConcept'] = (...a) => store().linksToConcept(...a);
export const linkedText: ConceptLinkStore['linkedText'] = (...a) => store().linkedText(...a);
export const relink: ConceptLinkStore['relink'] = (...a) => store().relink(...a);
export const unlink: ConceptLinkStore['unlink'] = (...a) => store().unlink(...a);
