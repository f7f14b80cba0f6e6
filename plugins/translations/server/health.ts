import { sql } from 'drizzle-orm';
import { courseDialectList, percentOf, statusOf, type Db, type HealthCheckProvider } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';

const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) => (await db.execute(q) as unknown as { rows: T[] }).rows;

/**
 * Translation completeness of one translatable kind (a ref: every text field of its records) in
 * one dialect: done texts (status done, not empty) over the texts expected (one per record field).
 */
export async function translationCompleteness(db: Db, courseId: number, ref: number, dialectId: number) {
  const [r] = await rowsOf<{ expected: number; done: number; first: number | null }>(db, sql`
    select count(*)::int as expected,
           count(*) filter (where tt.status = ${TranslationStatus.DONE} and tt.text <> '')::int as done,
           min(t.ref_id) filter (where tt.status is distinct from ${TranslationStatus.DONE} or tt.text = '') as first
      from translations t
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId}
     where t.course_id = ${courseId} and t.ref = ${ref}`);
  const expected = Number(r?.expected ?? 0);
  const done = Number(r?.done ?? 0);
  const missing = expected - done;
  return {
    completionPercent: percentOf(done, expected),
    status: statusOf(done, expected),
    metrics: [
      { label: 'Texts expected', value: expected },
      { label: 'Done', value: done },
      { label: 'Not done', value: missing, ...(missing > 0 && r?.first != null ? { ref, search: String(r.first) } : {}) },
    ],
  };
}

/**
 * Translation completeness (health): a matrix of the course's translatable kinds (rows: the refs
 * of its texts, named by module) × its target then source dialects. A kind is expected in the
 * course dialects it has texts in (k-line sources only in source dialects, say); the other cells
 * have no check (a dash).
 */
export const translationHealth: HealthCheckProvider = {
  id: 'translations',
  async groups({ db, courseId, modules }) {
    const pairs = await rowsOf<{ ref: number; dialectId: number }>(db, sql`
      select distinct t.ref, tt.dialect_id as "dialectId"
        from translations t join translation_texts tt on tt.translation_id = t.id
       where t.course_id = ${courseId}`);
    if (!pairs.length) return [];
    const dialects = [
      ...(await courseDialectList(db, courseId, 'target')).map((d) => ({ ...d, kind: 'target' })),
      ...(await courseDialectList(db, courseId, 'source')).map((d) => ({ ...d, kind: 'source' })),
    ].filter((d, i, all) => all.findIndex((x) => x.dialectId === d.dialectId) === i);
    const has = new Set(pairs.map((p) => `${Number(p.ref)}.${Number(p.dialectId)}`));
    const refs = [...new Set(pairs.map((p) => Number(p.ref)))].sort((a, b) => a - b);
    const checks = refs.flatMap((ref) => {
      const refName = modules.find((m) => m.id === ref)?.title ?? `Ref ${ref}`;
      return dialects.filter((d) => has.has(`${ref}.${d.dialectId}`)).map((d) => ({
        id: `translations.${ref}.${d.dialectId}`,
        label: `Translations: ${refName}, ${d.dialectCode}`,
        meta: {
          rowId: ref, rowLabel: refName, columnId: d.dialectId, columnLabel: `${d.dialectCode} (${d.kind})`,
          dialectId: d.dialectId, dialectCode: d.dialectCode, ref, refName,
        },
        run: (db: Db, courseId: number) => translationCompleteness(db, courseId, ref, d.dialectId),
      }));
    });
    return [{ title: 'Translation completeness', layout: 'matrix', config: { rowLabel: 'Kind' }, checks }];
  },
};
