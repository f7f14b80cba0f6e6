import type { ErrorResult } from '../shared';

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
