import { contributionPoint } from '../shared/contributions';
import type { InflectForm } from '../shared/inflects';
import type { Db } from './db';

/**
 * A module whose records have inflected forms (vocabulary entries now; panels and compounds next).
 * The owner keeps the forms; the inflection module (13) serves the generic routes
 * `refs/{ref}/ref-ids/{id}/…` (viewer, auto-inflect, batch target) through this. The record's
 * course and access come from the owner's resource (ServerPlugin.resources).
 */
export interface InflectOwner {
  /** The module of the records (their ref). */
  ref: number;
  /** 'Vocabulary': the records in the batch target's progress list. */
  name: string;
  /** The record's word in a dialect, or null when the record does not exist. */
  baseWord(db: Db, id: number, dialectId: number): Promise<string | null>;
  /** The name of the word class its forms follow ('verb'), or null for none. */
  wordClass(db: Db, id: number): Promise<string | null>;
  read(db: Db, id: number, dialectId: number): Promise<InflectForm[]>;
  /** Replaces the record's forms in the dialect (words already cleaned; empty ones left out). */
  write(db: Db, id: number, dialectId: number, forms: InflectForm[]): Promise<void>;
  /** The course's records with a word in the dialect, by id (the batch target runs over them). */
  records(db: Db, courseId: number, dialectId: number): Promise<number[]>;
  /**
   * The active inflect template the record names (a panel's), or null; without it every cell of
   * its table is active (GET refs/{ref}/ref-ids/{id}/active-inflects).
   */
  activeTemplate?(db: Db, id: number): Promise<number | null>;
}

export const inflectOwners = contributionPoint<InflectOwner>('inflect-owners');

export interface ConjugationRequest {
  courseId: number;
  /** Each word with the word class name its forms follow ('verb', 'noun'…). */
  words: { wordClass: string; word: string }[];
}

/**
 * Who conjugates (the Conjugation module, 32): from the course's rules, endings and root changes
 * (read once per call), the forms of each word by inflect id (state regular, or change where a
 * root change applied), in the order of the words; no forms for a word no rule fits.
 */
export interface Conjugator {
  conjugate(db: Db, req: ConjugationRequest): Promise<InflectForm[][]>;
}

export const conjugators = contributionPoint<Conjugator>('conjugators');

/**
 * Who keeps the inflect tables (the Word-Class Inflection module, 13): the inflect ids of the
 * table a word class follows in a target dialect of a course (the dialect's own table where it has
 * one, else the course's), or null when there is no table. Auto-inflect fills only those cells.
 */
export interface InflectTableReader {
  inflectIds(db: Db, courseId: number, dialectId: number, wordClass: string): Promise<number[] | null>;
}

export const inflectTables = contributionPoint<InflectTableReader>('inflect-tables');

/**
 * Who names word classes (the vocabulary, which owns them): the name of the class whose
 * inflections a class follows ('verb' for a reflexive verb), by the class's id, or null. Lets a
 * module keeping a word class id (compounds) answer InflectOwner.wordClass.
 */
export interface WordClassNamer {
  inflectClassName(db: Db, wordClassId: number): Promise<string | null>;
}

export const wordClassNamers = contributionPoint<WordClassNamer>('word-class-namers');
