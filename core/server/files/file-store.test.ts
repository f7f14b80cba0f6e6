import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sendStoredFile } from '../../../sdk/server/file-answer';
import type { ByteRange, FileStore } from '../../../sdk/server/files';
import { fileStoreFor } from './file-store';
import { s3LocationFrom } from './s3-file-store';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cm-file-store-'));
  folders.push(dir);
  return dir;
};
let s3: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder(), configureBuckets: [{ name: 'files', configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => Promise<FileStore>][] = [
  ['a local folder', () => fileStoreFor({ filesDir: folder() })],
  [
    'an S3-compatible service (s3rver)',
    () => fileStoreFor({ filesDir: 'unused', filesUrl: 's3://files/tenant-a', s3: { endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
  ],
];

describe.each(stores)('the file store in %s', (_, make) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
  });

  it('gives back what was put, whole or as a stream with its size, and null for a missing file', async () => {
    const data = Buffer.from('RIFF….WAVEfmt one clip');
    await store.put('16/42/audio/3.wav', data);
    expect(await store.get('16/42/audio/3.wav')).toEqual(data);
    const opened = await store.open('16/42/audio/3.wav');
    expect(opened?.size).toBe(data.length);
    expect(Buffer.from(await text(opened!.stream))).toEqual(data);
    expect(await store.get('16/42/audio/4.wav')).toBeNull();
    expect(await store.open('16/42/audio/4.wav')).toBeNull();
  });

  it('writes a stream as it comes, larger than one part of a multipart upload', async () => {
    const part = Buffer.alloc(1024 * 1024, 'abcdefgh');
    const parts = 6; // 6 MB: over lib-storage's 5 MB part
    await store.put(
      'big/one.bin',
      Readable.from(
        (function* () {
          for (let i = 0; i < parts; i++) yield part;
        })(),
      ),
    );
    const opened = await store.open('big/one.bin');
    expect(opened?.size).toBe(parts * part.length);
    let read = 0;
    for await (const chunk of opened!.stream) read += (chunk as Buffer).length;
    expect(read).toBe(parts * part.length);
  });

  it('reads a range of a file as a stream, with the whole size; a range past the end is unsatisfiable; a missing file null', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await store.put('r/range.bin', data);
    const read = async (range: ByteRange) => {
      const got = await store.openRange('r/range.bin', range);
      if (!got || 'unsatisfiable' in got) return got;
      return { start: got.start, end: got.end, size: got.size, bytes: await text(got.stream) };
    };
    expect(await read({ first: 2, last: 5 })).toEqual({ start: 2, end: 5, size: 20, bytes: '2345' });
    expect(await read({ first: 15 })).toEqual({ start: 15, end: 19, size: 20, bytes: 'fghij' });
    expect(await read({ first: 18, last: 99 })).toEqual({ start: 18, end: 19, size: 20, bytes: 'ij' });
    expect(await read({ suffix: 3 })).toEqual({ start: 17, end: 19, size: 20, bytes: 'hij' });
    expect(await read({ suffix: 50 })).toEqual({ start: 0, end: 19, size: 20, bytes: data.toString() });
    expect(await read({ first: 20 })).toEqual({ unsatisfiable: true, size: 20 });
    expect(await read({ suffix: 0 })).toEqual({ unsatisfiable: true, size: 20 });
    expect(await store.openRange('r/missing.bin', { first: 0 })).toBeNull();
  });

  it('answers downloads with ranges (sendStoredFile): 200 whole with Accept-Ranges, 206 with Content-Range, 416 past the end', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await store.put('r/clip.wav', data);
    const app = Fastify();
    app.get('/:key', async (req, reply) => {
      const sent = await sendStoredFile(store, `r/${(req.params as { key: string }).key}`, { req, reply }, 'audio/wav');
      return sent ?? reply.code(404).send({ error: 'none' });
    });
    const get = (headers: Record<string, string> = {}, key = 'clip.wav') => app.inject({ method: 'GET', url: `/${key}`, headers });
    try {
      const whole = await get();
      expect([whole.statusCode, whole.headers['accept-ranges'], whole.headers['content-length'], whole.headers['content-type']]).toEqual([
        200,
        'bytes',
        '1000',
        'audio/wav',
      ]);
      expect(whole.rawPayload).toEqual(data);
      const part = await get({ range: 'bytes=100-199' });
      expect([part.statusCode, part.headers['content-range'], part.headers['content-length'], part.headers['accept-ranges']]).toEqual([
        206,
        'bytes 100-199/1000',
        '100',
        'bytes',
      ]);
      expect(part.rawPayload).toEqual(data.subarray(100, 200));
      const tail = await get({ range: 'bytes=-10' });
      expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, 'bytes 990-999/1000']);
      expect(tail.rawPayload).toEqual(data.subarray(990));
      const past = await get({ range: 'bytes=1000-' });
      expect([past.statusCode, past.headers['content-range'], past.rawPayload.length]).toEqual([416, 'bytes */1000', 0]);
      // Several ranges, a malformed one, or If-Range (no validator to match): the whole file.
      for (const headers of <Record<string, string>[]>[
        { range: 'bytes=0-1,5-6' },
        { range: 'bytes=9-3' },
        { range: 'lines=1-2' },
        { range: 'bytes=0-1', 'if-range': '"x"' },
      ]) {
        const res = await get(headers);
        expect([res.statusCode, res.rawPayload.length]).toEqual([200, 1000]);
      }
      expect((await get({ range: 'bytes=0-1' }, 'none.wav')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('replaces a file put again and forgets a deleted one (deleting a missing one is no error)', async () => {
    await store.put('7/a.txt', Buffer.from('first'));
    await store.put('7/a.txt', Buffer.from('second'));
    expect((await store.get('7/a.txt'))?.toString()).toBe('second');
    await store.delete('7/a.txt');
    expect(await store.get('7/a.txt')).toBeNull();
    await store.delete('7/a.txt');
  });

  it('refuses a key that would leave its folder or prefix', async () => {
    await expect(store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('Invalid file key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Invalid file key');
  });
});

describe('FILES_URL', () => {
  it('names a bucket and a prefix', () => {
    expect(s3LocationFrom('s3://files/tenant-a/')).toEqual({ bucket: 'files', prefix: 'tenant-a' });
    expect(s3LocationFrom('s3://files')).toEqual({ bucket: 'files', prefix: '' });
    expect(() => s3LocationFrom('https://files')).toThrow('s3://bucket/prefix');
  });
});
