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

/** How a write is made. */
export interface WriteOptions {
  /**
   * A write of the system (the CAT's doing, an agent's proposal, an AI job applied, a copy): it
   * may set any status. A user's write (the default) may not set doing, from target or legacy,
   * nor change a text away from them (spec 2 §4): 400, and nothing is written.
   */
  system?: boolean;
  /** The body field of the i-th text sent, for the 400 naming it (`${field(i)}.status`); the index by default, '' for the body itself. */
  field?: (i: number) => string;
}

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
   * Stores the texts of a record's field: the one write path of translatable texts (every other
   * write below goes through it). A text sent without a status is done when it has content and
   * pending when empty; an unchanged text keeps its status. A user's write may not set or leave a
   * system status (WriteOptions.system). The format check (`checkTranslationTexts`) then runs over
   * the translation's texts and is stored on it (`translations.error`).
   */
  write(db: Db, key: TranslationKey & { courseId: number }, sent: TranslationTextsBody, options?: WriteOptions): Promise<void>;
  /** Runs the format check again over the stored texts of the translations (by id) and stores it; answers each one's error. */
  check(db: Db, translationIds: number[]): Promise<Map<number, string | null>>;
  /** Removes every translatable text of the records (call when deleting them). */
  delete(db: Db, ref: number, refIds: number[]): Promise<void>;
  /**
   * Copies the texts of a course's translations from one dialect into another where the other has
   * none (no row, or an empty text), as pending texts; answers how many were copied.
   */
  copyDialectTexts(db: Db, courseId: number, fromDialectId: number, toDialectId: number): Promise<number>;
  /** Inserts many new texts at once (demo and benchmark data): two statements per 10,000 records. */
  insertMany(db: Db, items: BulkTranslation[]): Promise<void>;
  /** A record's one translation: its texts in the course's target and source dialects. */
  readTexts(db: Db, key: TranslationKey, courseId: number): Promise<RecordTexts>;
  /**
   * Stores targets and sources of a record through `write`; a dialect the course does not have in
   * that role is a 400 naming the field (`targets.0.dialectId`; a refused status `targets.0.status`
   * unless options.field names the texts, targets first, otherwise).
   */
  writeTexts(
    db: Db,
    key: TranslationKey & { courseId: number },
    texts: { targets?: TranslationTextsBody; sources?: TranslationTextsBody },
    options?: WriteOptions,
  ): Promise<void>;
  courseTextDialects(db: Db, courseId: number): Promise<{ targets: DialectRef[]; sources: DialectRef[] }>;
  /** The course's default target and source dialects (the grid's two text columns). */
  defaultDialects(db: Db, courseId: number): Promise<{ target?: number; source?: number }>;
  /** Bumped by every write to translatable texts in this process (the memory's change notice). */
  writesVersion(): number;
}

const store = () => service(SERVICES.translations);

export const readTranslation: TranslationStore['read'] = (...a) => store().read(...a);
export const writeTranslation: TranslationStore['write'] = (...a) => store().write(...a);
export const checkTranslations: TranslationStore['check'] = (...a) => store().check(...a);
export const deleteTranslations: TranslationStore['delete'] = (...a) => store().delete(...a);
export const copyDialectTexts: TranslationStore['copyDialectTexts'] = (...a) => store().copyDialectTexts(...a);
export const insertTranslations: TranslationStore['insertMany'] = (...a) => store().insertMany(...a);
