import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginFailures, loginLocks } from '../db/schema';

/** More than 10 failed logins for one account within 15 minutes lock it for 15 minutes, whatever the address. */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

const key = (login: string) => login.trim().toLowerCase();

export async function isLocked(db: Db, login: string, now = new Date()): Promise<boolean> {
  const [lock] = await db.select().from(loginLocks).where(eq(loginLocks.login, key(login)));
  return !!lock && lock.until > now;
}

export async function recordFailure(db: Db, login: string, now = new Date()): Promise<void> {
  const k = key(login);
  await db.insert(loginFailures).values({ login: k, at: now });
  const [{ n }] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, k), gt(loginFailures.at, new Date(now.getTime() - WINDOW_MS))));
  if (n > MAX_FAILURES) {
    const until = new Date(now.getTime() + LOCK_MS);
    await db.insert(loginLocks).values({ login: k, until }).onConflictDoUpdate({ target: loginLocks.login, set: { until } });
    await db.delete(loginFailures).where(eq(loginFailures.login, k));
  }
}

export async function clearFailures(db: Db, login: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.login, key(login)));
}
