import { sql } from 'drizzle-orm';
import { defaultDialects, rowsOf, writeTranslation, type Db, type SeedContext } from '../../../sdk/server';
import { REVIEW_FLAGGED, REVIEW_OK } from '../shared';
import { checkPair } from '../server/checks';
import { aiReviews } from '../server/tables';
import { contentRefs, textsOf } from '../server/texts';
import { mistakesFor, SEED_OFFSET, withMistake, WRAPPED_RIGHT, type Mistake } from './mistakes';

/** The content type the demo seeds its mistakes into: the first linkable one with texts (sentences). */
export const seededRef = () => contentRefs().find((r) => r.linkable) ?? contentRefs()[0];

/** The seeded records of a course: those with a mistake (in MISTAKES order), then the right ones wrapped as an editor wraps them. */
async function seededIds(db: Db, courseId: number): Promise<{ mistakes: { refId: number; mistake: Mistake }[]; wrapped: number[] }> {
  const ref = seededRef();
  const { target, source } = await defaultDialects(db, courseId);
  if (!ref || !target || !source) return { mistakes: [], wrapped: [] };
  const codes = new Map(rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from dialects`)).map((d) => [Number(d.id), d.code]));
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from (${ref.records(courseId)}) r order by id`)).map((r) => Number(r.id));
  const mistakes = mistakesFor(codes.get(target) ?? '', codes.get(source) ?? '');
  const end = SEED_OFFSET + mistakes.length;
  return {
    mistakes: ids.slice(SEED_OFFSET, end).map((refId, i) => ({ refId, mistake: mistakes[i] })),
    wrapped: ids.slice(end, end + WRAPPED_RIGHT.length),
  };
}

/** The records that carry a seeded mistake in a course, with the mistake of each (in MISTAKES order). */
export async function seededRecords(db: Db, courseId: number): Promise<{ refId: number; mistake: Mistake }[]> {
  return (await seededIds(db, courseId)).mistakes;
}

/** The right records whose target the demo wraps in paragraphs (no mistake: the checks must pass them). */
export async function wrappedRecords(db: Db, courseId: number): Promise<number[]> {
  return (await seededIds(db, courseId)).wrapped;
}

/**
 * The AI Review demo: in every course, a few texts of the seeded content type (default target and
 * source dialects) get one mistake each that the local checks find, a few right ones a paragraph
 * around their target (as a rich-text editor writes it), and the rest stay as they are. The
 * Sources checker has already run over the mistakes' texts, so the dashboard starts with counts.
 */
/** The demo's seeded mistakes and the Sources checker's demo run, over the sentences seeded by their plugin (once every demo is in). */
export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  const ref = seededRef();
  if (!ref) return;
  for (const course of courses) {
    const { target, source } = await defaultDialects(db, course.id);
    if (!target || !source) continue;
    const { mistakes: seeded, wrapped } = await seededIds(db, course.id);
    const texts = await textsOf(db, ref.ref, ref.field, [...seeded.map((s) => s.refId), ...wrapped], [target, source]);
    for (const s of seeded) {
      const t = texts.get(s.refId)?.texts;
      if (!t?.get(target) || !t.get(source)) continue;
      const made = withMistake(s.mistake, t.get(target)!, t.get(source)!);
      await writeTranslation(db, { ref: ref.ref, refId: s.refId, field: ref.field, courseId: course.id }, [
        { dialectId: target, text: made.target },
        { dialectId: source, text: made.source },
      ]);
    }
    for (const [i, refId] of wrapped.entries()) {
      const text = texts.get(refId)?.texts.get(target);
      if (text)
        await writeTranslation(db, { ref: ref.ref, refId, field: ref.field, courseId: course.id }, [{ dialectId: target, text: WRAPPED_RIGHT[i](text) }]);
    }
    const ids = seeded.map((x) => x.refId);
    const all = await textsOf(db, ref.ref, ref.field, ids, [target, source]);
    const codes = new Map(rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from dialects`)).map((d) => [Number(d.id), d.code]));
    const rows = ids.map((refId) => {
      const x = all.get(refId)?.texts;
      const findings = checkPair({ code: codes.get(source)!, text: x?.get(source) ?? '' }, { code: codes.get(target)!, text: x?.get(target) ?? '' });
      return {
        courseId: course.id,
        kind: 'sources' as const,
        ref: ref.ref,
        refId,
        dialectId: source,
        status: findings.length ? REVIEW_FLAGGED : REVIEW_OK,
        response: findings.map((f) => f.explanation).join('\n'),
        reasoning: 'Local rules (demo run of the Sources checker).',
      };
    });
    if (rows.length) await db.insert(aiReviews).values(rows);
  }
}
