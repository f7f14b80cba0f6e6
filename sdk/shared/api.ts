import type { TranslationStatus } from './enums';

/** One response convention for the whole API (see README, 'API conventions'). */
export interface WriteResult<T = unknown> {
  result: 'OK';
  ok: true;
  data: T;
}

export interface ErrorResult {
  error: string;
  /** For 400: the failing fields, by path ('name', 'targets.0.text'), with their messages. */
  fields?: Record<string, string>;
}

/** A permission tree entry (spec 1 §3). */
export interface PermissionTreeEntry {
  path: string[];
  ref: number;
  /** 0 means global. */
  courseId: number;
  sourceDialectId: number;
  /** The language code for course modules (drives the flag); absent for global modules. */
  languageCode?: string;
  icon?: string;
}

export interface DialectRef {
  dialectId: number;
  dialectCode: string;
}

/** Course config (spec 1 §3): default source 3 and target 2. */
export interface CourseConfig {
  id: number;
  sourceDialectDefaultId: number;
  targetDialectDefaultId: number;
  sourceDialects: DialectRef[];
  targetDialects: DialectRef[];
  dialectOrder: number[];
}

/** A record's text in one dialect, with its status, as editors show and send it. */
export interface TranslationTextValue extends DialectRef {
  text: string;
  status: TranslationStatus;
}

export const DEFAULT_SOURCE_DIALECT_ID = 3;
export const DEFAULT_TARGET_DIALECT_ID = 2;
export const NEW_RECORD_ID = -1;
