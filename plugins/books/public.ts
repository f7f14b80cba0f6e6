import { z } from 'zod';
import { clDetail, contract, dbIdParam, idParams, MODULE, partContracts, resourceContract } from '../../sdk/shared';

/** The books plugin's public face: its module keys and the route contracts other plugins call. */
export const BOOKS = MODULE.book;
export const BOOK_CHAPTER_TEXTS = 3801;

/** A book as its editor shows it. */
const book = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  hasIllustration: z.boolean(),
  flag: z.number(),
  version: z.number(),
});
export type Book = z.output<typeof book>;

/** A book's grid row: its chapter count. */
const bookRow = z.object({ id: z.number(), title: z.string(), author: z.string(), flag: z.number(), chapters: z.number() });
export type BookRow = z.output<typeof bookRow>;

/** A chapter of a book, with its word count (its texts in the course's first target dialect). */
const chapter = z.object({
  id: z.number(),
  bookId: z.number(),
  title: z.string(),
  lessonPos: z.number(),
  position: z.number(),
  nWords: z.number(),
  clDetails: z.string(),
});
export type Chapter = z.infer<typeof chapter>;
/** A chapter text; nWords: its words in the course's first target dialect (a chapter's are the sum); clDetails: its concept-linker details per target dialect. */
const chapterText = z.object({
  id: z.number(),
  chapterId: z.number(),
  title: z.string(),
  position: z.number(),
  nWords: z.number(),
  clDetails: z.array(clDetail),
});
export type ChapterText = z.infer<typeof chapterText>;
/** A chapter text's HTML in one target dialect ('' where none is written). */
const textTarget = z.object({ dialectId: z.number(), dialectCode: z.string(), html: z.string() });
export type TextTarget = z.infer<typeof textTarget>;
/** A chapter with its texts. */
const chapterWithTexts = chapter.extend({ texts: z.array(chapterText) });
export type ChapterWithTexts = z.infer<typeof chapterWithTexts>;
/** A chapter text with its HTML in every target dialect of the course. */
const chapterTextWithTargets = chapterText.extend({ targets: z.array(textTarget) });
export type ChapterTextWithTargets = z.infer<typeof chapterTextWithTargets>;

/** Books (38): GET courses/{course}/books and /{id}; GET books/new?course=; POST courses/{course}/books; GET|PUT|DELETE books/{id}; PUT books/{id}/flag. */
export const bookResource = resourceContract(
  { list: 'courses/:courseId/books', create: 'courses/:courseId/books', item: 'books' },
  { record: book, row: bookRow },
);

const chapterBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  lessonPos: z.number().int().min(0).default(0),
  clDetails: z.string().max(10_000).default(''),
});
const textBody = z.object({ title: z.string().trim().max(500).default('') });
const html = z.string().max(200_000);
/** A text's save: its title and the HTML of the target dialects that changed. */
const saveTextBody = textBody.extend({
  targets: z
    .array(
      z.object({
        dialectId: z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
        html,
      }),
    )
    .max(100)
    .default([]),
});
const hasIllustration = z.object({ hasIllustration: z.boolean() });

/**
 * A book's chapters (spec 4 §7 Books): GET books/{id}/chapters (by position, with their word
 * counts); POST books/{id}/chapters/new; PUT books/chapters/{id}/move; DELETE books/chapters/{id}
 * (with its texts). Each write answers { id, chapters }.
 */
export const chapterParts = partContracts({ list: 'books/:id/chapters', item: 'books/chapters' }, { row: chapter, body: chapterBody });

/**
 * A chapter's texts: GET books/chapters/{id}/texts; POST books/chapters/{id}/texts/new; PUT
 * books/chapters/texts/{id}/move; DELETE books/chapters/texts/{id}. Each write answers { id, texts }.
 */
export const chapterTextParts = partContracts({ list: 'books/chapters/:id/texts', item: 'books/chapters/texts' }, { row: chapterText, body: textBody });

/** The books plugin's other calls: a chapter and a chapter text (each write answers what the screen shows next), the illustration. */
export const booksApi = {
  chapter: contract({
    method: 'GET',
    path: 'books/chapters/:id',
    params: idParams,
    answer: chapterWithTexts,
    summary: 'A chapter with its texts',
  }),
  saveChapter: contract({
    method: 'PUT',
    path: 'books/chapters/:id',
    params: idParams,
    body: chapterBody,
    answer: chapterWithTexts,
    summary: 'Updates a chapter (title, lesson position, concept-linker details); answers the chapter',
  }),
  text: contract({
    method: 'GET',
    path: 'books/chapters/texts/:id',
    params: idParams,
    answer: chapterTextWithTargets,
    summary: 'A chapter text with its targets and concept-linker details (clDetails per target dialect)',
  }),
  saveText: contract({
    method: 'PUT',
    path: 'books/chapters/texts/:id',
    params: idParams,
    body: saveTextBody,
    answer: chapterTextWithTargets.extend({ chapter: chapterWithTexts }),
    summary:
      'Saves a chapter text: its title and the (sanitized) HTML of the target dialects sent; answers the text with its targets and its chapter (word count, texts)',
  }),
  textTargets: contract({
    method: 'GET',
    path: 'books/chapters/texts/:id/targets',
    params: idParams,
    answer: z.array(textTarget),
    summary: 'The HTML of a chapter text in each target dialect of the course',
  }),
  setTextTarget: contract({
    method: 'PUT',
    path: 'books/chapters/texts/:id/target-dialect/:dialectId',
    params: idParams.extend({ dialectId: dbIdParam }),
    body: z.object({ html }),
    answer: z.array(textTarget),
    summary: 'Writes the (sanitized) HTML of a chapter text in one target dialect; answers the targets',
  }),

  // The illustration (spec 4 §2.4): one SVG image per book.
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  uploadIllustration: {
    ...contract({
      method: 'POST',
      path: 'books/:id/illustration',
      params: idParams,
      answer: hasIllustration,
      summary: "Uploads the book's illustration: multipart with an svg file; answers data.hasIllustration",
    }),
    multipart: true as const,
  },
  removeIllustration: contract({
    method: 'DELETE',
    path: 'books/:id/illustration',
    params: idParams,
    answer: hasIllustration,
    summary: "Removes the book's illustration; answers data.hasIllustration",
  }),
  /** The SVG bytes, for an <img> (the client fills the path with pathOf). */
  illustration: contract({
    method: 'GET',
    path: 'books/:id/illustration.svg',
    params: idParams,
    // Binary, not JSON: nothing for a schema to describe.
    answer: z.custom<Uint8Array>(),
    summary: "The book's illustration (SVG)",
  }),
};
