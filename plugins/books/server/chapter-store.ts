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

/** Words of each text of the chapters: its HTML in the course's first target dialect. */
async function textWordsOf(db: Db, courseId: number, chapterIds: number[]) {
  const [first] = await courseDialectList(db, courseId, 'target');
  if (!first || !chapterIds.length) return [];
  const rows = await db
    .select({ id: chapterTexts.id, chapterId: chapterTexts.chapterId, html: translationTexts.text })
    .from(chapterTexts)
    .innerJoin(translations, and(eq(translations.ref, BOOK_CHAPTER_TEXTS), eq(translations.refId, chapterTexts.id), eq(translations.field, 'text')))
    .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, first.dialectId)))
    .where(inArray(chapterTexts.chapterId, chapterIds));
  return rows.map((r) => ({ id: r.id, chapterId: r.chapterId, nWords: countWords(r.html) }));
}

/** Words of each chapter: the sum of its texts'. */
async function wordsOf(db: Db, courseId: number, chapterIds: number[]) {
  const counts = new Map<number, number>();
  for (const t of await textWordsOf(db, courseId, chapterIds)) counts.set(t.chapterId, (counts.get(t.chapterId) ?? 0) + t.nWords);
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

/** The texts of a chapter, by position, each with its words and its concept-linker details per target dialect. */
export async function listTexts(db: Db, chapterId: number) {
  const rows = await db.select().from(chapterTexts).where(eq(chapterTexts.chapterId, chapterId)).orderBy(asc(chapterTexts.position), asc(chapterTexts.id));
  const courseId = await courseOfChapter(db, chapterId);
  if (courseId === null) return rows.map((r) => ({ ...r, nWords: 0, clDetails: [] }));
  const ids = rows.map((r) => r.id);
  const details = await clDetailsOf(db, courseId, BOOK_CHAPTER_TEXTS, ids);
  const words = new Map((await textWordsOf(db, courseId, [chapterId])).map((t) => [t.id, t.nWords]));
  return rows.map((r) => ({ ...r, nWords: words.get(r.id) ?? 0, clDetails: details.get(r.id) ?? [] }));
}

export async function getText(db: Db, id: number) {
  const [t] = await db.select().from(chapterTexts).where(eq(chapterTexts.id, id));
  if (!t) throw notFound('Chapter text');
  const text = (await listTexts(db, t.chapterId)).find((x) => x.id === id)!;
  return { ...text, targets: await textTargets(db, id) };
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
  await writeTargets(db, textId, [{ dialectId, html }], () => 'dialectId');
  return textTargets(db, textId);
}

/** Writes the (sanitized) HTML of target dialects of the course; 400 naming each other dialect, before any write. */
export async function writeTargets(db: Db, textId: number, targets: { dialectId: number; html: string }[], field = (i: number) => `targets.${i}.dialectId`) {
  const courseId = (await courseOfText(db, textId))!;
  const allowed = new Set((await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId));
  const wrong = targets.flatMap((t, i) => (allowed.has(t.dialectId) ? [] : [[field(i), 'Not a target dialect of this course']]));
  if (wrong.length) throw new HttpError(400, 'Not a target dialect of this course', Object.fromEntries(wrong));
  if (!targets.length) return;
  await writeTranslation(
    db,
    { ...textKey(textId), courseId },
    targets.map((t) => ({ dialectId: t.dialectId, text: sanitizeHtml(t.html) })),
  );
}
