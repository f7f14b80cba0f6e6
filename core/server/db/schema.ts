import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../sdk/server/tables';

/** The platform tables are declared in the SDK (plugins reference them); core-only tables below. */
export * from '../../../sdk/server/tables';

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie token: a copy of the table does not yield live sessions. */
  tokenHash: text().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const loginFailures = pgTable('login_failures', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  login: text().notNull(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_failures_login_at_idx').on(t.login, t.at)]);

export const loginLocks = pgTable('login_locks', {
  login: text().primaryKey(),
  until: timestamp({ withTimezone: true }).notNull(),
});
