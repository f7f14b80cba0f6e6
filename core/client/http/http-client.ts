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

  async function readJson(res: Response): Promise<any> {
    const text = await res.text();
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      return { error: text };
    }
  }

  function report(path: string, status: number, body: any): void {
    if (body && typeof body === 'object' && 'logged' in body) events.emit('session.ended', {});
    else if (status >= 500) events.emit('notification', { severity: 'error', message: `${path}: ${body?.error ?? `HTTP ${status}`}` });
  }

  async function write<T>(method: string, path: string, body?: unknown, form?: FormData): Promise<WriteOutcome<T>> {
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
    const json = await readJson(res);
    if (res.ok && json?.result === 'OK') return { ok: true, data: json.data as T };
    report(path, res.status, json);
    return { ok: false, status: res.status, error: json?.error ?? `HTTP ${res.status}`, fields: json?.fields };
  }

  async function read<T>(path: string, params?: Params, signal?: AbortSignal): Promise<WriteOutcome<T>> {
    const timeout = AbortSignal.timeout(GET_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(url(path) + toQuery(params), {
        credentials: 'include',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') events.emit('notification', { severity: 'error', message: `${path}: ${(e as Error).message}` });
      return { ok: false, status: 0, error: (e as Error).message };
    }
    noteGrants(res);
    const json = await readJson(res);
    if (json && typeof json === 'object' && !Array.isArray(json) && 'logged' in json) {
      events.emit('session.ended', {});
      return { ok: false, status: res.status, error: 'Not logged in' };
    }
    if (!res.ok) {
      report(path, res.status, json);
      return { ok: false, status: res.status, error: json?.error ?? `HTTP ${res.status}`, fields: json?.fields };
    }
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
