import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files (audio, illustrations) live. Keys are relative paths such as '16/42/illustration.svg'. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The default store: a local folder (FILES_DIR, ./data/files). */
export function localFileStore(root: string): FileStore {
  const path = (key: string) => {
    const rel = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (rel.startsWith('/') || rel.includes('..')) throw new Error(`Invalid file key: ${key}`);
    return join(root, rel);
  };
  return {
    async put(key, data) {
      const p = path(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    delete: (key) => rm(path(key), { force: true }),
  };
}
