import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { FileStore } from '../../../sdk/server/files';

export type { FileStore };

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
