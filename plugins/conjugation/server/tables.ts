import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects, languages } from '../../../sdk/server';

/**
 * A language's conjugation rules (spec 3 §3, shared by the language's courses): a word of the class
 * (and gender) ending in endingToApply gets stem + ending per inflect id.
 */
export const conjRules = pgTable(
  'conj_rules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    languageId: integer()
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    order: integer().notNull().default(0),
    /** The word class name its words follow ('verb'). */
    wordClass: text().notNull(),
    /** m, f or mf (both). */
    gender: text().notNull().default('mf'),
    endingToApply: text().notNull().default(''),
    endingToRemove: text().notNull().default(''),
    /** Taken off the start of the word first ('to ' of an English infinitive). */
    prefixToRemove: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('conj_rules_language_idx').on(t.languageId)],
);

/** The ending of a rule per inflect id ('~' in it stands for the stem: 'me ~o'), its group and the panel that explains it. */
export const conjRuleEndings = pgTable(
  'conj_rule_endings',
  {
    ruleId: integer()
      .notNull()
      .references(() => conjRules.id, { onDelete: 'cascade' }),
    inflectId: integer().notNull(),
    ending: text().notNull(),
    group: integer().notNull().default(1),
    /** A panel (module 12) of a course of the rule's language; a plain id, that table is not ours. */
    panelId: integer(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.inflectId] })],
);

/** A language's root changes: the stem's end fromText becomes toText before an ending starting with the context ([V]/[C] tokens). */
export const conjRootChanges = pgTable(
  'conj_root_changes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    languageId: integer()
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    wordClass: text().notNull(),
    fromText: text().notNull(),
    toText: text().notNull().default(''),
    contextNextEndingStartsWith: text().notNull().default(''),
    priority: integer().notNull().default(0),
    version: integer().notNull().default(1),
  },
  (t) => [index('conj_root_changes_language_idx').on(t.languageId)],
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
