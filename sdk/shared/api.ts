import { z } from 'zod';
import { TranslationStatus } from './enums';

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
export const permissionTreeEntry = z.object({
  path: z.array(z.string()),
  ref: z.number(),
  /** 0 means global. */
  courseId: z.number(),
  sourceDialectId: z.number(),
  /** The language code for course modules (drives the flag); absent for global modules. */
  languageCode: z.string().optional(),
  icon: z.string().optional(),
});
export type PermissionTreeEntry = z.output<typeof permissionTreeEntry>;

export const dialectRef = z.object({ dialectId: z.number(), dialectCode: z.string() });
export type DialectRef = z.output<typeof dialectRef>;

/** Course config (spec 1 §3): default source 3 and target 2. */
export const courseConfig = z.object({
  id: z.number(),
  sourceDialectDefaultId: z.number(),
  targetDialectDefaultId: z.number(),
  sourceDialects: z.array(dialectRef),
  targetDialects: z.array(dialectRef),
  dialectOrder: z.array(z.number()),
});
export type CourseConfig = z.output<typeof courseConfig>;

/** A record's text in one dialect, with its status, as editors show and send it. */
export const translationTextValue = dialectRef.extend({ text: z.string(), status: z.enum(TranslationStatus) });
export type TranslationTextValue = z.output<typeof translationTextValue>;

export const DEFAULT_SOURCE_DIALECT_ID = 3;
export const DEFAULT_TARGET_DIALECT_ID = 2;
export const NEW_RECORD_ID = -1;
