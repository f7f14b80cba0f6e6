import { eq } from 'drizzle-orm';
import { byIdAccess, route, type RouteDef } from '../../../sdk/server';
import { BOOKS, booksApi } from '../public';
import { chapterAccess, textAccess } from './access';
import { deleteTextTranslations, getChapter, getText, listChapters, listTexts, textIdsOf, textTargets, writeTarget } from './chapter-store';
import { moveTo, nextPosition, renumber } from './positions';
import { bookChapters, books, chapterTexts } from './tables';

async function chapterOfText(db: Parameters<typeof listTexts>[0], id: number) {
  const [t] = await db.select({ chapterId: chapterTexts.chapterId }).from(chapterTexts).where(eq(chapterTexts.id, id));
  return t.chapterId;
}

/** Chapters and chapter texts (spec 4 §7 Books): each write answers what the screen shows next. */
export const chapterRoutes: RouteDef[] = [
  route(booksApi.chapters, {
    access: byIdAccess(BOOKS, books),
    handler: ({ db, params }) => listChapters(db, params.id),
  }),
  route(booksApi.addChapter, {
    access: byIdAccess(BOOKS, books),
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, bookChapters, bookChapters.bookId, params.id);
      const [c] = await db.insert(bookChapters).values({ ...body, bookId: params.id, position }).returning({ id: bookChapters.id });
      return { id: c.id, chapters: await listChapters(db, params.id) };
    },
  }),
  route(booksApi.chapter, {
    access: chapterAccess,
    handler: ({ db, params }) => getChapter(db, params.id),
  }),
  route(booksApi.saveChapter, {
    access: chapterAccess,
    handler: async ({ db, params, body }) => {
      await db.update(bookChapters).set(body).where(eq(bookChapters.id, params.id));
      return getChapter(db, params.id);
    },
  }),
  route(booksApi.moveChapter, {
    access: chapterAccess,
    handler: async ({ db, params, body }) => {
      const { bookId } = (await db.select({ bookId: bookChapters.bookId }).from(bookChapters).where(eq(bookChapters.id, params.id)))[0];
      await db.transaction((tx) => moveTo(tx, bookChapters, bookChapters.bookId, bookId, params.id, body.destinationPos));
      return listChapters(db, bookId);
    },
  }),
  route(booksApi.deleteChapter, {
    access: chapterAccess,
    handler: async ({ db, params }) => {
      const { bookId } = (await db.select({ bookId: bookChapters.bookId }).from(bookChapters).where(eq(bookChapters.id, params.id)))[0];
      await db.transaction(async (tx) => {
        await deleteTextTranslations(tx, await textIdsOf(tx, [params.id]));
        await tx.delete(bookChapters).where(eq(bookChapters.id, params.id));
        const rest = (await listChapters(tx, bookId)).map((c) => c.id);
        await renumber(tx, bookChapters, rest);
      });
      return { id: params.id, chapters: await listChapters(db, bookId) };
    },
  }),
  route(booksApi.texts, {
    access: chapterAccess,
    handler: ({ db, params }) => listTexts(db, params.id),
  }),
  route(booksApi.addText, {
    access: chapterAccess,
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, chapterTexts, chapterTexts.chapterId, params.id);
      const [t] = await db.insert(chapterTexts).values({ ...body, chapterId: params.id, position }).returning({ id: chapterTexts.id });
      return { id: t.id, texts: await listTexts(db, params.id) };
    },
  }),
  route(booksApi.text, {
    access: textAccess,
    handler: ({ db, params }) => getText(db, params.id),
  }),
  route(booksApi.saveText, {
    access: textAccess,
    handler: async ({ db, params, body }) => {
      await db.update(chapterTexts).set(body).where(eq(chapterTexts.id, params.id));
      return getText(db, params.id);
    },
  }),
  route(booksApi.textTargets, {
    access: textAccess,
    handler: ({ db, params }) => textTargets(db, params.id),
  }),
  route(booksApi.setTextTarget, {
    access: textAccess,
    handler: ({ db, params, body }) => writeTarget(db, params.id, params.dialectId, body.html),
  }),
  route(booksApi.moveText, {
    access: textAccess,
    handler: async ({ db, params, body }) => {
      const chapterId = await chapterOfText(db, params.id);
      await db.transaction((tx) => moveTo(tx, chapterTexts, chapterTexts.chapterId, chapterId, params.id, body.destinationPos));
      return listTexts(db, chapterId);
    },
  }),
  route(booksApi.deleteText, {
    access: textAccess,
    handler: async ({ db, params }) => {
      const chapterId = await chapterOfText(db, params.id);
      await db.transaction(async (tx) => {
        await deleteTextTranslations(tx, [params.id]);
        await tx.delete(chapterTexts).where(eq(chapterTexts.id, params.id));
        await renumber(tx, chapterTexts, (await listTexts(tx, chapterId)).map((t) => t.id));
      });
      return { id: params.id, texts: await listTexts(db, chapterId) };
    },
  }),
];
