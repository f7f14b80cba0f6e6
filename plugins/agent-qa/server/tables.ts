import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Agent QA jobs (module 91): an agent re-run on items whose correct result is known. */
export const agentQaJobs = pgTable('agent_qa_jobs', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  agentType: text().notNull(),
  dialectId: integer().notNull(),
  courses: jsonb().$type<number[]>().notNull().default([]),
  priority: integer().notNull().default(1),
  /** pending, processing, completed. */
  status: text().notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One test of a QA job: the expected result, what the agent answered, pass or fail. */
export const agentQaItems = pgTable(
  'agent_qa_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => agentQaJobs.id, { onDelete: 'cascade' }),
    /** pending, processing, error, done. */
    status: text().notNull().default('pending'),
    /** pass or fail; null while pending. */
    testResult: text(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    courseId: integer().notNull(),
    itemInfo: jsonb().notNull().default({}),
    expectedResult: jsonb().notNull().default({}),
    actualResult: jsonb(),
    testMetadata: jsonb().notNull().default({}),
    asyncTaskId: integer(),
  },
  (t) => [index('agent_qa_items_job_idx').on(t.jobId, t.id)],
);
