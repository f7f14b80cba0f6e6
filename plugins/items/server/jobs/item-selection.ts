import { sql } from 'drizzle-orm';
import { defaultDialects, rowsOf, type Db, type JobItemSeed, type JobRecord, type QaCase } from '../../../../sdk/server';
import { TranslationStatus } from '../../../../sdk/shared';
import type { ItemJobInfo } from '../../jobs-shared';
import { ITEMS } from '../../public';
import type { ItemJobInput, ItemJobParams } from './job-params';
import { itemsInKlines } from './kline-filter';

interface Candidate {
  item_id: number;
  translation_id: number;
  target: string;
  source: string;
}

/**
 * The items of a job's course with a target text in the course's default target dialect, with
 * their source in the job's dialect ('' when none), by id; `source` narrows to empty or non-empty
 * sources, `exclude` to the items a condition leaves out; then the k-line filter.
 */
export async function selectItems(
  db: Db,
  job: JobRecord<ItemJobParams>,
  opts: { source?: 'empty' | 'non_empty' | 'done'; excludeValidatedBy?: string },
): Promise<JobItemSeed<ItemJobInput>[]> {
  const t = job.params.target_dialect_id;
  const s = job.dialectId;
  if (!t || !s) return [];
  const sourceCond =
    opts.source === 'empty'
      ? sql`AND btrim(coalesce(sc.text, '')) = ''`
      : opts.source === 'non_empty'
        ? sql`AND btrim(coalesce(sc.text, '')) <> ''`
        : opts.source === 'done'
          ? sql`AND btrim(coalesce(sc.text, '')) <> '' AND sc.status = ${TranslationStatus.DONE}`
          : sql``;
  // Validated: done in an earlier job of that kind, in the same course and dialect, and the source is still the text it validated.
  const validatedCond = opts.excludeValidatedBy
    ? sql`AND NOT EXISTS (
      SELECT 1 FROM ai_job_items ji JOIN ai_jobs j ON j.id = ji.job_id
       WHERE j.kind = ${opts.excludeValidatedBy} AND j.course_id = ${job.courseId} AND j.dialect_id = ${s} AND j.id <> ${job.id}
         AND ji.ref = ${ITEMS} AND ji.ref_id = i.id AND ji.status = 2 AND ji.item_info->>'source_text' = coalesce(sc.text, ''))`
    : sql``;
  let rows = rowsOf<Candidate>(
    await db.execute(sql`
    SELECT i.id AS item_id, t.id AS translation_id, tg.text AS target, coalesce(sc.text, '') AS source
      FROM items i
      JOIN translations t ON t.ref = ${ITEMS} AND t.ref_id = i.id AND t.field = 'text'
      JOIN translation_texts tg ON tg.translation_id = t.id AND tg.dialect_id = ${t} AND btrim(tg.text) <> ''
      LEFT JOIN translation_texts sc ON sc.translation_id = t.id AND sc.dialect_id = ${s}
     WHERE i.course_id = ${job.courseId} ${sourceCond} ${validatedCond}
     ORDER BY i.id`),
  ).map((r) => ({ ...r, item_id: Number(r.item_id), translation_id: Number(r.translation_id) }));
  if (job.params.filter_kline_ids.length) {
    const keep = await itemsInKlines(
      db,
      job.params.filter_kline_ids,
      rows.map((r) => r.item_id),
    );
    rows = rows.filter((r) => keep.has(r.item_id));
  }
  const codes = await dialectCodes(db, [t, s]);
  return rows.map((r) => {
    const info: ItemJobInfo = {
      item_id: r.item_id,
      target_text: r.target,
      target_dialect_code: codes.get(t) ?? '',
      source_text: r.source,
      dialect_code: codes.get(s) ?? '',
    };
    const input: ItemJobInput = {
      itemId: r.item_id,
      translationId: r.translation_id,
      courseId: job.courseId,
      target: r.target,
      targetDialectId: t,
      targetDialectCode: codes.get(t) ?? '',
      source: r.source,
      sourceDialectId: s,
      sourceDialectCode: codes.get(s) ?? '',
    };
    return { ref: ITEMS, refId: r.item_id, courseId: job.courseId, itemInfo: { ...info }, input };
  });
}

/**
 * Agent QA cases of an item agent (spec 1 §2 Agent QA): the items whose source in the dialect is
 * done (validated by a person), in the courses given or every course with that source dialect;
 * `toCase` says what the agent is given and what it must answer.
 */
export async function itemQaCases(
  db: Db,
  q: { dialectId: number; courseIds: number[]; limit: number },
  toCase: (input: ItemJobInput) => { input: ItemJobInput; expected: unknown },
): Promise<QaCase<ItemJobInput>[]> {
  const courseIds = q.courseIds.length
    ? q.courseIds
    : rowsOf<{ id: number }>(
        await db.execute(sql`
    SELECT DISTINCT course_id AS id FROM course_dialects WHERE dialect_id = ${q.dialectId} AND kind = 'source' ORDER BY 1`),
      ).map((r) => Number(r.id));
  const out: QaCase<ItemJobInput>[] = [];
  for (const courseId of courseIds) {
    if (out.length >= q.limit) break;
    const target = (await defaultDialects(db, courseId)).target ?? null;
    const job = {
      id: 0,
      name: '',
      courseId,
      dialectId: q.dialectId,
      priority: 1,
      params: { target_dialect_id: target, dialect_code: '', filter_kline_ids: [] },
    };
    for (const seed of (await selectItems(db, job, { source: 'done' })).slice(0, q.limit - out.length)) {
      const i = seed.input;
      out.push({
        ref: seed.ref,
        refId: seed.refId,
        courseId,
        ...toCase(i),
        info: { dialect_code: i.sourceDialectCode, segments: [], us_translation: i.source, target_translation: i.target },
      });
    }
  }
  return out;
}

async function dialectCodes(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; code: string }>(
    await db.execute(
      sql`SELECT id, code FROM dialects WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), r.code]));
}
