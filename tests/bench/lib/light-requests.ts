import http from 'node:http';
import type { SpawnedServer } from './server';

/* What the load benches share (search-load.ts, latency-under-tasks.ts): HTTP calls on kept-alive connections, a login, light requests timed one after the other, their percentiles. */

export function request(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Logs in: the headers of a call as the browser makes it (the session cookie, the custom header). */
export async function loginHeaders(server: SpawnedServer, credentials: { login: string; password: string }): Promise<Record<string, string>> {
  const agent = new http.Agent({ keepAlive: false });
  const json = { 'X-Requested-With': 'XMLHttpRequest' };
  const cookie = await new Promise<string>((resolve, reject) => {
    const req = http.request(`${server.base}/api/login`, { agent, method: 'POST', headers: { ...json, 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      const got = res.headers['set-cookie']?.[0]?.split(';')[0];
      if (res.statusCode !== 200 || !got) reject(new Error(`login: ${res.statusCode}`));
      else resolve(got);
    });
    req.on('error', reject);
    req.end(JSON.stringify(credentials));
  });
  agent.destroy();
  return { ...json, cookie };
}

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

/** 'p50 8.0 ms, p95 24.1 ms' of sorted times. */
export const percentiles = (sorted: number[]) => `p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}`;

/** calls light requests one after the other on one kept-alive connection (after 10 to warm up): their times, sorted. */
export async function lightTimes(url: string, headers: Record<string, string>, calls: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < calls + 10; i++) {
      const started = performance.now();
      const res = await request(agent, url, headers);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
      if (i >= 10) times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times.sort((a, b) => a - b);
}
