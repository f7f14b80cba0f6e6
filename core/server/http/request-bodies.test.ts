import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../tests/support/server';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './request-bodies';

let t: TestServer;
let cookie: string;
let port: number;
let sentenceId: number;
let bookId: number;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
  sentenceId = (await t.call('POST', '/api/groups/1/sentences', { cookie, body: { targets: [{ dialectId: 2, text: 'Hay un coche.' }] } })).body.data.id;
  bookId = (await t.call('POST', '/api/courses/1/books', { cookie, body: { title: 'Bodies' } })).body.data.id;
  await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.app.server.address() as { port: number }).port;
});
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.destroy();
});
afterAll(async () => {
  await t?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection, written to and read from as raw HTTP/1.1: several requests, one after another. */
class Connection {
  private received = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  private closed = false;
  constructor(private socket: Socket) {
    open.push(socket);
    socket.on('data', (d) => {
      this.received = Buffer.concat([this.received, d]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    socket.on('error', () => undefined);
  }

  static open(): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  /** Resolves once the bytes are handed to the system: a client that writes its whole body before it reads. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (e) => (e ? reject(e) : resolve())));
  }

  /** Resolves when the server has closed the connection. */
  async ended(): Promise<void> {
    while (!this.closed)
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
  }

  /** The next whole response on the connection (Content-Length bodies, as the API sends). */
  async response(): Promise<RawResponse> {
    for (;;) {
      const end = this.received.indexOf('\r\n\r\n');
      if (end !== -1) {
        const [statusLine, ...lines] = this.received.toString('latin1', 0, end).split('\r\n');
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length']);
        if (this.received.length >= end + 4 + length) {
          const body = this.received.toString('utf8', end + 4, end + 4 + length);
          this.received = this.received.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (this.closed) throw new Error('The connection closed before a whole response');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}

const BOUNDARY = 'probe-boundary';
const filePart = (name: string, filename: string, type: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const requestHead = (path: string, length: number, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`,
  );
const nextRead = () => Buffer.from(`GET /api/permissions-tree HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`);
const audioUpload = () => `/api/audio/16/${sentenceId}/dialect/2/upload`;

describe('a refused upload answers at once and leaves its connection usable', () => {
  it('an unexpected first file of 500 KB: the 400 comes before the body is sent, and the next request on the connection is answered', async () => {
    const body = Buffer.concat([filePart('junk', 'junk.bin', 'application/octet-stream'), Buffer.alloc(500 * 1024, 7), closing]);
    const conn = await Connection.open();
    await conn.write(Buffer.concat([requestHead(audioUpload(), body.length), body.subarray(0, 64 * 1024)]));
    const refused = await conn.response();
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ error: "Unexpected file 'junk': send the audio file only.", fields: { junk: 'Not expected' } });
    await conn.write(Buffer.concat([body.subarray(64 * 1024), nextRead()]));
    const next = await conn.response();
    expect(next.status).toBe(200);
    expect(Array.isArray(JSON.parse(next.body))).toBe(true);
  });

  it('a client that writes its whole 5 MB body before reading gets the 400, then its next answer', async () => {
    const body = Buffer.concat([filePart('junk', 'junk.bin', 'application/octet-stream'), Buffer.alloc(5 * 1024 * 1024, 7), closing]);
    const conn = await Connection.open();
    await conn.write(Buffer.concat([requestHead(audioUpload(), body.length), body]));
    expect((await conn.response()).status).toBe(400);
    await conn.write(nextRead());
    expect((await conn.response()).status).toBe(200);
  });

  it("past the host's upload limit (10 MB) the rest of a refused body is not read: the connection is closed", async () => {
    const body = Buffer.concat([filePart('junk', 'junk.bin', 'application/octet-stream'), Buffer.alloc(16 * 1024 * 1024, 7), closing]);
    const conn = await Connection.open();
    await conn.write(Buffer.concat([requestHead(audioUpload(), body.length), body.subarray(0, 64 * 1024)]));
    expect((await conn.response()).status).toBe(400);
    conn.write(body.subarray(64 * 1024)).catch(() => undefined); // the server may close before it is all sent
    await conn.ended();
  });

  it("a part larger than its limit is refused with the route's message, and the connection goes on", async () => {
    const body = Buffer.concat([filePart('svg', 'big.svg', 'image/svg+xml'), Buffer.alloc(3 * 1024 * 1024, 0x20), closing]);
    const conn = await Connection.open();
    await conn.write(Buffer.concat([requestHead(`/api/books/${bookId}/illustration`, body.length), body, nextRead()]));
    const refused = await conn.response();
    expect({ status: refused.status, body: JSON.parse(refused.body) }).toEqual({
      status: 400,
      body: { error: 'The SVG file is larger than 2 MB.', fields: { svg: 'The SVG file is larger than 2 MB.' } },
    });
    expect((await conn.response()).status).toBe(200);
  });
});

describe('a malformed multipart body is a 400 that says so', () => {
  const inject = (path: string, contentType: string, payload: Buffer | string) =>
    t.server.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': contentType },
    });
  /** Each reader of the uploads: a record's audio, a book's illustration, a sentence's illustration. */
  const uploads = {
    audio: { path: () => audioUpload(), field: 'audio' },
    book: { path: () => `/api/books/${bookId}/illustration`, field: 'svg' },
    sentence: { path: () => `/api/svg/16/${sentenceId}`, field: 'svg' },
  };

  it.each(Object.keys(uploads) as (keyof typeof uploads)[])('cut short in the middle of a part (%s)', async (kind) => {
    const { path, field } = uploads[kind];
    const res = await inject(
      path(),
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([filePart(field, 'a.bin', 'audio/wav'), Buffer.from('RIFF....')]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^The upload could not be read: .*end of multipart data/i) });
  });

  it.each(Object.keys(uploads) as (keyof typeof uploads)[])('without a boundary (%s)', async (kind) => {
    const { path, field } = uploads[kind];
    const res = await inject(path(), 'multipart/form-data', Buffer.concat([filePart(field, 'a.wav', 'audio/wav'), Buffer.from('RIFF'), closing]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The upload could not be read: Multipart: Boundary not found.' });
  });
});

describe('JSON nesting is limited', () => {
  const nested = (depth: number, open = '[', close = ']', inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
  const post = (url: string, payload: string, withCookie = false, method: 'POST' | 'PUT' = 'POST') =>
    t.server.app.inject({
      method,
      url,
      payload,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
    });
  const tooDeep = { error: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` };

  it('counts brackets outside strings only', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(500)}","b":"\\"[[[["}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\"}`.replace('}', ',"b":[[[]]]}'), 2)).toBe(true);
  });

  it.each([
    ['POST logout, not logged in (no body schema)', '/api/logout', 'POST', false],
    ['POST login (a body schema)', '/api/login', 'POST', false],
    ['PUT a sentence, logged in', '/api/sentences/{id}', 'PUT', true],
  ] as const)('5,000 levels to %s answer 400, never 500', async (_, url, method, withCookie) => {
    for (const body of [nested(5000), `{"a":${nested(5000, '{"a":', '}')}}`]) {
      const res = await post(url.replace('{id}', String(sentenceId)), body, withCookie, method);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: tooDeep });
    }
  });

  it(`${MAX_JSON_DEPTH} levels are parsed as before`, async () => {
    const res = await post('/api/logout', `{"a":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(res.statusCode).toBe(200);
  });
});
