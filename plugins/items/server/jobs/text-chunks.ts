import { conceptTables, conceptType, conceptTypes, TableCache, type Db } from '../../../../sdk/server';
import { longestCover } from '../../../../sdk/server';
import { joinWords, tokenize, UNSPACED, type Token } from '../../../../sdk/shared';

/** A concept of the course (its module and record) with what it says in the source dialect: its wordings there and its word class (none when its type has no glosses). */
export interface GlossedConcept {
  ref: number;
  refId: number;
  sources: string[];
  wordClass: string | null;
}

/** What concepts say of a wording of the target language: their source wordings and the first one's word class. */
export interface Gloss {
  sources: string[];
  wordClass: string | null;
}

export const glossOf = (concepts: GlossedConcept[]): Gloss => ({
  sources: [...new Set(concepts.flatMap((c) => c.sources))],
  wordClass: concepts.find((c) => c.wordClass)?.wordClass ?? null,
});

/**
 * A text as the course's concepts see it: cut into chunks (the linker's longest cover of its words
 * by concepts, spec 1 §4; a word alone where no concept covers it) with each chunk's wording (its
 * words joined, normalized), and each of its wordings (a word or consecutive words) that is a
 * concept, in the order first found, with its concepts and their gloss. Shared by the callers that
 * ask for the same text, so never changed.
 */
export interface TextChunks {
  chunks: Token[][];
  keys: string[];
  wordings: Map<string, { concepts: GlossedConcept[]; gloss: Gloss }>;
}

/** A word as tokens of one character each. */
function characters(t: Token): Token[] {
  let at = t.start;
  return [...t.text].map((ch) => {
    const token = { text: ch, norm: ch.toLowerCase(), start: at, end: at + ch.length };
    at += ch.length;
    return token;
  });
}

const joined = (tokens: Token[], lang: string) =>
  joinWords(
    tokens.map((t) => t.norm),
    lang,
  );

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

/** The texts' chunks, read again only once a table the concept types match or gloss from is written (one cache per set of types). */
const caches = new Map<string, TableCache<TextChunks>>();
function cacheOf(): TableCache<TextChunks> | null {
  const tables = conceptTables();
  if (!tables) return null;
  const key = `${conceptTypes()
    .map((t) => t.ref)
    .join(',')}|${tables.join(',')}`;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new TableCache(tables, 10_000)));
  return cache;
}

/** The chunks of texts of the course's target dialect, in order, their concepts glossed in the source dialect. */
export async function textChunks(db: Db, courseId: number, dialectId: number, sourceDialectId: number, texts: string[], lang: string): Promise<TextChunks[]> {
  const read = (list: string[]) =>
    readChunks(
      db,
      courseId,
      dialectId,
      sourceDialectId,
      list.map((t) => tokensOf(t, lang)),
      lang,
    );
  const cache = cacheOf();
  if (!cache) return read(texts);
  const prefix = `${courseId}:${dialectId}:${sourceDialectId}:${lang}:`;
  return cache.getMany(
    db,
    texts.map((t) => prefix + t),
    (missing) => read(missing.map((k) => k.slice(prefix.length))),
  );
}

async function readChunks(db: Db, courseId: number, dialectId: number, sourceDialectId: number, texts: Token[][], lang: string): Promise<TextChunks[]> {
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
    if (again.length)
      (await matchAll(again.map((k) => tokenized[k]))).forEach((list, n) => {
        found[again[n]] = list;
      });
  }
  const info = await glossesOf(db, found.flat(), sourceDialectId);
  return tokenized.map((tokens, index) => {
    const candidates = found[index];
    const byWording = new Map<string, GlossedConcept[]>();
    for (const c of candidates) {
      const w = joined(
        c.positions.map((p) => tokens[p]),
        lang,
      );
      const list = byWording.get(w) ?? [];
      if (!list.some((x) => x.ref === c.ref && x.refId === c.refId))
        list.push(info.get(`${c.ref}:${c.refId}`) ?? { ref: c.ref, refId: c.refId, sources: [], wordClass: null });
      byWording.set(w, list);
    }
    const cover = longestCover(tokens.length, candidates);
    const chunks: Token[][] = [];
    for (let i = 0; i < tokens.length; ) {
      const c = cover.find((x) => x.positions[0] === i && x.positions.every((p, k) => p === i + k));
      const n = c ? c.positions.length : 1;
      chunks.push(tokens.slice(i, i + n));
      i += n;
    }
    const wordings = new Map([...byWording].map(([w, concepts]) => [w, { concepts, gloss: glossOf(concepts) }]));
    return { chunks, keys: chunks.map((c) => joined(c, lang)), wordings };
  });
}

/** What the concepts' types say of them in the source dialect, by `ref:refId`: one call per type. */
async function glossesOf(db: Db, concepts: { ref: number; refId: number }[], sourceDialectId: number): Promise<Map<string, GlossedConcept>> {
  const info = new Map<string, GlossedConcept>();
  for (const ref of new Set(concepts.map((c) => c.ref))) {
    const type = conceptType(ref);
    if (!type?.glosses) continue;
    const ids = [...new Set(concepts.filter((c) => c.ref === ref).map((c) => c.refId))];
    for (const g of await type.glosses(db, ids)) {
      info.set(`${ref}:${g.id}`, {
        ref,
        refId: g.id,
        wordClass: g.wordClass,
        sources: g.sources.filter((s) => s.dialectId === sourceDialectId && s.text.trim()).map((s) => s.text.trim()),
      });
    }
  }
  return info;
}
