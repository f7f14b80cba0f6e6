import type { SeedContext } from '../../../sdk/server';
import { languageOfCourse } from '../server/rule-store';
import { conjRootChanges, conjRuleEndings, conjRules, conjTemplates } from '../server/tables';
import { DEMO_RULES } from './rule-data';
import { demoTemplates } from './template-data';

/**
 * Every demo course gets its templates (template-data.ts); every language of a demo course gets
 * its rules and root changes once (rule-data.ts), shared by its courses.
 */
export default async function seedConjugation({ db, courses }: SeedContext): Promise<void> {
  const seeded = new Set<number>();
  for (const course of courses) {
    const templates = demoTemplates(course.languageCode);
    if (templates.length) await db.insert(conjTemplates).values(templates.map((t, i) => ({ courseId: course.id, order: i, ...t })));
    const data = DEMO_RULES[course.languageCode];
    const languageId = await languageOfCourse(db, course.id);
    if (!data || languageId === null || seeded.has(languageId)) continue;
    seeded.add(languageId);
    for (const [i, r] of data.rules.entries()) {
      const name = `${r.wordClass} -${r.endingToApply || '*'}${r.gender ? ` (${r.gender})` : ''}`;
      const [row] = await db
        .insert(conjRules)
        .values({
          languageId,
          name,
          order: i,
          wordClass: r.wordClass,
          gender: r.gender ?? 'mf',
          endingToApply: r.endingToApply,
          endingToRemove: r.endingToRemove,
          prefixToRemove: r.prefixToRemove ?? '',
        })
        .returning({ id: conjRules.id });
      await db.insert(conjRuleEndings).values(r.endings.map((e) => ({ ruleId: row.id, ...e })));
    }
    if (data.changes.length) {
      await db.insert(conjRootChanges).values(
        data.changes.map((c) => ({
          languageId,
          wordClass: c.wordClass,
          fromText: c.fromText,
          toText: c.toText,
          contextNextEndingStartsWith: c.context,
          priority: c.priority,
        })),
      );
    }
  }
}
