import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, startTestServer, type LoggedInServer, type TestServer } from '../../../tests/support/server';

const TOKEN = 'metrics-test-token';

/** The value of a sample of the exposition ('name{labels} value'), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('probes, metrics and the access log', () => {
  let t: LoggedInServer;
  const lines: Record<string, any>[] = [];
  beforeAll(async () => {
    t = await loggedInServer({ metricsToken: TOKEN, logLevel: 'info', logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.server.app.inject({ method: 'GET', url, headers });

  it('answers /healthz and /readyz without a session, and says nothing of its internals', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['set-cookie']).toBeUndefined();
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('serves /metrics to the holder of the token only', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: TOKEN })).statusCode).toBe(401);
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'tasks_waiting',
      'translation_memory_segments',
      'translation_memory_bytes',
      'task_duration_seconds',
      'db_query_duration_seconds',
      'worker_tasks',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    // The PostgreSQL pool's connections only where there is one.
    expect(res.body.includes('# TYPE db_pool_connections ')).toBe(t.server.database.kind === 'postgres');
  });

  it("times the database's statements and sizes the memory index", async () => {
    const scrape = async () => (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    const count = (text: string) => Number(/^db_query_duration_seconds_count (\S+)$/m.exec(text)?.[1] ?? 0);
    const before = await scrape();
    expect((await t.call('GET', '/api/courses/1/glossaries', { cookie: t.admin })).status).toBe(200);
    const after = await scrape();
    expect(count(after)).toBeGreaterThan(count(before));
    await t.server.memory.suggest({ text: 'casa', fromDialectId: 2, toDialectId: 3 });
    const bytes = Number(/^translation_memory_bytes (\S+)$/m.exec(await scrape())?.[1]);
    expect(bytes).toBeGreaterThan(0);
  });

  it('counts the requests by route pattern, method and status, with their latency', async () => {
    const scrape = async () => (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await get('/readyz')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/async-tasks/999999', { cookie: t.admin })).status).toBe(404);
    const after = await scrape();
    const ready = 'route="/readyz",method="GET",status="200"';
    expect(sample(after, 'http_requests_total', ready) - sample(before, 'http_requests_total', ready)).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_count', ready) - sample(before, 'http_request_duration_seconds_count', ready)).toBe(3);
    // The route's pattern, not its path.
    const task = 'route="/api/async-tasks/:id",method="GET",status="404"';
    expect(sample(after, 'http_requests_total', task) - sample(before, 'http_requests_total', task)).toBe(1);
    expect(after).not.toContain('/api/async-tasks/999999');
  });

  it("takes a sane X-Request-Id as the request's id: answered back and in the access log line, with the user id and the duration", async () => {
    const res = await t.server.app.inject({
      method: 'GET',
      url: '/api/permissions-tree?x=secret',
      headers: { 'x-request-id': 'trace-42.a:b', cookie: t.admin },
    });
    expect(res.headers['x-request-id']).toBe('trace-42.a:b');
    const line = lines.find((l) => l.reqId === 'trace-42.a:b' && l.msg === 'request');
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/permissions-tree', status: 200, userId: await t.userId('admin@example.com') });
    expect(line!.durationMs).toBeTypeOf('number');
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('makes its own request id when the caller sends none or one not sane', async () => {
    for (const given of [undefined, 'two words', 'x'.repeat(129), 'a\u00e9b']) {
      const res = await get('/healthz', given === undefined ? {} : { 'x-request-id': given });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{12}$/);
      expect(lines.find((l) => l.reqId === id && l.msg === 'request')).toMatchObject({ path: '/healthz', status: 200 });
    }
  });
});

describe('metrics without a token configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer 404, whatever the token sent', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything' }]) {
      expect((await t.server.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    }
  });
});
