import type { SQL } from 'drizzle-orm';
import type { Db } from './db';
import { contributionPoint } from '../shared/contributions';
import type { DialectRef } from '../shared';
import { courseDialectList } from './dialects';

/**
 * Records of a module whose translatable texts others count and link (spec 1 §2 Health, §4 Concept
 * linker): the owner says which records it has, so that no other plugin reads its table.
 */
export interface TranslatableTexts {
  /** The module of the records: their translations' ref. */
  ref: number;
  /** The translatable field holding the text. */
  field: string;
  /** The records in lists: 'Sentences'. */
  name: string;
  /**
   * A query (`select id …`) of the course's records; given a target dialect, of those expected to
   * have a text in it (an entry may leave a dialect out).
   */
  records(courseId: number, targetDialectId?: number): SQL;
  /**
   * The course's dialects that hold the texts: 'target' (the default: texts in the language taught)
   * or 'source' (texts only the learner's language has, such as trainer titles and panel intros).
   */
  dialects?: 'target' | 'source';
  /**
   * A lesson shows each text with its translation into the learner's language (spec: 'targets and
   * sources': segments, dialog segments, reading texts): the texts must be in the course's source
   * dialects too, where Publish checks them and Health counts them.
   */
  translated?: boolean;
  /** The concept linker links concepts in these texts (field 'text') and its checker runs over them. */
  linkable?: boolean;
  /**
   * Who reads each record's text aloud: a query (`select id, read_by …`, read_by 'm', 'f' or 'mf') of
   * the course's records; the audio dashboard counts pending words per reader with it.
   */
  readBy?(courseId: number): SQL;
  /** Texts the AI Review checkers check per queued task (spec 4 §3 checker reference batchSize; default 10). */
  batchSize?: number;
  /**
   * When the records are parts of the records a grid shows (dialog segments of the dialogs grid,
   * reading texts of the readings grid): that grid's module and a query (`select id, row_id …`) of
   * the records of the given rows, so that what is said of the texts (the AI-review robot) is shown
   * on their row. A ref whose own records are such parts says nothing of the rows of that ref itself.
   */
  gridRows?: { ref: number; of(rowIds: number[]): SQL };
}

export const translatableTexts = contributionPoint<TranslatableTexts>('translatable-texts');

/**
 * The course's dialects a kind's texts must be in (its `dialects`, target by default; a translated
 * kind's target texts in the source dialects as well): where Publish checks them and Health counts
 * them, one rule for both.
 */
export async function textDialects(db: Db, courseId: number, kind: { dialects?: 'target' | 'source'; translated?: boolean }): Promise<DialectRef[]> {
  const own = await courseDialectList(db, courseId, kind.dialects ?? 'target');
  if (!kind.translated || kind.dialects === 'source') return own;
  const ids = new Set(own.map((d) => d.dialectId));
  return [...own, ...(await courseDialectList(db, courseId, 'source')).filter((d) => !ids.has(d.dialectId))];
}

/**
 * Fields that another plugin adds to the grid rows of a module's records (the AI-review robot of
 * spec 1 §2): the host merges them into every row its resource routes answer, so a grid column of
 * that field shows them without the owner reading the other plugin's tables.
 */
export interface GridRowFields {
  /** The values per record id of the module's rows (ids without values are left alone). */
  fields(db: Db, ref: number, ids: number[]): Promise<Map<number, Record<string, unknown>>>;
}

export const gridRowFields = contributionPoint<GridRowFields>('grid-row-fields');
