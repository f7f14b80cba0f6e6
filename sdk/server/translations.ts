import { translationTextsBody, type DialectRef, type TranslationStatus, type TranslationTextsBody } from '../shared';
import type { Db } from './db';
import type { RecordTexts } from './record-texts';
import { SERVICES, service } from './services';

export interface TranslationKey {
  ref: number;
  refId: number;
  /** Which text of the record: 'title', 'tooltip'…; one record may have several. */
  field: string;
}

export interface TranslationText extends DialectRef {
  text: string;
  status: TranslationStatus;
}

export { translationTextsBody, type TranslationTextsBody };

export interface BulkTranslation extends TranslationKey {
  courseId: number;
  texts: { dialectId: number; text: string; status?: TranslationStatus }[];
}

/**
 * The storage of translatable texts (platform tables translations and translation_texts), served
 * by core (core/server/translations). Texts are stored composed (Unicode NFC), so a 'café' typed
 * decomposed is the same text for searches, comparisons and the translation memory.
 */
export interface TranslationStore {
  /** The texts of a record's field in each of the given dialects (empty and pending where none is stored). */
  read(db: Db, key: TranslationKey, dialects: readonly DialectRef[]): Promise<TranslationText[]>;
  /**
   * Stores the texts of a record's field. A text sent without a status is done when it has
   * content and pending when empty; an unchanged text keeps its status.
   */
  write(db: Db, key: TranslationKey & { courseId: number }, sent: TranslationTextsBody): Promise<void>;
  /** Removes every translatable text of the records (call when deleting them). */
  delete(db: Db, ref: number, refIds: number[]): Promise<void>;
  /**
   * Copies the texts of a course's translations from one dialect into another where the other has
   * none (no row, or an empty text), keeping their status; answers how many were copied.
   */
  copyDialectTexts(db: Db, courseId: number, fromDialectId: number, toDialectId: number): Promise<number>;
  /** Inserts many new texts at once (demo and benchmark data): two statements per 10,000 records. */
  insertMany(db: Db, items: BulkTranslation[]): Promise<void>;
  /** A record's one translation: its texts in the course's target and source dialects. */
  readTexts(db: Db, key: TranslationKey, courseId: number): Promise<RecordTexts>;
  /** Stores targets and sources of a record; a dialect the course does not have in that role is a 400 naming the field. */
  writeTexts(db: Db, key: TranslationKey & { courseId: number }, texts: { targets?: TranslationTextsBody; sources?: TranslationTextsBody }): Promise<void>;
  courseTextDialects(db: Db, courseId: number): Promise<{ targets: DialectRef[]; sources: DialectRef[] }>;
  /** The course's default target and source dialects (the grid's two text columns). */
  defaultDialects(db: Db, courseId: number): Promise<{ target?: number; source?: number }>;
  /** Bumped by every write to translatable texts in this process (the memory's change notice). */
  writesVersion(): number;
}

const store = () => service(SERVICES.translations);

export const readTranslation: TranslationStore['read'] = (...a) => store().read(...a);
export const writeTranslation: TranslationStore['write'] = (...a) => store().write(...a);
export const deleteTranslations: TranslationStore['delete'] = (...a) => store().delete(...a);
export const copyDialectTexts: TranslationStore['copyDialectTexts'] = (...a) => store().copyDialectTexts(...a);
export const insertTranslations: TranslationStore['insertMany'] = (...a) => store().insertMany(...a);
