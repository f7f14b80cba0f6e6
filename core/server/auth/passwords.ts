import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id's cost: @node-rs/argon2's defaults, OWASP's minimum (19 MiB, t=2, p=1), unless lowered for tests. */
let cost: Options = {};

/**
 * Lowers (or sets) the cost of the hashes made from now on, for the tests: a hash carries its own
 * parameters, so verifying checks the same thing at any cost; only the time differs (about 50 ms
 * per login at the default). Never called by the product.
 */
export function setPasswordHashCost(options: Options): void {
  cost = options;
  dummy = undefined;
}

export const hashPassword = (password: string) => hash(password, cost);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the login is unknown, so both cases take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
