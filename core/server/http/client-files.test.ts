import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { clientShell, type ClientShell } from './client-files';

/** The client's files served while the server starts (core/server/start.ts): as the whole server serves them. */
describe('the client shell', () => {
  let clientDir: string;
  let shell: ClientShell;
  let t: TestServer;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word ${i}`))};\n`;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'shell-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Q1w2e3r4.js"></script>');
    writeFileSync(join(clientDir, 'assets', 'index-Q1w2e3r4.js'), script);
    shell = (await clientShell(clientDir, { trustProxy: false }))!;
    t = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const req = (method: string, url: string) => ({ method, url }) as IncomingMessage;

  it('takes the login page and the assets, nothing else', () => {
    for (const url of ['/', '/index.html', '/?next=1', '/assets/index-Q1w2e3r4.js']) expect(shell.serves(req('GET', url)), url).toBe(true);
    expect(shell.serves(req('HEAD', '/'))).toBe(true);
    for (const url of ['/api/login', '/api/docs', '/assets', '/assets/missing.js', '/courses/1', '/%E0%A4%A']) {
      expect(shell.serves(req('GET', url)), url).toBe(false);
    }
    expect(shell.serves(req('POST', '/'))).toBe(false);
  });

  it('answers them with the headers and bodies of the whole server', async () => {
    const own = ['date', 'x-request-id', 'keep-alive', 'connection'];
    const strip = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([k]) => !own.includes(k)));
    const listening = (await import('fastify')).default();
    listening.all('/*', (request, reply) => {
      reply.hijack();
      shell.handle(request.raw, reply.raw);
    });
    try {
      for (const [url, encoding] of [
        ['/', 'br'],
        ['/assets/index-Q1w2e3r4.js', 'br'],
        ['/assets/index-Q1w2e3r4.js', 'identity'],
      ]) {
        const headers = { 'accept-encoding': encoding };
        const fromShell = await listening.inject({ method: 'GET', url, headers });
        const fromServer = await t.server.app.inject({ method: 'GET', url, headers });
        expect(fromShell.statusCode, url).toBe(200);
        expect(strip(fromShell.headers), url).toEqual(strip(fromServer.headers));
        expect(fromShell.rawPayload.equals(fromServer.rawPayload), url).toBe(true);
      }
    } finally {
      await listening.close();
    }
  });
});
