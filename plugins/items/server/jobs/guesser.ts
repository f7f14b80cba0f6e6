import { z } from 'zod';
import { defineAgent, defineJobKind, type Db, type JobItem, type MemorySuggestion } from '../../../../sdk/server';
import type { AiResult, SuggestedSource } from '../../../../sdk/shared';
import { GUESSER_PATH, HIGH_CONFIDENCE, NOTHING_TO_ACCEPT } from '../../jobs-shared';
import { ITEMS, guesserJobBody } from '../../public';
import { prepareItemJob, type ItemJobInput, type ItemJobParams } from './job-params';
import { itemQaCases, selectItems } from './item-selection';
import { baseResult } from './source-validator-kind';
import { changeText, offeredAlways, proposed, refuseEmptyChange, writeSource } from './source-writes';
import { describeAnalogy, similarTexts, sourceByAnalogy } from './source-analogy';
import { confidenceOf, distinctSuggestions, norm, quote, r2 } from './text-match';

/** The memory's suggestions must be at least this similar (0-101) to count. */
export const GUESS_MIN_SIMILARITY = 50;
/** A change whose current source is itself one of the other suggestions is this much less sure. */
const DISPUTED = 0.6;
/** The memory's other translations are suggestions of this much less confidence. */
const OTHER = 0.5;

