import type { DialectRef } from '../shared';
import { SERVICES, service } from './services';
import type { TranslationStore, TranslationText } from './translations';

/**
 * The texts of a record: ONE translation (ref = module, refId = record, one field) holding the
 * texts in the course's target dialects and in its source dialects, so the translation memory
 * sees each target text next to its source texts.
 */
export interface RecordTexts {
  targets: TranslationText[];
  sources: TranslationText[];
}

const store = () => service(SERVICES.translations);

export const readTexts: TranslationStore['readTexts'] = (...a) => store().readTexts(...a);
export const writeTexts: TranslationStore['writeTexts'] = (...a) => store().writeTexts(...a);
export const courseTextDialects: TranslationStore['courseTextDialects'] = (...a) => store().courseTextDialects(...a);
export const defaultDialects: TranslationStore['defaultDialects'] = (...a) => store().defaultDialects(...a);

/** Empty pending texts for each dialect (blank records, the '…-target/new' and '…-source/new' calls). */
export const blankTexts = (dialects: DialectRef[]): TranslationText[] => dialects.map((d) => ({ ...d, text: '', status: 0 }));

/** The search text as an ILIKE pattern that matches it literally (%, _ and \ are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many grid rows (newest first); a search reaches the others. */
export const LIST_LIMIT = 2000;
