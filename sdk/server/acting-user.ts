import { sql } from 'drizzle-orm';

/**
 * The database setting naming, for one transaction, the user on whose behalf it writes. The host
 * sets it (transaction-local) for every write of a request (its session user) and of a queued
 * task (the user who queued it); it is empty for the system's own writes.
 */
export const ACTING_USER_SETTING = 'app.user_id';

/** The acting user as SQL: the user row the setting names, null for the system (or a user deleted since). */
export const actingUser = sql<
  number | null
>`(select u.id from users u where u.id = nullif(current_setting(${sql.raw(`'${ACTING_USER_SETTING}'`)}, true), '')::integer)`;
