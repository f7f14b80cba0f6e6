import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineAgent, type Db, type TranslationMemory } from '../../../sdk/server';
import { languageOf } from '../shared/genders';
import { VOC_LEVELS, levelName } from '../shared/levels';
import { VOCS_COURSE, VOCS_MAIN } from '../shared/types';
import { classFromDescription, descriptionHead, genderFromArticles, levelFromExamples, overlap, pickWord, wordsOf } from './ai-rules';
import { vocDialects } from './tables';

/** The entity the vocabulary's agent calls are logged for (agent_prompt_log.log_entity_type): an entry, by id. */
export const VOC_ENTITY = 'voc';
export const VOC_NEW = 'voc_new';
export const VOC_REVIEW = 'voc_review';
export const VOC_CATEGORIES_AGENT = 'voc_categories';

const SYSTEM =
  'You are a lexicographer who builds the vocabulary of language courses. Answer with one JSON object only, ' +
  'with the fields asked for, a "confidence" between 0 and 1 and a one-paragraph "reasoning".';

const LEVELS_TEXT = VOC_LEVELS.map((l) => `${l} = ${levelName(l)}`).join(', ');
const quote = (s: string) => JSON.stringify(s);

// ---- voc_new: a proposed entry from a description and examples -----------------------------------

export interface AiDialectSlot {
  id: number;
  code: string;
  kind: 'target' | 'source';
  /** The genders a word of the dialect may have (empty: none). */
  genders: string[];
}

export interface VocNewInput {
  /** The dialect of the examples, whose word the entry is about. */
  dialect: { id: number; code: string };
  /** The word class the user chose (its name), or null. */
  wordClass: string | null;
  description: string;
  examples: string[];
  /** Every dialect of the main vocabulary, targets then sources. */
  dialects: AiDialectSlot[];
  /** The word classes the main vocabulary offers (names). */
  wordClasses: string[];
}

export const vocNewAnswer = z.object({
  /** The word in the examples' dialect. */
  word: z.string().max(500),
  title: z.string().max(500),
  /** A level number (11-35) or name ('A1.3'); null when it cannot be judged. */
  level: z.union([z.number(), z.string().max(10)]).nullable(),
  wordClass: z.string().max(100).nullable(),
  texts: z
    .array(
      z.object({
        dialect: z.string().max(20),
        text: z.string().max(2000),
        gender: z.string().max(4).nullable().optional(),
      }),
    )
    .max(60),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(10_000),
});
export type VocNewAnswer = z.infer<typeof vocNewAnswer>;

/** The gender of the word in a target dialect, as a vocabulary entry found by the memory holds it. */
async function genderInVocabulary(db: Db, ref: number, refId: number, dialectId: number): Promise<string> {
  if (ref !== VOCS_MAIN && ref !== VOCS_COURSE) return '';
  const [row] = await db
    .select({ gender: vocDialects.gender })
    .from(vocDialects)
    .where(and(eq(vocDialects.vocId, refId), eq(vocDialects.dialectId, dialectId)));
  return row?.gender ?? '';
}

/** The best exact translation memory match of a text into another dialect, with the gender when it is a vocabulary word. */
async function fromMemory(db: Db, memory: TranslationMemory, text: string, from: number, to: AiDialectSlot) {
  const [best] = await memory.suggest({ text, fromDialectId: from, toDialectId: to.id, limit: 5, minSimilarity: 100 });
  if (!best?.text.trim()) return null;
  const gender = to.kind === 'target' ? await genderInVocabulary(db, best.ref, best.refId, to.id) : '';
  return { text: best.text.trim(), gender: to.genders.includes(gender) ? gender : '' };
}

/**
 * The local rules of voc_new: the word is the one the examples are about (pickWord); its gender
 * the one the articles before it show; the level follows the length of the examples; the word
 * class is the chosen one, else what the description or an article suggests. Other dialects: the
 * same word in dialects of the same language; else the translation memory's exact match (from the
 * word, then from its English translation); English dialects fall back on the head of the
 * description ('apple, a round fruit' → apple). The title is the English word (as the main
 * vocabulary's titles are), else the word.
 */
