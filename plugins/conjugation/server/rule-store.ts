import { asc, eq, inArray } from 'drizzle-orm';
import { courseOfRecord, courses, HttpError, notFound, type Db } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { keptEndings, rootChangeProblems, type ConjRule, type RootChange, type RuleEnding, type RuleGender } from '../shared/conjugate';
import { conjRootChanges, conjRuleEndings, conjRules } from './tables';

/** The language of a course, or null when there is no such course. */
export async function languageOfCourse(db: Db, courseId: number): Promise<number | null> {
  const [c] = await db.select({ languageId: courses.languageId }).from(courses).where(eq(courses.id, courseId));
  return c?.languageId ?? null;
}

/** A language's rules with their endings (one rule when given its id), by word class, order and id. */
export async function listRules(db: Db, languageId: number, id?: number): Promise<ConjRule[]> {
  const rules = await db
    .select()
    .from(conjRules)
    .where(id === undefined ? eq(conjRules.languageId, languageId) : eq(conjRules.id, id))
    .orderBy(asc(conjRules.wordClass), asc(conjRules.order), asc(conjRules.id));
  const ids = rules.map((r) => r.id);
  const endings = ids.length ? await db.select().from(conjRuleEndings).where(inArray(conjRuleEndings.ruleId, ids)).orderBy(asc(conjRuleEndings.inflectId)) : [];
  return rules.map((r) => ({
    id: r.id,
    name: r.name,
    order: r.order,
    wordClass: r.wordClass,
    gender: r.gender as RuleGender,
    endingToApply: r.endingToApply,
    endingToRemove: r.endingToRemove,
    prefixToRemove: r.prefixToRemove,
    endings: endings.filter((e) => e.ruleId === r.id).map((e) => ({ inflectId: e.inflectId, ending: e.ending, group: e.group, panelId: e.panelId })),
  }));
}

/** The language of a rule, or null when there is no such rule. */
export async function ruleLanguage(db: Db, id: number): Promise<number | null> {
  const [r] = await db.select({ languageId: conjRules.languageId }).from(conjRules).where(eq(conjRules.id, id));
  return r?.languageId ?? null;
}

export async function getRule(db: Db, id: number): Promise<ConjRule> {
  const [r] = await listRules(db, 0, id);
  if (!r) throw notFound('Conjugation rule');
  return r;
}

export type RuleBody = Omit<ConjRule, 'id' | 'endings'> & { endings?: RuleEnding[] };

function check(b: RuleBody) {
  if (!b.endingToApply.endsWith(b.endingToRemove)) {
    throw new HttpError(400, 'The ending to remove must be the end of the ending to apply', { endingToRemove: 'Must be the end of the ending to apply' });
  }
}

/**
 * Refuses endings naming an inflect id twice (among those kept: an empty one is dropped) or a
 * panel that is not one of a course of the rule's language.
 */
async function checkEndings(db: Db, languageId: number, endings: RuleEnding[]) {
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  for (const [i, e] of endings.entries()) {
    if (e.ending.trim() === '') continue;
    if (seen.has(e.inflectId)) fields[`endings.${i}.inflectId`] = 'This inflect id is given twice';
    seen.add(e.inflectId);
    if (e.panelId !== null) {
      const course = await courseOfRecord(db, MODULE.panels, e.panelId);
      if (course === null || course === undefined) fields[`endings.${i}.panelId`] = 'No such record';
      else if ((await languageOfCourse(db, course)) !== languageId) fields[`endings.${i}.panelId`] = 'A panel of a course of another language';
    }
  }
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
}

/** Replaces a rule's endings with those kept (empty ones dropped, groups renumbered), once checked. */
async function replaceEndings(db: Db, ruleId: number, endings: RuleEnding[]) {
  const kept = keptEndings(endings);
  await db.delete(conjRuleEndings).where(eq(conjRuleEndings.ruleId, ruleId));
  if (kept.length) await db.insert(conjRuleEndings).values(kept.map((e) => ({ ruleId, ...e })));
}

/** PUT conj-rules/{id}/endings: the endings checked, then replaced in one transaction. */
export async function writeEndings(db: Db, ruleId: number, languageId: number, endings: RuleEnding[]) {
  await checkEndings(db, languageId, endings);
  await db.transaction((tx) => replaceEndings(tx, ruleId, endings));
}

