import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  contributionsTo,
  courseTextDialects,
  lessons,
  notFound,
  readTexts,
  rowsOf,
  translatableTexts,
  translations,
  translationTexts,
  writeTexts,
  type Db,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';

/** A kind of titled record: the owner's translatable 'title' texts (lessons: lesson-outline; panels: panels). */
export interface TitleKind {
  ref: number;
  label: string;
}
export const LESSON_KIND: TitleKind = { ref: MODULE.lessonTitle, label: 'Lesson' };
export const PANEL_KIND: TitleKind = { ref: MODULE.panels, label: 'Panel' };

const owner = (kind: TitleKind) => contributionsTo(translatableTexts).find((t) => t.ref === kind.ref && t.field === 'title');

/** The ids of the course's records of the kind, as their owner declares them. */
async function recordIds(db: Db, kind: TitleKind, courseId: number): Promise<number[]> {
  const o = owner(kind);
  if (!o) return [];
  return rowsOf<{ id: number }>(await db.execute(o.records(courseId))).map((r) => Number(r.id));
}

export async function inCourse(db: Db, kind: TitleKind, courseId: number, id: number) {
  if (!(await recordIds(db, kind, courseId)).includes(id)) throw notFound(kind.label);
}

/** Grid rows: id, the lesson position (lessons), and the title in the course's first target dialect. */
export async function titleRows(db: Db, kind: TitleKind, courseId: number, id?: number) {
  const ids = (await recordIds(db, kind, courseId)).filter((x) => id === undefined || x === id);
  if (!ids.length) return [];
  const { targets } = await courseTextDialects(db, courseId);
  const texts = await db
    .select({ refId: translations.refId, text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, eq(translationTexts.translationId, translations.id))
    .where(
      and(
        eq(translations.ref, kind.ref),
        eq(translations.field, 'title'),
        inArray(translations.refId, ids),
        eq(translationTexts.dialectId, targets[0]?.dialectId ?? 0),
      ),
    );
  const byId = new Map(texts.map((t) => [t.refId, t.text]));
  const positions =
    kind.ref === LESSON_KIND.ref
      ? new Map((await db.select({ id: lessons.id, position: lessons.position }).from(lessons).where(inArray(lessons.id, ids))).map((l) => [l.id, l.position]))
      : new Map<number, number>();
  return ids
    .map((x) => ({ id: x, position: positions.get(x) ?? null, title: byId.get(x) ?? '' }))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
}

const key = (kind: TitleKind, refId: number) => ({ ref: kind.ref, refId, field: 'title' });

export const readTitles = (db: Db, kind: TitleKind, courseId: number, id: number) => readTexts(db, key(kind, id), courseId);

export async function writeTitles(
  db: Db,
  kind: TitleKind,
  courseId: number,
  id: number,
  body: { targets?: TranslationTextsBody; sources?: TranslationTextsBody },
) {
  await writeTexts(db, { ...key(kind, id), courseId }, body);
}

export async function lessonCourse(db: Db, id: number): Promise<number | null> {
  const [l] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, id));
  return l?.courseId ?? null;
}

export async function sampleLesson(db: Db, courseId: number) {
  const [l] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position)).limit(1);
  return l ? { id: l.id } : null;
}

export const ownsTitles = (kind: TitleKind) => !!owner(kind);
