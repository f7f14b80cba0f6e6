import { eq, sql } from 'drizzle-orm';
import { contribute, idArray, translatableTexts, type RecordRef } from '../../../sdk/server';
import { lessonPlacements } from '../../lesson-outline/public';
import { BOOK_CHAPTER_TEXTS, BOOKS } from '../plugin';
import { courseOfText } from './chapter-store';
import { bookChapters, books, chapterTexts } from './tables';

const ofCourse = (courseId: number) => sql`
  from ${chapterTexts} t join ${bookChapters} c on c.id = t.chapter_id join ${books} b on b.id = c.book_id where b.course_id = ${courseId}`;

/**
 * Chapter texts (ref 3801, field 'text', HTML per target dialect): counted by Health, checked by the
 * AI Review checkers (a few per batch: they are paragraphs), linked by the concept linker. A
 * chapter's lesson position is its texts' lesson.
 */
export const bookContributions = [
  contribute(translatableTexts, {
    ref: BOOK_CHAPTER_TEXTS,
    field: 'text',
    name: 'Chapter texts',
    linkable: true,
    batchSize: 5,
    records: (courseId: number) => sql`select t.id ${ofCourse(courseId)}`,
  }),
  // The outline never plays a chapter: its lessonPos is its texts' lesson.
  contribute(lessonPlacements, {
    ref: BOOK_CHAPTER_TEXTS,
    placed: (courseId: number) => sql`select t.id, c.lesson_pos as position ${ofCourse(courseId)} and c.lesson_pos > 0`,
  }),
];

/** Chapter texts reached by (ref, refId) routes (concept linker, notes): the Books grant on their course; a link opens the book on the text. */
export const chapterTextRecords: RecordRef = {
  ref: BOOK_CHAPTER_TEXTS,
  module: BOOKS,
  courseOf: (db, id) => (Number.isInteger(id) && id > 0 && id < 2 ** 31 ? courseOfText(db, id) : Promise.resolve(null)),
  parentsOf: async (db, ids) =>
    new Map(
      (
        await db
          .select({ id: chapterTexts.id, bookId: bookChapters.bookId })
          .from(chapterTexts)
          .innerJoin(bookChapters, eq(bookChapters.id, chapterTexts.chapterId))
          .where(sql`${chapterTexts.id} = any(${idArray(ids)})`)
      ).map((r) => [r.id, r.bookId]),
    ),
  link: (bookId, textId) => ({ book: bookId, text: textId }),
};
