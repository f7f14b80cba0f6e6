import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HttpError, courseTextDialects, defaultDialects, defineJobKind, readTranslation, usagesOf, writeTexts,
  type AgentDef, type Db, type JobItem, type QaCase, type JobItemSeed, type JobRecord, type MemorySuggestion,
} from '../../../../sdk/server';
import { JOB_MESSAGES, TranslationStatus, type AiResult } from '../../../../sdk/shared';
import { NAME_MAX, isSourceFilter, type ItemJobInfo, type SourceFilter } from '../../jobs-shared';
import { ITEMS } from '../../plugin';
import { itemKey } from '../item-store';
import { items } from '../tables';
import { rowsOf } from '../../../../sdk/server';

/** The k-lines module: its records are what filter_kline_ids names. */
export const KLINES = 7;
/** The sentences module: its translations (ref 16, field 'text') are the sentence validator's context. */
export const SENTENCES = 16;


// ---------------------------------------------------------------------------------------------
// Texts

/** As the translation memory compares texts: NFKC, lower case, punctuation and symbols dropped, spaces collapsed; tags removed. */
export const norm = (s: string) => s.replace(/<[^>]*>/g, ' ').normalize('NFKC').toLowerCase()
  .replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether `hay` contains `needle` as whole words (for Chinese, Japanese and Korean, as characters). */
export function containsPhrase(hay: string, needle: string): boolean {
  const n = norm(needle);
  const h = norm(hay);
  if (!n) return false;
  if (CJK.test(n)) return h.replace(/ /g, '').includes(n.replace(/ /g, ''));
  return ` ${h} `.includes(` ${n} `);
}

/** The digits of a text, sorted: two translations of one text carry the same numbers. */
export const numbersOf = (s: string) => (s.match(/\d+/g) ?? []).sort().join(',');

/** Similarity 0-101 as a confidence 0-1. */
export const confidenceOf = (similarity: number) => Math.min(1, Math.max(0, similarity) / 100);

/**
 * The memory's suggestions, one per distinct translation (normalized), best first; ties by the
 * lower translation id, so that the same data always gives the same order.
 */
