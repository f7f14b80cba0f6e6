import { sql } from 'drizzle-orm';
import { lackingResult, type Db, type HealthCheckProvider } from '../../../sdk/server';
import { ITEMS, TEXT_ITEMS } from '../public';

/** Items (14) and text items (41) whose checkers wrote an error. */
async function withErrors(db: Db, courseId: number, table: 'items' | 'text_items', ref: number, label: string) {
  const res = await db.execute(sql`
    select count(*)::int as total, count(*) filter (where error <> '')::int as errors,
           min(id) filter (where error <> '') as first
      from ${sql.identifier(table)} where course_id = ${courseId}`);
  const r = (res as unknown as { rows: { total: number; errors: number; first: number | null }[] }).rows[0];
  return lackingResult({ total: Number(r.total), lacking: Number(r.errors), first: r.first, label, lackingLabel: 'With errors', ref });
}

export const itemHealth: HealthCheckProvider = {
  id: 'items',
  async groups() {
    return [
      {
        title: 'Items',
        layout: 'tiles',
        checks: [
          {
            id: 'items.errors',
            label: 'Items with errors',
            meta: { ref: ITEMS, refName: 'Items', problem: true },
            run: (db, c) => withErrors(db, c, 'items', ITEMS, 'Items'),
          },
          {
            id: 'text-items.errors',
            label: 'Text items with errors',
            meta: { ref: TEXT_ITEMS, refName: 'Text Items', problem: true },
            run: (db, c) => withErrors(db, c, 'text_items', TEXT_ITEMS, 'Text items'),
          },
        ],
      },
    ];
  },
};
