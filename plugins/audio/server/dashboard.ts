import { sql } from 'drizzle-orm';
import { contributionsTo, courseDialectList, definedAudioRefs, HttpError, rowsOf, translatableTexts, type Db } from '../../../sdk/server';
import type { DashboardRow, WordCounts } from '../public';
import { hasLessons, recordLessons } from '../../lesson-outline/public';

/*
 * The audio dashboard (spec 3 §2 'Audio screen', §7 Audio): per content ref that has audio
 * (ServerPlugin.audioRefs) and texts (the translatableTexts contribution), the records of the course
 * whose text in the target dialect has no audio yet and is in no active set: the pending items.
 */

export type Reader = 'm' | 'f' | 'mf';
export interface PendingItem {
  refId: number;
  text: string;
  words: number;
  readBy: Reader | null;
}
/** A lesson range (spec 3 §5: 1 to 1000). */
export interface LessonRange {
  startLesson: number;
  endLesson: number;
}

/** The refs whose records can be read into sets: those with audio and a text per dialect. */
export function setSources() {
  const audio = new Map(definedAudioRefs().map((a) => [a.ref, a]));
  return contributionsTo(translatableTexts).filter((t) => audio.has(t.ref));
}

export function setSource(ref: number) {
  const s = setSources().find((t) => t.ref === ref);
  if (!s) throw new HttpError(404, 'No audio records of this kind');
  return s;
}

/** 400 unless the dialect is one of the course's targets. */
export async function assertTargetDialect(db: Db, courseId: number, dialectId: number) {
  const targets = await courseDialectList(db, courseId, 'target');
  const d = targets.find((t) => t.dialectId === dialectId);
  if (!d) throw new HttpError(400, 'Not a target dialect of the course', { dialectId: 'Not a target dialect of the course' });
  return d;
}

/** The text to read: tags and entities out, spaces collapsed. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * The pending items of a ref in the lesson range: records placed in a lesson out of the range are
 * left out; records of no lesson (every record of an owner that places none, such as sentences)
 * are pending in every range, as the linker's checker and publish treat them.
 */
export async function pendingItems(db: Db, courseId: number, dialectId: number, ref: number, range?: LessonRange): Promise<PendingItem[]> {
  const src = setSource(ref);
  const placed = range && recordLessons(courseId, ref);
  const inRange = placed
    ? sql`and t.ref_id not in (select lp.id from (${placed}) lp where lp.position not between ${range.startLesson} and ${range.endLesson})`
    : sql``;
  const readers = src.readBy
    ? sql`left join (${src.readBy(courseId)}) rb on rb.id = t.ref_id`
    : sql`left join (select null::int as id, null::text as read_by) rb on false`;
  const rows = rowsOf<{ ref_id: number; text: string; read_by: string | null }>(
    await db.execute(sql`
    select t.ref_id, tt.text, rb.read_by from translations t
    join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId}
    ${readers}
    where t.ref = ${ref} and t.field = ${src.field} and t.ref_id in (${src.records(courseId, dialectId)}) and tt.text <> '' ${inRange}
      and not exists (select 1 from audio_references ar where ar.ref = ${ref} and ar.ref_id = t.ref_id
        and ar.dialect_id = ${dialectId} and ar.deleted_at is null)
      and not exists (select 1 from audio_set_items i join audio_set_info s on s.set_id = i.set_id
        where s.ref = ${ref} and s.dialect_id = ${dialectId} and s.status < 3 and i.ref_id = t.ref_id)
    order by t.ref_id`),
  );
  const reader = (v: string | null): Reader | null => (v === 'm' || v === 'f' || v === 'mf' ? v : null);
  return rows
    .map((r) => ({ refId: r.ref_id, text: plainText(r.text), words: 0, readBy: reader(r.read_by) }))
    .filter((r) => r.text)
    .map((r) => ({ ...r, words: wordCount(r.text) }));
}

/**
 * Word counts of the pending items: 'any' is every pending word; m, f and mf those of the records
 * read by a man, a woman or both (as their owner's translatableTexts.readBy says; none without it).
 */
export function countWords(items: PendingItem[]): WordCounts {
  const sum = (keep: (i: PendingItem) => boolean) => items.filter(keep).reduce((n, i) => n + i.words, 0);
  return { any: sum(() => true), m: sum((i) => i.readBy === 'm'), f: sum((i) => i.readBy === 'f'), mf: sum((i) => i.readBy === 'mf') };
}

export async function dashboard(db: Db, courseId: number, dialectId: number, range?: LessonRange): Promise<DashboardRow[]> {
  await assertTargetDialect(db, courseId, dialectId);
  const out: DashboardRow[] = [];
  for (const s of setSources()) {
    const items = await pendingItems(db, courseId, dialectId, s.ref, range);
    out.push({ ref: s.ref, name: s.name, byLesson: hasLessons(s.ref), pending: items.length, wordCounts: countWords(items), ids: items.map((i) => i.refId) });
  }
  return out;
}
