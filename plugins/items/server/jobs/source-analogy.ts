import type { Db, MemorySuggestion, TranslationMemory } from '../../../../sdk/server';
import { languageOfDialect, UNSPACED, type Token } from '../../../../sdk/shared';
import type { ItemJobInput } from './job-params';
import { norm, quote, r2 } from './text-match';
import { examplesSharingWords } from './course-examples';
import { determinerForms, determinerGender, sourceGrammar, type Gender, type SourceGrammar } from './source-grammar';
import { glossOf, textChunks, tokensOf, type Gloss, type GlossedConcept } from './text-chunks';

/**
 * A source built by analogy (example-based translation): a text of the memory whose target differs
 * from the item's by a few words, each a concept of the course (a vocabulary entry or one of its
 * forms), gives the item's source once the source wording of each differing concept is swapped:
 * 'una manzana roja' → 'a red apple' and rojo = red, verde = green give 'una manzana verde' →
 * 'a green apple'. The form of a swapped-in word follows an example of the memory where the item's
 * word appears (French 'verte' after 'une pomme'), and English articles follow the next word.
 */
export interface Analogy {
  source: string;
  /** The memory text it was built from. */
  from: MemorySuggestion;
  swaps: { target: [string, string]; source: [string, string] }[];
  /** How many memory texts give the same source. */
  agreeing: number;
  /** The words made to agree with a noun swapped in, with the memory's evidence (source-grammar.ts). */
  agreement: string[];
}

interface Text {
  tokens: Token[];
  text: string;
}

/**
 * The glosses of every wording of the texts that is a concept (a word or consecutive words), by
 * normalized wording: what its concepts in all the texts say; and each text cut into chunks (text-chunks.ts).
 */
async function glosses(db: Db, i: ItemJobInput, texts: string[], lang: string) {
  const cut = await textChunks(db, i.courseId, i.targetDialectId, i.sourceDialectId, texts, lang);
  const byWording = new Map<string, { concepts: GlossedConcept[]; gloss: Gloss }>();
  for (const { wordings } of cut) {
    for (const [w, mine] of wordings) {
      const seen = byWording.get(w);
      if (!seen) {
        byWording.set(w, mine);
        continue;
      }
      // Mostly the same concepts as the texts before: then their gloss stands.
      const more = mine.concepts.filter((c) => !seen.concepts.some((x) => x.ref === c.ref && x.refId === c.refId));
      if (more.length) {
        const concepts = [...seen.concepts, ...more];
        byWording.set(w, { concepts, gloss: glossOf(concepts) });
      }
    }
  }
  const gloss = new Map<string, Gloss>();
  for (const [w, { gloss: g }] of byWording) gloss.set(w, g);
  return { gloss, cut };
}

const prefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};
/** Words without their accents, kept: the same words are compared task after task. */
const bareWords = new Map<string, string>();
function bare(w: string): string {
  let b = bareWords.get(w);
  if (b === undefined) {
    if (bareWords.size >= 50_000) bareWords.clear();
    bareWords.set(w, (b = w.normalize('NFD').replace(/\p{M}/gu, '')));
  }
  return b;
}
/** One word of a wording and one of a text are the same word, or forms of it (a shared stem, accents aside: cher, chère). */
function sameWord(w: string, t: string): boolean {
  if (w === t) return true;
  const [a, b] = [bare(w), bare(t)];
  return Math.min(a.length, b.length) >= 3 && prefix(a, b) >= Math.max(3, Math.max(a.length, b.length) - 2);
}

/** Where a wording occurs in a text as consecutive words (forms allowed): [start, end) in tokens, each place. */
function locateAll(text: Token[], wording: Token[]): [number, number][] {
  const out: [number, number][] = [];
  if (!wording.length) return out;
  for (let i = 0; i + wording.length <= text.length; i++) {
    if (wording.every((w, k) => sameWord(w.norm, text[i + k].norm))) out.push([i, i + wording.length]);
  }
  return out;
}

/**
 * The differing runs of two sequences (by key) between their common elements: in each run, every
 * element of the first is swapped for the next pairable one of the second (in order), the second's
 * others are left out; null when an element of the first has no partner.
 */
function differences(a: string[], b: string[], pairable: (i: number, j: number) => boolean): { swaps: [number, number][]; dropped: number[] } | null {
  const n = a.length;
  const m = b.length;
  // The longest common subsequence from (i, j) on, at lcs[i * w + j].
  const w = m + 1;
  const lcs = new Int32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
  const swaps: [number, number][] = [];
  const dropped: number[] = [];
  let i = 0;
  let j = 0;
  let runA: number[] = [];
  let runB: number[] = [];
  const flush = () => {
    let k = 0;
    for (const x of runA) {
      while (k < runB.length && !pairable(x, runB[k])) dropped.push(runB[k++]);
      if (k === runB.length) return false;
      swaps.push([x, runB[k++]]);
    }
    dropped.push(...runB.slice(k));
    runA = [];
    runB = [];
    return true;
  };
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      if (!flush()) return null;
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j])) runB.push(j++);
    else runA.push(i++);
  }
  return flush() ? { swaps, dropped } : null;
}