const ruleColumns = (b: RuleBody) => ({
  name: b.name,
  order: b.order,
  wordClass: b.wordClass,
  gender: b.gender,
  endingToApply: b.endingToApply,
  endingToRemove: b.endingToRemove,
  prefixToRemove: b.prefixToRemove,
});

export async function insertRule(db: Db, languageId: number, b: RuleBody): Promise<number> {
  check(b);
  if (b.endings) await checkEndings(db, languageId, b.endings);
  return db.transaction(async (tx) => {
    const [r] = await tx
      .insert(conjRules)
      .values({ languageId, ...ruleColumns(b) })
      .returning({ id: conjRules.id });
    if (b.endings) await replaceEndings(tx, r.id, b.endings);
    return r.id;
  });
}

/** Sets a rule's fields, and its endings when given (checked against the rule's language first). */
export async function updateRule(db: Db, id: number, languageId: number, b: RuleBody) {
  check(b);
  if (b.endings) await checkEndings(db, languageId, b.endings);
  await db.transaction(async (tx) => {
    await tx.update(conjRules).set(ruleColumns(b)).where(eq(conjRules.id, id));
    if (b.endings) await replaceEndings(tx, id, b.endings);
  });
}

export async function deleteRule(db: Db, id: number) {
  await db.delete(conjRules).where(eq(conjRules.id, id));
}

const rootChangeColumns = {
  id: conjRootChanges.id,
  wordClass: conjRootChanges.wordClass,
  fromText: conjRootChanges.fromText,
  toText: conjRootChanges.toText,
  contextNextEndingStartsWith: conjRootChanges.contextNextEndingStartsWith,
  priority: conjRootChanges.priority,
};

/** A language's root changes, by word class, priority (the higher first) and id. */
export async function listRootChanges(db: Db, languageId: number): Promise<RootChange[]> {
  return db
    .select(rootChangeColumns)
    .from(conjRootChanges)
    .where(eq(conjRootChanges.languageId, languageId))
    .orderBy(asc(conjRootChanges.wordClass), asc(conjRootChanges.priority), asc(conjRootChanges.id));
}

/** The language of a root change, or null when there is no such root change. */
export async function rootChangeLanguage(db: Db, id: number): Promise<number | null> {
  const [r] = await db.select({ languageId: conjRootChanges.languageId }).from(conjRootChanges).where(eq(conjRootChanges.id, id));
  return r?.languageId ?? null;
}

export async function getRootChange(db: Db, id: number): Promise<RootChange> {
  const [r] = await db.select(rootChangeColumns).from(conjRootChanges).where(eq(conjRootChanges.id, id));
  if (!r) throw notFound('Root change');
  return r;
}

export type RootChangeBody = Omit<RootChange, 'id'>;

/** 400 naming fromText or toText beyond 4 slots, or a token of To that From lacks. */
function checkRootChange(b: RootChangeBody) {
  const fields = rootChangeProblems(b.fromText, b.toText);
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields as Record<string, string>);
}

export async function insertRootChange(db: Db, languageId: number, b: RootChangeBody): Promise<RootChange> {
  checkRootChange(b);
  const [r] = await db
    .insert(conjRootChanges)
    .values({ languageId, ...b })
    .returning({ id: conjRootChanges.id });
  return getRootChange(db, r.id);
}

export async function updateRootChange(db: Db, id: number, b: RootChangeBody): Promise<RootChange> {
  checkRootChange(b);
  await db.update(conjRootChanges).set(b).where(eq(conjRootChanges.id, id));
  return getRootChange(db, id);
}

export async function deleteRootChange(db: Db, id: number) {
  await db.delete(conjRootChanges).where(eq(conjRootChanges.id, id));
}

/** The rules and root changes of a course's language (what auto-inflect and Batch Conjugate apply). */
export async function courseRules(db: Db, courseId: number): Promise<{ rules: ConjRule[]; changes: RootChange[] }> {
  const languageId = (await languageOfCourse(db, courseId)) ?? 0;
  const [rules, changes] = await Promise.all([listRules(db, languageId), listRootChanges(db, languageId)]);
  return { rules, changes };
}

/** The language's course of the lowest id, or null when it has none. */
export async function firstCourseOf(db: Db, languageId: number): Promise<number | null> {
  const [c] = await db.select({ id: courses.id }).from(courses).where(eq(courses.languageId, languageId)).orderBy(asc(courses.id)).limit(1);
  return c?.id ?? null;
}
