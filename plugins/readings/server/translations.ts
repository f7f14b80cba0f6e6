import { and, eq, inArray } from 'drizzle-orm';
import { translations, type Db } from '../../../sdk/server';
import { READINGS } from '../plugin';
import { EXERCISE_FIELD, TEXT_FIELD } from '../rules';

export const textKey = (refId: number) => ({ ref: READINGS, refId, field: TEXT_FIELD });
export const exerciseKey = (refId: number) => ({ ref: READINGS, refId, field: EXERCISE_FIELD });

/**
 * Removes the texts of one kind only: texts and exercises share the ref (28), so deleting by ref
 * and id alone would take an exercise's HTML with a text of the same id.
 */
export async function deleteFieldTexts(db: Db, field: string, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  await db.delete(translations).where(and(eq(translations.ref, READINGS), eq(translations.field, field), inArray(translations.refId, refIds)));
}

/** Plain text of stored HTML, for grids and lists. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
