import { sql } from 'drizzle-orm';
import { coverage, languageOfDialect, phraseDone, plainOf, tokenize, type ClDetail } from '../shared/concepts';
import type { Db } from './db';
import { idArray, rowsOf } from './sql-rows';

export type { ClDetail };

/**
 * The clDetails of records' linked texts (the field of their translations holding the text,
 * 'text' unless the ref's linkable translatableTexts name another), per target dialect of the
 * course in display order, from the stored links (platform table concept_links): one query for all
 * the records, for lists that show them per row.
 */
export async function clDetailsOf(db: Db, courseId: number, ref: number, refIds: number[], field = 'text'): Promise<Map<number, ClDetail[]>> {
  const out = new Map<number, ClDetail[]>();
  if (!refIds.length) return out;
  const rows = rowsOf<{ ref_id: number; dialect_id: number; code: string; text: string | null; positions: number[][] | null }>(
    await db.execute(sql`
    select r.ref_id, d.id as dialect_id, d.code, tt.text,
           (select array_agg(array_to_string(l.positions, ',')) from concept_links l
             where l.ref = ${ref} and l.ref_id = r.ref_id and l.dialect_id = d.id) as positions
      from unnest(${idArray(refIds)}) as r(ref_id)
      join course_dialects cd on cd.course_id = ${courseId} and cd.kind = 'target'
      join dialects d on d.id = cd.dialect_id
      left join translations t on t.ref = ${ref} and t.ref_id = r.ref_id and t.field = ${field}
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = d.id
     order by r.ref_id, cd.position, d.id`),
  );
  for (const r of rows) {
    const length = tokenize(plainOf(r.text ?? ''), languageOfDialect(r.code)).length;
    const links = ((r.positions ?? []) as unknown as string[]).map((p) => ({ positions: String(p).split(',').filter(Boolean).map(Number) }));
    const list = out.get(Number(r.ref_id)) ?? [];
    list.push({
      dialectId: Number(r.dialect_id),
      dialectCode: r.code,
      conceptLinker: phraseDone(length, links),
      conceptLinkerCoverage: coverage(length, links),
    });
    out.set(Number(r.ref_id), list);
  }
  return out;
}
