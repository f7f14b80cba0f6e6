import { HttpError } from '../../../sdk/server';
import type { Db } from '../db/open';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The rules of a new password (OWASP ASVS 5.0 V6.2): long enough (PASSWORD_MIN_LENGTH, 12 by
 * default), not only spaces, not the login, not a common password. No rule on the kinds of
 * characters; any character counts, spaces included, and nothing is cut.
 */
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;

/** What is wrong with a new password, as the form shows it beside the field; undefined when it is fine. */
export function passwordProblem(password: string, opts: { login: string; minLength: number }): string | undefined {
  if (!password.trim()) return 'Not only spaces';
  if ([...password].length < opts.minLength) return `At least ${opts.minLength} characters`;
  const typed = password.trim().toLowerCase();
  const login = opts.login.trim().toLowerCase();
  if (typed === login || typed === login.split('@')[0]) return 'Not the login';
  if (COMMON_PASSWORDS.has(typed)) return 'Too common: choose another';
  return undefined;
}

/** Each server's minimum (its config), by its database, as the handlers are given it. */
const minLengths = new WeakMap<Db, number>();

export const setPasswordMinLength = (db: Db, minLength: number) => void minLengths.set(db, minLength);
export const passwordMinLengthOf = (db: Db) => minLengths.get(db) ?? DEFAULT_PASSWORD_MIN_LENGTH;

/** Refuses a new password for this login with 400 naming the field. */
export function checkNewPassword(db: Db, password: string, login: string): void {
  const problem = passwordProblem(password, { login, minLength: passwordMinLengthOf(db) });
  if (problem) throw new HttpError(400, 'Invalid body: password', { password: problem });
}
