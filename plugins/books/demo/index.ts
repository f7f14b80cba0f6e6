import { courseDialectList, type SeedContext } from '../../../sdk/server';
import { bookChapters, books, chapterTexts, chapterTextTargets } from '../server/tables';
import { DEMO_BOOKS } from './book-texts';

/** Two books per demo course, in the course's language: chapters with texts in every target dialect. */
export default async function seedBooks({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const targets = await courseDialectList(db, course.id, 'target');
    for (const demo of DEMO_BOOKS[course.languageCode] ?? []) {
      const [b] = await db.insert(books).values({ courseId: course.id, title: demo.title, author: demo.author }).returning({ id: books.id });
      for (const [i, ch] of demo.chapters.entries()) {
        const [c] = await db.insert(bookChapters).values({ bookId: b.id, title: ch.title, lessonPos: ch.lessonPos, position: i + 1 }).returning({ id: bookChapters.id });
        for (const [j, text] of ch.texts.entries()) {
          const [t] = await db.insert(chapterTexts).values({ chapterId: c.id, title: `${ch.title} ${j + 1}`, position: j + 1 }).returning({ id: chapterTexts.id });
          if (targets.length) await db.insert(chapterTextTargets).values(targets.map((d) => ({ textId: t.id, dialectId: d.dialectId, html: `<p>${text}</p>` })));
        }
      }
    }
  }
}
