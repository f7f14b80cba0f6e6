import { sql } from 'drizzle-orm';
import { courseDialectList, lackingResult, type HealthCheckProvider } from '../../../sdk/server';
import { VOCS_COURSE } from '../shared/types';

/**
 * A course's vocabulary (22): entries without a target text (an enabled target dialect of the
 * course whose word is empty or missing), and entries without audio (no audio exists yet: unsupported).
 */
export const vocabularyHealth: HealthCheckProvider = {
  id: 'vocabulary',
  async groups() {
    return [
      {
        title: 'Vocabulary',
        layout: 'tiles',
        checks: [
          {
            id: 'vocabulary.target-text',
            label: 'Vocabulary without target text',
            meta: { ref: VOCS_COURSE, refName: 'Vocabulary', problem: true },
            async run(db, courseId) {
              const targets = (await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId);
              const ids = targets.length
                ? sql.join(
                    targets.map((id) => sql`${id}::integer`),
                    sql`, `,
                  )
                : sql`null::integer`;
              const res = await db.execute(sql`
              with lacking as (
                select v.id from vocs v
                 where v.course_id = ${courseId} and exists (
                   select 1 from unnest(array[${ids}]) as d(id)
                    where not exists (select 1 from voc_dialects vd where vd.voc_id = v.id and vd.dialect_id = d.id and not vd.target_enabled)
                      and not exists (select 1 from translations t join translation_texts tt on tt.translation_id = t.id
                                       where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = 'word'
                                         and tt.dialect_id = d.id and tt.text <> '')))
              select (select count(*)::int from vocs where course_id = ${courseId}) as total,
                     (select count(*)::int from lacking) as lacking, (select min(id) from lacking) as first`);
              const r = (res as unknown as { rows: { total: number; lacking: number; first: number | null }[] }).rows[0];
              return lackingResult({
                total: Number(r.total),
                lacking: Number(r.lacking),
                first: r.first,
                label: 'Entries',
                lackingLabel: 'Without target text',
                ref: VOCS_COURSE,
              });
            },
          },
          {
            id: 'vocabulary.audio',
            label: 'Vocabulary without audio',
            meta: { ref: VOCS_COURSE, refName: 'Vocabulary', problem: true },
            run: async () => ({
              completionPercent: 0,
              status: 'unsupported',
              metrics: [{ label: 'Audio is not stored yet: this check cannot run', value: 'Unsupported' }],
            }),
          },
        ],
      },
    ];
  },
};
