import { runInWorker } from '../../../../sdk/server';
import type embedInWorker from './embeddings.worker';
import { LOCAL_DIMENSIONS } from './local-vector';

/**
 * Embedding providers behind one interface (EMBEDDING_PROVIDER): `local`, offline and
 * deterministic, and `openai`, any OpenAI-compatible `/embeddings` endpoint (OPENAI_BASE_URL,
 * OPENAI_API_KEY, OPENAI_EMBEDDING_MODEL).
 */
export interface EmbeddingProvider {
  /** Stored with each vector: a vector of another model is not comparable and is made again. */
  model: string;
  /** One unit-length vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
}

const EMBED = new URL('./embeddings.worker.ts', import.meta.url);

/** Computed in a worker thread, so that the requests of this process do not wait for a chunk. */
export const localEmbeddings: EmbeddingProvider = {
  model: `local-hashed-ngrams-${LOCAL_DIMENSIONS}`,
  embed: (texts) => runInWorker<typeof embedInWorker>(EMBED, texts),
};

export function openaiEmbeddings(env: NodeJS.ProcessEnv): EmbeddingProvider {
  const baseUrl = (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/$/, '');
  const model = env.OPENAI_EMBEDDING_MODEL || 'text-embedding-3-small';
  return {
    model: `openai:${model}`,
    async embed(texts) {
      const res = await fetch(`${baseUrl}/embeddings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${env.OPENAI_API_KEY ?? ''}` },
        body: JSON.stringify({ model, input: texts }),
        signal: AbortSignal.timeout(Number(env.OPENAI_TIMEOUT_MS) || 60_000),
      });
      if (!res.ok) throw new Error(`The embeddings endpoint answered ${res.status}`);
      const body = (await res.json()) as { data: { index: number; embedding: number[] }[] };
      const out = new Array<number[]>(texts.length);
      for (const d of body.data) {
        const norm = Math.hypot(...d.embedding) || 1;
        out[d.index] = d.embedding.map((x) => x / norm);
      }
      if (out.some((v) => !v)) throw new Error('The embeddings endpoint answered fewer vectors than texts');
      return out;
    },
  };
}

/** The provider the environment names (EMBEDDING_PROVIDER: local, the default, or openai). */
export const embeddingProvider = (env: NodeJS.ProcessEnv = process.env): EmbeddingProvider =>
  env.EMBEDDING_PROVIDER === 'openai' ? openaiEmbeddings(env) : localEmbeddings;
