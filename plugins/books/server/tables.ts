import { index, integer, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/** A book of a course (spec 4 §3 Book); its illustration is one SVG file in the file store (38/{id}/illustration.svg). */
export const books = pgTable(
  'books',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    author: text().notNull().default(''),
    description: text().notNull().default(''),
    hasIllustration: boolean().notNull().default(false),
    flag: integer().notNull().default(1),
    version: integer().notNull().default(1),
  },
  (t) => [index('books_course_idx').on(t.courseId)],
);

/** A chapter of a book, at a position (1, 2, …), read from a lesson position on. */
export const bookChapters = pgTable(
  'book_chapters',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    lessonPos: integer().notNull().default(0),
    position: integer().notNull(),
    clDetails: text().notNull().default(''),
  },
  (t) => [index('book_chapters_book_idx').on(t.bookId)],
);

/** A text of a chapter, at a position; its HTML per target dialect is a translation (ref BOOK_CHAPTER_TEXTS, field 'text'). */
export const chapterTexts = pgTable(
  'book_chapter_texts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    chapterId: integer()
      .notNull()
      .references(() => bookChapters.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    position: integer().notNull(),
  },
  (t) => [index('book_chapter_texts_chapter_idx').on(t.chapterId)],
);
