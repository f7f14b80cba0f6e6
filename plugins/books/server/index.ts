import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, defineServerPlugin } from '../../../sdk/server';
import { BOOKS } from '../plugin';
import { blankBook, getBook, listBooks } from './book-store';
import { chapterRoutes } from './chapter-routes';
import { bookContributions, chapterTextRecords } from './contributions';
import { chapterIdsOf, deleteTextTranslations, textIdsOf } from './chapter-store';
import { illustrationRoutes } from './illustration';
import { books } from './tables';
import { bookResource } from '../public';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  author: z.string().trim().max(500).default(''),
  description: z.string().max(10_000).default(''),
  flag: z.number().int().min(1).max(5).default(1),
});

export default defineServerPlugin({
  contributes: bookContributions,
  recordRefs: [chapterTextRecords],
  resources: [
    defineResource({
      module: BOOKS,
      label: 'Book',
      table: books,
      body,
      flag: true,
      contract: bookResource,
      list: listBooks,
      get: getBook,
      blank: blankBook,
      insert: async (tx, courseId, b) => {
        const [r] = await tx
          .insert(books)
          .values({ courseId, ...b })
          .returning({ id: books.id });
        return r.id;
      },
      write: async (tx, id, b) => {
        await tx.update(books).set({ title: b.title, author: b.author, description: b.description }).where(eq(books.id, id));
      },
      beforeDelete: async (tx, id) => deleteTextTranslations(tx, await textIdsOf(tx, await chapterIdsOf(tx, id))),
    }),
  ],
  routes: [...chapterRoutes, ...illustrationRoutes],
});
