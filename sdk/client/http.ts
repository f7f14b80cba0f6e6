import type { ErrorResult } from '../shared';

export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** A write's outcome: the server's data, or why it failed (status, message, failing fields). */
export type WriteOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fields?: ErrorResult['fields'] };

/** Why a GET answered undefined: the refusal of the server (a 4xx), its message and failing fields. */
export interface GetFailure {
  status: number;
  error: string;
  fields?: ErrorResult['fields'];
}

const getFailures = new WeakMap<AbortSignal, GetFailure>();

/**
 * For HttpClient implementations: a GET made with this signal was refused (4xx) for this reason.
 * Keyed by the signal, so it reaches the code that made the request through any wrapper of the
 * client that passes the signal on.
 */
export function noteGetFailure(signal: AbortSignal | undefined, failure: GetFailure): void {
  if (signal) getFailures.set(signal, failure);
}

/**
 * Why the GET made with this signal answered undefined, when the server refused it (4xx): its
 * message and failing fields (a search syntax mistake is a 400 with fields.text). Undefined when
 * it succeeded, was aborted, or failed otherwise (network, 5xx: those raise the error toast).
 */
export function getFailureOf(signal: AbortSignal): GetFailure | undefined {
  return getFailures.get(signal);
}

/**
 * The one HTTP client. Paths are relative to /api. GETs repeat array parameters and answer
 * undefined on failure (the spec's 'empty result'); the reason of a refused GET (4xx) is kept for
 * its signal (getFailureOf); a 500 raises the global error toast; an answer carrying 'logged' ends
 * the session on the client.
 */
export interface HttpClient {
  get<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T | undefined>;
  post<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  delete<T = unknown>(path: string, body?: unknown): Promise<WriteOutcome<T>>;
  upload<T = unknown>(path: string, form: FormData): Promise<WriteOutcome<T>>;
}
