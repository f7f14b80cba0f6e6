// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, take, toArray } from 'rxjs';
import { RxEventBus } from '../events/event-bus';
import { createHttpClient, toQuery } from './http-client';

function respond(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.restoreAllMocks());

describe('the HTTP client', () => {
  it('repeats array parameters and drops empty ones', () => {
    expect(toQuery({ ids: [1, 2], text: 'a b', none: undefined })).toBe('?ids=1&ids=2&text=a+b');
  });

  it('sends writes with credentials, JSON and the X-Requested-With header', async () => {
    const fetch = respond(200, { result: 'OK', ok: true, data: { id: 7 } });
    const http = createHttpClient(new RxEventBus());
    expect(await http.post('courses/1/glossaries', { title: 't' })).toEqual({ ok: true, data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/courses/1/glossaries');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('raises the error toast "path: message" on a 500', async () => {
    respond(500, { error: 'database is down' });
    const events = new RxEventBus();
    const toast = firstValueFrom(events.on('notification'));
    expect(await createHttpClient(events).get('permissions-tree')).toBeUndefined();
    expect(await toast).toEqual({ severity: 'error', message: 'permissions-tree: database is down' });
  });

  it('ends the session when a GET answer carries "logged", and yields an empty result', async () => {
    respond(401, { logged: false });
    const events = new RxEventBus();
    const ended = firstValueFrom(events.on('session.ended'));
    expect(await createHttpClient(events).get('courses/config')).toBeUndefined();
    await expect(ended).resolves.toEqual({});
  });

  it("tells the shell when an answer's grants fingerprint (X-Grants) differs from the last one", async () => {
    const answers = ['3-a', '3-a', undefined, '4-b', '4-b'];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const grants = answers.shift();
      return new Response('[]', { status: 200, headers: grants ? { 'X-Grants': grants } : {} });
    });
    const events = new RxEventBus();
    const changed: unknown[] = [];
    events.on('grants.changed').subscribe((e) => changed.push(e));
    const http = createHttpClient(events);
    for (let i = 0; i < 4; i++) await http.get('courses/1/glossaries');
    expect(changed).toHaveLength(1);
    await http.post('notes', {});
    expect(changed).toHaveLength(1);
  });

  it('returns the failing fields of a 400 without a toast', async () => {
    respond(400, { error: 'Invalid body: title', fields: { title: 'Required' } });
    const events = new RxEventBus();
    const seen = firstValueFrom(events.on('notification').pipe(take(1), toArray()));
    const res = await createHttpClient(events).put('glossaries/1', {});
    expect(res).toEqual({ ok: false, status: 400, error: 'Invalid body: title', fields: { title: 'Required' } });
    events.emit('notification', { severity: 'info', message: 'marker' });
    expect((await seen)[0].message).toBe('marker');
  });
});

describe('a refused GET', () => {
  it("read answers the server's status, message and failing fields, without a toast; get answers undefined", async () => {
    const refusal = { error: "Invalid search: Unknown word class 'adjectiv'", fields: { text: "Unknown word class 'adjectiv' in T: (at position 1)" } };
    respond(400, refusal);
    const events = new RxEventBus();
    const toasts: unknown[] = [];
    events.on('notification').subscribe((n) => toasts.push(n));
    expect(await createHttpClient(events).read('courses/1/vocs', { text: 'T:adjectiv' })).toEqual({ ok: false, status: 400, ...refusal });
    vi.restoreAllMocks();
    respond(400, refusal);
    expect(await createHttpClient(events).get('courses/1/vocs', { text: 'T:adjectiv' })).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('read answers the data of a success, and a 500 as a failure that raises the toast', async () => {
    respond(200, [{ id: 1 }]);
    expect(await createHttpClient(new RxEventBus()).read('courses/1/vocs')).toEqual({ ok: true, data: [{ id: 1 }] });
    vi.restoreAllMocks();
    respond(500, { error: 'database is down' });
    const events = new RxEventBus();
    const toasts: unknown[] = [];
    events.on('notification').subscribe((n) => toasts.push(n));
    expect(await createHttpClient(events).read('courses/1/vocs')).toMatchObject({ ok: false, status: 500, error: 'database is down' });
    expect(toasts).toHaveLength(1);
  });
});

describe('writes without a body', () => {
  it('send no Content-Type, so the server does not refuse an empty JSON body', async () => {
    const fetch = respond(200, { result: 'OK', ok: true, data: null });
    await createHttpClient(new RxEventBus()).post('logout');
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });
});

describe('GETs under way', () => {
  /** A fetch whose answers the test releases, counting the requests and the aborted ones. */
  function heldFetch() {
    const held: { url: string; signal?: AbortSignal | null; answer(body: unknown): void }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (url, init) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          held.push({ url: String(url), signal, answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) });
        }),
    );
    return held;
  }

  it('share one request between callers asking the same GET before it answers, each with its own copy', async () => {
    const held = heldFetch();
    const http = createHttpClient(new RxEventBus());
    const a = http.get<{ id: number }[]>('courses/1/word-classes');
    const b = http.get<{ id: number }[]>('courses/1/word-classes');
    const other = http.get('courses/2/word-classes');
    expect(held.map((h) => h.url)).toEqual(['/api/courses/1/word-classes', '/api/courses/2/word-classes']);
    held[0].answer([{ id: 1 }]);
    held[1].answer([]);
    const [first, second] = await Promise.all([a, b, other]);
    expect(first).toEqual([{ id: 1 }]);
    expect(second).toEqual([{ id: 1 }]);
    expect(first).not.toBe(second);
    // Answered: the next asks again.
    void http.get('courses/1/word-classes');
    expect(held).toHaveLength(3);
  });

  it('a caller giving up leaves the request to the others; it is aborted when every caller gave up', async () => {
    const held = heldFetch();
    const http = createHttpClient(new RxEventBus());
    const [one, two] = [new AbortController(), new AbortController()];
    const a = http.read('k-lines', undefined, one.signal);
    const b = http.get('k-lines', undefined, two.signal);
    const c = http.get('k-lines');
    one.abort();
    expect(await a).toMatchObject({ ok: false, status: 0 });
    two.abort();
    expect(await b).toBeUndefined();
    expect(held[0].signal?.aborted).toBe(false);
    held[0].answer([7]);
    expect(await c).toEqual([7]);

    const three = new AbortController();
    const d = http.get('k-lines', undefined, three.signal);
    three.abort();
    expect(await d).toBeUndefined();
    expect(held[1].signal?.aborted).toBe(true);
  });

  it('a GET asked after a write sends its own request, not joining one sent before the write', async () => {
    const held = heldFetch();
    const http = createHttpClient(new RxEventBus());
    void http.get('panels');
    void http.post('panels', {});
    void http.get('panels');
    expect(held.map((h) => h.url)).toEqual(['/api/panels', '/api/panels', '/api/panels']);
  });
});