export function distinctSuggestions(list: MemorySuggestion[]): MemorySuggestion[] {
  const sorted = [...list].filter((s) => s.text.trim()).sort((a, b) => b.similarity - a.similarity || a.id - b.id);
  const seen = new Set<string>();
  return sorted.filter((s) => {
    const k = norm(s.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const quote = (s: string, max = 80) => JSON.stringify(s.length > max ? `${s.slice(0, max - 1)}…` : s);

// ---------------------------------------------------------------------------------------------
// Creation

/** What every item job is given per item. */
export interface ItemJobInput {
  itemId: number;
  /** The item's one translation (excluded from its own memory lookups). */
  translationId: number;
  courseId: number;
  target: string;
  targetDialectId: number;
  targetDialectCode: string;
  /** The item's source in the job's dialect when the job was created ('' when empty). */
  source: string;
  sourceDialectId: number;
  sourceDialectCode: string;
}

/** The job parameters every item job stores: the course's default target dialect and the k-line filter. */
export interface ItemJobParams {
  target_dialect_id: number | null;
  /** The job's source dialect's code (the list shows it). */
  dialect_code: string;
  filter_kline_ids: number[];
  source_filter?: SourceFilter;
  include_previous_validated?: boolean;
}

export const createBodyBase = z.object({
  name: z.string().max(10_000).nullable().optional(),
  dialect_id: z.number().int().nullable().optional(),
  filter_kline_ids: z.array(z.number().int()).max(10_000).nullable().optional(),
});

/**
 * Spec 3 §5: the name (trimmed) must not be empty ('Please enter a name'), a dialect must be chosen
 * ('Please select a dialect') among the course's source dialects, and the k-lines must be the
 * course's; every other failure is 'Failed to create job'. 400 names every failing field; the
 * message is the first failure's in that order.
 */
export async function prepareItemJob(
  body: z.infer<typeof createBodyBase> & { source_filter?: unknown; include_previous_validated?: unknown },
  ctx: { db: Db; courseId: number },
  extra: 'guesser' | 'validator',
): Promise<{ name: string; courseId: number; dialectId: number; params: ItemJobParams }> {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  const fail = (field: string, fieldMessage: string, message: string = JOB_MESSAGES.failed) => {
    fields[field] = fieldMessage;
    messages.push(message);
  };

  const name = (body.name ?? '').trim();
  if (!name) fail('name', JOB_MESSAGES.name, JOB_MESSAGES.name);
  else if (name.length > NAME_MAX) fail('name', `At most ${NAME_MAX} characters`);

  const { sources } = await courseTextDialects(ctx.db, ctx.courseId);
  const dialectId = body.dialect_id ?? 0;
  const dialect = sources.find((d) => d.dialectId === dialectId);
  if (!dialectId) fail('dialect_id', JOB_MESSAGES.dialect, JOB_MESSAGES.dialect);
  else if (!dialect) fail('dialect_id', 'Not a source dialect of this course');

  let sourceFilter: SourceFilter | undefined;
  if (extra === 'guesser') {
    const f = body.source_filter ?? 'all';
    if (isSourceFilter(f)) sourceFilter = f;
    else fail('source_filter', 'One of all, empty_only, non_empty_only');
  }
  let includePrevious: boolean | undefined;
  if (extra === 'validator') {
    const v = body.include_previous_validated ?? false;
    if (typeof v === 'boolean') includePrevious = v;
    else fail('include_previous_validated', 'true or false');
  }

  const klineIds = [...new Set(body.filter_kline_ids ?? [])];
  if (klineIds.length) {
    const known = new Set((await courseKlines(ctx.db, ctx.courseId)).map((k) => k.id));
    const unknown = klineIds.filter((id) => !known.has(id));
    if (unknown.length) fail('filter_kline_ids', `Not a k-line of this course: ${unknown.join(', ')}`);
  }

  if (messages.length) throw new HttpError(400, messages[0], fields);
  const target = (await defaultDialects(ctx.db, ctx.courseId)).target ?? null;
  return {
    name, courseId: ctx.courseId, dialectId,
    params: {
      target_dialect_id: target, dialect_code: dialect?.dialectCode ?? '', filter_kline_ids: klineIds.sort((a, b) => a - b),
      ...(sourceFilter ? { source_filter: sourceFilter } : {}),
      ...(includePrevious !== undefined ? { include_previous_validated: includePrevious } : {}),
    },
  };
}

/** The course's k-lines (the klines plugin's table, read only), for the filter and its check. */
export async function courseKlines(db: Db, courseId: number): Promise<{ id: number; title: string }[]> {
  return rowsOf<{ id: number; title: string }>(await db.execute(sql`SELECT id, title FROM klines WHERE course_id = ${courseId} ORDER BY id`))
    .map((r) => ({ id: Number(r.id), title: r.title }));
}

/**
 * The items among `itemIds` that belong to one of the k-lines: an item belongs to a k-line when
 * a panel uses both (the usages the panels plugin declares: `of: 7` and `of: 14`, kind 'panels').
 * No plugin declares them yet (panels are not built), so today no item belongs to any k-line.
 */
export async function itemsInKlines(db: Db, klineIds: number[], itemIds: number[]): Promise<Set<number>> {
  const inKlines = new Set<number>();
  const panels = new Set<number>();
  for (const p of usagesOf(KLINES).filter((u) => u.kind === 'panels')) {
    for (const k of klineIds) (await p.find(db, k)).forEach((u) => panels.add(u.id));
  }
  if (!panels.size) return inKlines;
  const itemUses = usagesOf(ITEMS).filter((u) => u.kind === 'panels');
  for (const id of itemIds) {
    for (const p of itemUses) {
      if ((await p.find(db, id)).some((u) => panels.has(u.id))) { inKlines.add(id); break; }
    }
  }
  return inKlines;
}

interface Candidate { item_id: number; translation_id: number; target: string; source: string }

/**
 * The items of a job's course with a target text in the course's default target dialect, with
 * their source in the job's dialect ('' when none), by id; `source` narrows to empty or non-empty
 * sources, `exclude` to the items a condition leaves out; then the k-line filter.
 */
export async function selectItems(
  db: Db, job: JobRecord<ItemJobParams>, opts: { source?: 'empty' | 'non_empty' | 'done'; excludeValidatedBy?: string },
): Promise<JobItemSeed<ItemJobInput>[]> {
  const t = job.params.target_dialect_id;
  const s = job.dialectId;
  if (!t || !s) return [];
  const sourceCond = opts.source === 'empty' ? sql`AND btrim(coalesce(sc.text, '')) = ''`
    : opts.source === 'non_empty' ? sql`AND btrim(coalesce(sc.text, '')) <> ''`
      : opts.source === 'done' ? sql`AND btrim(coalesce(sc.text, '')) <> '' AND sc.status = ${TranslationStatus.DONE}` : sql``;
  // Validated: done in an earlier job of that kind, in the same course and dialect, and the source is still the text it validated.
  const validatedCond = opts.excludeValidatedBy ? sql`AND NOT EXISTS (
      SELECT 1 FROM ai_job_items ji JOIN ai_jobs j ON j.id = ji.job_id
       WHERE j.kind = ${opts.excludeValidatedBy} AND j.course_id = ${job.courseId} AND j.dialect_id = ${s} AND j.id <> ${job.id}
         AND ji.ref = ${ITEMS} AND ji.ref_id = i.id AND ji.status = 2 AND ji.item_info->>'source_text' = coalesce(sc.text, ''))` : sql``;
  let rows = rowsOf<Candidate>(await db.execute(sql`
    SELECT i.id AS item_id, t.id AS translation_id, tg.text AS target, coalesce(sc.text, '') AS source
      FROM items i
      JOIN translations t ON t.ref = ${ITEMS} AND t.ref_id = i.id AND t.field = 'text'
      JOIN translation_texts tg ON tg.translation_id = t.id AND tg.dialect_id = ${t} AND btrim(tg.text) <> ''
      LEFT JOIN translation_texts sc ON sc.translation_id = t.id AND sc.dialect_id = ${s}
     WHERE i.course_id = ${job.courseId} ${sourceCond} ${validatedCond}
     ORDER BY i.id`)).map((r) => ({ ...r, item_id: Number(r.item_id), translation_id: Number(r.translation_id) }));
  if (job.params.filter_kline_ids.length) {
    const keep = await itemsInKlines(db, job.params.filter_kline_ids, rows.map((r) => r.item_id));
    rows = rows.filter((r) => keep.has(r.item_id));
  }
  const codes = await dialectCodes(db, [t, s]);
  return rows.map((r) => {
    const info: ItemJobInfo = {
      item_id: r.item_id, target_text: r.target, target_dialect_code: codes.get(t) ?? '', source_text: r.source, dialect_code: codes.get(s) ?? '',
    };
    const input: ItemJobInput = {
      itemId: r.item_id, translationId: r.translation_id, courseId: job.courseId,
      target: r.target, targetDialectId: t, targetDialectCode: codes.get(t) ?? '',
      source: r.source, sourceDialectId: s, sourceDialectCode: codes.get(s) ?? '',
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
  db: Db, q: { dialectId: number; courseIds: number[]; limit: number },
  toCase: (input: ItemJobInput) => { input: ItemJobInput; expected: unknown },
): Promise<QaCase<ItemJobInput>[]> {
  const courseIds = q.courseIds.length ? q.courseIds : rowsOf<{ id: number }>(await db.execute(sql`
    SELECT DISTINCT course_id AS id FROM course_dialects WHERE dialect_id = ${q.dialectId} AND kind = 'source' ORDER BY 1`)).map((r) => Number(r.id));
  const out: QaCase<ItemJobInput>[] = [];
  for (const courseId of courseIds) {
    if (out.length >= q.limit) break;
    const target = (await defaultDialects(db, courseId)).target ?? null;
    const job = { id: 0, name: '', courseId, dialectId: q.dialectId, priority: 1, params: { target_dialect_id: target, dialect_code: '', filter_kline_ids: [] } };
    for (const seed of (await selectItems(db, job, { source: 'done' })).slice(0, q.limit - out.length)) {
      const i = seed.input;
      out.push({
        ref: seed.ref, refId: seed.refId, courseId, ...toCase(i),
        info: { dialect_code: i.sourceDialectCode, segments: [], us_translation: i.source, target_translation: i.target },
      });
    }
  }
  return out;
}

async function dialectCodes(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; code: string }>(await db.execute(sql`SELECT id, code FROM dialects WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`));
  return new Map(rows.map((r) => [Number(r.id), r.code]));
}

// ---------------------------------------------------------------------------------------------
// Actions

/** The text a change writes: the user's edit, else the AI's modified translation. */
export const changeText = (item: JobItem<ItemJobInput>, text: string | undefined) =>
  (text !== undefined ? text : item.aiResult?.modified_translation ?? '').trim();

/** A change is offered on every reviewed row: the user may type the text where the AI wrote none. */
export const offeredAlways = () => true;

/** Refuses a change without a text to write (spec 1 §5). */
export const refuseEmptyChange = (item: JobItem<ItemJobInput>, text: string | undefined): string | null =>
  (changeText(item, text) ? null : 'Change needs a non-empty modified translation');

async function currentSource(db: Db, item: JobItem<ItemJobInput>): Promise<{ courseId: number; text: string; status: TranslationStatus }> {
  const [row] = await db.select({ courseId: items.courseId }).from(items).where(eq(items.id, item.refId));
  if (!row) throw new HttpError(409, 'The item no longer exists');
  const [cur] = await readTranslation(db, itemKey(item.refId), [{ dialectId: item.input.sourceDialectId, dialectCode: item.input.sourceDialectCode }]);
  return { courseId: row.courseId, text: cur.text, status: cur.status };
}

/**
 * Writes the item's source in the job's dialect (status done), as the item editor would: the
 * item's version is bumped, so that an editor holding the old one gets 409 on save. Answers what
 * the job item records of it (the row shows it; validated-item selection compares it).
 */
export async function writeSource(db: Db, item: JobItem<ItemJobInput>, text: string): Promise<{ itemInfo: Partial<ItemJobInfo> }> {
  const cur = await currentSource(db, item);
  await db.update(items).set({ version: sql`${items.version} + 1` }).where(eq(items.id, item.refId));
  await writeTexts(db, { ...itemKey(item.refId), courseId: cur.courseId }, {
    sources: [{ dialectId: item.input.sourceDialectId, text, status: TranslationStatus.DONE }],
  });
  return { itemInfo: { source_text: text, ...(cur.text !== text ? { previous_source: cur.text } : {}) } };
}

/**
 * A validator's keep: the reviewer confirmed the source, so it becomes done (validated) if it is
 * still the text the job checked; a source edited since then is left alone.
 */
export async function confirmSource(db: Db, item: JobItem<ItemJobInput>): Promise<void> {
  const cur = await currentSource(db, item);
  const checked = String(item.itemInfo.source_text ?? item.input.source);
  if (cur.text !== checked || !cur.text.trim() || cur.status === TranslationStatus.DONE) return;
  await db.update(items).set({ version: sql`${items.version} + 1` }).where(eq(items.id, item.refId));
  await writeTexts(db, { ...itemKey(item.refId), courseId: cur.courseId }, {
    sources: [{ dialectId: item.input.sourceDialectId, text: cur.text, status: TranslationStatus.DONE }],
  });
}

/** Two decimals. */
export const r2 = (x: number) => Math.round(x * 100) / 100;

/** Selects the items whose AI proposal is one of the decisions (for a bulk action). */
export const proposed = (...decisions: string[]) => (item: JobItem) => decisions.includes(item.aiResult?.decision ?? '');

/**
 * A source validator job kind (the sentence and the mean validator, spec 3 §7): the items with a
 * non-empty source in the dialect, less those a reviewer validated in an earlier job of this
 * kind (unless include_previous_validated). keep marks the source done; change writes the new
 * source, the user's edit or the AI's.
 */
export function sourceValidatorKind<A extends { decision: AiResult['decision']; modified_translation?: string }>(opts: {
  path: string; agent: AgentDef<ItemJobInput, A>; priority: boolean; keepAlso?: AiResult['decision'];
}) {
  return defineJobKind<ItemJobParams, ItemJobInput, A>({
    kind: opts.path,
    path: opts.path,
    module: ITEMS,
    scope: 'course',
    priority: opts.priority,
    createBody: createBodyBase.extend({ include_previous_validated: z.boolean().nullable().optional() }),
    prepare: (body, ctx) => prepareItemJob(body, ctx, 'validator'),
    items: (db, job) => selectItems(db, job, {
      source: 'non_empty', excludeValidatedBy: job.params.include_previous_validated ? undefined : opts.path,
    }),
    agent: opts.agent,
    aiResult: (a, run) => baseResult(a, run),
    actions: {
      keep: { apply: (item, { db }) => confirmSource(db, item) },
      change: {
        refuse: refuseEmptyChange,
        offered: offeredAlways,
        apply: (item, { db, text }) => writeSource(db, item, changeText(item, text)),
      },
    },
    bulk: {
      'bulk-keep': { action: 'keep', where: proposed('keep', ...(opts.keepAlso ? [opts.keepAlso] : [])) },
      'bulk-change': { action: 'change', where: proposed('change') },
    },
  });
}

/** The AI result as rows show it, from the agent's answer and its run. */
export function baseResult(answer: { decision: AiResult['decision']; modified_translation?: string }, run: { confidence: number; reasoning: string }): AiResult {
  const out: AiResult = { decision: answer.decision, confidence: Math.round(run.confidence * 100) / 100, reasoning: run.reasoning };
  const m = answer.modified_translation?.trim();
  if (m && (answer.decision === 'change' || answer.decision === 'accept')) out.modified_translation = m;
  return out;
}
