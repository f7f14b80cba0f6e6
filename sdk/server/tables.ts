import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Platform tables: course structure, users, translations, notes, work states, tasks, AI jobs, audio.
 * Plugins may reference these (and only these) from their own server/tables.ts; core keeps its
 * own tables (sessions, login failures) in core/server/db/schema.ts.
 */

/** Platform tables. Plugins keep their own tables in plugins/<name>/server/tables.ts. */

export const languages = pgTable('languages', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  translationStyle: text().notNull().default(''),
  terminologyStyle: text().notNull().default(''),
  version: integer().notNull().default(1),
});

export const dialects = pgTable('dialects', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  languageId: integer()
    .notNull()
    .references(() => languages.id),
  code: text().notNull().unique(),
  name: text().notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    languageId: integer()
      .notNull()
      .references(() => languages.id),
    code: text().notNull(),
    name: text().notNull(),
    conceptLinker: boolean().notNull().default(false),
    splitExercises: boolean().notNull().default(false),
    hasVocabulary: boolean().notNull().default(true),
    playAudioSegmentWhenSolved: boolean().notNull().default(false),
    glossaryUppercase: boolean().notNull().default(false),
    publishLessonPosition: integer().notNull().default(0),
    clLessonPosition: integer().notNull().default(0),
    aiReviewPos: integer().notNull().default(0),
    sourceDialectDefaultId: integer().notNull().default(3),
    targetDialectDefaultId: integer().notNull().default(2),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('courses_code_uq').on(sql`lower(${t.code})`)],
);

/** The dialects a course is written in (targets) and translated into (sources), in display order. */
export const courseDialects = pgTable(
  'course_dialects',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    kind: text({ enum: ['source', 'target'] }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.dialectId, t.kind] })],
);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The login, an e-mail address. */
    name: text().notNull().unique(),
    passwordHash: text().notNull(),
    freelance: boolean().notNull().default(false),
    /** Holds every permission, present and future; the seeded administrator. */
    admin: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('users_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** A user's permission on a module, per course; courseId 0 grants a global module. */
export const grants = pgTable(
  'grants',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer().notNull(),
    moduleId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.moduleId] })],
);

/**
 * A translatable text of a record (ref = module id, refId = record id, field = which text), with
 * one row per dialect in translation_texts. courseId 0 for records of global modules.
 */
export const translations = pgTable(
  'translations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer().notNull().default(0),
    ref: integer().notNull(),
    refId: integer().notNull(),
    field: text().notNull().default('text'),
    /** The format check of its texts after the last save or check (spec 2 §8 error marker): null when they pass. */
    error: text(),
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique('translations_record_field').on(t.ref, t.refId, t.field), index('translations_course_idx').on(t.courseId)],
);

/** Status: pending 0, doing 1, done 2, from target 3, legacy 4 (spec 2 §4). */
export const translationTexts = pgTable(
  'translation_texts',
  {
    translationId: integer()
      .notNull()
      .references(() => translations.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    text: text().notNull().default(''),
    status: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.translationId, t.dialectId] }), index('translation_texts_updated_idx').on(t.updatedAt)],
);

/** Notes on any record (spec 2 §2 Notes side panel): OPENED can be closed, CLOSED can be deleted. */
export const notes = pgTable(
  'notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    note: text().notNull(),
    status: text({ enum: ['OPENED', 'CLOSED'] })
      .notNull()
      .default('OPENED'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_record_idx').on(t.ref, t.refId)],
);

/**
 * The work state (NONE 0 … DONE 4) of a content item of one of the eight board types, named by
 * (boardType, refId): the items themselves belong to their own modules. `lesson` is the item's
 * lesson position, kept by the item's module, for the wizard's lesson range.
 */
export const workStates = pgTable(
  'work_states',
  {
    boardType: integer().notNull(),
    refId: integer().notNull(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    state: integer().notNull().default(0),
    lesson: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boardType, t.refId] }), index('work_states_course_type_state_idx').on(t.courseId, t.boardType, t.state)],
);

/** Who changed an item's state, when, from what to what, with the optional message. */
export const workStateHistory = pgTable(
  'work_state_history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    boardType: integer().notNull(),
    refId: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fromState: integer().notNull(),
    toState: integer().notNull(),
    message: text(),
  },
  (t) => [index('work_state_history_item_idx').on(t.boardType, t.refId, t.at)],
);

/**
 * The spec's async tasks (status PENDING 0, DOING 1, DONE 2, FAILED 3, DEAD_LETTER 4, CANCELLED 5;
 * priority 0-2), one per pg-boss job (jobId). pg-boss decides who runs what; this row is what the
 * API shows and what a cancellation protects (core/server/tasks).
 */
