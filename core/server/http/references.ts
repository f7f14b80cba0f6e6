import { z } from 'zod';
import { HttpError } from '../../../sdk/server';
import { REFERENCE, REFERENCE_PAIR, type ReferencePair } from '../../../sdk/shared';
import type { Db } from '../db/open';

/** Where in a body a declared reference sits: keys, '*' for every element of an array or record. */
export interface DeclaredReference {
  path: string[];
  /** The module whose record the field names; absent for a pair, whose own `ref` field says it. */
  ref?: number;
  pair?: ReferencePair;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
}

/** The references a body schema declares (see sdk/shared/references.ts), found once per route. */
export function declaredReferences(schema: z.ZodType | undefined, path: string[] = [], out: DeclaredReference[] = []): DeclaredReference[] {
  if (!schema || path.length > 8) return out;
  const meta = z.globalRegistry.get(schema);
  if (typeof meta?.[REFERENCE] === 'number') {
    out.push({ path, ref: meta[REFERENCE] });
    return out;
  }
  if (meta?.[REFERENCE_PAIR]) out.push({ path, pair: meta[REFERENCE_PAIR] as ReferencePair });
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const next = (s: z.ZodType | undefined, p = path) => {
    out = declaredReferences(s, p, out);
  };
  switch (def.type) {
    case 'object':
      for (const [key, s] of Object.entries(def.shape ?? {})) next(s, [...path, key]);
      break;
    case 'array':
      next(def.element, [...path, '*']);
      break;
    case 'record':
      next(def.valueType, [...path, '*']);
      break;
    case 'pipe':
      next(def.in);
      break;
    case 'union':
      for (const s of def.options ?? []) next(s);
      break;
    case 'intersection':
      next(def.left);
      next(def.right);
      break;
    default:
      next(def.innerType);
  }
  return out;
}

interface Named {
  field: string;
  ref: number | undefined;
  id: number;
}

/** The ids a body names at the declared places, with the field each sits in ('sentences.2'). */
function namedIds(body: unknown, declared: DeclaredReference[]): Named[] {
  const out: Named[] = [];
  const walk = (value: unknown, path: string[], at: string[], d: DeclaredReference) => {
    if (value === null || value === undefined) return;
    if (!path.length) {
      if (d.pair) {
        const v = value as Record<string, unknown>;
        const ref = Number(v[d.pair.ref]);
        if (typeof v[d.pair.id] === 'number') out.push({ field: [...at, d.pair.id].join('.'), ref: d.pair.aliases?.[ref] ?? ref, id: v[d.pair.id] as number });
      } else if (typeof value === 'number') out.push({ field: at.join('.'), ref: d.ref, id: value });
      return;
    }
    const [head, ...rest] = path;
    if (typeof value !== 'object') return;
    if (head === '*') for (const [k, v] of Object.entries(value)) walk(v, rest, [...at, k], d);
    else walk((value as Record<string, unknown>)[head], rest, [...at, head], d);
  };
  for (const d of declared) walk(body, d.path, [], d);
  return out;
}

export type CourseOfRecord = (ref: number) => ((db: Db, id: number) => Promise<number | null>) | undefined;

/**
 * 400 naming the fields whose id names no record, or a record of another course than `courseId`
 * (0: a route of no course, where only existence is checked; a record of course 0, such as the
 * main vocabulary's, may be named from any course). Ids that are not positive int4 are left to
 * the body's validation.
 */
export async function refuseBadReferences(db: Db, courseOf: CourseOfRecord, courseId: number, body: unknown, declared: DeclaredReference[]): Promise<void> {
  const fields: Record<string, string> = {};
  const seen = new Map<string, Promise<number | null>>();
  for (const { field, ref, id } of namedIds(body, declared)) {
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) continue;
    const lookup = ref === undefined ? undefined : courseOf(ref);
    if (!lookup) {
      fields[field] = 'No such record';
      continue;
    }
    const key = `${ref}:${id}`;
    if (!seen.has(key)) seen.set(key, lookup(db, id));
    const course = await seen.get(key)!;
    if (course === null) fields[field] = 'No such record';
    else if (courseId && course && course !== courseId) fields[field] = 'Belongs to another course';
  }
  const names = Object.keys(fields);
  if (names.length) throw new HttpError(400, `Invalid body: ${names.join(', ')}`, fields);
}
