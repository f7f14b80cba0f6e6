import { courseDialectList, type SeedContext } from '../../../sdk/server';
import { activeInflectTemplateCells, activeInflectTemplates, inflectCells, inflectIdSettings, inflectTables } from '../server/tables';
import { DEMO_TABLES, DIALECT_TABLES } from './table-data';

/**
 * Every demo course gets its language's inflect tables (verbs, nouns, adjectives), an active
 * template of its verbs' first column ('Verbs: singular') and one of all its verb forms, and the
 * extras, then its verb ids, placed first in the position order. A target dialect with its own
 * tables (es-MX) gets them.
 */
export default async function seedInflection({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    for (const t of DEMO_TABLES[course.languageCode] ?? []) {
      const [row] = await db
        .insert(inflectTables)
        .values({ courseId: course.id, wordClass: t.wordClass, headers: t.headers })
        .returning({ id: inflectTables.id });
      const cells = await db
        .insert(inflectCells)
        .values(t.cells.map((c) => ({ tableId: row.id, ...c })))
        .returning();
      if (t.wordClass !== 'verb') continue;
      for (const [name, active] of [
        ['Verbs: singular', (col: number) => col === 0],
        ['Verbs: all forms', () => true],
      ] as const) {
        const [tpl] = await db
          .insert(activeInflectTemplates)
          .values({ courseId: course.id, name, wordClass: 'verb' })
          .returning({ id: activeInflectTemplates.id });
        await db.insert(activeInflectTemplateCells).values(cells.map((c) => ({ templateId: tpl.id, inflectCellId: c.id, active: active(c.column) })));
      }
      await db
        .insert(inflectIdSettings)
        .values([-1, 0, ...t.cells.map((c) => c.inflectId)].map((inflectId, i) => ({ courseId: course.id, inflectId, position: i + 1 })));
    }
    for (const d of await courseDialectList(db, course.id, 'target')) {
      for (const t of DIALECT_TABLES[d.dialectCode] ?? []) {
        const [row] = await db
          .insert(inflectTables)
          .values({ courseId: course.id, wordClass: t.wordClass, dialectId: d.dialectId, headers: t.headers })
          .returning({ id: inflectTables.id });
        await db.insert(inflectCells).values(t.cells.map((c) => ({ tableId: row.id, ...c })));
      }
    }
  }
}