const ARTICLE = /^(?:a|an|the)\s+/i;
/** Target languages without articles: an English noun phrase they give without a determiner takes 'a'. */
const NO_ARTICLES = new Set(['ru', 'zh', 'ja', 'ko', 'pl', 'cs', 'uk']);
const VOWEL_SOUND = /^(?:[aeio]|u(?!ni|se|su|ro|ti)|hour|honest|heir)/i;
/** English articles agree with the word after them. */
function englishArticles(s: string): string {
  return s.replace(/\b(a|an|A|An)(\s+)([\p{L}]+)/gu, (_, art: string, sp: string, next: string) => {
    const an = VOWEL_SOUND.test(next);
    const word = an ? 'an' : 'a';
    return `${art[0] === 'A' ? word[0].toUpperCase() + word.slice(1) : word}${sp}${next}`;
  });
}

/** The forms of a word the examples' sources use: words sharing its stem, or itself with up to two letters more (un → una). */
function formsInUse(base: string, examples: Example[]): string[] {
  const b = base.toLowerCase();
  const out = new Set<string>();
  for (const ex of examples) {
    for (const t of ex.source.tokens) {
      if (sameWord(b, t.norm) || (t.norm.startsWith(b) && t.norm.length - b.length <= 2)) out.add(t.norm);
    }
  }
  return [...out];
}

/**
 * The form of the word swapped in, agreeing as the swapped-out one did: the base when the example
 * had its base form; else the same change of ending (nuevo → nueva makes rojo → roja) when the
 * memory uses that form, or a form the memory uses with the same last letter (una for un).
 */
function agree(oldForm: string, oldBase: string, newBase: string, examples: Example[]): string {
  const [o, ob] = [oldForm.toLowerCase(), oldBase.toLowerCase()];
  if (o === ob || newBase.includes(' ')) return newBase;
  const p = prefix(ob, o);
  const [cut, add] = [ob.slice(p), o.slice(p)];
  const used = formsInUse(newBase, examples);
  const changed = cut && newBase.toLowerCase().endsWith(cut) ? newBase.slice(0, newBase.length - cut.length) + add : null;
  if (changed && (used.includes(changed.toLowerCase()) || !used.length)) return changed;
  const marker = add.slice(-1);
  return (marker && used.find((f) => f !== newBase.toLowerCase() && f.endsWith(marker))) ?? newBase;
}

