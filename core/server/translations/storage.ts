import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import type { BulkTranslation, TranslationKey, TranslationText, TranslationTextsBody, WriteOptions } from '../../../sdk/server/translations';
import { checkTranslationTexts, statusChangeError, TranslationStatus, type CheckedText, type DialectRef } from '../../../sdk/shared';
import { HttpError } from '../../../sdk/server/route';
import { translationTexts, translations } from '../db/schema';
import { translationWrites } from '../memory/changes';
import { idArray, rowsOf, textArray } from '../../../sdk/server/sql-rows';
import { removeRefRows } from '../../../sdk/server/record-refs';
import { runInWorker } from '../../../sdk/server/workers';
import type checkInWorker from './check.worker';

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

export interface TextWrite {
  key: TranslationKey & { courseId: number };
  texts: TranslationTextsBody;
}

/** Keys per statement of a bulk write (each key holds a few texts: a statement of some 10,000 rows). */
const CHUNK = 2_000;

/**
 * THE write path of translatable texts: every writer (the SDK's writeTranslation and writeTexts,
 * the dialect copy, the bulk insert) comes here. Texts are stored composed (NFC), one per dialect
 * (the last sent). A text sent without a status is done when it has content and pending when
 * empty, and keeps its status when unchanged; a text left as it was is not written again (its
 * updated_at stays, so the memory does not reread it).
 *
 * The status rule (spec 2 §4): unless `system`, a status sent may not be a system one (doing,
 * from target, legacy) nor leave one, else 400 naming `{field(i)}.status` and nothing is written.
 * Then the format check (`checkTranslationTexts` of sdk/shared) runs over every text of each
 * translation written and is stored on it (`translations.error`, `checked_at`).
 */
export async function saveTranslationTexts(db: Db, writes: TextWrite[], o: WriteOptions = {}): Promise<void> {
  const list = writes
    .map((w) => ({ key: w.key, texts: [...new Map(w.texts.map((x) => [x.dialectId, { ...x, text: storedText(x.text) }])).values()] }))
    .filter((w) => w.texts.length);
  if (!list.length) return;
  if (!o.system) for (const w of writes) await refuseStatuses(db, w, o);
  translationWrites.count++;
  for (let i = 0; i < list.length; i += CHUNK) {
    // One write per translation (a statement cannot upsert one row twice), the texts of one dialect the last sent.
    const byKey = new Map<string, (typeof list)[number]>();
    for (const w of list.slice(i, i + CHUNK)) {
      const k = `${w.key.ref}/${w.key.refId}/${w.key.field}`;
      const seen = byKey.get(k);
      byKey.set(k, seen ? { key: w.key, texts: [...seen.texts.filter((x) => !w.texts.some((y) => y.dialectId === x.dialectId)), ...w.texts] } : w);
    }
    const chunk = [...byKey.values()];
    const ids = await upsertHeads(
      db,
      chunk.map((w) => w.key),
    );
    const rows = chunk.flatMap((w, j) => w.texts.map((x) => ({ translationId: ids[j], ...x })));
    // One statement for the texts sent with a status (which it sets), one for those without (which
    // keep theirs when the text is unchanged).
    for (const given of [true, false]) {
      const part = rows.filter((x) => (x.status !== undefined) === given);
      if (!part.length) continue;
      const status = (x: (typeof part)[number]) => x.status ?? (x.text.trim() ? TranslationStatus.DONE : TranslationStatus.PENDING);
      const newStatus = given ? sql`excluded.status` : sql`case when tt.text = excluded.text then tt.status else excluded.status end`;
      await db.execute(sql`insert into ${translationTexts} as tt (translation_id, dialect_id, text, status)
        select x.translation_id::integer, x.dialect_id::integer, x.text, x.status::integer
          from unnest(${textArray(part.map((x) => x.translationId))}, ${textArray(part.map((x) => x.dialectId))},
                      ${textArray(part.map((x) => x.text))}, ${textArray(part.map(status))}) as x(translation_id, dialect_id, text, status)
        on conflict (translation_id, dialect_id) do update set text = excluded.text, status = ${newStatus}, updated_at = now()
          where tt.text is distinct from excluded.text or tt.status is distinct from ${newStatus}`);
    }
    await checkTranslations(db, ids);
  }
}

/** The status rule of a user's write: 400 naming each text whose status the user may not set. */
async function refuseStatuses(db: Db, w: TextWrite, o: WriteOptions): Promise<void> {
  if (!w.texts.some((x) => x.status !== undefined)) return;
  const current = new Map(
    (
      await readTranslation(
        db,
        w.key,
        w.texts.map((x) => ({ dialectId: x.dialectId, dialectCode: '' })),
      )
    ).map((x) => [x.dialectId, x.status]),
  );
  const fields: Record<string, string> = {};
  w.texts.forEach((x, i) => {
    const refused = statusChangeError(current.get(x.dialectId) ?? TranslationStatus.PENDING, x.status);
    if (refused) fields[[o.field?.(i) ?? String(i), 'status'].filter(Boolean).join('.')] = refused;
  });
  if (Object.keys(fields).length) throw new HttpError(400, Object.values(fields)[0], fields);
}