async function localVocNew(i: VocNewInput, { db, memory }: { db: Db; memory: TranslationMemory }) {
  const lang = languageOf(i.dialect.code);
  const notes: string[] = [];
  const picked = pickWord(i.examples, lang);
  const chosen = i.dialects.find((d) => d.id === i.dialect.id);
  if (!picked.word) {
    return {
      answer: { word: '', title: '', level: null, wordClass: i.wordClass, texts: [], confidence: 0, reasoning: '' },
      confidence: 0.05,
      reasoning: `The ${i.examples.length} example${i.examples.length === 1 ? '' : 's'} in ${i.dialect.code} contain no word to build an entry on, so nothing is proposed.`,
    };
  }
  notes.push(
    picked.marked
      ? `The word ${quote(picked.word)} is the one marked with asterisks in the examples.`
      : `The word ${quote(picked.word)} is the content word that occurs in the most examples (${picked.inExamples} of ${picked.examples}${picked.forms.length > 1 ? `, as ${picked.forms.map(quote).join(', ')}` : ''}); its shortest form is taken.`,
  );

  const { gender: articleGender, articles } = genderFromArticles(i.examples, lang, picked.forms);
  const gender = chosen?.genders.includes(articleGender) ? articleGender : '';
  if (articles.length)
    notes.push(
      `It follows the article${articles.length === 1 ? '' : 's'} ${[...new Set(articles)].map(quote).join(', ')}${gender ? `, so its gender is ${gender}` : ', which do not agree on a gender'}.`,
    );

  let wordClass = i.wordClass;
  if (wordClass) notes.push(`The word class ${quote(wordClass)} is the one chosen.`);
  else {
    const guess = classFromDescription(i.description) ?? (articles.length ? 'noun' : null);
    wordClass = guess && i.wordClasses.some((c) => c.toLowerCase() === guess) ? guess : null;
    notes.push(
      wordClass
        ? `The word class ${quote(wordClass)} is guessed from ${articles.length && guess === 'noun' ? 'the articles' : 'the description'}.`
        : 'No word class could be guessed.',
    );
  }

  const { level, wordsPerExample } = levelFromExamples(i.examples, lang);
  notes.push(`The examples have ${wordsPerExample} words on average, which puts the level at ${levelName(level)}.`);

  const texts = new Map<number, { text: string; gender: string; how: string }>();
  texts.set(i.dialect.id, { text: picked.word, gender, how: 'examples' });
  for (const d of i.dialects) {
    if (d.id === i.dialect.id || languageOf(d.code) !== lang) continue;
    texts.set(d.id, { text: picked.word, gender: d.kind === 'target' && d.genders.includes(gender) ? gender : '', how: 'same language' });
  }
  for (const d of i.dialects) {
    if (texts.has(d.id)) continue;
    const m = await fromMemory(db, memory, picked.word, i.dialect.id, d);
    if (m) texts.set(d.id, { ...m, how: 'memory' });
  }
  const head = descriptionHead(i.description);
  for (const d of i.dialects) {
    if (!texts.has(d.id) && languageOf(d.code) === 'en' && head) texts.set(d.id, { text: head, gender: '', how: 'description' });
  }
  const english = i.dialects
    .filter((d) => languageOf(d.code) === 'en')
    .map((d) => ({ d, t: texts.get(d.id) }))
    .find((x) => x.t?.text);
  if (english) {
    for (const d of i.dialects) {
      if (texts.has(d.id)) continue;
      const m = await fromMemory(db, memory, english.t!.text, english.d.id, d);
      if (m) texts.set(d.id, { ...m, how: 'memory from English' });
    }
  }
  const by = (how: string) => i.dialects.filter((d) => d.id !== i.dialect.id && texts.get(d.id)?.how === how).map((d) => d.code);
  const sources = [
    by('same language').length ? `copied into ${by('same language').join(', ')} (same language)` : '',
    by('memory').length ? `found in the translation memory for ${by('memory').join(', ')}` : '',
    by('memory from English').length ? `found in the memory through the English word for ${by('memory from English').join(', ')}` : '',
    by('description').length ? `taken from the head of the description for ${by('description').join(', ')}` : '',
  ].filter(Boolean);
  const missing = i.dialects.filter((d) => !texts.has(d.id)).map((d) => d.code);
  notes.push(
    `The word was ${sources.length ? sources.join('; ') : 'not found in other dialects'}${missing.length ? `; nothing sensible for ${missing.join(', ')}` : ''}.`,
  );

  const title = english?.t?.text || picked.word;
  let confidence = 0.35;
  if (picked.marked) confidence += 0.2;
  else if (picked.examples > 1 && picked.inExamples === picked.examples) confidence += 0.15;
  if (gender) confidence += 0.1;
  if (by('memory').length || by('memory from English').length) confidence += 0.1;
  if (english) confidence += 0.05;
  return {
    answer: {
      word: picked.word,
      title,
      level,
      wordClass,
      texts: i.dialects.filter((d) => texts.has(d.id)).map((d) => ({ dialect: d.code, text: texts.get(d.id)!.text, gender: texts.get(d.id)!.gender })),
      confidence: 0,
      reasoning: '',
    },
    confidence: Math.min(0.9, Math.round(confidence * 100) / 100),
    reasoning: `Local rules on the ${i.examples.length} example${i.examples.length === 1 ? '' : 's'} and the description. ${notes.join(' ')}`,
  };
}

