import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { rangeIn, type FileStore } from '../../../sdk/server/files';
import { checkedKey } from './file-key';
import type { S3Options } from './s3-file-store';

export type { FileStore };

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** The default store: a local folder (FILES_DIR, ./data/files). A file is written beside and renamed, so a reader never sees half of one. */
export function localFileStore(root: string): FileStore {
  const path = (key: string) => join(root, checkedKey(key));
  /** The open file with its size, or null when there is none. */
  const opened = async (key: string) => {
    try {
      const handle = await open(path(key));
      const { size } = await handle.stat().catch(async (e: unknown) => {
        await handle.close();
        throw e;
      });
      return { handle, size };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  };
  return {
    async put(key, data) {
      const p = path(key);
      await mkdir(dirname(p), { recursive: true });
      const part = `${p}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(part));
        await rename(part, p);
      } catch (e) {
        await rm(part, { force: true });
        throw e;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async open(key) {
      const file = await opened(key);
      return file && { stream: file.handle.createReadStream(), size: file.size };
    },
    async openRange(key, range) {
      const file = await opened(key);
      if (!file) return null;
      const bytes = rangeIn(range, file.size);
      if (!bytes) {
        await file.handle.close();
        return { unsatisfiable: true, size: file.size };
      }
      return { stream: file.handle.createReadStream(bytes), size: file.size, ...bytes };
    },
    delete: (key) => rm(path(key), { force: true }),
  };
}

/** The store the configuration names: FILES_URL=s3://bucket/prefix (with its S3 options), else the folder FILES_DIR. */
export async function fileStoreFor(config: { filesDir: string; filesUrl?: string; s3?: S3Options }): Promise<FileStore> {
  if (!config.filesUrl) return localFileStore(config.filesDir);
  const { s3FileStore, s3LocationFrom } = await import('./s3-file-store');
  return s3FileStore(s3LocationFrom(config.filesUrl), config.s3 ?? {});
}
