import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern, type Db, type ListFilter } from '../../../sdk/server';
import { bookChapters, books } from './tables';

export async function listBooks(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const like = text ? containsPattern(text) : '';
  return db
    .select({
      id: books.id,
      title: books.title,
      author: books.author,
      flag: books.flag,
      chapters: sql<number>`(select count(*)::int from ${bookChapters} c where c.book_id = "books"."id")`,
    })
    .from(books)
    .where(
      and(
        eq(books.courseId, courseId),
        id === undefined ? undefined : eq(books.id, id),
        text ? or(ilike(books.title, like), ilike(books.author, like)) : undefined,
      ),
    )
    .orderBy(asc(books.title), asc(books.id));
}

export async function getBook(db: Db, id: number) {
  const [b] = await db.select().from(books).where(eq(books.id, id));
  return b ?? null;
}

export const blankBook = async (_db: Db, courseId: number) => ({
  id: -1,
  courseId,
  title: '',
  author: '',
  description: '',
  hasIllustration: false,
  flag: 1,
  version: 0,
});
