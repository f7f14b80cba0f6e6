import { and, eq, inArray } from 'drizzle-orm';
import { deleteTranslations, translations, type Db } from '../../../sdk/server';
import { READING_TEXTS, READINGS } from '../plugin';
import { EXERCISE_FIELD, TEXT_FIELD } from '../rules';

export const textKey = (refId: number) => ({ ref: READING_TEXTS, refId, field: TEXT_FIELD });
export const exerciseKey = (refId: number) => ({ ref: READINGS, refId, field: EXERCISE_FIELD });

export const deleteTextTranslations = (db: Db, textIds: number[]) => deleteTranslations(db, READING_TEXTS, textIds);

/** Removes exercises' texts only: they share the ref with the readings (28). */
export async function deleteExerciseTranslations(db: Db, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  await db.delete(translations).where(and(eq(translations.ref, READINGS), eq(translations.field, EXERCISE_FIELD), inArray(translations.refId, refIds)));
}

/** Plain text of stored HTML, for grids and lists. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
