import type { Readable } from 'node:stream';

/** Where uploaded files (audio, illustrations) live. Keys are relative paths such as '16/42/illustration.svg'. */
export interface FileStore {
  /** Writes the file whole (a stream is written as it comes, never held in memory). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size in bytes, or null when there is none: for answers sent as they are read. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}
