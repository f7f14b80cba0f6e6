import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/** A course's conjugation rules (spec 3 §3): a word of the class ending in endingToApply gets stem + ending per inflect id. */
export const conjRules = pgTable(
  'conj_rules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    order: integer().notNull().default(0),
    /** The word class name its words follow ('verb'). */
    wordClass: text().notNull(),
    endingToApply: text().notNull().default(''),
    endingToRemove: text().notNull().default(''),
    /** Taken off the start of the word first ('to ' of an English infinitive). */
    prefixToRemove: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('conj_rules_course_idx').on(t.courseId)],
);

/** The ending of a rule per inflect id ('~' in it stands for the stem: 'me ~o'). */
export const conjRuleEndings = pgTable(
  'conj_rule_endings',
  {
    ruleId: integer()
      .notNull()
      .references(() => conjRules.id, { onDelete: 'cascade' }),
    inflectId: integer().notNull(),
    ending: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.inflectId] })],
);

/** Root changes: the stem's end fromText becomes toText before an ending starting with the context. */
export const conjRootChanges = pgTable(
  'conj_root_changes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    wordClass: text().notNull(),
    fromText: text().notNull(),
    toText: text().notNull().default(''),
    contextNextEndingStartsWith: text().notNull().default(''),
    priority: integer().notNull().default(0),
    version: integer().notNull().default(1),
  },
  (t) => [index('conj_root_changes_course_idx').on(t.courseId)],
);

/**
 * Conjugation templates (spec 3 §3): how a word class's forms are shown to the learner, as HTML in
 * which `{201}` stands for the form of inflect id 201 and `{word}` for the base word; per target
 * dialect (none: any), ordered, shown to the user or not, and the table literal they belong to
 * (a record of Table Literals: a plain id, that table is not ours).
 */
export const conjTemplates = pgTable(
  'conj_templates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    wordClass: text().notNull(),
    order: integer().notNull().default(0),
    showToUser: boolean().notNull().default(true),
    html: text().notNull().default(''),
    dialectId: integer().references(() => dialects.id),
    literalId: integer(),
    version: integer().notNull().default(1),
  },
  (t) => [index('conj_templates_course_idx').on(t.courseId)],
);
