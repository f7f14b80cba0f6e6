import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { defineAgent, translations, type TranslationMemory } from '../../../sdk/server';
import { comparable, judgeProposal, proposerQaCases } from './proposer-qa';
export { confidenceFloor } from './confidence-floor';
import { wordDiff } from '../word-diff';
import { MEMORY_MIN_SIMILARITY } from './translation-store';

/** What the 'ai' pre-translation asks about one project row. */
export interface ProposerInput {
  text: string;
  translationId: number;
  fromDialectId: number;
  fromDialectCode: string;
  toDialectId: number;
  toDialectCode: string;
}

const answer = z.object({ translation: z.string(), confidence: z.number().min(0).max(1), reasoning: z.string() });
export type ProposerAnswer = z.infer<typeof answer>;

const words = (s: string) => s.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word (not part of a longer word) in the text, case aside. */
const wordRe = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'iu');
/** Replaces the word in the text, keeping a capital first letter (My sister → My brother). */
const replaceWord = (text: string, old: string, by: string) =>
  text.replace(wordRe(old), (m) => (m[0] !== m[0].toLowerCase() ? by[0].toUpperCase() + by.slice(1) : by));

/** The memory's translation of a word or phrase alone (a vocabulary word, a glossary title): equal but for case and punctuation. */
async function glossary(memory: TranslationMemory, text: string, input: ProposerInput) {
  const [hit] = await memory.suggest({ text, fromDialectId: input.fromDialectId, toDialectId: input.toDialectId, limit: 1, minSimilarity: 100 });
  return hit?.text.trim() || null;
}

/** Fewer words than this and a text is a term (a word or a phrase alone): no sentence around it tells its sense. */
export const TERM_WORDS = 4;
/** How many memory texts must translate a term alone, all the same way, for it to be proposed. */
export const TERM_AGREEMENT = 2;

/** The words of a text, tags aside; each Han character counts as one, as Chinese writes no spaces. */
export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  return (plain.match(/\p{Script=Han}/gu)?.length ?? 0) + words(plain.replace(/\p{Script=Han}/gu, ' ')).length;
}

/**
 * A term (a word or a short phrase alone: ver, Hola, la comida) is proposed only from exact
 * matches of it in the memory that all translate it the same way, and either TERM_AGREEMENT of
 * them or one of the text's own course (its vocabulary's usage): alone, a word's sense cannot be
 * told (ver: voir or regarder), a dictionary's one sense may not be the course's (Entschuldigung:
 * sorry, the course's 'Excuse me'), and a near match adapted word for word is no translation of it.
 */
async function proposeTerm(input: ProposerInput, memory: TranslationMemory, courseId: number | null, agreement: number): Promise<ProposerAnswer> {
  const hits = await memory.suggest({
    text: input.text,
    fromDialectId: input.fromDialectId,
    toDialectId: input.toDialectId,
    excludeId: input.translationId,
    limit: 20,
    minSimilarity: 100,
  });
  const renderings = [...new Set(hits.map((h) => comparable(h.text)))];
  const none = (why: string): ProposerAnswer => ({ translation: '', confidence: 0, reasoning: `${why}: no proposal.` });
  if (!hits.length) return none(`The memory has no ${input.toDialectCode} translation of "${input.text}" alone (a term is not adapted from a near match)`);
  if (renderings.length > 1)
    return none(
      `The memory translates "${input.text}" alone in several ways (${[...new Set(hits.map((h) => `"${h.text.trim()}"`))].join(', ')}); without a sentence around it, its sense is the translator's choice`,
    );
  const own = hits.find((h) => h.courseId === courseId);
  if (hits.length < agreement && !own)
    return none(
      `The memory translates "${input.text}" alone in one text only ("${hits[0].text.trim()}"), of another course; a term needs ${agreement} texts agreeing or one of its course`,
    );
  const from = own ?? hits[0];
  return {
    translation: from.text,
    confidence: 0.95,
    reasoning: `The memory translates "${input.text}" alone the same way in ${hits.length === 1 ? 'one text of the course' : `${hits.length} texts`}: "${from.text.trim()}" (translation ${from.id}).`,
  };
}

/**
 * The local proposer (offline): the memory's best match of the source text. An exact match (≥ 100)
 * is taken as it is. A near one is adapted: each run of words the source changes from the match's
 * source (dos → tres) is looked up in the memory on its own, as the course's vocabulary and
 * glossaries translate single words, and its translation replaces the old words' translation in the
 * match's text (two → three). Words it cannot resolve stay as the match has them and lower the
 * confidence; the reasoning says which. Words the match's translation carries untranslated (names,
 * numbers: Madrid) are replaced as they are. A term (fewer than TERM_WORDS words) is proposed only
 * from exact matches that agree (proposeTerm); a proposal that is the source text itself is none.
 */
