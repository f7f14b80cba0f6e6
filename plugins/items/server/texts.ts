import { sql } from 'drizzle-orm';
import { LIST_LIMIT, containsPattern, type Db } from '../../../sdk/server';

export interface TextRow {
  id: number;
  hasError: boolean;
  /** The record's text per dialect id (every dialect it has one in). */
  texts: Record<string, string>;
  name?: string;
}

/**
 * Grid rows of a course's records with their texts per dialect. The search matches the id (a
 * number), the name (text items) or any dialect's text, literally and without case.
 * `table` is the plugin's table name and `ref` its module (the translations of its records).
 */
export async function listTextRows(
  db: Db,
  opts: {
    table: 'items' | 'text_items';
    ref: number;
    field: string;
    courseId: number;
    text?: string;
    withName?: boolean;
    id?: number;
  },
): Promise<TextRow[]> {
  const { table, ref, field, courseId, text } = opts;
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = text ? containsPattern(text) : null;
  const tbl = sql.identifier(table);
  const search = text
    ? sql`and (r.id = ${id}
      ${opts.withName ? sql`or r.name ilike ${pattern}` : sql``}
      or exists (select 1 from translations st join translation_texts sx on sx.translation_id = st.id
                  where st.ref = ${ref} and st.ref_id = r.id and st.field = ${field} and sx.text ilike ${pattern}))`
    : sql``;
  const res = await db.execute(sql`
    with page as (
      select r.id, r.error ${opts.withName ? sql`, r.name` : sql``} from ${tbl} r
       where r.course_id = ${courseId} ${search}
         ${opts.id !== undefined ? sql`and r.id = ${opts.id}` : sql``}
       order by r.id desc limit ${LIST_LIMIT})
    select page.id, page.error <> '' as "hasError" ${opts.withName ? sql`, page.name` : sql``},
           coalesce((select json_object_agg(tt.dialect_id, tt.text) from translations t
                       join translation_texts tt on tt.translation_id = t.id
                      where t.ref = ${ref} and t.ref_id = page.id and t.field = ${field}), '{}'::json) as texts
      from page order by page.id desc`);
  return (res as unknown as { rows: TextRow[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    texts: typeof r.texts === 'string' ? JSON.parse(r.texts) : (r.texts ?? {}),
  }));
}
