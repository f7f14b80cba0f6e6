import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../../sdk/server/files';
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
