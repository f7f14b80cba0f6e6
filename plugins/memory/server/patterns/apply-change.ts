import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  dialects,
  HttpError,
  notFound,
  recordLocations,
  translationTexts,
  translations,
  writeTranslation,
  type Db,
  type RecordLocation,
} from '../../../../sdk/server';
import type { PatternChange, PatternChangeResult } from '../../pattern-config';
import { memoryPatternChanges } from '../tables';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pattern as it may stand in a text: case aside, any run of spaces between its words, never inside a word. */
const occurrences = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])${pattern.trim().split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');

interface Applied {
  translationId: number;
  before: string;
  after: string;
}

async function textsOf(db: Db, dialectId: number, ids: number[]) {
  const rows = await db
    .select({
      id: translations.id,
      courseId: translations.courseId,
      ref: translations.ref,
      refId: translations.refId,
      field: translations.field,
      text: translationTexts.text,
      status: translationTexts.status,
    })
    .from(translations)
    .leftJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, dialectId)))
    .where(inArray(translations.id, [...ids, -1]));
  return new Map(rows.map((r) => [r.id, r]));
}

type Text = { id: number; courseId: number; ref: number; refId: number };

/** Where each translation's record opens (a part on its parent record: recordLocations), by translation id. */
async function locationsOf(db: Db, texts: Text[]): Promise<Map<number, RecordLocation>> {
  const out = new Map<number, RecordLocation>();
  for (const ref of new Set(texts.map((t) => t.ref))) {
    const mine = texts.filter((t) => t.ref === ref);
    const at = await recordLocations(
      db,
      ref,
      mine.map((t) => t.refId),
    );
    for (const t of mine) {
      const location = at.get(t.refId);
      if (location) out.set(t.id, location);
    }
  }
  return out;
}

/** A translation's result, with its course and where it opens. */
const resultOf = (id: number, t: Text | undefined, at: Map<number, RecordLocation>, status: 'ok' | 'error', message: string): PatternChangeResult => ({
  translation_id: id,
  status,
  message,
  course_id: t?.courseId ?? null,
  open: at.get(id) ?? null,
});

const failure = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Unknown error');

async function write(db: Db, t: { courseId: number; ref: number; refId: number; field: string; status: number | null }, dialectId: number, text: string) {
  await writeTranslation(db, { courseId: t.courseId, ref: t.ref, refId: t.refId, field: t.field }, [{ dialectId, text, status: t.status ?? undefined }]);
}

/**
 * POST translations/pattern/apply-change (spec 1 §7): in each named translation's text of the
 * dialect, every occurrence of the old pattern (case aside, whole words) becomes the new one; the
 * status is kept. One result per translation; what changed is kept (before and after) so that
 * POST translations/pattern/undo/{change_id} can put it back.
 */
export async function applyPatternChange(
  db: Db,
  body: { dialect_id: number; translation_ids: number[]; old_pattern: string; new_pattern: string },
): Promise<PatternChange> {
  const [d] = await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.id, body.dialect_id));
  if (!d) throw new HttpError(400, 'No such dialect', { dialect_id: 'No such dialect' });
  const ids = [...new Set(body.translation_ids)];
  const texts = await textsOf(db, body.dialect_id, ids);
  const at = await locationsOf(db, [...texts.values()]);
  const re = occurrences(body.old_pattern);
  const results: PatternChangeResult[] = [];
  const applied: Applied[] = [];
  for (const id of ids) {
    const t = texts.get(id);
    const result = (status: 'ok' | 'error', message: string) => results.push(resultOf(id, t, at, status, message));
    if (!t) {
      result('error', 'No such translation');
      continue;
    }
    const before = t.text ?? '';
    const after = before.replace(re, body.new_pattern);
    if (after === before) {
      result('error', `The text does not hold "${body.old_pattern}"`);
      continue;
    }
    try {
      await write(db, t, body.dialect_id, after);
    } catch (e) {
      result('error', failure(e));
      continue;
    }
    applied.push({ translationId: id, before, after });
    result('ok', `Changed to: ${after}`);
  }
  const [change] = await db
    .insert(memoryPatternChanges)
    .values({ dialectId: body.dialect_id, oldPattern: body.old_pattern, newPattern: body.new_pattern, changes: applied })
    .returning({ id: memoryPatternChanges.id });
  const status = applied.length === ids.length ? 'ok' : applied.length ? 'partial' : 'error';
  return { change_id: change.id, status, message: `${applied.length} of ${ids.length} translations changed`, results };
}

/** POST translations/pattern/undo/{id}: each text the change made is put back, unless it was edited since (an error result then). Once only (409). */
export async function undoPatternChange(db: Db, id: number): Promise<PatternChange> {
  const [change] = await db.select().from(memoryPatternChanges).where(eq(memoryPatternChanges.id, id));
  if (!change) throw notFound('Pattern change');
  const done = await db
    .update(memoryPatternChanges)
    .set({ undoneAt: new Date() })
    .where(and(eq(memoryPatternChanges.id, id), isNull(memoryPatternChanges.undoneAt)))
    .returning({ id: memoryPatternChanges.id });
  if (!done.length) throw new HttpError(409, 'This change was undone already');
  const applied = change.changes as Applied[];
  const texts = await textsOf(
    db,
    change.dialectId,
    applied.map((a) => a.translationId),
  );
  const at = await locationsOf(db, [...texts.values()]);
  const results: PatternChangeResult[] = [];
  for (const a of applied) {
    const t = texts.get(a.translationId);
    const result = (status: 'ok' | 'error', message: string) => results.push(resultOf(a.translationId, t, at, status, message));
    if (!t || (t.text ?? '') !== a.after) {
      result('error', 'Edited since the change: left as it is');
      continue;
    }
    try {
      await write(db, t, change.dialectId, a.before);
    } catch (e) {
      result('error', failure(e));
      continue;
    }
    result('ok', `Restored: ${a.before}`);
  }
  const ok = results.filter((r) => r.status === 'ok').length;
  return {
    change_id: id,
    status: ok === results.length ? 'ok' : ok ? 'partial' : 'error',
    message: `${ok} of ${results.length} translations restored`,
    results,
  };
}
