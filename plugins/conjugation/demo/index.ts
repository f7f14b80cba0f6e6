import type { SeedContext } from '../../../sdk/server';
import { conjRootChanges, conjRuleEndings, conjRules, conjTemplates } from '../server/tables';
import { DEMO_RULES } from './rule-data';
import { demoTemplates } from './template-data';

/** Every demo course gets its language's rules and root changes (rule-data.ts) and templates (template-data.ts). */
export default async function seedConjugation({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const templates = demoTemplates(course.languageCode);
    if (templates.length) await db.insert(conjTemplates).values(templates.map((t, i) => ({ courseId: course.id, order: i, ...t })));
    const data = DEMO_RULES[course.languageCode];
    if (!data) continue;
    for (const [i, r] of data.rules.entries()) {
      const name = `${r.wordClass} -${r.endingToApply || '*'}`;
      const [row] = await db
        .insert(conjRules)
        .values({
          courseId: course.id,
          name,
          order: i,
          wordClass: r.wordClass,
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
          courseId: course.id,
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
