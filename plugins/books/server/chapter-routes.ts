import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, route } from '../../../sdk/server';
import { BOOKS } from '../plugin';
import { chapterAccess, textAccess } from './access';
import { deleteTextTranslations, getChapter, getText, listChapters, listTexts, textIdsOf, textTargets, writeTarget } from './chapter-store';
import { moveTo, nextPosition, renumber } from './positions';
import { bookChapters, books, chapterTexts } from './tables';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const chapterBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  lessonPos: z.number().int().min(0).default(0),
  clDetails: z.string().max(10_000).default(''),
});
const textBody = z.object({ title: z.string().trim().max(500).default('') });
const moveBody = z.object({ destinationPos: z.number().int().min(1) });

async function chapterOfText(db: Parameters<typeof listTexts>[0], id: number) {
  const [t] = await db.select({ chapterId: chapterTexts.chapterId }).from(chapterTexts).where(eq(chapterTexts.id, id));
  return t.chapterId;
}

/** Chapters and chapter texts (spec 4 §7 Books): each write answers what the screen shows next. */
export const chapterRoutes = [
  route({
    method: 'GET', url: 'books/:id/chapters', access: byIdAccess(BOOKS, books), params: idParams,
    summary: 'The chapters of a book, by position, with their word counts',
    handler: ({ db, params }) => listChapters(db, params.id),
  }),
  route({
    method: 'POST', url: 'books/:id/chapters/new', access: byIdAccess(BOOKS, books), params: idParams, body: chapterBody,
    summary: 'Adds a chapter at the end of the book; answers data.id and data.chapters',
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, bookChapters, bookChapters.bookId, params.id);
      const [c] = await db.insert(bookChapters).values({ ...body, bookId: params.id, position }).returning({ id: bookChapters.id });
      return { id: c.id, chapters: await listChapters(db, params.id) };
    },
  }),
  route({
    method: 'GET', url: 'books/chapters/:id', access: chapterAccess, params: idParams,
    summary: 'A chapter with its texts', handler: ({ db, params }) => getChapter(db, params.id),
  }),
  route({
    method: 'PUT', url: 'books/chapters/:id', access: chapterAccess, params: idParams, body: chapterBody,
    summary: 'Updates a chapter (title, lesson position, concept-linker details); answers the chapter',
    handler: async ({ db, params, body }) => {
      await db.update(bookChapters).set(body).where(eq(bookChapters.id, params.id));
      return getChapter(db, params.id);
    },
  }),
  route({
    method: 'PUT', url: 'books/chapters/:id/move', access: chapterAccess, params: idParams, body: moveBody,
    summary: 'Moves a chapter to a 1-based position; answers the chapters in their new order',
    handler: async ({ db, params, body }) => {
      const { bookId } = (await db.select({ bookId: bookChapters.bookId }).from(bookChapters).where(eq(bookChapters.id, params.id)))[0];
      await db.transaction((tx) => moveTo(tx as never, bookChapters, bookChapters.bookId, bookId, params.id, body.destinationPos));
      return listChapters(db, bookId);
    },
  }),
  route({
    method: 'DELETE', url: 'books/chapters/:id', access: chapterAccess, params: idParams,
    summary: 'Deletes a chapter with its texts (and their translations); answers the remaining chapters',
    handler: async ({ db, params }) => {
      const { bookId } = (await db.select({ bookId: bookChapters.bookId }).from(bookChapters).where(eq(bookChapters.id, params.id)))[0];
      await db.transaction(async (tx) => {
        await deleteTextTranslations(tx as never, await textIdsOf(tx as never, [params.id]));
        await tx.delete(bookChapters).where(eq(bookChapters.id, params.id));
        const rest = (await listChapters(tx as never, bookId)).map((c) => c.id);
        await renumber(tx as never, bookChapters, rest);
      });
      return { id: params.id, chapters: await listChapters(db, bookId) };
    },
  }),
  route({
    method: 'GET', url: 'books/chapters/:id/texts', access: chapterAccess, params: idParams,
    summary: 'The texts of a chapter, by position', handler: ({ db, params }) => listTexts(db, params.id),
  }),
  route({
    method: 'POST', url: 'books/chapters/:id/texts/new', access: chapterAccess, params: idParams, body: textBody,
    summary: 'Adds a text at the end of the chapter; answers data.id and data.texts',
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, chapterTexts, chapterTexts.chapterId, params.id);
      const [t] = await db.insert(chapterTexts).values({ ...body, chapterId: params.id, position }).returning({ id: chapterTexts.id });
      return { id: t.id, texts: await listTexts(db, params.id) };
    },
  }),
  route({
    method: 'GET', url: 'books/chapters/texts/:id', access: textAccess, params: idParams,
    summary: 'A chapter text with its targets and concept-linker details (clDetails per target dialect)', handler: ({ db, params }) => getText(db, params.id),
  }),
  route({
    method: 'PUT', url: 'books/chapters/texts/:id', access: textAccess, params: idParams, body: textBody,
    summary: 'Updates the title of a chapter text; answers the text',
    handler: async ({ db, params, body }) => {
      await db.update(chapterTexts).set(body).where(eq(chapterTexts.id, params.id));
      return getText(db, params.id);
    },
  }),
  route({
    method: 'GET', url: 'books/chapters/texts/:id/targets', access: textAccess, params: idParams,
    summary: 'The HTML of a chapter text in each target dialect of the course', handler: ({ db, params }) => textTargets(db, params.id),
  }),
  route({
    method: 'PUT', url: 'books/chapters/texts/:id/target-dialect/:dialectId', access: textAccess,
    params: idParams.extend({ dialectId: z.coerce.number().int().positive() }), body: z.object({ html: z.string().max(200_000) }),
    summary: 'Writes the (sanitized) HTML of a chapter text in one target dialect; answers the targets',
    handler: ({ db, params, body }) => writeTarget(db, params.id, params.dialectId, body.html),
  }),
  route({
    method: 'PUT', url: 'books/chapters/texts/:id/move', access: textAccess, params: idParams, body: moveBody,
    summary: 'Moves a text to a 1-based position in its chapter; answers the texts in their new order',
    handler: async ({ db, params, body }) => {
      const chapterId = await chapterOfText(db, params.id);
      await db.transaction((tx) => moveTo(tx as never, chapterTexts, chapterTexts.chapterId, chapterId, params.id, body.destinationPos));
      return listTexts(db, chapterId);
    },
  }),
  route({
    method: 'DELETE', url: 'books/chapters/texts/:id', access: textAccess, params: idParams,
    summary: 'Deletes a chapter text; answers the remaining texts',
    handler: async ({ db, params }) => {
      const chapterId = await chapterOfText(db, params.id);
      await db.transaction(async (tx) => {
        await deleteTextTranslations(tx as never, [params.id]);
        await tx.delete(chapterTexts).where(eq(chapterTexts.id, params.id));
        await renumber(tx as never, chapterTexts, (await listTexts(tx as never, chapterId)).map((t) => t.id));
      });
      return { id: params.id, texts: await listTexts(db, chapterId) };
    },
  }),
];
