import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import { BOOKS } from '../plugin';
import { courseOfChapter, courseOfText } from './chapter-store';
import { bookChapters, books, chapterTexts } from './tables';

type ById = { params: { id?: string }; db: Db };

/** Access to a chapter by id: the Books grant on its book's course (404 when there is no such chapter). */
export const chapterAccess = {
  module: BOOKS,
  courseOf: ({ params, db }: ById) => courseOfChapter(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db
      .select({ id: bookChapters.id })
      .from(bookChapters)
      .innerJoin(books, eq(books.id, bookChapters.bookId))
      .where(eq(books.courseId, courseId))
      .orderBy(asc(bookChapters.id))
      .limit(1);
    return r ?? null;
  },
};

/** Access to a chapter text by id, likewise. */
export const textAccess = {
  module: BOOKS,
  courseOf: ({ params, db }: ById) => courseOfText(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db
      .select({ id: chapterTexts.id })
      .from(chapterTexts)
      .innerJoin(bookChapters, eq(bookChapters.id, chapterTexts.chapterId))
      .innerJoin(books, eq(books.id, bookChapters.bookId))
      .where(eq(books.courseId, courseId))
      .orderBy(asc(chapterTexts.id))
      .limit(1);
    return r ?? null;
  },
};
