import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/** Compound types of a course (spec 2 §3): a name. */
export const compoundTypes = pgTable(
  'compound_types',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [index('compound_types_course_idx').on(t.courseId)],
);

/**
 * Compounds (module 15, spec 2 §3): a type, a word class (a course word class id; the vocabulary
 * owns the classes), a title, whether its inflections overwrite the members' ones.
 */
export const compounds = pgTable(
  'compounds',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    compoundTypeId: integer().references(() => compoundTypes.id),
    wordClass: integer(),
    title: text().notNull(),
    overwriteInflect: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [index('compounds_course_idx').on(t.courseId, t.id), index('compounds_type_idx').on(t.compoundTypeId)],
);

/** The ordered members of a compound: vocabulary entries or panels by (ref, refId); position 1…n. */
export const compoundItems = pgTable(
  'compound_items',
  {
    compoundId: integer()
      .notNull()
      .references(() => compounds.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    ref: integer().notNull(),
    refId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.compoundId, t.position] }), index('compound_items_member_idx').on(t.ref, t.refId)],
);

/** Per target dialect: the compound's written form (what the linker matches), its split type and whether the linker preselects it. */
export const compoundInflects = pgTable(
  'compound_inflects',
  {
    compoundId: integer()
      .notNull()
      .references(() => compounds.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    inflectWord: text().notNull().default(''),
    splitType: integer().notNull().default(0),
    preselected: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.compoundId, t.dialectId] })],
);

/** A compound's inflected forms per target dialect and inflect id (the inflect viewer's cells). */
export const compoundInflectForms = pgTable(
  'compound_inflect_forms',
  {
    compoundId: integer()
      .notNull()
      .references(() => compounds.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    inflectId: integer().notNull(),
    word: text().notNull(),
    conjState: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.compoundId, t.dialectId, t.inflectId] })],
);
