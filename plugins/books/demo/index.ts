import { courseDialectList, writeTranslation, type SeedContext } from '../../../sdk/server';
import { BOOK_CHAPTER_TEXTS } from '../plugin';
import { bookChapters, books, chapterTexts } from '../server/tables';
import { DEMO_BOOKS } from './book-texts';

/** The chapter text that carries the AI Review demo's seeded flaw: the last one of the last book. */
export const isFlawed = (book: number, chapter: number, text: number, sizes: number[]) =>
  book === sizes[0] - 1 && chapter === sizes[1] - 1 && text === sizes[2] - 1;

/**
 * Two books per demo course, in the course's language: chapters with texts in every target dialect
 * (translations of ref BOOK_CHAPTER_TEXTS). The last text of each course stresses its first word in
 * the first target dialect only (<b>): a tag lost in the other target dialects, which the AI Review
 * Source&Target checker finds.
 */
export default async function seedBooks({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const targets = await courseDialectList(db, course.id, 'target');
    const demos = DEMO_BOOKS[course.languageCode] ?? [];
    for (const [k, demo] of demos.entries()) {
      const [b] = await db.insert(books).values({ courseId: course.id, title: demo.title, author: demo.author }).returning({ id: books.id });
      for (const [i, ch] of demo.chapters.entries()) {
        const [c] = await db
          .insert(bookChapters)
          .values({ bookId: b.id, title: ch.title, lessonPos: ch.lessonPos, position: i + 1 })
          .returning({ id: bookChapters.id });
        for (const [j, text] of ch.texts.entries()) {
          const [t] = await db
            .insert(chapterTexts)
            .values({ chapterId: c.id, title: `${ch.title} ${j + 1}`, position: j + 1 })
            .returning({ id: chapterTexts.id });
          const flawed = isFlawed(k, i, j, [demos.length, demo.chapters.length, ch.texts.length]);
          const html = (n: number) => `<p>${flawed && n === 0 ? text.replace(/^(\S+)/, '<b>$1</b>') : text}</p>`;
          if (targets.length) {
            await writeTranslation(
              db,
              { ref: BOOK_CHAPTER_TEXTS, refId: t.id, field: 'text', courseId: course.id },
              targets.map((d, n) => ({ dialectId: d.dialectId, text: html(n) })),
            );
          }
        }
      }
    }
  }
}
