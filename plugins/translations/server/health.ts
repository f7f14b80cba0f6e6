import { sql, type SQL } from 'drizzle-orm';
import {
  contributionsTo,
  courseDialectList,
  percentOf,
  recordRefModule,
  rowsOf,
  statusOf,
  textDialects,
  translatableTexts,
  type Db,
  type HealthCheckProvider,
  type HealthResult,
  type TranslatableTexts,
} from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { courseSetup } from './translation-store';

const query = async <T>(db: Db, q: SQL) => rowsOf<T>(await db.execute(q));

/** A text is done when its status is done and it is not empty; a missing text or row is not done. */
const notDone = sql`(tt.status is distinct from ${TranslationStatus.DONE} or coalesce(tt.text, '') = '')`;

function completeness(ref: number, r: { expected: number; done: number; first: number | null } | undefined): HealthResult {
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
 * Translation completeness of a kind whose owner counts its records (a translatableTexts
 * contribution) in one dialect: done texts over the records of the kind in the course (a record
 * without a translation row, or without a text in the dialect, is not done). In a target dialect
 * only the records expected in it count.
 */
export async function recordKindCompleteness(db: Db, courseId: number, kind: TranslatableTexts, dialectId: number, target: boolean): Promise<HealthResult> {
  // The done texts first, from the course's translations (as translationCompleteness reads them):
  // joining the records to every translation of the ref made the planner hash the ref's rows of
  // every course (seconds on the large dataset).
  const [r] = await query<{ expected: number; done: number; first: number | null }>(
    db,
    sql`
    with done as materialized (
      select t.ref_id as id from translations t
        join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId}
       where t.course_id = ${courseId} and t.ref = ${kind.ref} and t.field = ${kind.field}
         and not ${notDone})
    select count(*)::int as expected, count(d.id)::int as done, min(r.id) filter (where d.id is null) as first
      from (${kind.records(courseId, target ? dialectId : undefined)}) r left join done d on d.id = r.id`,
  );
  return completeness(kind.ref, r);
}

/**
 * Translation completeness of a kind known only by its texts (no owner counts its records) in one
 * dialect: done texts over its translation rows in the course (one per record field).
 */
export async function translationCompleteness(db: Db, courseId: number, ref: number, dialectId: number): Promise<HealthResult> {
  const [r] = await query<{ expected: number; done: number; first: number | null }>(
    db,
    sql`
    select count(*)::int as expected,
           count(*) filter (where not ${notDone})::int as done,
           min(t.ref_id) filter (where ${notDone}) as first
      from translations t
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId}
     where t.course_id = ${courseId} and t.ref = ${ref}`,
  );
  return completeness(ref, r);
}

/**
 * Translation completeness (health): a matrix of the course's translatable kinds (rows, named by
 * module) × its target then source dialects.
 * - Every kind whose owner counts its records (translatableTexts) has a cell in every dialect its
 *   texts must be in (textDialects, as Publish checks them: the target dialects, or the source
 *   dialects for trainer titles), even with nothing translated yet (0 %, missing) or no records (no data).
 * - Other dialects, and every dialect of a kind known only by its texts (whose records cannot be
 *   counted: k-line sources, translation projects, panel intros, each in its own dialect): a cell where the
 *   kind has texts, and in every source dialect where it has texts in the course's default target
 *   dialect: those are to be translated, as the Translation Dashboard counts them (pending there,
 *   not done here), even before any is.
 * Other cells have no check (a dash).
 */
export const translationHealth: HealthCheckProvider = {
  id: 'translations',
  async groups({ db, courseId, modules }) {
    const pairs = await query<{ ref: number; dialectId: number }>(
      db,
      sql`
      select distinct t.ref, tt.dialect_id as "dialectId"
        from translations t join translation_texts tt on tt.translation_id = t.id
       where t.course_id = ${courseId}`,
    );
    const targets = await courseDialectList(db, courseId, 'target');
    const targetIds = new Set(targets.map((d) => d.dialectId));
    const sources = (await courseDialectList(db, courseId, 'source')).filter((d) => !targetIds.has(d.dialectId));
    const has = new Set(pairs.map((p) => `${Number(p.ref)}.${Number(p.dialectId)}`));
    const { defaultTargetDialectId } = await courseSetup(db, courseId);
    const toTranslate = new Set(pairs.filter((p) => Number(p.dialectId) === defaultTargetDialectId).map((p) => Number(p.ref)));
    // A kind counts while its module is registered (lesson titles wait for the titles module, 27), or
    // the module its records are part of (reading texts of Readings).
    const registered = (ref: number) => modules.some((m) => m.id === (recordRefModule(ref) ?? ref));
    const recordKinds = new Map(
      contributionsTo(translatableTexts)
        .filter((k) => registered(k.ref))
        .map((k) => [k.ref, k]),
    );
    const refs = [...new Set([...recordKinds.keys(), ...pairs.map((p) => Number(p.ref))])].sort((a, b) => a - b);
    const expected = new Set<string>();
    for (const kind of recordKinds.values()) for (const d of await textDialects(db, courseId, kind)) expected.add(`${kind.ref}.${d.dialectId}`);

    const columns = [...targets.map((d) => ({ ...d, target: true })), ...sources.map((d) => ({ ...d, target: false }))];
    // Column by column, so that the screen (which orders rows and columns as they first appear)
    // shows the target dialects first and the kinds translated into them before source-only ones.
    const checks = columns.flatMap((d) =>
      refs.flatMap((ref) => {
        const kind = recordKinds.get(ref);
        const counted = expected.has(`${ref}.${d.dialectId}`);
        if (!counted && !has.has(`${ref}.${d.dialectId}`) && !(!d.target && toTranslate.has(ref))) return [];
        const refName = modules.find((m) => m.id === ref)?.title ?? kind?.name ?? `Ref ${ref}`;
        return [
          {
            id: `translations.${ref}.${d.dialectId}`,
            label: `Translations: ${refName}, ${d.dialectCode}`,
            meta: {
              rowId: ref,
              rowLabel: refName,
              columnId: d.dialectId,
              columnLabel: `${d.dialectCode} (${d.target ? 'target' : 'source'})`,
              dialectId: d.dialectId,
              dialectCode: d.dialectCode,
              ref,
              refName,
            },
            run: (db: Db, courseId: number) =>
              kind ? recordKindCompleteness(db, courseId, kind, d.dialectId, counted && d.target) : translationCompleteness(db, courseId, ref, d.dialectId),
          },
        ];
      }),
    );
    if (!checks.length) return [];
    return [{ title: 'Translation completeness', layout: 'matrix', config: { rowLabel: 'Kind' }, checks }];
  },
};