export async function proposeLocally(
  input: ProposerInput,
  memory: TranslationMemory,
  opts: { courseId?: number | null; termAgreement?: number } = {},
): Promise<ProposerAnswer> {
  const a =
    wordCount(input.text) < TERM_WORDS
      ? await proposeTerm(input, memory, opts.courseId ?? null, opts.termAgreement ?? TERM_AGREEMENT)
      : await proposeSentence(input, memory);
  // A translation that is the source itself (a text stored in the wrong dialect) is none.
  if (a.translation && comparable(a.translation) === comparable(input.text))
    return { translation: '', confidence: 0, reasoning: `${a.reasoning} That is the ${input.fromDialectCode} text itself, not a translation: no proposal.` };
  return a;
}

/** A sentence's proposal: the memory's best match, adapted (see proposeLocally). */
async function proposeSentence(input: ProposerInput, memory: TranslationMemory): Promise<ProposerAnswer> {
  const [best] = await memory.suggest({
    text: input.text,
    fromDialectId: input.fromDialectId,
    toDialectId: input.toDialectId,
    excludeId: input.translationId,
    limit: 1,
    minSimilarity: MEMORY_MIN_SIMILARITY,
  });
  if (!best)
    return {
      translation: '',
      confidence: 0,
      reasoning: `The memory has no ${input.fromDialectCode} text similar enough to "${input.text}" with a ${input.toDialectCode} translation: no proposal.`,
    };
  const from = `"${best.fromText}" → "${best.text}" (similarity ${best.similarity}, translation ${best.id})`;
  if (best.similarity >= 100) {
    return { translation: best.text, confidence: best.similarity > 100 ? 0.98 : 0.95, reasoning: `The memory translates the same text: ${from}.` };
  }
  // The changed runs: removed words of the match's source, then the added words of this source.
  const changes: { old: string; new: string }[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length || added.length) changes.push({ old: removed.join(' '), new: added.join(' ') });
    removed = [];
    added = [];
  };
  for (const part of wordDiff(best.fromText, input.text)) {
    if (part.removed) removed.push(...words(part.text));
    else if (part.added) added.push(...words(part.text));
    else if (words(part.text).length) flush();
  }
  flush();
  let translation = best.text;
  const done: string[] = [];
  const left: string[] = [];
  for (const c of changes) {
    if (!c.old || !c.new) {
      left.push(c.old ? `"${c.old}" left out` : `"${c.new}" added`);
      continue;
    }
    if (wordRe(c.old).test(translation) && !(await glossary(memory, c.old, input))) {
      // A word the translation carries as it is (a name, a number) is replaced as it is.
      translation = replaceWord(translation, c.old, c.new);
      done.push(`"${c.old}" → "${c.new}" kept as they are (the match's translation has "${c.old}" untranslated)`);
      continue;
    }
    const [oldT, newT] = [await glossary(memory, c.old, input), await glossary(memory, c.new, input)];
    if (oldT && newT && wordRe(oldT).test(translation)) {
      translation = replaceWord(translation, oldT, newT);
      done.push(`"${c.old}" → "${c.new}" as "${oldT}" → "${newT}"`);
    } else
      left.push(
        `"${c.old}" → "${c.new}" (${!newT ? `no translation of "${c.new}" alone` : !oldT ? `no translation of "${c.old}" alone` : `"${oldT}" not in the match`})`,
      );
  }
  const base = best.similarity / 100;
  const confidence = Math.round((left.length ? base * 0.6 : Math.min(0.9, base)) * 100) / 100;
  const reasoning = [
    `Adapted from the closest memory match ${from}.`,
    done.length ? `Replaced from the memory's own translations of the changed words: ${done.join('; ')}.` : '',
    left.length ? `Not resolved, check by hand: ${left.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { translation, confidence, reasoning };
}

/** The 'ai' pre-translation's agent: the openai provider when configured, else the local proposer. */
export const translationProposer = defineAgent<ProposerInput, ProposerAnswer>({
  type: 'translation-proposer',
  label: 'Translation proposer',
  description: 'Proposes the translation of a translation-project row (the "ai" pre-translation), with a confidence and its reasoning.',
  /** Agent QA asks it the validated texts of the chosen courses (each from its default target dialect). */
  requiresCourses: true,
  system: 'You are a professional translator of language-course content. Keep tags, placeholders, numbers and punctuation.',
  prompt: (i) =>
    `Translate this ${i.fromDialectCode} text into ${i.toDialectCode}: "${i.text}". Answer JSON { "translation": string, "confidence": number 0-1, "reasoning": string }.`,
  answer,
  temperature: 0.2,
  local: async (i, { db, memory }) => {
    const [t] = await db.select({ courseId: translations.courseId }).from(translations).where(eq(translations.id, i.translationId));
    const a = await proposeLocally(i, memory, { courseId: t?.courseId ?? null });
    return { answer: a, confidence: a.confidence, reasoning: a.reasoning };
  },
  qa: { cases: proposerQaCases, judge: (a, expected) => ['none', 'accepted'].includes(judgeProposal(a, String(expected))) },
});
