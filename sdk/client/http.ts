import type { ErrorResult } from '../shared';

export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** A write's outcome: the server's data, or why it failed (status, message, failing fields). */
export type WriteOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fields?: ErrorResult['fields'] };

/**
 * The one HTTP client. Paths are relative to /api. GETs repeat array parameters and answer
 * undefined on failure (the spec's 'empty result'); a 500 raises the global error toast; an
 * answer carrying 'logged' ends the session on the client.
 */
export interface HttpClient {
  get<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T | undefined>;
  post<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  delete<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  upload<T = unknown>(path: string, form: FormData): Promise<WriteOutcome<T>>;
}
