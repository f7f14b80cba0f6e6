import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/** A course's conjugation rules (spec 3 §3): a word of the class ending in endingToApply gets stem + ending per inflect id. */
export const conjRules = pgTable('conj_rules', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  order: integer().notNull().default(0),
  /** The word class name its words follow ('verb'). */
  wordClass: text().notNull(),
  endingToApply: text().notNull().default(''),
  endingToRemove: text().notNull().default(''),
  /** Taken off the start of the word first ('to ' of an English infinitive). */
  prefixToRemove: text().notNull().default(''),
  version: integer().notNull().default(1),
}, (t) => [index('conj_rules_course_idx').on(t.courseId)]);

/** The ending of a rule per inflect id ('~' in it stands for the stem: 'me ~o'). */
export const conjRuleEndings = pgTable('conj_rule_endings', {
  ruleId: integer().notNull().references(() => conjRules.id, { onDelete: 'cascade' }),
  inflectId: integer().notNull(),
  ending: text().notNull(),
}, (t) => [primaryKey({ columns: [t.ruleId, t.inflectId] })]);

/** Root changes: the stem's end fromText becomes toText before an ending starting with the context. */
export const conjRootChanges = pgTable('conj_root_changes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
  wordClass: text().notNull(),
  fromText: text().notNull(),
  toText: text().notNull().default(''),
  contextNextEndingStartsWith: text().notNull().default(''),
  priority: integer().notNull().default(0),
  version: integer().notNull().default(1),
}, (t) => [index('conj_root_changes_course_idx').on(t.courseId)]);
