import { conceptTables, conceptTypes, TableCache, type Db } from '../../../../sdk/server';
import { longestCover } from '../../../../sdk/server/concepts';
import { joinWords, tokenize, UNSPACED, type Token } from '../../../../sdk/shared/concepts';

/** A concept of the course: its module and record. */
export interface ConceptRef { ref: number; refId: number }

/**
 * A text as the course's concepts see it: cut into chunks (the linker's longest cover of its words
 * by concepts, spec 1 §4; a word alone where no concept covers it) with each chunk's wording (its
 * words joined, normalized), and the concepts of each of its wordings (a word or consecutive
 * words) in the order first found. Shared by the callers that ask for the same text, so never changed.
 */
export interface TextChunks { chunks: Token[][]; keys: string[]; concepts: [string, ConceptRef[]][] }

/** A word as tokens of one character each. */
function characters(t: Token): Token[] {
  let at = t.start;
  return [...t.text].map((ch) => {
    const token = { text: ch, norm: ch.toLowerCase(), start: at, end: at + ch.length };
    at += ch.length;
    return token;
  });
}

const joined = (tokens: Token[], lang: string) => joinWords(tokens.map((t) => t.norm), lang);

/** Tokens of texts, kept: the same memory texts come back task after task. Shared, so never changed. */
const tokenCache = new Map<string, Token[]>();
export function tokensOf(text: string, lang: string): Token[] {
  const key = `${lang}:${text}`;
  let tokens = tokenCache.get(key);
  if (!tokens) {
    tokens = tokenize(text, lang);
    if (tokenCache.size >= 20_000) tokenCache.delete(tokenCache.keys().next().value!);
    tokenCache.set(key, tokens);
  }
  return tokens;
}

/** The texts' chunks, read again only once a table the concept types match from is written (one cache per set of types). */
const caches = new Map<string, TableCache<TextChunks>>();
function cacheOf(): TableCache<TextChunks> | null {
  const tables = conceptTables();
  if (!tables) return null;
  const key = `${conceptTypes().map((t) => t.ref).join(',')}|${tables.join(',')}`;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new TableCache(tables, 20_000)));
  return cache;
}

/** The chunks of texts of the course's target dialect, in order. */
export async function textChunks(db: Db, courseId: number, dialectId: number, texts: string[], lang: string): Promise<TextChunks[]> {
  const read = (list: string[]) => readChunks(db, courseId, dialectId, list.map((t) => tokensOf(t, lang)), lang);
  const cache = cacheOf();
  if (!cache) return read(texts);
  const prefix = `${courseId}:${dialectId}:${lang}:`;
  return cache.getMany(db, texts.map((t) => prefix + t), (missing) => read(missing.map((k) => k.slice(prefix.length))));
}

async function readChunks(db: Db, courseId: number, dialectId: number, texts: Token[][], lang: string): Promise<TextChunks[]> {
  // Every text at once: one call per concept type (concept types read a course's forms once per call).
  const matchAll = async (phrases: Token[][]) => {
    const lists = await Promise.all(conceptTypes().map((t) => t.matchMany(db, courseId, dialectId, phrases, lang)));
    return phrases.map((_, k) => lists.flatMap((l) => l[k]));
  };
  const tokenized = [...texts];
  const found = await matchAll(tokenized);
  // The segmenter joins some words into one it knows (白猫, 小猫, 大门): where no concept covers such a word, its characters are tried.
  if (UNSPACED.has(lang)) {
    const again: number[] = [];
    tokenized.forEach((tokens, k) => {
      const covered = new Set(found[k].flatMap((c) => c.positions));
      if (!tokens.some((t, p) => !covered.has(p) && [...t.text].length > 1)) return;
      tokenized[k] = tokens.flatMap((t, p) => (covered.has(p) ? [t] : characters(t)));
      again.push(k);
    });
    if (again.length) (await matchAll(again.map((k) => tokenized[k]))).forEach((list, n) => { found[again[n]] = list; });
  }
  return tokenized.map((tokens, index) => {
    const candidates = found[index];
    const byWording = new Map<string, ConceptRef[]>();
    for (const c of candidates) {
      const w = joined(c.positions.map((p) => tokens[p]), lang);
      const list = byWording.get(w) ?? [];
      if (!list.some((x) => x.ref === c.ref && x.refId === c.refId)) list.push({ ref: c.ref, refId: c.refId });
      byWording.set(w, list);
    }
    const cover = longestCover(tokens.length, candidates);
    const chunks: Token[][] = [];
    for (let i = 0; i < tokens.length;) {
      const c = cover.find((x) => x.positions[0] === i && x.positions.every((p, k) => p === i + k));
      const n = c ? c.positions.length : 1;
      chunks.push(tokens.slice(i, i + n));
      i += n;
    }
    return { chunks, keys: chunks.map((c) => joined(c, lang)), concepts: [...byWording] };
  });
}
