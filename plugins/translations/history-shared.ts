import { z } from 'zod';

/** One write of a translation text (segment history): who, when, the status and the source text then. */
export const textVersion = z.object({
  id: z.number(),
  translationId: z.number(),
  dialectId: z.number(),
  text: z.string(),
  status: z.number(),
  /** Null: the system's own write (no request's or queued task's user; see sdk/server/acting-user.ts). */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  /** The text the translation was made from then (the default target text; the default source text for that dialect). */
  sourceText: z.string().nullable(),
  createdAt: z.string(),
});
export type TextVersion = z.output<typeof textVersion>;

export const REPLACE_SIDES = ['target', 'source'] as const;
export type ReplaceSide = (typeof REPLACE_SIDES)[number];

/** The other save a stale CAT save met (its 409's fields). */
export interface ItemConflict {
  toText: string;
  status: number;
  version: number;
  /** Empty: the system (work no user asked for). */
  savedBy: string;
  /** ISO time; empty when unknown. */
  savedAt: string;
}

/** The other save of a 409 answering a CAT save, or null when the refusal is not a stale version. */
export function itemConflict(status: number, fields: Record<string, string> | undefined): ItemConflict | null {
  if (status !== 409 || !fields || fields.toText === undefined || fields.version === undefined) return null;
  return {
    toText: fields.toText,
    status: Number(fields.status),
    version: Number(fields.version),
    savedBy: fields.savedBy ?? '',
    savedAt: fields.savedAt ?? '',
  };
}
