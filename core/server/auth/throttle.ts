import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginAttempts } from '../db/schema';
import { rowsOf } from '../../../sdk/server';

/**
 * Login throttling, counted in the database so that every process and every parallel request sees
 * the same counts. Only failures count, each one in one statement:
 *
 * - one account from one address: more than 10 failures in 15 minutes lock that pair for 15 minutes;
 * - one address, whatever the accounts: more than 30 failures lock the address;
 * - one account, whatever the addresses: more than 50 failures lock the account.
 *
 * A failure counts against the address and the account only while its pair is not locked, so one
 * address adds at most 11 failures to an account per lock: the account's limit takes failures from
 * several addresses, and nobody locks the admin out from one address. An attempt on a locked key
 * counts nothing and is refused before its password is checked. A correct password never counts:
 * it clears its pair.
 *
 * The password is checked before the attempt is recorded; parallel guesses are recorded one after
 * another (the row locks), and those recorded once their pair is locked are answered 429 whatever
 * the password: no more than 11 guesses per pair and lock get an answer.
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

/** The scopes in the order an attempt is checked and counted (and its rows locked, so no deadlock). */
const SCOPES = ['pair', 'address', 'account'] as const;

const keysOf = (login: string, address: string): Record<Scope, string> => {
  const l = login.trim().toLowerCase();
  return { pair: `pair:${l}|${address}`, address: `address:${address}`, account: `account:${l}` };
};

/** The scope of the first locked key of the attempt, if any: such an attempt is refused and counts nothing. */
export async function lockedScope(db: Db, login: string, address: string, now = new Date()): Promise<Scope | undefined> {
  const keys = keysOf(login, address);
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
    select key from ${loginAttempts}
    where key in (${keys.pair}, ${keys.address}, ${keys.account}) and locked_until > ${now}`),
  );
  return SCOPES.find((s) => rows.some((r) => r.key === keys[s]));
}

/**
 * Records a checked attempt in one statement; answers the scope that refuses it (a key locked
 * meanwhile by a parallel attempt), if any. A failure counts against the pair, then, if the pair
 * counted it, against the address, then the account; a success clears the pair.
 */
export async function recordAttempt(db: Db, login: string, address: string, success: boolean, now = new Date()): Promise<Scope | undefined> {
  const keys = keysOf(login, address);
  const unlocked = sql`a.locked_until is null or a.locked_until <= ${now}`;
  if (success) {
    // Only the pair's row is locked (written); the address and the account are read.
    const [row] = rowsOf<{ pair: number; address: number; account: number }>(
      await db.execute(sql`
      with pair as (
        insert into ${loginAttempts} as a (key, window_started_at, failures) values (${keys.pair}, ${now}, 0)
        on conflict (key) do update set failures = 0, window_started_at = ${now}, locked_until = null where ${unlocked}
        returning 1
      )
      select (select count(*) from pair)::int as pair,
        (select count(*) from ${loginAttempts} where key = ${keys.address} and locked_until > ${now})::int as address,
        (select count(*) from ${loginAttempts} where key = ${keys.account} and locked_until > ${now})::int as account`),
    );
    if (!row.pair) return 'pair';
    return row.address ? 'address' : row.account ? 'account' : undefined;
  }
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  // A window over, or a lock over: the count starts again.
  const fresh = sql`a.window_started_at < ${windowStart} or a.locked_until is not null`;
  const failures = sql`case when ${fresh} then 1 else a.failures + 1 end`;
  /** Counts a failure on the key, unless it is locked; a row comes out when it counted. */
  const count = (scope: Scope, after?: Scope): SQL => sql`
    insert into ${loginAttempts} as a (key, window_started_at, failures)
    ${after ? sql`select ${keys[scope]}, ${now}::timestamptz, 1 from ${sql.identifier(after)}` : sql`values (${keys[scope]}, ${now}, 1)`}
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${fresh} then ${now} else a.window_started_at end,
      locked_until = case when ${failures} > ${LIMITS[scope]} then ${lockUntil}::timestamptz end
    where ${unlocked}
    returning 1`;
  // Each key's row is written only once the one before it counted: pair, address, account.
  const [row] = rowsOf<Record<Scope, number>>(
    await db.execute(sql`
    with pair as (${count('pair')}), address as (${count('address', 'pair')}), account as (${count('account', 'address')})
    select (select count(*) from pair)::int as pair, (select count(*) from address)::int as address,
      (select count(*) from account)::int as account`),
  );
  return SCOPES.find((s) => !row[s]);
}

/** Forgets the rows whose window and lock are over (they would start afresh anyway). */
export async function purgeStaleAttempts(db: Db, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  await db.execute(sql`delete from ${loginAttempts}
    where window_started_at < ${windowStart} and (locked_until is null or locked_until < ${now})`);
}
