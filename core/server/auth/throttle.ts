import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginAttempts } from '../db/schema';
import { rowsOf } from '../../../sdk/server';

/**
 * Login throttling, counted in the database so that every process and every parallel request sees
 * the same counts. An attempt is counted BEFORE the password is checked (one atomic upsert per
 * key), so parallel guesses cannot exceed a limit; a successful login gives its attempt back.
 *
 * - one account from one address: more than 10 failures in 15 minutes lock that pair for 15 minutes;
 * - one address, whatever the accounts: more than 30 failures lock the address;
 * - one account, whatever the addresses: more than 50 failures lock the account, a slower limit
 *   that takes several addresses to reach, so nobody can lock the admin out from one address.
 */
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const LIMITS = { pair: 10, address: 30, account: 50 } as const;

type Scope = keyof typeof LIMITS;

export const THROTTLE_MESSAGES: Record<Scope, string> = {
  pair: 'Too many failed logins for this account. Try again in 15 minutes.',
  account: 'Too many failed logins for this account. Try again in 15 minutes.',
  address: 'Too many failed logins from this address. Try again in 15 minutes.',
};

const keysOf = (login: string, address: string): Record<Scope, string> => {
  const l = login.trim().toLowerCase();
  return { pair: `pair:${l}|${address}`, address: `address:${address}`, account: `account:${l}` };
};

/** Counts an attempt on one key and answers whether the key is (now) locked. */
async function count(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const fresh = sql`${loginAttempts.windowStartedAt} < ${windowStart}`;
  const [row] = rowsOf<{ failures: number; locked_until: Date | string | null }>(await db.execute(sql`
    insert into ${loginAttempts} (key, window_started_at, failures) values (${key}, ${now}, 1)
    on conflict (key) do update set
      failures = case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end,
      window_started_at = case when ${fresh} then ${now} else ${loginAttempts.windowStartedAt} end
    returning failures, locked_until`));
  const lockedUntil = row.locked_until ? new Date(row.locked_until) : undefined;
  if (lockedUntil && lockedUntil > now) return true;
  // The attempt after `limit` failures is still checked (it may be the right password); the next is not.
  if (row.failures <= limit + 1) return false;
  await db.execute(sql`update ${loginAttempts} set locked_until = ${lockUntil}, failures = 0, window_started_at = ${now} where key = ${key}`);
  return true;
}

/** Counts the attempt on every key; answers the scope that refuses it, if any. */
export async function countAttempt(db: Db, login: string, address: string, now = new Date()): Promise<Scope | undefined> {
  const keys = keysOf(login, address);
  let refused: Scope | undefined;
  for (const scope of ['pair', 'address', 'account'] as const) {
    if ((await count(db, keys[scope], LIMITS[scope], now)) && !refused) refused = scope;
  }
  return refused;
}

/** A successful login: the pair starts afresh, and the address and account get their attempt back. */
export async function acceptAttempt(db: Db, login: string, address: string): Promise<void> {
  const keys = keysOf(login, address);
  await db.execute(sql`delete from ${loginAttempts} where key = ${keys.pair}`);
  await db.execute(sql`update ${loginAttempts} set failures = greatest(failures - 1, 0) where key in (${keys.address}, ${keys.account})`);
}
