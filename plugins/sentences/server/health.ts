import { sql } from 'drizzle-orm';
import { percentOf, statusOf, type HealthCheckProvider } from '../../../sdk/server';
import { SENTENCES } from '../plugin';

/** Sentences with neither an SVG nor a PNG illustration. */
export const sentenceHealth: HealthCheckProvider = {
  id: 'sentences',
  async groups() {
    return [{
      title: 'Sentences', layout: 'tiles', checks: [{
        id: 'sentences.illustration', label: 'Sentences without illustration', meta: { ref: SENTENCES, refName: 'Sentences' },
        async run(db, courseId) {
          const res = await db.execute(sql`
            select count(*)::int as total, count(*) filter (where not has_svg and not has_png)::int as missing,
                   min(id) filter (where not has_svg and not has_png) as first
              from sentences where course_id = ${courseId}`);
          const r = (res as unknown as { rows: { total: number; missing: number; first: number | null }[] }).rows[0];
          const total = Number(r.total);
          const missing = Number(r.missing);
          return {
            completionPercent: percentOf(total - missing, total),
            status: statusOf(total - missing, total),
            metrics: [
              { label: 'Sentences', value: total },
              { label: 'Without illustration', value: missing, ...(missing > 0 ? { ref: SENTENCES, search: String(r.first) } : {}) },
            ],
          };
        },
      }],
    }];
  },
};
