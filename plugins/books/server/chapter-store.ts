import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  clDetailsOf,
  courseDialectList,
  deleteTranslations,
  HttpError,
  notFound,
  readTranslation,
  sanitizeHtml,
  translations,
  translationTexts,
  writeTranslation,
  type Db,
} from '../../../sdk/server';
import { BOOK_CHAPTER_TEXTS } from '../plugin';
import { bookChapters, books, chapterTexts } from './tables';
import { countWords } from './words';

export interface ChapterBody {
  title: string;
  lessonPos: number;
  clDetails: string;
}

/** A chapter text's HTML per target dialect: its translation. */
const textKey = (refId: number) => ({ ref: BOOK_CHAPTER_TEXTS, refId, field: 'text' });

/** The course of a book, chapter or text, or null when there is none. */
export async function courseOfBook(db: Db, id: number) {
  const [r] = await db.select({ courseId: books.courseId }).from(books).where(eq(books.id, id));
  return r?.courseId ?? null;
}
export async function courseOfChapter(db: Db, id: number) {
  const [r] = await db
    .select({ courseId: books.courseId })
    .from(bookChapters)
    .innerJoin(books, eq(books.id, bookChapters.bookId))
    .where(eq(bookChapters.id, id));
  return r?.courseId ?? null;
}
export async function courseOfText(db: Db, id: number) {
  const [r] = await db
    .select({ courseId: books.courseId })
    .from(chapterTexts)
    .innerJoin(bookChapters, eq(bookChapters.id, chapterTexts.chapterId))
    .innerJoin(books, eq(books.id, bookChapters.bookId))
    .where(eq(chapterTexts.id, id));
  return r?.courseId ?? null;
}

/** Words of each chapter: the texts in the course's first target dialect. */
async function wordsOf(db: Db, courseId: number, chapterIds: number[]) {
  const [first] = await courseDialectList(db, courseId, 'target');
  const counts = new Map<number, number>();
  if (!first || !chapterIds.length) return counts;
  const rows = await db
    .select({ chapterId: chapterTexts.chapterId, html: translationTexts.text })
    .from(chapterTexts)
    .innerJoin(translations, and(eq(translations.ref, BOOK_CHAPTER_TEXTS), eq(translations.refId, chapterTexts.id), eq(translations.field, 'text')))
    .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, first.dialectId)))
    .where(inArray(chapterTexts.chapterId, chapterIds));
  for (const r of rows) counts.set(r.chapterId, (counts.get(r.chapterId) ?? 0) + countWords(r.html));
  return counts;
}

export async function listChapters(db: Db, bookId: number) {
  const courseId = await courseOfBook(db, bookId);
  if (courseId === null) throw notFound('Book');
  const rows = await db.select().from(bookChapters).where(eq(bookChapters.bookId, bookId)).orderBy(asc(bookChapters.position), asc(bookChapters.id));
  const words = await wordsOf(
    db,
    courseId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, nWords: words.get(r.id) ?? 0 }));
}

export async function getChapter(db: Db, id: number) {
  const [c] = await db.select().from(bookChapters).where(eq(bookChapters.id, id));
  if (!c) throw notFound('Chapter');
  const courseId = (await courseOfChapter(db, id))!;
  const words = await wordsOf(db, courseId, [id]);
  return { ...c, nWords: words.get(id) ?? 0, texts: await listTexts(db, id) };
}

/** The texts of a chapter, by position, each with its concept-linker details per target dialect. */
export async function listTexts(db: Db, chapterId: number) {
  const rows = await db.select().from(chapterTexts).where(eq(chapterTexts.chapterId, chapterId)).orderBy(asc(chapterTexts.position), asc(chapterTexts.id));
  const courseId = await courseOfChapter(db, chapterId);
  const details =
    courseId === null
      ? new Map()
      : await clDetailsOf(
          db,
          courseId,
          BOOK_CHAPTER_TEXTS,
          rows.map((r) => r.id),
        );
  return rows.map((r) => ({ ...r, clDetails: details.get(r.id) ?? [] }));
}

export async function getText(db: Db, id: number) {
  const [t] = await db.select().from(chapterTexts).where(eq(chapterTexts.id, id));
  if (!t) throw notFound('Chapter text');
  const courseId = (await courseOfText(db, id))!;
  const details = await clDetailsOf(db, courseId, BOOK_CHAPTER_TEXTS, [id]);
  return { ...t, clDetails: details.get(id) ?? [], targets: await textTargets(db, id) };
}

/** The chapter texts of chapters (deleting chapters or a book deletes their translations). */
export const textIdsOf = async (db: Db, chapterIds: number[]) =>
  chapterIds.length ? (await db.select({ id: chapterTexts.id }).from(chapterTexts).where(inArray(chapterTexts.chapterId, chapterIds))).map((r) => r.id) : [];
export const chapterIdsOf = async (db: Db, bookId: number) =>
  (await db.select({ id: bookChapters.id }).from(bookChapters).where(eq(bookChapters.bookId, bookId))).map((r) => r.id);
export const deleteTextTranslations = (db: Db, textIds: number[]) => deleteTranslations(db, BOOK_CHAPTER_TEXTS, textIds);

/** Every target dialect of the course with the text's HTML in it ('' where none is written). */
export async function textTargets(db: Db, textId: number) {
  const courseId = await courseOfText(db, textId);
  if (courseId === null) throw notFound('Chapter text');
  const dialects = await courseDialectList(db, courseId, 'target');
  const texts = await readTranslation(db, textKey(textId), dialects);
  return dialects.map((d) => ({ ...d, html: texts.find((r) => r.dialectId === d.dialectId)?.text ?? '' }));
}

export async function writeTarget(db: Db, textId: number, dialectId: number, html: string) {
  const courseId = (await courseOfText(db, textId))!;
  const allowed = (await courseDialectList(db, courseId, 'target')).some((d) => d.dialectId === dialectId);
  if (!allowed) throw new HttpError(400, 'Not a target dialect of this course', { dialectId: 'Not a target dialect of this course' });
  const clean = sanitizeHtml(html);
  await writeTranslation(db, { ...textKey(textId), courseId }, [{ dialectId, text: clean }]);
  return textTargets(db, textId);
}
