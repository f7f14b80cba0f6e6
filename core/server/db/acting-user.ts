import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { ACTING_USER_SETTING } from '../../../sdk/server/acting-user';
import type { Db } from '../../../sdk/server/db';

/**
 * Who the work under way acts for: a request's session user, a queued task's user (who queued
 * it), null for the system. The database layer (open.ts, pglite-client.ts) names them to every
 * write as the transaction-local setting ACTING_USER_SETTING, so that triggers and `actingUser`
 * read who writes, whatever plugin's code writes.
 */
const acting = new AsyncLocalStorage<number | null>();

export const actingUserId = (): number | null => acting.getStore() ?? null;

/** Runs work for the user (null: the system), whatever the caller acts for. */
export const asActingUser = <T>(userId: number | null, run: () => T): T => acting.run(userId, run);

/** The statement that names the acting user to its transaction ($1: the user id as text). */
export const SET_ACTING_USER = `select set_config('${ACTING_USER_SETTING}', $1, true)`;

/**
 * Whether a statement may write, so needs the acting user named: a plain read (SELECT, SHOW…)
 * does not. Statements outside a transaction get it in an implicit transaction of their own.
 */
export const mayWrite = (text: string): boolean => /^\s*(insert|update|delete|merge|with)\b/i.test(text);

/**
 * Every transaction of the handle names the acting user first (when there is one), so writes inside
 * it need nothing more; the setting ends with the transaction, never reaching the pooled
 * connection's next user.
 */
export function nameActingUserInTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const userId = actingUserId();
      if (userId !== null) await tx.execute(sql`select set_config(${ACTING_USER_SETTING}, ${String(userId)}, true)`);
      return run(tx);
    }, config)) as Db['transaction'];
}
