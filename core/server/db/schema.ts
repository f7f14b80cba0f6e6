import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../sdk/server/tables';

/** The platform tables are declared in the SDK (plugins reference them); core-only tables below. */
export * from '../../../sdk/server/tables';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a copy of the table does not yield live sessions. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts counted per key ('pair:<login>|<address>', 'account:<login>', 'address:<address>')
 * in a window, and the key's lock (see core/server/auth/throttle.ts).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  failures: integer().notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The demo's afterAll steps not run yet (core/server/demo/seed.ts): written with the demo in the
 * first start's transaction, each deleted in its own step's transaction, so that a server stopped
 * before they all ran runs the rest at its next start. randomState: the demo's generator where the
 * step takes it up.
 */
export const demoSteps = pgTable('demo_steps', {
  position: integer().primaryKey(),
  plugin: text().notNull(),
  randomState: bigint({ mode: 'number' }).notNull(),
});

/** Each user's own settings (layout, favourites, key bindings, theme, UI language): one validated document. */
export const userSettings = pgTable('user_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Periodic work done once per period across the processes on one database (core/server/ops/periodic.ts):
 * the last period each work was claimed for, the period being the work's interval counted from the epoch.
 */
export const periodicRuns = pgTable('periodic_runs', {
  name: text().primaryKey(),
  period: bigint({ mode: 'number' }).notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
