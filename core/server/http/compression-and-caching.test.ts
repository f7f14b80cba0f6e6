import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';

/**
 * Issue 24: scripts and large API answers go compressed; Vite's hashed assets are cached for a
 * year, index.html is revalidated each time (so a new build is picked up at once).
 */
describe('compression and caching', () => {
  let t: LoggedInServer;
  let clientDir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word ${i}`))};\n`;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'cm-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-Bx12Ab9z.js"></script>');
    writeFileSync(join(clientDir, 'assets', 'index-Bx12Ab9z.js'), script);
    t = await loggedInServer({ clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.server.app.inject({ method: 'GET', url, headers });

  it('serves hashed assets compressed (brotli, else gzip) and immutable for a year', async () => {
    const br = await get('/assets/index-Bx12Ab9z.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Bx12Ab9z.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Bx12Ab9z.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('asks the browser to revalidate index.html, at / and at any client path', async () => {
    for (const url of ['/', '/index.html', '/some/client/path']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/index-Bx12Ab9z.js');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses large API answers, not small ones', async () => {
    const cookie = t.admin;
    const headers = { cookie, 'accept-encoding': 'gzip', 'x-requested-with': 'XMLHttpRequest' };
    const tree = await get('/api/permissions-tree', headers);
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['content-encoding']).toBe('gzip');
    const entries = JSON.parse(gunzipSync(tree.rawPayload).toString());
    expect(entries.length).toBeGreaterThan(10);

    const small = await get('/api/courses/999999/glossaries', headers);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
