import { z } from 'zod';
import { contract, dbIdParam, idParams, MODULE, resourceContract, type ClDetail, type DialectRef } from '../../sdk/shared';

/** The books plugin's public face: its module keys and the route contracts other plugins call. */
export const BOOKS = MODULE.book;
export const BOOK_CHAPTER_TEXTS = 3801;

/** A book as its editor shows it. */
export type Book = {
  id: number;
  title: string;
  author: string;
  description: string;
  hasIllustration: boolean;
  flag: number;
  version: number;
};

/** A book's grid row: its chapter count. */
export interface BookRow { id: number; title: string; author: string; flag: number; chapters: number }

/** A chapter of a book, with its word count (its texts in the course's first target dialect). */
export interface Chapter { id: number; bookId: number; title: string; lessonPos: number; position: number; nWords: number; clDetails: string }
/** A chapter text; clDetails: its concept-linker details per target dialect. */
export interface ChapterText { id: number; chapterId: number; title: string; position: number; clDetails: ClDetail[] }
/** A chapter text's HTML in one target dialect ('' where none is written). */
export interface TextTarget extends DialectRef { html: string }
/** A chapter with its texts. */
export type ChapterWithTexts = Chapter & { texts: ChapterText[] };
/** A chapter text with its HTML in every target dialect of the course. */
export type ChapterTextWithTargets = ChapterText & { targets: TextTarget[] };

/** Books (38): GET courses/{course}/books and /{id}; GET books/new?course=; POST courses/{course}/books; GET|PUT|DELETE books/{id}; PUT books/{id}/flag. */
export const bookResource = resourceContract(
  { list: 'courses/:courseId/books', create: 'courses/:courseId/books', item: 'books' },
  { record: z.custom<Book>(), row: z.custom<BookRow>() },
);

const chapterBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  lessonPos: z.number().int().min(0).default(0),
  clDetails: z.string().max(10_000).default(''),
});
const textBody = z.object({ title: z.string().trim().max(500).default('') });
const moveBody = z.object({ destinationPos: z.number().int().min(1) });
const hasIllustration = z.object({ hasIllustration: z.boolean() });

/** The books plugin's calls: chapters and chapter texts (spec 4 §7 Books; each write answers what the screen shows next), the illustration. */
export const booksApi = {
  chapters: contract({
    method: 'GET', path: 'books/:id/chapters', params: idParams, answer: z.custom<Chapter[]>(),
    summary: 'The chapters of a book, by position, with their word counts',
  }),
  addChapter: contract({
    method: 'POST', path: 'books/:id/chapters/new', params: idParams, body: chapterBody,
    answer: z.object({ id: z.number(), chapters: z.custom<Chapter[]>() }),
    summary: 'Adds a chapter at the end of the book; answers data.id and data.chapters',
  }),
  chapter: contract({
    method: 'GET', path: 'books/chapters/:id', params: idParams, answer: z.custom<ChapterWithTexts>(), summary: 'A chapter with its texts',
  }),
  saveChapter: contract({
    method: 'PUT', path: 'books/chapters/:id', params: idParams, body: chapterBody, answer: z.custom<ChapterWithTexts>(),
    summary: 'Updates a chapter (title, lesson position, concept-linker details); answers the chapter',
  }),
  moveChapter: contract({
    method: 'PUT', path: 'books/chapters/:id/move', params: idParams, body: moveBody, answer: z.custom<Chapter[]>(),
    summary: 'Moves a chapter to a 1-based position; answers the chapters in their new order',
  }),
  deleteChapter: contract({
    method: 'DELETE', path: 'books/chapters/:id', params: idParams, answer: z.object({ id: z.number(), chapters: z.custom<Chapter[]>() }),
    summary: 'Deletes a chapter with its texts (and their translations); answers the remaining chapters',
  }),
  texts: contract({
    method: 'GET', path: 'books/chapters/:id/texts', params: idParams, answer: z.custom<ChapterText[]>(), summary: 'The texts of a chapter, by position',
  }),
  addText: contract({
    method: 'POST', path: 'books/chapters/:id/texts/new', params: idParams, body: textBody,
    answer: z.object({ id: z.number(), texts: z.custom<ChapterText[]>() }),
    summary: 'Adds a text at the end of the chapter; answers data.id and data.texts',
  }),
  text: contract({
    method: 'GET', path: 'books/chapters/texts/:id', params: idParams, answer: z.custom<ChapterTextWithTargets>(),
    summary: 'A chapter text with its targets and concept-linker details (clDetails per target dialect)',
  }),
  saveText: contract({
    method: 'PUT', path: 'books/chapters/texts/:id', params: idParams, body: textBody, answer: z.custom<ChapterTextWithTargets>(),
    summary: 'Updates the title of a chapter text; answers the text',
  }),
  textTargets: contract({
    method: 'GET', path: 'books/chapters/texts/:id/targets', params: idParams, answer: z.custom<TextTarget[]>(),
    summary: 'The HTML of a chapter text in each target dialect of the course',
  }),
  setTextTarget: contract({
    method: 'PUT', path: 'books/chapters/texts/:id/target-dialect/:dialectId', params: idParams.extend({ dialectId: dbIdParam }),
    body: z.object({ html: z.string().max(200_000) }), answer: z.custom<TextTarget[]>(),
    summary: 'Writes the (sanitized) HTML of a chapter text in one target dialect; answers the targets',
  }),
  moveText: contract({
    method: 'PUT', path: 'books/chapters/texts/:id/move', params: idParams, body: moveBody, answer: z.custom<ChapterText[]>(),
    summary: 'Moves a text to a 1-based position in its chapter; answers the texts in their new order',
  }),
  deleteText: contract({
    method: 'DELETE', path: 'books/chapters/texts/:id', params: idParams, answer: z.object({ id: z.number(), texts: z.custom<ChapterText[]>() }),
    summary: 'Deletes a chapter text; answers the remaining texts',
  }),

  // The illustration (spec 4 §2.4): one SVG image per book.
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  uploadIllustration: {
    ...contract({
      method: 'POST', path: 'books/:id/illustration', params: idParams, answer: hasIllustration,
      summary: "Uploads the book's illustration: multipart with an svg file; answers data.hasIllustration",
    }),
    multipart: true as const,
  },
  removeIllustration: contract({
    method: 'DELETE', path: 'books/:id/illustration', params: idParams, answer: hasIllustration,
    summary: "Removes the book's illustration; answers data.hasIllustration",
  }),
  /** The SVG bytes, for an <img> (the client fills the path with pathOf). */
  illustration: contract({
    method: 'GET', path: 'books/:id/illustration.svg', params: idParams, answer: z.custom<Uint8Array>(), summary: "The book's illustration (SVG)",
  }),
};