/** The translations of the keys, made where missing: their ids in the keys' order. */
async function upsertHeads(db: Db, keys: (TranslationKey & { courseId: number })[]): Promise<number[]> {
  const rows = rowsOf<{ id: number; ref: number; ref_id: number; field: string }>(
    await db.execute(sql`insert into ${translations} (course_id, ref, ref_id, field)
      select x.course_id::integer, x.ref::integer, x.ref_id::integer, x.field
        from unnest(${textArray(keys.map((k) => k.courseId))}, ${textArray(keys.map((k) => k.ref))}, ${textArray(keys.map((k) => k.refId))},
                    ${textArray(keys.map((k) => k.field))}) as x(course_id, ref, ref_id, field)
      on conflict (ref, ref_id, field) do update set course_id = excluded.course_id
      returning id, ref, ref_id, field`),
  );
  const byKey = new Map(rows.map((r) => [`${r.ref}/${r.ref_id}/${r.field}`, Number(r.id)]));
  return keys.map((k) => byKey.get(`${k.ref}/${k.refId}/${k.field}`)!);
}

const CHECK = new URL('./check.worker.ts', import.meta.url);
/** From how many translations a check runs in a worker thread (a batch check of a course); a save's few are checked here. */
const CHECK_IN_WORKER = 200;
/**
 * Translations read and updated per statement: on PGlite a statement holds the one database thread,
 * so a course's check in batches of this size lets other requests' statements run between them.
 */
const CHECK_BATCH = 250;

/**
 * Runs the format check over the stored texts of the translations and stores it on each (error,
 * checked_at); answers the error of each. The reference is the text in the course's default target
 * dialect, then in its default source dialect, then the first text as the course orders its
 * dialects (targets, then sources, then any other).
 */
export async function checkTranslations(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  for (let i = 0; i < ids.length; i += CHECK_BATCH) {
    // Between batches the requests waiting for the database get their turn (PGlite: one thread).
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = [...new Set(ids.slice(i, i + CHECK_BATCH))];
    const rows = rowsOf<{ id: number; dialect_id: number; code: string; text: string; status: number; t: number | null; s: number | null }>(
      await db.execute(sql`select t.id, tt.dialect_id, d.code, tt.text, tt.status,
          c.target_dialect_default_id as t, c.source_dialect_default_id as s
        from translations t
        left join translation_texts tt on tt.translation_id = t.id
        left join dialects d on d.id = tt.dialect_id
        left join courses c on c.id = t.course_id
        left join (select course_id, dialect_id, min(case kind when 'target' then 0 else 100000 end + position) as place
            from course_dialects group by course_id, dialect_id) cd on cd.course_id = t.course_id and cd.dialect_id = tt.dialect_id
        where t.id = any(${idArray(chunk)})
        order by t.id, cd.place nulls last, tt.dialect_id`),
    );
    const texts = new Map<number, { texts: CheckedText[]; reference: number[] }>();
    for (const r of rows) {
      const id = Number(r.id);
      const e = texts.get(id) ?? { texts: [], reference: [r.t, r.s].filter((x) => x != null).map(Number) };
      texts.set(id, e);
      if (r.dialect_id != null) e.texts.push({ dialectId: Number(r.dialect_id), dialectCode: r.code, text: r.text, status: Number(r.status) });
    }
    const items = [...texts];
    const errors =
      items.length >= CHECK_IN_WORKER
        ? await runInWorker<typeof checkInWorker>(
            CHECK,
            items.map(([, e]) => e),
          )
        : items.map(([, e]) => checkTranslationTexts(e.texts, e.reference));
    const checked = items.map(([id], j) => ({ id, error: errors[j] }));
    if (!checked.length) continue;
    await db.execute(sql`update ${translations} t set error = nullif(x.error, ''), checked_at = now()
      from unnest(${textArray(checked.map((c) => c.id))}, ${textArray(checked.map((c) => c.error ?? ''))}) as x(id, error)
      where t.id = x.id::integer`);
    for (const c of checked) out.set(c.id, c.error);
  }
  return out;
}

/**
 * Stores the texts of a record's field through saveTranslationTexts (its rules, its check). A text
 * sent without a status is done when it has content and pending when empty; an unchanged text
 * keeps its status.
 */
export async function writeTranslation(db: Db, key: TranslationKey & { courseId: number }, sent: TranslationTextsBody, o: WriteOptions = {}): Promise<void> {
  await saveTranslationTexts(db, [{ key, texts: sent }], o);
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
 * none (no row, or an empty text), as pending texts (a copy is not a translation: it must not
 * become a memory suggestion until someone validates it); answers how many were copied.
 */
export async function copyDialectTexts(db: Db, courseId: number, fromDialectId: number, toDialectId: number): Promise<number> {
  const rows = rowsOf<{ course_id: number; ref: number; ref_id: number; field: string; text: string }>(
    await db.execute(sql`
    select t.course_id, t.ref, t.ref_id, t.field, src.text
      from ${translationTexts} src
      join ${translations} t on t.id = src.translation_id
      left join ${translationTexts} dst on dst.translation_id = src.translation_id and dst.dialect_id = ${toDialectId}
     where t.course_id = ${courseId} and src.dialect_id = ${fromDialectId} and src.text <> '' and coalesce(dst.text, '') = ''`),
  );
  await saveTranslationTexts(
    db,
    rows.map((r) => ({
      key: { courseId: Number(r.course_id), ref: Number(r.ref), refId: Number(r.ref_id), field: r.field },
      texts: [{ dialectId: toDialectId, text: r.text, status: TranslationStatus.PENDING }],
    })),
    { system: true },
  );
  return rows.length;
}

/**
 * Inserts many new translatable texts at once (demo and benchmark data) through the write path,
 * a statement per few thousand records; statuses default as in writeTranslation, and may be any
 * (the demo seeds doing texts).
 */
export async function insertTranslations(db: Db, items: BulkTranslation[]): Promise<void> {
  await saveTranslationTexts(
    db,
    items.map(({ courseId, ref, refId, field, texts }) => ({ key: { courseId, ref, refId, field }, texts })),
    { system: true },
  );
}
