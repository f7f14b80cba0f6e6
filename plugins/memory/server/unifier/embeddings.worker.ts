import { localVector } from './local-vector';

/** The local provider's vectors, in a worker thread (embeddings.ts). */
export default function embed(texts: string[]): number[][] {
  return texts.map((t) => localVector(t));
}
