import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseDialectList, HttpError, notFound, sanitizeHtml, type Db } from '../../../sdk/server';
import { bookChapters, books, chapterTexts, chapterTextTargets } from './tables';
import { countWords } from './words';

export interface ChapterBody { title: string; lessonPos: number; clDetails: string }

/** The course of a book, chapter or text, or null when there is none. */
export async function courseOfBook(db: Db, id: number) {
  const [r] = await db.select({ courseId: books.courseId }).from(books).where(eq(books.id, id));
  return r?.courseId ?? null;
}
export async function courseOfChapter(db: Db, id: number) {
  const [r] = await db.select({ courseId: books.courseId }).from(bookChapters)
    .innerJoin(books, eq(books.id, bookChapters.bookId)).where(eq(bookChapters.id, id));
  return r?.courseId ?? null;
}
export async function courseOfText(db: Db, id: number) {
  const [r] = await db.select({ courseId: books.courseId }).from(chapterTexts)
    .innerJoin(bookChapters, eq(bookChapters.id, chapterTexts.chapterId))
    .innerJoin(books, eq(books.id, bookChapters.bookId)).where(eq(chapterTexts.id, id));
  return r?.courseId ?? null;
}

/** Words of each chapter: the texts in the course's first target dialect. */
async function wordsOf(db: Db, courseId: number, chapterIds: number[]) {
  const [first] = await courseDialectList(db, courseId, 'target');
  const counts = new Map<number, number>();
  if (!first || !chapterIds.length) return counts;
  const rows = await db.select({ chapterId: chapterTexts.chapterId, html: chapterTextTargets.html }).from(chapterTexts)
    .innerJoin(chapterTextTargets, eq(chapterTextTargets.textId, chapterTexts.id))
    .where(and(inArray(chapterTexts.chapterId, chapterIds), eq(chapterTextTargets.dialectId, first.dialectId)));
  for (const r of rows) counts.set(r.chapterId, (counts.get(r.chapterId) ?? 0) + countWords(r.html));
  return counts;
}

export async function listChapters(db: Db, bookId: number) {
  const courseId = await courseOfBook(db, bookId);
  if (courseId === null) throw notFound('Book');
  const rows = await db.select().from(bookChapters).where(eq(bookChapters.bookId, bookId)).orderBy(asc(bookChapters.position), asc(bookChapters.id));
  const words = await wordsOf(db, courseId, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, nWords: words.get(r.id) ?? 0 }));
}

export async function getChapter(db: Db, id: number) {
  const [c] = await db.select().from(bookChapters).where(eq(bookChapters.id, id));
  if (!c) throw notFound('Chapter');
  const courseId = (await courseOfChapter(db, id))!;
  const words = await wordsOf(db, courseId, [id]);
  return { ...c, nWords: words.get(id) ?? 0, texts: await listTexts(db, id) };
}

export async function listTexts(db: Db, chapterId: number) {
  return db.select().from(chapterTexts).where(eq(chapterTexts.chapterId, chapterId)).orderBy(asc(chapterTexts.position), asc(chapterTexts.id));
}

export async function getText(db: Db, id: number) {
  const [t] = await db.select().from(chapterTexts).where(eq(chapterTexts.id, id));
  if (!t) throw notFound('Chapter text');
  return { ...t, targets: await textTargets(db, id) };
}

/** Every target dialect of the course with the text's HTML in it ('' where none is written). */
export async function textTargets(db: Db, textId: number) {
  const courseId = await courseOfText(db, textId);
  if (courseId === null) throw notFound('Chapter text');
  const dialects = await courseDialectList(db, courseId, 'target');
  const rows = await db.select().from(chapterTextTargets).where(eq(chapterTextTargets.textId, textId));
  return dialects.map((d) => ({ ...d, html: rows.find((r) => r.dialectId === d.dialectId)?.html ?? '' }));
}

export async function writeTarget(db: Db, textId: number, dialectId: number, html: string) {
  const courseId = (await courseOfText(db, textId))!;
  const allowed = (await courseDialectList(db, courseId, 'target')).some((d) => d.dialectId === dialectId);
  if (!allowed) throw new HttpError(400, 'Not a target dialect of this course', { dialectId: 'Not a target dialect of this course' });
  const clean = sanitizeHtml(html);
  await db.insert(chapterTextTargets).values({ textId, dialectId, html: clean })
    .onConflictDoUpdate({ target: [chapterTextTargets.textId, chapterTextTargets.dialectId], set: { html: clean } });
  return textTargets(db, textId);
}
