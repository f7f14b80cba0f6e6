import { sql } from 'drizzle-orm';
import { contributionsTo, courseDialectList, HttpError, rowsOf, translatableTexts, type Db, type TranslatableTexts } from '../../../sdk/server';
import { hasLessons, recordLessons } from '../../lesson-outline/public';
import { DEFAULT_BATCH_SIZE, type CheckerKind, type CheckerRef } from '../shared';

/** The content types the checkers run over: every owner's translatable texts (sentences, items, vocabulary…). */
export const contentRefs = (): (TranslatableTexts & { batchSize: number })[] =>
  contributionsTo(translatableTexts)
    .map((t) => ({ ...t, batchSize: t.batchSize ?? DEFAULT_BATCH_SIZE }))
    .sort((a, b) => a.ref - b.ref);

export const checkerRefs = (): CheckerRef[] => contentRefs().map(({ ref, name, batchSize }) => ({ ref, name, batchSize, byLesson: hasLessons(ref) }));

/** The lesson from which the course's AI review applies (spec 3 §2 Courses aiReviewPos; 0: every lesson). */
export async function reviewFromLesson(db: Db, courseId: number): Promise<number> {
  const [c] = rowsOf<{ pos: number }>(await db.execute(sql`select ai_review_pos as pos from courses where id = ${courseId}`));
  return Number(c?.pos ?? 0);
}

export function contentRef(ref: number) {
  const r = contentRefs().find((x) => x.ref === ref);
  if (!r) throw new HttpError(400, 'Not a content type the checkers know', { ref: 'Not a checker ref' });
  return r;
}

export interface DialectSide {
  dialectId: number;
  code: string;
}
/** What a checker compares: the dialect checked and the dialects it is compared with. */
export interface Plan {
  dialect: DialectSide;
  references: DialectSide[];
}

/**
 * The dialects of a check (400 naming the dialect when the course has it not in that role):
 * targets against the course's default source, sources against its default target, and every
 * dialect of the course ('all') against all its other dialects.
 */
export async function planOf(db: Db, courseId: number, kind: CheckerKind, dialectId: number): Promise<Plan> {
  const targets = await courseDialectList(db, courseId, 'target');
  const sources = await courseDialectList(db, courseId, 'source');
  const [course] = rowsOf<{ s: number; t: number }>(
    await db.execute(sql`
    select source_dialect_default_id as s, target_dialect_default_id as t from courses where id = ${courseId}`),
  );
  const side = (d: { dialectId: number; dialectCode: string }) => ({ dialectId: d.dialectId, code: d.dialectCode });
  const pick = (list: typeof targets, id: number | undefined) => list.find((d) => d.dialectId === id) ?? list[0];
  const own = kind === 'targets' ? targets : kind === 'sources' ? sources : [...targets, ...sources];
  const d = own.find((x) => x.dialectId === dialectId);
  if (!d)
    throw new HttpError(400, `Not a ${kind === 'all' ? '' : kind.slice(0, -1) + ' '}dialect of this course`, {
      dialectId: 'Not a dialect of this course for this checker',
    });
  const refs =
    kind === 'targets'
      ? [pick(sources, Number(course?.s))]
      : kind === 'sources'
        ? [pick(targets, Number(course?.t))]
        : own.filter((x) => x.dialectId !== dialectId);
  return { dialect: side(d), references: refs.filter(Boolean).map(side) };
}

/**
 * Ids of the content type's records in the course (those expected in the dialect when it is a target),
 * but for those whose lesson comes before the course's aiReviewPos, when the owner knows their lesson.
 */
export async function recordIds(db: Db, courseId: number, ref: number, kind: CheckerKind, dialectId: number): Promise<number[]> {
  const r = contentRef(ref);
  const q = r.records(courseId, kind === 'targets' ? dialectId : undefined);
  const placed = recordLessons(courseId, ref);
  const from = placed ? await reviewFromLesson(db, courseId) : 0;
  const before = placed && from > 0 ? sql`where r.id not in (select p.id from (${placed}) p where p.position < ${from})` : sql``;
  return rowsOf<{ id: number }>(await db.execute(sql`select r.id from (${q}) r ${before} order by r.id`)).map((x) => Number(x.id));
}

/** The texts of records in the given dialects: refId → translation id and dialectId → text. */
export async function textsOf(db: Db, ref: number, field: string, ids: number[], dialectIds: number[]) {
  const out = new Map<number, { translationId: number; texts: Map<number, string> }>();
  if (!ids.length || !dialectIds.length) return out;
  const rows = rowsOf<{ ref_id: number; id: number; dialect_id: number | null; text: string | null }>(
    await db.execute(sql`
    select t.ref_id, t.id, tt.dialect_id, tt.text from translations t
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id in (${sql.join(
        dialectIds.map((d) => sql`${d}`),
        sql`, `,
      )})
     where t.ref = ${ref} and t.field = ${field} and t.ref_id in (${sql.join(
       ids.map((i) => sql`${i}`),
       sql`, `,
     )})`),
  );
  for (const r of rows) {
    const e = out.get(Number(r.ref_id)) ?? { translationId: Number(r.id), texts: new Map<number, string>() };
    out.set(Number(r.ref_id), e);
    if (r.dialect_id !== null) e.texts.set(Number(r.dialect_id), r.text ?? '');
  }
  return out;
}
