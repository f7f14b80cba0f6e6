import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { configFromEnv, trustProxyFrom } from '../config';
import { fastifyOptions } from './client-files';

describe('the client address behind proxies (TRUST_PROXY)', () => {
  /** The address a request from `remoteAddress` with this X-Forwarded-For is taken to come from. */
  async function ipOf(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) {
    const app = Fastify(fastifyOptions({ trustProxy: trustProxyFrom(trustProxy) }));
    app.get('/ip', async (req) => ({ ip: req.ip }));
    try {
      const res = await app.inject({ url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
      return res.json().ip as string;
    } finally {
      await app.close();
    }
  }

  it('reads TRUST_PROXY: true is one proxy, a number of proxies, or a list of addresses and ranges', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
  });

  it('without it, the socket address, whatever the header says', async () => {
    expect(await ipOf(undefined, '10.0.0.1', '203.0.113.7')).toBe('10.0.0.1');
  });

  it('with one proxy (true), the address that proxy added: the rightmost, never the leftmost the client wrote', async () => {
    expect(await ipOf('true', '10.0.0.1', 'forged, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('true', '10.0.0.1', '198.51.100.1, 198.51.100.2, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf('true', '10.0.0.1')).toBe('10.0.0.1');
  });

  it('with a hop count, the first address from the right past that many proxies', async () => {
    expect(await ipOf('2', '10.0.0.1', 'forged, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('with a list, the first address from the right that is not a listed proxy', async () => {
    expect(await ipOf('10.0.0.0/8, 192.168.1.1', '10.0.0.1', 'forged, 203.0.113.7, 192.168.1.1, 10.0.0.2')).toBe('203.0.113.7');
    // A request that did not come through a listed proxy: its header is not read at all.
    expect(await ipOf('10.0.0.0/8', '198.51.100.1', '203.0.113.7')).toBe('198.51.100.1');
  });

  it('refuses a list with something that is not an address or a range', () => {
    expect(() => Fastify(fastifyOptions({ trustProxy: ['10.0.0.0/8', 'proxy.example.com'] }))).toThrow(/invalid IP address/);
  });
});

describe('request timeouts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ requestTimeoutMs: 500 });
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('closes, with 408, a connection that sends its body byte by byte slower than the request timeout', async () => {
    const { port } = t.server.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    let open = true;
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => (open = false));
    socket.on('error', () => undefined); // a byte written as the server closes: the close follows
    const body = JSON.stringify({ login: 'slow@example.com', password: 'x'.repeat(100) });
    socket.write(
      [
        'POST /api/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'X-Requested-With: XMLHttpRequest',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    // One byte every 100 ms: the whole body would take 13 s; the server cuts it after 0.5 s.
    let sent = 0;
    while (open && sent < body.length) {
      socket.write(body[sent++]);
      await sleep(100);
    }
    socket.destroy();
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
