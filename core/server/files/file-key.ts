import { normalize } from 'node:path';

/** A key made safe: relative, without '..' (a file store never reaches outside its root or prefix). */
export function checkedKey(key: string): string {
  const rel = normalize(key);
  if (!rel || rel === '.' || rel.startsWith('/') || rel.includes('..')) throw new Error(`Invalid file key: ${key}`);
  return rel;
}
