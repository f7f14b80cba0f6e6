import { eq } from 'drizzle-orm';
import { byIdAccess, orderedParts, route, type RouteDef } from '../../../sdk/server';
import { BOOKS, booksApi, chapterParts, chapterTextParts } from '../public';
import { chapterAccess, textAccess } from './access';
import { deleteTextTranslations, getChapter, getText, listChapters, listTexts, textIdsOf, textTargets, writeTarget, writeTargets } from './chapter-store';
import { bookChapters, books, chapterTexts } from './tables';

/** A book's chapters, in order; deleting one deletes its texts' translations. */
const chapters = orderedParts(chapterParts, {
  table: bookChapters,
  owner: bookChapters.bookId,
  access: { owner: byIdAccess(BOOKS, books), part: chapterAccess },
  list: (db, bookId) => listChapters(db, bookId),
  insert: async (tx, { ownerId, position, body }) =>
    (
      await tx
        .insert(bookChapters)
        .values({ ...body, bookId: ownerId, position })
        .returning({ id: bookChapters.id })
    )[0].id,
  beforeRemove: async (tx, id) => deleteTextTranslations(tx, await textIdsOf(tx, [id])),
});

/** A chapter's texts, in order. */
const texts = orderedParts(chapterTextParts, {
  table: chapterTexts,
  owner: chapterTexts.chapterId,
  access: { owner: chapterAccess, part: textAccess },
  list: (db, chapterId) => listTexts(db, chapterId),
  insert: async (tx, { ownerId, position, body }) =>
    (
      await tx
        .insert(chapterTexts)
        .values({ ...body, chapterId: ownerId, position })
        .returning({ id: chapterTexts.id })
    )[0].id,
  beforeRemove: (tx, id) => deleteTextTranslations(tx, [id]),
});

/** Chapters and chapter texts (spec 4 §7 Books): each write answers what the screen shows next. */
export const chapterRoutes: RouteDef[] = [
  ...chapters.routes,
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
  ...texts.routes,
  route(booksApi.text, {
    access: textAccess,
    handler: ({ db, params }) => getText(db, params.id),
  }),
  route(booksApi.saveText, {
    access: textAccess,
    // One save: the title and the changed targets; the answer carries the chapter, whose word count and texts follow.
    handler: async ({ db, params, body: { targets, ...fields } }) => {
      await db.transaction(async (tx) => {
        await tx.update(chapterTexts).set(fields).where(eq(chapterTexts.id, params.id));
        await writeTargets(tx, params.id, targets);
      });
      const text = await getText(db, params.id);
      return { ...text, chapter: await getChapter(db, text.chapterId) };
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
];
