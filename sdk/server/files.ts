import type { Readable } from 'node:stream';

/** Bytes of a file as an HTTP Range names them: first to last (inclusive; to the end without last), or the last `suffix` bytes. */
export type ByteRange = { first: number; last?: number } | { suffix: number };

/** A ranged read: the bytes start to end (inclusive) as a stream, with the whole file's size; or, when the file has no byte in the range, its size alone. */
export type RangedFile = { stream: Readable; size: number; start: number; end: number } | { unsatisfiable: true; size: number };

/** Where uploaded files (audio, illustrations) live. Keys are relative paths such as '16/42/illustration.svg'. */
export interface FileStore {
  /** Writes the file whole (a stream is written as it comes, never held in memory). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size in bytes, or null when there is none: for answers sent as they are read. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Part of the file as a stream (an HTTP Range), or null when there is none. */
  openRange(key: string, range: ByteRange): Promise<RangedFile | null>;
  delete(key: string): Promise<void>;
}

/** The first and last byte a range names in a file of size bytes, or null when it names none of them. */
export function rangeIn(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.first >= size) return null;
  return { start: range.first, end: Math.min(range.last ?? size - 1, size - 1) };
}
