import { pathOf, type AnswerOf, type AnyContract, type Contract, type ErrorResult, type InputArgs } from '../shared';

export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** A write's outcome: the server's data, or why it failed (status, message, failing fields). */
export type WriteOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fields?: ErrorResult['fields'] };

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

/**
 * The one HTTP client. Paths are relative to /api. GETs repeat array parameters; `get` answers
 * undefined on failure (the spec's 'empty result'), `read` the outcome as writes do, so that the
 * caller may show why the server refused (a search syntax mistake is a 400 with fields.text;
 * status 0: network failure or aborted). A 500 raises the global error toast; an answer carrying
 * 'logged' ends the session on the client.
 */
export interface HttpClient {
  get<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T | undefined>;
  read<T>(path: string, params?: Params, signal?: AbortSignal): Promise<WriteOutcome<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  delete<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  upload<T = unknown>(path: string, form: FormData): Promise<WriteOutcome<T>>;
}

/** Where the API is served: the HTTP client's base, and the browser URLs' (apiUrl). */
export const API_ROOT = '/api';

/** The browser URL of a GET contract, for what the browser loads itself (an <img>, an <audio>, an EventSource, a download link). */
export function apiUrl(c: AnyContract, params?: Record<string, string | number>, query?: Params): string {
  return `${API_ROOT}/${pathOf(c, params)}${toQuery(query)}`;
}

/**
 * Typed calls of route contracts (a plugin's own, or another's from its public.ts), through the one
 * HTTP client: the path filled from the contract, the input and answer typed by it.
 */
export interface Api {
  /** The call's outcome: its answer, or why it failed (status, message, failing fields). */
  call<C extends AnyContract>(c: C, ...input: InputArgs<C>): Promise<WriteOutcome<AnswerOf<C>>>;
  /** A GET's answer, or undefined when it failed (the spec's 'empty result'). */
  load<C extends Contract<'GET'>>(c: C, ...input: InputArgs<C>): Promise<AnswerOf<C> | undefined>;
}

type AnyInput = { params?: Record<string, string | number>; query?: Params; body?: unknown; form?: FormData; signal?: AbortSignal };

export function apiOf(http: HttpClient): Api {
  const call = (c: AnyContract, input: AnyInput = {}): Promise<WriteOutcome<never>> => {
    const path = pathOf(c, input.params);
    if (c.method === 'GET') return http.read(path, input.query, input.signal);
    const target = path + toQuery(input.query);
    if (input.form) return http.upload(target, input.form);
    if (c.method === 'POST') return http.post(target, input.body);
    if (c.method === 'PUT') return http.put(target, input.body);
    return http.delete(target, input.body);
  };
  return {
    call: (c, ...input) => call(c, input[0] as AnyInput),
    load: (c, ...input) => {
      const { params, query, signal } = (input[0] ?? {}) as AnyInput;
      return http.get(pathOf(c, params), query, signal);
    },
  };
}
