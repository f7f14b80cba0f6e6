import { sql } from 'drizzle-orm';
import { LIST_LIMIT, containsPattern, type Db } from '../../../sdk/server';

export interface SentenceRow {
  id: number;
  genderCode: string;
  readBy: string;
  hasSvg: boolean;
  hasPng: boolean;
  sourceAdaptationNote: string;
  /** The sentence's text per dialect id (every dialect it has one in). */
  texts: Record<string, string>;
}

/**
 * Rows of a course's sentences with their texts per dialect, newest first (at most LIST_LIMIT).
 * The search matches the id (a number), any dialect's text or the source adaptation note,
 * literally and without case. withNote: only sentences that have a source adaptation note.
 */
export async function listSentenceRows(
  db: Db,
  opts: { ref: number; courseId: number; text?: string; withNote?: boolean; id?: number },
): Promise<SentenceRow[]> {
  const { ref, courseId, text } = opts;
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = text ? containsPattern(text) : null;
  const search = text
    ? sql`and (s.id = ${id} or s.source_adaptation_note ilike ${pattern}
      or exists (select 1 from translations st join translation_texts sx on sx.translation_id = st.id
                  where st.ref = ${ref} and st.ref_id = s.id and st.field = 'text' and sx.text ilike ${pattern}))`
    : sql``;
  const res = await db.execute(sql`
    with page as (
      select s.id, s.gender_code, s.read_by, s.has_svg, s.has_png, s.source_adaptation_note from sentences s
       where s.course_id = ${courseId} ${search}
         ${opts.withNote ? sql`and s.source_adaptation_note <> ''` : sql``}
         ${opts.id !== undefined ? sql`and s.id = ${opts.id}` : sql``}
       order by s.id desc limit ${LIST_LIMIT})
    select page.id, page.gender_code as "genderCode", page.read_by as "readBy", page.has_svg as "hasSvg", page.has_png as "hasPng",
           page.source_adaptation_note as "sourceAdaptationNote",
           coalesce((select json_object_agg(tt.dialect_id, tt.text) from translations t
                       join translation_texts tt on tt.translation_id = t.id
                      where t.ref = ${ref} and t.ref_id = page.id and t.field = 'text'), '{}'::json) as texts
      from page order by page.id desc`);
  return (res as unknown as { rows: SentenceRow[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    texts: typeof r.texts === 'string' ? JSON.parse(r.texts) : (r.texts ?? {}),
  }));
}