export const vocNewAgent = defineAgent<VocNewInput, VocNewAnswer>({
  type: VOC_NEW,
  label: 'New vocabulary entry',
  description: 'Proposes a main-vocabulary entry (word, title, level, word class, the word in every dialect) from a description and examples.',
  system: SYSTEM,
  temperature: 0.2,
  maxTokens: 1500,
  answer: vocNewAnswer,
  prompt: (i) =>
    [
      `Propose a new entry of the main vocabulary of a language-learning product. The user describes a ${i.dialect.code} word and gives examples of its use.`,
      `Dialect of the examples: ${i.dialect.code}`,
      `Word class: ${i.wordClass ?? 'not given; choose one of the word classes below, or null'}`,
      `Description: ${quote(i.description)}`,
      `Examples (one per line; a word between asterisks is the one meant):\n${i.examples.map((e) => `- ${e}`).join('\n')}`,
      `Word classes: ${i.wordClasses.join(', ')}`,
      `Levels: ${LEVELS_TEXT}`,
      `Dialects of the entry (give the word in each where you are sure; target dialects also take a grammatical gender from the list, or "" for none):\n${i.dialects
        .map((d) => `- ${d.code} (${d.kind}${d.kind === 'target' ? `; genders: ${d.genders.length ? d.genders.join(', ') : 'none'}` : ''})`)
        .join('\n')}`,
      'Rules: the word is its dictionary form (singular noun, infinitive verb, masculine singular adjective) without article; the title is the English word; ' +
        'the level is the CEFR level at which a learner meets the word; leave a dialect out rather than guess.',
      'Answer with a JSON object: {"word": the word in the examples\' dialect, "title": string, "level": number from the list or null, "wordClass": one of the word classes or null, ' +
        '"texts": [{"dialect": code, "text": string, "gender": string}], "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: localVocNew,
});

// ---- voc_review: the review finalize-creation runs --------------------------------------------------

export interface VocReviewInput {
  id: number;
  title: string;
  /** 'A1.3', or '' when the entry has none. */
  level: string;
  wordClass: string | null;
  texts: { dialect: string; kind: 'target' | 'source'; text: string; gender: string; genders: string[]; aiProposed: boolean }[];
  categories: string[];
  /** Other entries of the main vocabulary with the same word in a dialect. */
  duplicates: { id: number; title: string; dialect: string; text: string }[];
}

export const vocReviewAnswer = z.object({
  warnings: z.array(z.string().min(1).max(1000)).max(50),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(10_000),
});
export type VocReviewAnswer = z.infer<typeof vocReviewAnswer>;

/** The local review's rules: each is a warning when it applies. */
export function reviewWarnings(i: VocReviewInput): string[] {
  const out: string[] = [];
  for (const d of i.duplicates) out.push(`${quote(d.text)} (${d.dialect}) is already entry #${d.id} ${quote(d.title)}`);
  if (!i.level) out.push('The entry has no level');
  if (!i.wordClass) out.push('The entry has no word class');
  if (!i.categories.length) out.push('The entry has no category');
  const english = i.texts.filter((t) => t.kind === 'source' && t.text).map((t) => t.text.toLowerCase());
  for (const t of i.texts) {
    if (t.kind !== 'target' || !t.text) continue;
    if (i.wordClass === 'noun' && t.genders.length && !t.gender) out.push(`${t.dialect}: the noun ${quote(t.text)} has no gender`);
    if (t.aiProposed && english.includes(t.text.toLowerCase()) && !t.dialect.startsWith('en-'))
      out.push(`${t.dialect}: ${quote(t.text)} is the English word, not a translation`);
  }
  return out;
}

export const vocReviewAgent = defineAgent<VocReviewInput, VocReviewAnswer>({
  type: VOC_REVIEW,
  label: 'Vocabulary entry review',
  description: 'Reviews an entry created from a New AI proposal before its AI-proposed words are confirmed.',
  system: SYSTEM,
  answer: vocReviewAnswer,
  prompt: (i) =>
    [
      `Review entry #${i.id} of the main vocabulary of a language-learning product before its AI-proposed words are accepted.`,
      `Title: ${quote(i.title)}; level: ${i.level || 'none'}; word class: ${i.wordClass ?? 'none'}; categories: ${i.categories.length ? i.categories.join('; ') : 'none'}`,
      `Words per dialect (* = proposed by AI, not yet confirmed by a person):\n${i.texts
        .filter((t) => t.text)
        .map(
          (t) =>
            `- ${t.dialect} (${t.kind})${t.aiProposed ? ' *' : ''}: ${quote(t.text)}${t.kind === 'target' && t.genders.length ? `, gender ${t.gender || 'none'}` : ''}`,
        )
        .join('\n')}`,
      i.duplicates.length
        ? `Other entries with the same word:\n${i.duplicates.map((d) => `- #${d.id} ${quote(d.title)}: ${d.dialect} ${quote(d.text)}`).join('\n')}`
        : 'No other entry has the same word.',
      'Check that every word translates the title in its dialect, that genders are right, that the level and word class fit, and whether the entry duplicates another.',
      'Answer with a JSON object: {"warnings": [one short sentence per problem; [] when there is none], "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: async (i) => {
    const warnings = reviewWarnings(i);
    return {
      answer: { warnings, confidence: 0, reasoning: '' },
      confidence: 0.8,
      reasoning: warnings.length
        ? `The local rules (duplicates, level, word class, categories, genders of nouns, untranslated English words) found ${warnings.length} problem${warnings.length === 1 ? '' : 's'}: ${warnings.join('; ')}.`
        : `The local rules (duplicates, level, word class, categories, genders of nouns, untranslated English words) found nothing to object to in the ${i.texts.filter((t) => t.text).length} words of the entry.`,
    };
  },
});

// ---- voc_categories: categories for an entry among the leaf categories ---------------------------------

export interface VocCategoriesInput {
  id: number;
  title: string;
  wordClass: string | null;
  texts: { dialect: string; text: string }[];
  /** The leaf categories (the only ones an entry may have). */
  options: { id: number; path: string; description: string }[];
  /** The categories of other entries that share a word with this one (same text in a dialect), and how many such entries have each. */
  evidence: { id: number; path: string; entries: number }[];
}

export const vocCategoriesAnswer = z.object({
  categoryIds: z.array(z.number().int()).max(10),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(10_000),
});
export type VocCategoriesAnswer = z.infer<typeof vocCategoriesAnswer>;

/**
 * The local rules: the categories most of the entries sharing a word with this one have (their
 * most frequent, at most three); else the leaf categories whose path and description share the
 * most words with the entry's title and words (at most two); else none.
 */
export function localCategories(i: VocCategoriesInput): { ids: number[]; how: string } {
  const leaves = new Set(i.options.map((o) => o.id));
  const evidence = i.evidence.filter((e) => leaves.has(e.id));
  if (evidence.length) {
    const max = Math.max(...evidence.map((e) => e.entries));
    const ids = evidence
      .filter((e) => e.entries === max)
      .slice(0, 3)
      .map((e) => e.id);
    return {
      ids,
      how: `other entries with the same word have ${evidence.map((e) => `${e.path} (${e.entries})`).join(', ')}; the most frequent ${ids.length === 1 ? 'is' : 'are'} taken`,
    };
  }
  const mine = [...wordsOf(i.title), ...i.texts.flatMap((t) => wordsOf(t.text))];
  const scored = i.options
    .map((o) => ({ o, shared: overlap(mine, wordsOf(`${o.path} ${o.description}`)) }))
    .filter((s) => s.shared.length)
    .sort((a, b) => b.shared.length - a.shared.length || a.o.path.localeCompare(b.o.path));
  if (scored.length) {
    const best = scored.filter((s) => s.shared.length === scored[0].shared.length).slice(0, 2);
    return {
      ids: best.map((s) => s.o.id),
      how: `no other entry shares a word with it; ${best.map((s) => `${s.o.path} shares ${s.shared.map(quote).join(', ')}`).join(' and ')} with its words`,
    };
  }
  return { ids: [], how: 'no other entry shares a word with it and no category description mentions its words' };
}

export const vocCategoriesAgent = defineAgent<VocCategoriesInput, VocCategoriesAnswer>({
  type: VOC_CATEGORIES_AGENT,
  label: 'Vocabulary categorization',
  description: 'Chooses the categories of a vocabulary entry among the leaf categories, by their descriptions for AI categorization.',
  system: SYSTEM,
  answer: vocCategoriesAnswer,
  prompt: (i) =>
    [
      `Choose the categories of vocabulary entry #${i.id} of a language-learning product.`,
      `Title: ${quote(i.title)}; word class: ${i.wordClass ?? 'none'}`,
      `Words: ${
        i.texts
          .filter((t) => t.text)
          .map((t) => `${t.dialect} ${quote(t.text)}`)
          .join(', ') || 'none'
      }`,
      `Categories (id, path: what belongs there):\n${i.options.map((o) => `- ${o.id}, ${o.path}: ${o.description || '(no description)'}`).join('\n')}`,
      i.evidence.length
        ? `Entries with the same word elsewhere have: ${i.evidence.map((e) => `${e.id} ${e.path} (${e.entries} entr${e.entries === 1 ? 'y' : 'ies'})`).join(', ')}`
        : 'No other entry has the same word.',
      'Choose one to three categories that fit the meaning of the word; none when nothing fits.',
      'Answer with a JSON object: {"categoryIds": [ids from the list], "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: async (i) => {
    const { ids, how } = localCategories(i);
    return {
      answer: { categoryIds: ids, confidence: 0, reasoning: '' },
      confidence: ids.length ? (i.evidence.length ? 0.85 : 0.5) : 0.2,
      reasoning: `Local rules for ${quote(i.title)}: ${how}.`,
    };
  },
});

export const vocabularyAgents = [vocNewAgent, vocReviewAgent, vocCategoriesAgent];
