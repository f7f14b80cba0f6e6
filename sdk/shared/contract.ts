import type { z } from 'zod';

/**
 * A route contract: one API call as its owner publishes it in its `public.ts`. The server's
 * `route(contract, { access, handler })` serves it, the client's `api.call(contract, input)` calls
 * it, and the OpenAPI document lists it; the path is written here and nowhere else.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Schema = z.ZodType | undefined;

export interface Contract<
  M extends Method = Method,
  P extends string = string,
  PS extends Schema = Schema,
  QS extends Schema = Schema,
  BS extends Schema = Schema,
  AS extends Schema = Schema,
  MP extends boolean | undefined = boolean | undefined,
> {
  method: M;
  /** Spelled as the specification spells it, without /api, parameters as `:name`: 'groups/:courseId/k-lines'. */
  path: P;
  params?: PS;
  query?: QS;
  body?: BS;
  /** What the call answers: a GET's body, a write's `data` (the whole body when `raw`). */
  answer?: AS;
  /** The body is multipart (an upload): the client sends FormData. */
  multipart?: MP;
  /** A write answers the handler's value as it is, without `{ result, ok, data }`. */
  raw?: boolean;
  summary?: string;
}

export type AnyContract = Contract<Method, string, any, any, any, any, boolean | undefined>;

/** Declares a contract, keeping its method and path as literal types. */
export function contract<
  const M extends Method,
  const P extends string,
  PS extends Schema = undefined,
  QS extends Schema = undefined,
  BS extends Schema = undefined,
  AS extends Schema = undefined,
  const MP extends boolean | undefined = undefined,
>(def: Contract<M, P, PS, QS, BS, AS, MP>): Contract<M, P, PS, QS, BS, AS, MP> {
  return def;
}

/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A schema of the contract (its optional fields typed without their undefined). */
type Field<C extends AnyContract, K extends 'params' | 'query' | 'body' | 'answer'> = [NonNullable<C[K]>] extends [never] ? undefined : NonNullable<C[K]>;

/** What a handler of the contract returns and what its caller receives. */
export type AnswerOf<C extends AnyContract> = Field<C, 'answer'> extends z.ZodType ? z.output<Field<C, 'answer'>> : unknown;
export type ParamsOf<C extends AnyContract> = Field<C, 'params'> extends z.ZodType ? Out<Field<C, 'params'>> : { [K in PathParamNames<C['path']>]: string };
export type QueryOf<C extends AnyContract> = Out<Field<C, 'query'>>;
export type BodyOf<C extends AnyContract> = Out<Field<C, 'body'>>;

/**
 * The path's parameters. A contract of a family built from a path known only at run time (its path
 * typed string: a resource's list, a job kind's) takes whichever its path names, unchecked here;
 * pathOf refuses a missing one.
 */
type ParamsInput<C extends AnyContract> = string extends C['path']
  ? { params?: Record<string, string | number> }
  : [PathParamNames<C['path']>] extends [never]
    ? { params?: undefined }
    : { params: { [K in PathParamNames<C['path']>]: string | number } };
type QueryInput<C extends AnyContract> =
  Field<C, 'query'> extends z.ZodType
    ? {} extends In<Field<C, 'query'>>
      ? { query?: In<Field<C, 'query'>> }
      : { query: In<Field<C, 'query'>> }
    : { query?: undefined };
type BodyInput<C extends AnyContract> = C['multipart'] extends true
  ? { form: FormData }
  : Field<C, 'body'> extends z.ZodType
    ? {} extends In<Field<C, 'body'>>
      ? { body?: In<Field<C, 'body'>> }
      : { body: In<Field<C, 'body'>> }
    : { body?: undefined };

/** What a caller passes: the path's parameters, the query and the body, as the contract types them (and a signal to abort). */
export type CallInput<C extends AnyContract> = ParamsInput<C> & QueryInput<C> & BodyInput<C> & { signal?: AbortSignal };

/** Whether a call's input may be left out (no parameters, no required query or body). */
export type InputArgs<C extends AnyContract> = {} extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The path with its parameters filled in (each encoded); throws on a missing one. */
export function pathOf(c: AnyContract, params: Record<string, string | number> = {}): string {
  return c.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${c.method} ${c.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as the HTTP client sends them: arrays repeat the parameter, null and undefined are left out. */
export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** The query string of params ('' when none is set): arrays repeat the parameter. */
export function toQuery(params: Params = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, String(item));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Where the API is served: the HTTP client's base, and the browser URLs' (apiUrl). */
export const API_ROOT = '/api';

/** The URL of a contract under /api, for what loads it without the HTTP client (an <img>, an EventSource, a download link, a test's inject). */
export function apiUrl(c: AnyContract, params?: Record<string, string | number>, query?: Params): string {
  return `${API_ROOT}/${pathOf(c, params)}${toQuery(query)}`;
}
