import { HttpError } from '../../../sdk/server';

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/** Path parameters that name a record or a module, for routes that declare no params schema. */
const ID_PARAM = /^(id|ref|refId|d|s|dialect)$|Id$/;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Which path parameters are ids, checked as positive int4 before any query sees them: those the
 * route's params schema reads as numbers, or by name when it declares no schema.
 */
export function idParamsOf(schema: unknown): (name: string) => boolean {
  const shape = (schema as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> } | undefined)?.shape;
  if (!shape) return (name) => ID_PARAM.test(name);
  const numeric = new Set(
    Object.entries(shape)
      .filter(([, s]) => s.safeParse('1').success && !s.safeParse('x').success)
      .map(([k]) => k),
  );
  return (name) => numeric.has(name);
}

/** The id path parameters whose schema also takes 0 (courses/:courseId with 0 for the main vocabulary). */
export function zeroParamsOf(schema: unknown): (name: string) => boolean {
  const shape = (schema as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> } | undefined)?.shape;
  const zero = new Set(
    Object.entries(shape ?? {})
      .filter(([, s]) => s.safeParse('0').success)
      .map(([k]) => k),
  );
  return (name) => zero.has(name);
}

/** The first path parameter that should be an id and is not one (0 only where zeroOk says so), or undefined. */
export function badPathId(
  params: unknown,
  isId: (name: string) => boolean = (name) => ID_PARAM.test(name),
  zeroOk: (name: string) => boolean = () => false,
): string | undefined {
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (!isId(name)) continue;
    const text = String(value);
    if (text === '0' && zeroOk(name)) continue;
    if (!ID_TEXT.test(text) || Number(text) > INT4_MAX) return name;
  }
  return undefined;
}

export function refuseBadPathIds(params: unknown, isId?: (name: string) => boolean, zeroOk?: (name: string) => boolean): void {
  const name = badPathId(params, isId, zeroOk);
  if (name) throw new HttpError(400, `Invalid path: ${name}`, { [name]: 'Expected a positive whole number' });
}

/**
 * Why a validated input cannot reach the database, by field path: a string with a NUL character
 * or a lone surrogate (PostgreSQL refuses both), or a whole number outside the int4 columns'
 * range. Arrays and objects are walked; paths are 'tables.0' or 'sources.1.forms'.
 */
export function inputProblems(value: unknown, path = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out[path] = 'Contains a NUL character';
    else if (LONE_SURROGATE.test(value)) out[path] = 'Contains an invalid character (lone surrogate)';
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN)) out[path] = 'Out of range';
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => inputProblems(v, path ? `${path}.${i}` : String(i), out));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) inputProblems(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** 400 naming the failing fields of the validated params, query and body (see inputProblems). */
export function refuseUnstorableInput(req: { params: unknown; query: unknown; body: unknown }): void {
  for (const [where, value] of [
    ['params', req.params],
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const fields = inputProblems(value);
    const names = Object.keys(fields);
    if (names.length) {
      const named = Object.fromEntries(names.map((n) => [n || where, fields[n]]));
      throw new HttpError(400, `Invalid ${where}: ${Object.keys(named).join(', ')}`, named);
    }
  }
}