const ARTICLES_BEFORE = /^(?:(?:a|an|the|un|une|una|le|la|el)\s+|l')/i;
/** The source wordings of the nouns and adjectives the glosses know (articles dropped). */
function wordsOf(gloss: Map<string, Gloss>) {
  const of = (cls: string) =>
    [...gloss.values()]
      .filter((g) => g.wordClass === cls)
      .flatMap((g) => g.sources.map((w) => w.replace(ARTICLES_BEFORE, '').trim()))
      .filter(Boolean);
  return { nouns: of('noun'), adjectives: of('adjective') };
}

/** A text cut into chunks, with each chunk's wording (its words joined, normalized). */
interface Chunked {
  chunks: Token[][];
  keys: string[];
}
interface Example extends Chunked {
  from: MemorySuggestion;
  target: Text;
  source: Text;
}
/** What the glosses say of the item, the same for every example. */
interface ItemFacts {
  words: { nouns: string[]; adjectives: string[] };
  hints: Map<string, Gender>;
}

/** The item's nouns with the gender its determiners give them, as hints for nouns the memory shows no article with. */
function genderHints(item: Chunked, gloss: Map<string, Gloss>, tLang: string): Map<string, Gender> {
  const hints = new Map<string, Gender>();
  item.keys.forEach((key, k) => {
    const g = gloss.get(key);
    const det = [k - 1, k - 2].map((p) => (p >= 0 ? determinerGender(tLang, item.keys[p]) : null)).find(Boolean);
    if (g?.wordClass === 'noun' && det) for (const w of g.sources) hints.set(w.replace(ARTICLES_BEFORE, '').toLowerCase(), det);
  });
  return hints;
}

/** The source built from one memory text, chunk by chunk; null when a differing chunk cannot be swapped or left out. */
function fromExample(
  item: Chunked,
  ex: Example,
  gloss: Map<string, Gloss>,
  examples: Example[],
  tLang: string,
  sLang: string,
  grammar: SourceGrammar | null,
  facts: ItemFacts,
) {
  // A noun for a noun, an adjective for an adjective: the source keeps its word order.
  const pairable = (i: number, j: number) => {
    const [mine, theirs] = [gloss.get(item.keys[i])?.wordClass, gloss.get(ex.keys[j])?.wordClass];
    return !mine || !theirs || mine === theirs;
  };
  const diff = differences(item.keys, ex.keys, pairable);
  if (!diff || (!diff.swaps.length && !diff.dropped.length)) return null;
  const edits: { at: [number, number]; text: string }[] = [];
  /** The article of a vocabulary wording swapped in ('the door'), left out where the example keeps its own. */
  let carried: string | undefined;
  const swaps: Analogy['swaps'] = [];
  const free = (at: [number, number]) => !edits.some((e) => e.at[0] < at[1] && at[0] < e.at[1]);
  // Where the example's source says a chunk: of its wordings (a determiner in any of its forms), the free one nearest the chunk's place.
  const nearest = (wordings: string[], j: number) => {
    const place = j / Math.max(1, ex.chunks.length);
    const found = wordings
      .flatMap((w) => determinerForms(sLang, w).flatMap((form) => locateAll(ex.source.tokens, tokensOf(form, sLang)).map((at) => ({ w, at }))))
      .filter((x) => free(x.at))
      .sort((a, b) => Math.abs(a.at[0] / ex.source.tokens.length - place) - Math.abs(b.at[0] / ex.source.tokens.length - place));
    return found[0] ?? null;
  };
  const spell = (at: [number, number]) => ex.source.text.slice(ex.source.tokens[at[0]].start, ex.source.tokens[at[1] - 1].end);
  for (const [i, j] of diff.swaps) {
    const mine = gloss.get(item.keys[i]);
    const theirs = gloss.get(ex.keys[j]);
    if (!mine?.sources.length || !theirs?.sources.length) return null;
    if (theirs.sources.some((w) => mine.sources.includes(w))) continue; // the same wording either way (un / una → a)
    const found = nearest(theirs.sources, j);
    if (!found) return null;
    const { w: wording, at } = found;
    const old = spell(at);
    let text = agree(old, wording, mine.sources[0], examples);
    // 'an apple' in the vocabulary swapped in for 'backpack' after 'my small': the article stays the example's
    // (unless the example's determiner goes, below: then the vocabulary's takes its place).
    if (sLang === 'en' && ARTICLE.test(text) && !ARTICLE.test(old)) {
      carried ??= ARTICLE.exec(text)![0].trim();
      text = text.replace(ARTICLE, '');
    }
    edits.push({ at, text: /^\p{Lu}/u.test(old) ? text[0].toUpperCase() + text.slice(1) : text });
    swaps.push({ target: [ex.chunks[j].map((t) => t.text).join(' '), item.chunks[i].map((t) => t.text).join(' ')], source: [old, text] });
  }
  for (const j of diff.dropped) {
    const at = nearest(gloss.get(ex.keys[j])?.sources ?? [], j)?.at;
    if (!at) return null;
    // An English determiner that goes leaves a bare noun: the article the vocabulary gave the item's noun takes its place,
    // or 'a' when the target language has no articles (Russian 'грязный сад' is 'a dirty garden').
    const determiner = sLang === 'en' && gloss.get(ex.keys[j])?.wordClass === 'determiner';
    const text = determiner ? (carried ?? (NO_ARTICLES.has(tLang) ? 'a' : '')) : '';
    if (determiner && carried) carried = undefined;
    edits.push({ at, text });
    swaps.push({ target: [ex.chunks[j].map((t) => t.text).join(' '), ''], source: [spell(at), text] });
  }
  let s = ex.source.text;
  for (const e of [...edits].sort((a, b) => b.at[0] - a.at[0])) {
    s = s.slice(0, ex.source.tokens[e.at[0]].start) + e.text + s.slice(ex.source.tokens[e.at[1] - 1].end);
  }
  s = s.replace(/\s+/g, ' ').trim();
  const agreed = grammar ? grammar.agree(s, facts.words, facts.hints) : { text: s, notes: [] };
  s = agreed.text;
  // A swapped noun may take another gender in the source, which the words agreeing with it do not follow.
  const nounSwaps = diff.swaps.filter(([i, j]) => [gloss.get(item.keys[i])?.wordClass, gloss.get(ex.keys[j])?.wordClass].includes('noun')).length;
  return { source: sLang === 'en' ? englishArticles(s) : s, swaps, changed: diff.swaps.length + diff.dropped.length, nounSwaps, agreement: agreed.notes };
}

/**
 * The analogy for an item from the memory's texts similar to its target (best first): the one
 * swapping the fewest nouns (a noun brings its gender), then the fewest chunks, then the most
 * similar; null when none can be swapped.
 */
export async function sourceByAnalogy(db: Db, i: ItemJobInput, similar: MemorySuggestion[]): Promise<Analogy | null> {
  const tLang = languageOfDialect(i.targetDialectCode);
  const sLang = languageOfDialect(i.sourceDialectCode);
  if (UNSPACED.has(tLang)) {
    const [mine] = await textChunks(db, i.courseId, i.targetDialectId, i.sourceDialectId, [i.target], tLang);
    similar = [...similar, ...(await examplesSharingWords(db, i, mine.keys, new Set(similar.map((s) => s.id))))];
  }
  const texts = similar.map((s) => ({
    from: s,
    target: { text: s.fromText, tokens: tokensOf(s.fromText, tLang) },
    source: { text: s.text, tokens: tokensOf(s.text, sLang) },
  }));
  const { gloss, cut } = await glosses(db, i, [i.target, ...texts.map((e) => e.target.text)], tLang);
  const examples: Example[] = texts.map(({ from, target, source }, k) => ({ from, target, source, chunks: cut[k + 1].chunks, keys: cut[k + 1].keys }));
  const grammar = examples.length ? await sourceGrammar(db, i, sLang) : null;
  const mine = cut[0];
  const facts = { words: wordsOf(gloss), hints: genderHints(mine, gloss, tLang) };
  const built = examples
    .map((ex) => ({ ex, r: fromExample(mine, ex, gloss, examples, tLang, sLang, grammar, facts) }))
    .filter((x): x is { ex: Example; r: NonNullable<ReturnType<typeof fromExample>> } => !!x.r);
  if (!built.length) return null;
  const best = [...built].sort(
    (a, b) => a.r.nounSwaps - b.r.nounSwaps || a.r.changed - b.r.changed || b.ex.from.similarity - a.ex.from.similarity || a.ex.from.id - b.ex.from.id,
  )[0];
  const same = (s: string) => s.toLowerCase().trim();
  return {
    source: best.r.source,
    from: best.ex.from,
    swaps: best.r.swaps,
    agreement: best.r.agreement,
    agreeing: built.filter((x) => same(x.r.source) === same(best.r.source)).length,
  };
}

/** The analogy in words, for the reasoning. */
export function describeAnalogy(a: Analogy, targetCode: string, sourceCode: string): string {
  const swaps = a.swaps.map((s) => `${quote(s.target[0])} → ${quote(s.target[1])} (${sourceCode} ${quote(s.source[0])} → ${quote(s.source[1])})`).join(', ');
  return (
    `the memory's ${targetCode} ${quote(a.from.fromText)} (translation ${a.from.id}) is ${quote(a.from.text)}; ` +
    `swapping ${swaps || 'nothing'} by the course's vocabulary${a.agreement.length ? `, then agreeing ${a.agreement.join(', ')},` : ''} gives ${quote(a.source)}` +
    (a.agreeing > 1 ? `, as ${a.agreeing - 1} other similar text${a.agreeing > 2 ? 's' : ''} of the memory also give${a.agreeing > 2 ? '' : 's'}` : '')
  );
}

/**
 * An analogy may start from a text this similar (0-101): a short item differs from its neighbours
 * by a larger share; more so in a language without spaces, compared character by character
 * ('一顶蓝帽子' and '这只白猫' share one character in five, and differ only by words of the vocabulary).
 */
export const ANALOGY_MIN_SIMILARITY = 35;
const ANALOGY_MIN_SIMILARITY_UNSPACED = 15;

/** A validator's decision by an analogy: keep when it builds the item's source, change to what it builds otherwise. */
export function analogyDecision(i: ItemJobInput, a: Analogy, lead = '') {
  const confidence = r2(Math.min(0.95, 0.55 + 0.1 * a.agreeing));
  const why = describeAnalogy(a, i.targetDialectCode, i.sourceDialectCode);
  if (norm(a.source) === norm(i.source)) {
    return {
      answer: { decision: 'keep' as const, confidence: 0, reasoning: '' },
      confidence,
      reasoning: `${lead}${why}: the item's source, ${quote(i.source)}.`,
    };
  }
  return {
    answer: { decision: 'change' as const, modified_translation: a.source, confidence: 0, reasoning: '' },
    confidence: r2(confidence * 0.9),
    reasoning: `${lead}${why}, not the item's source ${quote(i.source)}.`,
  };
}

/** The memory's texts similar to the item's target with their translations in its dialect, best first: one lookup serves an agent's every rule. */
export const similarTexts = (memory: TranslationMemory, i: ItemJobInput) =>
  memory.suggest({
    text: i.target,
    fromDialectId: i.targetDialectId,
    toDialectId: i.sourceDialectId,
    limit: 30,
    excludeId: i.translationId,
    minSimilarity: UNSPACED.has(languageOfDialect(i.targetDialectCode)) ? ANALOGY_MIN_SIMILARITY_UNSPACED : ANALOGY_MIN_SIMILARITY,
  });