export const asyncTasks = pgTable(
  'async_tasks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    jobId: text().notNull().unique(),
    queue: text().notNull(),
    status: integer().notNull().default(0),
    priority: integer().notNull().default(1),
    attempts: integer().notNull().default(0),
    lastError: text(),
    entityType: text(),
    entityId: integer(),
    /** Who queued it from a request (the notification centre lists a user's tasks); null for a task's follow-up. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('async_tasks_entity_idx').on(t.entityType, t.entityId),
    index('async_tasks_queue_status_idx').on(t.queue, t.status),
    index('async_tasks_user_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * Pausable runs of every kind (a batch over a course's records, a mining run…): sdk/server/runs.ts
 * declares them, core/server/runs works them as queued tasks. key names the one run of a scope
 * ('1/7/2'; null for runs read by id); params is what it was started with, state the kind's own
 * progress (a cursor, counters), result what a completed run produced. generation changes at every
 * start and resume (a task of an older one stops), steps at every progress saved (two tries of one
 * step cannot both save), taskId is the last task queued (a run whose task is gone is queued again).
 */
export const runs = pgTable(
  'runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().notNull(),
    key: text(),
    courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
    status: text({ enum: ['ready', 'running', 'paused', 'completed', 'failed'] })
      .notNull()
      .default('ready'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    params: jsonb().notNull().default({}),
    state: jsonb().notNull().default({}),
    result: jsonb(),
    error: text(),
    generation: integer().notNull().default(0),
    steps: integer().notNull().default(0),
    taskId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('runs_kind_key_uq').on(t.kind, t.key), index('runs_kind_course_idx').on(t.kind, t.courseId)],
);

/** Every call to an agent provider (spec 1 §3 Agent prompt log). */
export const agentPromptLog = pgTable(
  'agent_prompt_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    agentType: text().notNull(),
    model: text().notNull(),
    status: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    executionTimeMs: integer().notNull().default(0),
    temperature: doublePrecision(),
    maxTokens: integer(),
    tokensUsed: integer().notNull().default(0),
    inputTokens: integer().notNull().default(0),
    outputTokens: integer().notNull().default(0),
    price: doublePrecision().notNull().default(0),
    promptText: text().notNull().default(''),
    responseText: text(),
    errorMessage: text(),
    contextData: jsonb().notNull().default({}),
    logEntityType: text(),
    logEntityId: integer(),
  },
  (t) => [index('agent_prompt_log_entity_idx').on(t.logEntityType, t.logEntityId)],
);

/**
 * AI batch jobs of every kind (concept validation, item source guesser, sentence and mean
 * validators): sdk/server/jobs.ts serves them. courseId 0 is a global job; params holds what the
 * creation form chose, per kind.
 */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().notNull(),
    name: text().notNull(),
    courseId: integer().notNull().default(0),
    dialectId: integer(),
    priority: integer().notNull().default(1),
    params: jsonb().notNull().default({}),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_jobs_kind_course_idx').on(t.kind, t.courseId)],
);

/**
 * One record an AI job works on: status 0 pending, 1 needs user review, 2 done; the agent's
 * proposal (aiResult) and the user's decision. input is what the agent is given.
 */
export const aiJobItems = pgTable(
  'ai_job_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => aiJobs.id, { onDelete: 'cascade' }),
    status: integer().notNull().default(0),
    decision: text(),
    aiResult: jsonb(),
    errorMessage: text(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    courseId: integer().notNull(),
    itemInfo: jsonb().notNull().default({}),
    input: jsonb().notNull().default({}),
    asyncTaskId: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_job_items_job_idx').on(t.jobId, t.id)],
);

/**
 * The concepts linked to the words of a text: the text is (ref, refId) in one target dialect (a
 * sentence's text is ref 16), the concept (conceptRef, conceptRefId) a record of a registered
 * concept type (22 course vocabulary), positions its word indices in the text. Links of one text
 * never overlap (spec 1 §5). courseId is the text's course (uses, utilities).
 */
export const conceptLinks = pgTable(
  'concept_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer().notNull(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    conceptRef: integer().notNull(),
    conceptRefId: integer().notNull(),
    positions: integer().array().notNull(),
    inflectStudied: integer(),
  },
  (t) => [
    index('concept_links_text_idx').on(t.ref, t.refId, t.dialectId),
    index('concept_links_concept_idx').on(t.conceptRef, t.conceptRefId),
    index('concept_links_course_idx').on(t.courseId),
  ],
);

/**
 * Audio sets (the Audio module, a later issue): while a set is active, the audio references that
 * belong to it cannot be changed (spec 2 §4, §5).
 */
export const audioSets = pgTable('audio_sets', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull().default(0),
  name: text().notNull(),
  active: boolean().notNull().default(false),
});

/**
 * The audio of a record in one dialect (spec 2 §3 Audio; ref = module, refId = record), served by
 * sdk/server/audio.ts. The file itself is in the file store (FILES_DIR) at `path`, not in the
 * database. Deleting the reference sets deletedAt and keeps the file, so it can be recovered
 * (canRecover); a new upload replaces both.
 */
export const audioReferences = pgTable(
  'audio_references',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    path: text().notNull(),
    mimeType: text().notNull(),
    fileName: text().notNull(),
    size: integer().notNull(),
    artistName: text(),
    audioSetId: integer().references(() => audioSets.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('audio_references_record_dialect').on(t.ref, t.refId, t.dialectId), index('audio_references_set_idx').on(t.audioSetId)],
);

/** A lesson of a course; position 1000 is the 'OUT' lesson (spec 1 §2). Its title is a translatable text (ref 27). */
export const lessons = pgTable(
  'lessons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [unique('lessons_course_position').on(t.courseId, t.position)],
);

/** A cycle of a lesson, shown as a letter (1 = A). */
export const cycles = pgTable(
  'cycles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [index('cycles_lesson_idx').on(t.lessonId)],
);
