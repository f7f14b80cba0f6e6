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

export const LOCAL_DIMENSIONS = 512;

/** FNV-1a, 32 bits: a stable hash of a feature. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The features of a text: its words and the character trigrams of each word with its boundaries. */
export function features(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/___/g, ' ')
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const w of words) {
    out.push(`w:${w}`);
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(`c:${padded.slice(i, i + 3)}`);
  }
  return out;
}

/**
 * Hashed character n-gram vectors: each word and each character trigram of a word adds ±1 at a
 * hashed position (the sign from a second hash, so that collisions cancel out on average), then
 * the vector is scaled to unit length. It captures shared wording and spelling: inflections and
 * small edits ('see you tomorrow' ~ 'see you tomorrow then' ~ 'I'll see you tomorrow'), word
 * order only loosely. It misses meaning without shared letters: synonyms and paraphrases in other
 * words ('hello' and 'good morning' are far apart), and it cannot tell a negation from its
 * opposite ('I like it' ~ 'I don't like it').
 */
export function localVector(text: string, dimensions = LOCAL_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const f of features(text)) {
    const h = hash(f);
    v[h % dimensions] += hash(`s:${f}`) & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...v);
  return norm ? v.map((x) => x / norm) : v;
}

export const localEmbeddings: EmbeddingProvider = {
  model: `local-hashed-ngrams-${LOCAL_DIMENSIONS}`,
  embed: async (texts) => texts.map((t) => localVector(t)),
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
