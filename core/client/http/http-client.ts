import type { EventBus } from '../../../sdk/client/events';
import { API_ROOT, toQuery, type HttpClient, type Params, type WriteOutcome } from '../../../sdk/client/http';

export { toQuery };

const GET_TIMEOUT_MS = 10 * 60_000; // 'a very long time-out': grids of whole courses load slowly

/** The browser implementation of the SDK's HttpClient, reporting through the event bus. */
export function createHttpClient(events: EventBus, base = API_ROOT): HttpClient {
  const url = (path: string) => `${base}/${path.replace(/^\//, '')}`;

  let grantsSeen: string | null = null;
  /** Tells the shell when an answer's X-Grants fingerprint differs from the last one seen. */
  function noteGrants(res: Response): void {
    const grants = res.headers.get('x-grants');
    if (!grants) return;
    if (grantsSeen !== null && grants !== grantsSeen) events.emit('grants.changed', {});
    grantsSeen = grants;
  }

  function parseJson(text: string): any {
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      return { error: text };
    }
  }

  const isLoggedAnswer = (json: any) => !!json && typeof json === 'object' && !Array.isArray(json) && 'logged' in json;

  function report(path: string, status: number, body: any): void {
    if (body && typeof body === 'object' && 'logged' in body) events.emit('session.ended', {});
    else if (status >= 500) events.emit('notification', { severity: 'error', message: `${path}: ${body?.error ?? `HTTP ${status}`}` });
  }

  /** A GET's answer as read once for every caller sharing it. */
  type Fetched = { status: number; ok: boolean; json: any; text: string } | { error: Error };
  /**
   * GETs under way, by URL: the same GET asked again before the first answers (two parts of a
   * screen loading one lookup as it opens) shares that request. Each caller may give up alone; the
   * request is aborted when every caller has.
   */
  const underWay = new Map<string, { answer: Promise<Fetched>; ctrl: AbortController; waiting: number }>();

  async function write<T>(method: string, path: string, body?: unknown, form?: FormData): Promise<WriteOutcome<T>> {
    // A GET asked after this write must see it: it no longer joins one sent before.
    underWay.clear();
    let res: Response;
    try {
      res = await fetch(url(path), {
        method,
        credentials: 'include',
        // No Content-Type without a body: Fastify refuses an empty JSON body.
        headers:
          form || body === undefined ? { 'X-Requested-With': 'XMLHttpRequest' } : { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch (e) {
      events.emit('notification', { severity: 'error', message: `${path}: ${(e as Error).message}` });
      return { ok: false, status: 0, error: (e as Error).message };
    }
    noteGrants(res);
    const json = parseJson(await res.text());
    if (res.ok && json?.result === 'OK') return { ok: true, data: json.data as T };
    report(path, res.status, json);
    return { ok: false, status: res.status, error: json?.error ?? `HTTP ${res.status}`, fields: json?.fields };
  }

  function fetchShared(target: string, path: string) {
    const ctrl = new AbortController();
    const shared = {
      ctrl,
      waiting: 0,
      answer: fetch(target, { credentials: 'include', signal: AbortSignal.any([ctrl.signal, AbortSignal.timeout(GET_TIMEOUT_MS)]) }).then(
        async (res): Promise<Fetched> => {
          noteGrants(res);
          const text = await res.text();
          const json = parseJson(text);
          if (isLoggedAnswer(json)) events.emit('session.ended', {});
          else if (!res.ok) report(path, res.status, json);
          return { status: res.status, ok: res.ok, json, text };
        },
        (error: Error) => {
          if (error.name !== 'AbortError') events.emit('notification', { severity: 'error', message: `${path}: ${error.message}` });
          return { error };
        },
      ),
    };
    void shared.answer.finally(() => underWay.get(target) === shared && underWay.delete(target));
    underWay.set(target, shared);
    return shared;
  }

  async function read<T>(path: string, params?: Params, signal?: AbortSignal): Promise<WriteOutcome<T>> {
    const target = url(path) + toQuery(params);
    if (signal?.aborted) return { ok: false, status: 0, error: 'Aborted' };
    const shared = underWay.get(target) ?? fetchShared(target, path);
    shared.waiting++;
    let giveUp = () => undefined as void;
    const gaveUp = new Promise<{ error: Error }>((resolve) => {
      giveUp = () => {
        if (--shared.waiting === 0) {
          shared.ctrl.abort();
          if (underWay.get(target) === shared) underWay.delete(target);
        }
        resolve({ error: new DOMException('Aborted', 'AbortError') });
      };
      signal?.addEventListener('abort', giveUp, { once: true });
    });
    const fetched = await Promise.race([shared.answer, gaveUp]);
    signal?.removeEventListener('abort', giveUp);
    if ('error' in fetched) return { ok: false, status: 0, error: fetched.error.message };
    // Each caller its own copy when the answer is shared: one may change what it was given.
    const json = shared.waiting > 1 ? parseJson(fetched.text) : fetched.json;
    if (isLoggedAnswer(json)) return { ok: false, status: fetched.status, error: 'Not logged in' };
    if (!fetched.ok) return { ok: false, status: fetched.status, error: json?.error ?? `HTTP ${fetched.status}`, fields: json?.fields };
    return { ok: true, data: json as T };
  }

  return {
    read,
    get: async <T>(path: string, params?: Params, signal?: AbortSignal) => {
      const res = await read<T>(path, params, signal);
      return res.ok ? res.data : undefined;
    },
    post: (path, body) => write('POST', path, body),
    put: (path, body) => write('PUT', path, body),
    delete: (path, body) => write('DELETE', path, body),
    upload: (path, form) => write('POST', path, undefined, form),
  };
}
