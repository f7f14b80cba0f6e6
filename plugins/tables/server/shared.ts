import { HttpError } from '../../../sdk/server';

/** A unique index refused the write (PostgreSQL 23505), however the driver wraps the error. */
export function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: unknown; cause?: unknown } | undefined, depth = 0; x && depth < 5; x = x.cause as typeof x, depth++) {
    if (x.code === '23505') return true;
  }
  return false;
}

/** 400 naming one field, as the validation of the body does. */
export const fieldError = (field: string, message: string) => new HttpError(400, `Invalid body: ${field}`, { [field]: message });

/** Runs a write; a unique-index refusal (two saves racing past the check) becomes the field's 400. */
export async function guardUnique<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError(field, message);
    throw e;
  }
}
