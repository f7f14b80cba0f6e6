/** Where uploaded files (audio, illustrations) live. Keys are relative paths such as '16/42/illustration.svg'. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
