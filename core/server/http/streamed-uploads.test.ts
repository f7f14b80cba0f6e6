import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../../sdk/server/files';
import { HttpError } from '../../../sdk/server/route';
import { storeUpload } from '../../../sdk/server/uploads';
import { localFileStore } from '../files/file-store';
import { installBodyRules } from './request-bodies';

/* An upload whose rule says store goes into the file store as it arrives, never whole in memory, its size limit enforced as it streams. */

const MB = 1024 * 1024;
const HOST_LIMIT = 10 * MB; // the host's MAX_UPLOAD_MB default
const BIG = 48 * MB;

let app: FastifyInstance;
let dir: string;
let base: string;
const puts: { key: string; streamed: boolean }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cm-streamed-'));
  const local = localFileStore(dir);
  const files: FileStore = {
    ...local,
    put: (key, data) => {
      puts.push({ key, streamed: data instanceof Readable });
      return local.put(key, data);
    },
  };
  app = Fastify();
  installBodyRules(app, { drainLimit: HOST_LIMIT });
  await app.register(multipart, { limits: { fileSize: HOST_LIMIT, files: 10 } });
  app.setErrorHandler((e, _req, reply) => {
    reply.status(e instanceof HttpError ? e.status : 500).send({ error: e instanceof Error ? e.message : String(e) });
  });
  app.post('/import/:max', async (req) => {
    const maxBytes = Number((req.params as { max: string }).max) * MB;
    const upload = await storeUpload(
      req,
      { file: 'file', maxBytes, tooBig: 'The file is too large', missing: 'Send a file', fields: ['courseId'], expected: 'a file', tooMany: 'Send one file' },
      { files, key: 'imports/1.tmx' },
    );
    return { stored: upload.stored, courseId: upload.fields.courseId };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (max: number, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('courseId', '7');
  form.append('file', new Blob([bytes]), 'big.tmx');
  return fetch(`${base}/import/${max}`, { method: 'POST', body: form });
};

describe('an upload streamed into the file store', () => {
  it('stores a file far larger than the host limit of a buffered upload, as a stream', async () => {
    const bytes = new Uint8Array(BIG);
    for (let i = 0; i < BIG; i += 4096) bytes[i] = i % 251;
    const res = await send(64, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: { key: 'imports/1.tmx', size: BIG, mimetype: 'application/octet-stream', filename: 'big.tmx' }, courseId: '7' });
    expect(puts.at(-1)).toEqual({ key: 'imports/1.tmx', streamed: true });
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(sha(readFileSync(join(dir, 'imports/1.tmx')))).toBe(sha(bytes));
  }, 120_000);

  it('refuses a file past its limit as it streams, and keeps nothing of it', async () => {
    const before = readFileSync(join(dir, 'imports/1.tmx'));
    const res = await send(1, new Uint8Array(3 * MB));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The file is too large' });
    // The stored file is the one before, and no part is left beside it.
    expect(readdirSync(join(dir, 'imports'))).toEqual(['1.tmx']);
    expect(readFileSync(join(dir, 'imports/1.tmx')).equals(before)).toBe(true);
  }, 60_000);
});
