import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import type { BulkTranslation, TranslationKey, TranslationText, TranslationTextsBody } from '../../../sdk/server/translations';
import { TranslationStatus, type DialectRef } from '../../../sdk/shared';
import { translationTexts, translations } from '../db/schema';
import { translationWrites } from '../memory/changes';
import { insertMany } from '../../../sdk/server/insert-many';
import { textArray } from '../../../sdk/server/sql-rows';
import { removeRefRows } from '../../../sdk/server/record-refs';

/** The texts of a record's field in each of the given dialects (empty and pending where none is stored). */
export async function readTranslation(db: Db, key: TranslationKey, dialects: readonly DialectRef[]): Promise<TranslationText[]> {
  const rows = await db
    .select({ dialectId: translationTexts.dialectId, text: translationTexts.text, status: translationTexts.status })
    .from(translationTexts)
    .innerJoin(translations, eq(translations.id, translationTexts.translationId))
    .where(and(eq(translations.ref, key.ref), eq(translations.refId, key.refId), eq(translations.field, key.field)));
  return dialects.map((d) => {
    const row = rows.find((r) => r.dialectId === d.dialectId);
    return {
      dialectId: d.dialectId,
      dialectCode: d.dialectCode,
      text: row?.text ?? '',
      status: (row?.status ?? TranslationStatus.PENDING) as TranslationStatus,
    };
  });
}

/**
 * Texts are stored composed (Unicode NFC): a 'café' typed or pasted decomposed (e + U+0301) is the
 * same text as the composed one for searches (which normalise their query to NFC), comparisons and
 * the translation memory.
 */
const storedText = (text: string) => text.normalize('NFC');

/**
 * Stores the texts of a record's field, composed (NFC). A text sent without a status is done when
 * it has content and pending when empty; an unchanged text keeps its status.
 */
export async function writeTranslation(db: Db, key: TranslationKey & { courseId: number }, sent: TranslationTextsBody): Promise<void> {
  if (!sent.length) return;
  // One text per dialect, the last sent (a statement cannot upsert one row twice).
  const texts = [...new Map(sent.map((x) => [x.dialectId, { ...x, text: storedText(x.text) }])).values()];
  translationWrites.count++;
  // One statement for the texts sent with a status (which it sets), one for those without (which
  // keep theirs when the text is unchanged); each upserts the record's translation with its texts.
  // A text left as it was is not written again (its updated_at stays).
  for (const given of [true, false]) {
    const rows = texts.filter((x) => (x.status !== undefined) === given);
    if (!rows.length) continue;
    const status = (x: (typeof rows)[number]) => x.status ?? (x.text.trim() ? TranslationStatus.DONE : TranslationStatus.PENDING);
    const newStatus = given ? sql`excluded.status` : sql`case when tt.text = excluded.text then tt.status else excluded.status end`;
    await db.execute(sql`with t as (
        insert into ${translations} (course_id, ref, ref_id, field) values (${key.courseId}, ${key.ref}, ${key.refId}, ${key.field})
        on conflict (ref, ref_id, field) do update set course_id = excluded.course_id
        returning id)
      insert into ${translationTexts} as tt (translation_id, dialect_id, text, status)
      select t.id, x.dialect_id::integer, x.text, x.status::integer
        from t, unnest(${textArray(rows.map((x) => x.dialectId))}, ${textArray(rows.map((x) => x.text))},
                       ${textArray(rows.map(status))}) as x(dialect_id, text, status)
      on conflict (translation_id, dialect_id) do update set text = excluded.text, status = ${newStatus}, updated_at = now()
        where tt.text is distinct from excluded.text or tt.status is distinct from ${newStatus}`);
  }
}

/** Removes every translatable text of the records (call when deleting them), and what other plugins keep of those texts (AI reviews). */
export async function deleteTranslations(db: Db, ref: number, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  translationWrites.count++;
  await db.delete(translations).where(and(eq(translations.ref, ref), inArray(translations.refId, refIds)));
  await removeRefRows(db, ref, refIds);
}

/**
 * Copies the texts of a course's translations from one dialect into another where the other has
 * none (no row, or an empty text), keeping their status; answers how many were copied.
 */
export async function copyDialectTexts(db: Db, courseId: number, fromDialectId: number, toDialectId: number): Promise<number> {
  translationWrites.count++;
  const res = await db.execute(sql`
    insert into ${translationTexts} as tt (translation_id, dialect_id, text, status)
    select src.translation_id, ${toDialectId}::integer, src.text, src.status
      from ${translationTexts} src
      join ${translations} t on t.id = src.translation_id
     where t.course_id = ${courseId} and src.dialect_id = ${fromDialectId} and src.text <> ''
    on conflict (translation_id, dialect_id)
      do update set text = excluded.text, status = excluded.status, updated_at = now()
      where tt.text = ''
    returning tt.translation_id`);
  return (res as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Inserts many new translatable texts at once (demo and benchmark data): a few statements per
 * thousand records instead of several per record. Texts are stored NFC and statuses default as in
 * writeTranslation.
 */
export async function insertTranslations(db: Db, items: BulkTranslation[]): Promise<void> {
  translationWrites.count++;
  const ids = await insertMany(
    db,
    translations,
    items.map(({ courseId, ref, refId, field }) => ({ courseId, ref, refId, field })),
    { returningIds: true },
  );
  await insertMany(
    db,
    translationTexts,
    items.flatMap((t, j) =>
      t.texts.map((x) => ({
        translationId: ids[j],
        dialectId: x.dialectId,
        text: storedText(x.text),
        status: x.status ?? (x.text.trim() ? TranslationStatus.DONE : TranslationStatus.PENDING),
      })),
    ),
  );
}
