import { sql } from 'drizzle-orm';
import { lackingResult, type HealthCheckProvider } from '../../../sdk/server';
import { SENTENCES } from '../public';

/** Sentences with neither an SVG nor a PNG illustration. */
export const sentenceHealth: HealthCheckProvider = {
  id: 'sentences',
  async groups() {
    return [
      {
        title: 'Sentences',
        layout: 'tiles',
        checks: [
          {
            id: 'sentences.illustration',
            label: 'Sentences without illustration',
            meta: { ref: SENTENCES, refName: 'Sentences', problem: true },
            async run(db, courseId) {
              const res = await db.execute(sql`
            select count(*)::int as total, count(*) filter (where not has_svg and not has_png)::int as missing,
                   min(id) filter (where not has_svg and not has_png) as first
              from sentences where course_id = ${courseId}`);
              const r = (res as unknown as { rows: { total: number; missing: number; first: number | null }[] }).rows[0];
              return lackingResult({
                total: Number(r.total),
                lacking: Number(r.missing),
                first: r.first,
                label: 'Sentences',
                lackingLabel: 'Without illustration',
                ref: SENTENCES,
              });
            },
          },
        ],
      },
    ];
  },
};