const answer = z.object({
  decision: z.enum(['accept', 'keep', 'change', 'no_decision']),
  modified_translation: z.string().max(20_000).optional(),
  suggested_sources: z
    .array(z.object({ source: z.string().max(20_000), confidence: z.number().min(0).max(1) }))
    .max(10)
    .default([]),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
type Answer = z.infer<typeof answer>;

/**
 * Guesses an item's source in the job's dialect from its target text. Local rules: the best
 * supported source (the memory's translation of the same target, else one built by analogy from a
 * similar text and the course's vocabulary, see bestGuess), then the memory's other translations
 * of similar texts (the item's own excluded), at most 3; accept when the item has no source, keep
 * when its source is the best, change when it differs, no_decision when nothing is supported.
 */
export const guesserAgent = defineAgent<ItemJobInput, Answer>({
  type: 'item_source_guesser',
  label: 'Item source guesser',
  description: "Guesses the source of a course's items in a dialect from their target text.",
  requiresCourses: true,
  answer,
  // QA: the validated items, their source hidden; the guess must be it.
  qa: {
    cases: (db, q) => itemQaCases(db, q, (input) => ({ input: { ...input, source: '' }, expected: input.source })),
    judge: (a, expected) => norm(a.modified_translation ?? a.suggested_sources[0]?.source ?? '') === norm(String(expected)),
  },
  prompt: (i) =>
    [
      `Guess the ${i.sourceDialectCode} source (the learner's language) of a language-course item whose ${i.targetDialectCode} target text is given.`,
      `Target text: ${JSON.stringify(i.target)}`,
      `Current source: ${JSON.stringify(i.source)}${i.source.trim() ? '' : ' (empty)'}`,
      'Give up to 3 suggested sources with a confidence each, best first. Decide "accept" when the current source is empty and you have a suggestion,',
      '"keep" when the current source is right, "change" with "modified_translation" when it should be replaced, "no_decision" when you cannot tell.',
      'Answer with a JSON object: {"decision", "modified_translation", "suggested_sources": [{"source", "confidence"}], "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: async (i, { db, memory }) => {
    const similar = await similarTexts(memory, i);
    const found = distinctSuggestions(similar.filter((s) => s.similarity >= GUESS_MIN_SIMILARITY));
    const best = await bestGuess(db, i, similar, found);
    const others = found.filter((s) => !best || norm(s.text) !== norm(best.text)).slice(0, best ? 2 : 3);
    const suggested_sources = [
      ...(best ? [{ source: best.text, confidence: best.confidence }] : []),
      ...others.map((s) => ({ source: s.text, confidence: r2(confidenceOf(s.similarity) * OTHER) })),
    ];
    const current = i.source.trim();
    if (!best) {
      return {
        answer: { decision: 'no_decision' as const, suggested_sources, confidence: 0, reasoning: '' },
        confidence: 0,
        reasoning:
          `The translation memory has no ${i.sourceDialectCode} translation of a ${i.targetDialectCode} text at least ${GUESS_MIN_SIMILARITY}% similar to ${quote(i.target)}, so there is nothing to suggest` +
          `${current ? ` and the current source ${quote(current)} can be neither confirmed nor replaced` : ''}.`,
      };
    }
    const otherText = others.length ? ` Other translations of similar texts: ${others.map((s) => `${quote(s.text)} (${s.similarity}%)`).join(' and ')}.` : '';
    if (!current) {
      return {
        answer: { decision: 'accept' as const, modified_translation: best.text, suggested_sources, confidence: 0, reasoning: '' },
        confidence: best.confidence,
        reasoning: `The item has no ${i.sourceDialectCode} source; ${best.why}, which accept writes.${otherText}`,
      };
    }
    if (norm(current) === norm(best.text)) {
      return {
        answer: { decision: 'keep' as const, suggested_sources, confidence: 0, reasoning: '' },
        confidence: best.confidence,
        reasoning: `The current source ${quote(current)} is the one the memory supports: ${best.why}.${otherText}`,
      };
    }
    if (best.weak) {
      return {
        answer: { decision: 'no_decision' as const, suggested_sources, confidence: 0, reasoning: '' },
        confidence: 0,
        reasoning:
          `The current source ${quote(current)} differs from the nearest the memory has, but that is the translation of another text: ${best.why}; ` +
          "no similar text differs from the item only by words of the course's vocabulary, so the source can be neither confirmed nor replaced.",
      };
    }
    const disputed = others.find((s) => norm(s.text) === norm(current));
    return {
      answer: { decision: 'change' as const, modified_translation: best.text, suggested_sources, confidence: 0, reasoning: '' },
      confidence: disputed ? r2(best.confidence * DISPUTED) : best.confidence,
      reasoning:
        `The current source ${quote(current)} differs from the one the memory supports: ${best.why}.${otherText}` +
        (disputed ? ` The current source is itself the translation of a similar text (${disputed.similarity}%), which lowers the confidence.` : ''),
    };
  },
});

/**
 * The best-supported source: the translation of the same target text when the memory has it;
 * else one built by analogy from a similar text (source-analogy.ts); else, weak, the translation
 * of the most similar text: offered for an empty source, never to replace one.
 */
async function bestGuess(
  db: Db,
  i: ItemJobInput,
  similar: MemorySuggestion[],
  found: MemorySuggestion[],
): Promise<{ text: string; confidence: number; why: string; weak?: boolean } | null> {
  const same = found.find((s) => s.similarity >= 100);
  if (same) {
    return {
      text: same.text,
      confidence: r2(confidenceOf(same.similarity)),
      why: `the memory has the same ${i.targetDialectCode} text ${quote(same.fromText)} (translation ${same.id}) translated ${quote(same.text)}`,
    };
  }
  const a = await sourceByAnalogy(db, i, similar);
  if (a) return { text: a.source, confidence: r2(Math.min(0.95, 0.55 + 0.1 * a.agreeing)), why: describeAnalogy(a, i.targetDialectCode, i.sourceDialectCode) };
  const [near] = found;
  if (!near) return null;
  return {
    text: near.text,
    confidence: r2(confidenceOf(near.similarity)),
    weak: true,
    why: `the most similar ${i.targetDialectCode} text in the memory, ${quote(near.fromText)} (${near.similarity}% similar, translation ${near.id}), is translated ${quote(near.text)}`,
  };
}

/** The suggestions as rows show them: by confidence, at most 3; accept writes the first (will_be_applied). */
export function suggestedSources(list: { source: string; confidence: number }[]): SuggestedSource[] {
  return list
    .filter((s) => s.source.trim())
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => b.confidence - a.confidence || a.i - b.i)
    .slice(0, 3)
    .map((s, i) => ({ source: s.source, confidence: s.confidence, will_be_applied: i === 0 }));
}

const toApply = (item: JobItem<ItemJobInput>) => item.aiResult?.suggested_sources?.find((s) => s.will_be_applied && s.source.trim());

/**
 * Guesser jobs (spec 3 §7): the items with a target text whose source in the dialect is empty,
 * non-empty, or either (source_filter). accept writes the suggestion marked will_be_applied;
 * change writes the user's edit or the AI's modified translation; keep writes nothing.
 */
export const guesserKind = defineJobKind<ItemJobParams, ItemJobInput, Answer>({
  kind: GUESSER_PATH,
  path: GUESSER_PATH,
  module: ITEMS,
  scope: 'course',
  createBody: guesserJobBody,
  prepare: (body, ctx) => prepareItemJob(body, ctx, 'guesser'),
  items: (db, job) =>
    selectItems(db, job, {
      source: job.params.source_filter === 'empty_only' ? 'empty' : job.params.source_filter === 'non_empty_only' ? 'non_empty' : undefined,
    }),
  agent: guesserAgent,
  aiResult: (a, run): AiResult => ({ ...baseResult(a, run), suggested_sources: suggestedSources(a.suggested_sources ?? []) }),
  actions: {
    keep: { apply: async () => undefined },
    change: {
      refuse: refuseEmptyChange,
      offered: offeredAlways,
      apply: (item, { db, text }) => writeSource(db, item, changeText(item, text)),
    },
    accept: {
      refuse: (item) => (toApply(item) ? null : NOTHING_TO_ACCEPT),
      apply: (item, { db }) => writeSource(db, item, toApply(item)!.source),
    },
  },
  bulk: {
    'bulk-keep': { action: 'keep', where: proposed('keep') },
    'bulk-change': { action: 'change', where: proposed('change') },
    'bulk-accept': { action: 'accept', where: proposed('accept') },
    'bulk-accept-high-confidence': { action: 'accept', where: (item) => proposed('accept')(item) && (item.aiResult?.confidence ?? 0) >= HIGH_CONFIDENCE },
  },
});
