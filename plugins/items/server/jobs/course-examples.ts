import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type MemorySuggestion } from '../../../../sdk/server';
import { TranslationStatus } from '../../../../sdk/shared';
import type { ItemJobInput } from './job-params';

/** At most this many texts are read, and kept. */
const READ = 300;
const KEEP = 30;

/**
 * More examples for an analogy in a language written without spaces (Chinese), where the memory's
 * character trigrams find few texts similar to a short item ('一顶蓝帽子' and '这只白猫' share none):
 * the course's done translations whose target has some of the item's words (as the
 * linker cut them), most shared first; the item's own translation left out, as the memory does.
 */
export async function examplesSharingWords(db: Db, i: ItemJobInput, words: string[], known: Set<number>): Promise<MemorySuggestion[]> {
  const useful = [...new Set(words.filter((w) => w.trim()))];
  if (!useful.length) return [];
  const rows = rowsOf<{ id: number; ref: number; ref_id: number; from_text: string; text: string }>(
    await db.execute(sql`
    SELECT t.id, t.ref, t.ref_id, tg.text AS from_text, sc.text AS text
      FROM translations t
      JOIN translation_texts tg ON tg.translation_id = t.id AND tg.dialect_id = ${i.targetDialectId} AND tg.status = ${TranslationStatus.DONE}
      JOIN translation_texts sc ON sc.translation_id = t.id AND sc.dialect_id = ${i.sourceDialectId} AND sc.status = ${TranslationStatus.DONE} AND btrim(sc.text) <> ''
     WHERE t.course_id = ${i.courseId} AND t.id <> ${i.translationId} AND length(tg.text) <= ${i.target.length * 2 + 4}
       AND (${sql.join(
         useful.map((w) => sql`position(${w} in tg.text) > 0`),
         sql` OR `,
       )})
     ORDER BY t.id
     LIMIT ${READ}`),
  );
  return rows
    .map((r) => ({ r, shared: useful.filter((w) => r.from_text.includes(w)).length }))
    .filter((x) => x.shared >= 1 && !known.has(Number(x.r.id)))
    .sort((a, b) => b.shared - a.shared || Number(a.r.id) - Number(b.r.id))
    .slice(0, KEEP)
    .map(({ r, shared }) => ({
      id: Number(r.id),
      courseId: i.courseId,
      ref: Number(r.ref),
      refId: Number(r.ref_id),
      fromText: r.from_text,
      text: r.text,
      dialectId: i.sourceDialectId,
      similarity: Math.round((100 * shared) / useful.length),
    }));
}
