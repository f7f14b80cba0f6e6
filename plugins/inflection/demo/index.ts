import type { SeedContext } from '../../../sdk/server';
import { inflectCells, inflectTables } from '../server/tables';
import { DEMO_TABLES } from './table-data';

/** Every demo course gets its language's inflect tables (verbs, nouns, adjectives). */
export default async function seedInflection({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    for (const t of DEMO_TABLES[course.languageCode] ?? []) {
      const [row] = await db.insert(inflectTables).values({ courseId: course.id, wordClass: t.wordClass, headers: t.headers }).returning({ id: inflectTables.id });
      await db.insert(inflectCells).values(t.cells.map((c) => ({ tableId: row.id, ...c })));
    }
  }
}
