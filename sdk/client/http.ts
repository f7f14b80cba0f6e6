import { API_ROOT, apiUrl, pathOf, toQuery, type AnswerOf, type AnyContract, type Contract, type ErrorResult, type InputArgs, type Params } from '../shared';

export type { Params };
export { API_ROOT, apiUrl, toQuery };

/** A write's outcome: the server's data, or why it failed (status, message, failing fields). */
export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fields?: ErrorResult['fields'] };

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
