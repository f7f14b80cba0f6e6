import { asc, eq, inArray } from 'drizzle-orm';
import { HttpError, notFound, type Db } from '../../../sdk/server';
import type { ConjRule, RootChange } from '../shared/conjugate';
import { conjRootChanges, conjRuleEndings, conjRules } from './tables';

export async function listRules(db: Db, courseId: number, id?: number): Promise<ConjRule[]> {
  const rules = await db
    .select()
    .from(conjRules)
    .where(id === undefined ? eq(conjRules.courseId, courseId) : eq(conjRules.id, id))
    .orderBy(asc(conjRules.wordClass), asc(conjRules.order), asc(conjRules.id));
  const endings = rules.length
    ? await db
        .select()
        .from(conjRuleEndings)
        .where(
          inArray(
            conjRuleEndings.ruleId,
            rules.map((r) => r.id),
          ),
        )
        .orderBy(asc(conjRuleEndings.inflectId))
    : [];
  return rules.map((r) => ({
    id: r.id,
    name: r.name,
    order: r.order,
    wordClass: r.wordClass,
    endingToApply: r.endingToApply,
    endingToRemove: r.endingToRemove,
    prefixToRemove: r.prefixToRemove,
    endings: endings.filter((e) => e.ruleId === r.id).map((e) => ({ inflectId: e.inflectId, ending: e.ending })),
  }));
}

export async function getRule(db: Db, id: number): Promise<ConjRule> {
  const [r] = await listRules(db, 0, id);
  if (!r) throw notFound('Conjugation rule');
  return r;
}

export type RuleBody = Omit<ConjRule, 'id' | 'endings'> & { endings?: ConjRule['endings'] };

function check(b: RuleBody) {
  if (!b.endingToApply.endsWith(b.endingToRemove)) {
    throw new HttpError(400, 'The ending to remove must be the end of the ending to apply', { endingToRemove: 'Must be the end of the ending to apply' });
  }
}

export function checkEndings(endings: ConjRule['endings']) {
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  endings.forEach((e, i) => {
    if (seen.has(e.inflectId)) fields[`endings.${i}.inflectId`] = 'This inflect id is given twice';
    seen.add(e.inflectId);
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid endings', fields);
}

export async function writeEndings(db: Db, ruleId: number, endings: ConjRule['endings']) {
  checkEndings(endings);
  await db.delete(conjRuleEndings).where(eq(conjRuleEndings.ruleId, ruleId));
  if (endings.length) await db.insert(conjRuleEndings).values(endings.map((e) => ({ ruleId, inflectId: e.inflectId, ending: e.ending })));
}

export async function insertRule(db: Db, courseId: number, b: RuleBody): Promise<number> {
  check(b);
  if (b.endings) checkEndings(b.endings);
  return db.transaction(async (tx) => {
    const [r] = await tx
      .insert(conjRules)
      .values({
        courseId,
        name: b.name,
        order: b.order,
        wordClass: b.wordClass,
        endingToApply: b.endingToApply,
        endingToRemove: b.endingToRemove,
        prefixToRemove: b.prefixToRemove ?? '',
      })
      .returning({ id: conjRules.id });
    if (b.endings) await writeEndings(tx, r.id, b.endings);
    return r.id;
  });
}

export async function updateRule(db: Db, id: number, b: RuleBody) {
  check(b);
  if (b.endings) checkEndings(b.endings);
  await db.transaction(async (tx) => {
    await tx
      .update(conjRules)
      .set({
        name: b.name,
        order: b.order,
        wordClass: b.wordClass,
        endingToApply: b.endingToApply,
        endingToRemove: b.endingToRemove,
        prefixToRemove: b.prefixToRemove ?? '',
      })
      .where(eq(conjRules.id, id));
    if (b.endings) await writeEndings(tx, id, b.endings);
  });
}

export async function listRootChanges(db: Db, courseId: number): Promise<RootChange[]> {
  return db
    .select({
      id: conjRootChanges.id,
      wordClass: conjRootChanges.wordClass,
      fromText: conjRootChanges.fromText,
      toText: conjRootChanges.toText,
      contextNextEndingStartsWith: conjRootChanges.contextNextEndingStartsWith,
      priority: conjRootChanges.priority,
    })
    .from(conjRootChanges)
    .where(eq(conjRootChanges.courseId, courseId))
    .orderBy(asc(conjRootChanges.wordClass), asc(conjRootChanges.priority), asc(conjRootChanges.id));
}

export async function getRootChange(db: Db, id: number): Promise<RootChange> {
  const [r] = await db.select().from(conjRootChanges).where(eq(conjRootChanges.id, id));
  if (!r) throw notFound('Root change');
  const { courseId: _, ...rest } = r;
  return rest;
}
