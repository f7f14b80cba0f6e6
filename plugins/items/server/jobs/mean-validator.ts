import { z } from 'zod';
import { defineAgent } from '../../../../sdk/server';
import { MEAN_VALIDATOR_PATH } from '../../jobs-shared';
import type { ItemJobInput } from './job-params';
import { itemQaCases } from './item-selection';
import { sourceValidatorKind } from './source-validator-kind';
import { distinctSuggestions, norm, numbersOf, quote, r2 } from './text-match';
import { analogyDecision, similarTexts, sourceByAnalogy } from './source-analogy';

/** Memory texts below this similarity (0-101) say nothing about the item's meaning. */
export const MEAN_MIN_SIMILARITY = 70;

const answer = z.object({
  decision: z.enum(['exact_match', 'keep', 'change', 'no_decision']),
  modified_translation: z.string().max(20_000).optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
type Answer = z.infer<typeof answer>;

/**
 * Checks that an item's source means what its target says. Local rules, in order: exact_match
 * when the memory has the identical pair (the same target, normalized, translated by the same
 * source); change when the target and source carry different numbers and the memory has the
 * same target translated otherwise (no_decision without one); change when the memory has the
 * same target with only other translations; keep or change by the source an analogy builds
 * (source-analogy.ts: a similar text and the course's vocabulary); keep when a similar target (70%+) is translated by
 * the same source, or a similar source translates the same target (the meaning holds both
 * ways); no_decision otherwise.
 */
export const meanValidatorAgent = defineAgent<ItemJobInput, Answer>({
  type: 'item_source_mean_validator',
  label: 'Item source meaning validator',
  description: "Checks that an item's source means what its target text says.",
  answer,
  // QA: a validated source must be kept (or found an exact match).
  qa: { cases: (db, q) => itemQaCases(db, q, (input) => ({ input, expected: 'keep' })), judge: (a) => a.decision === 'keep' || a.decision === 'exact_match' },
  prompt: (i) =>
    [
      `Check whether the ${i.sourceDialectCode} source of a language-course item means exactly what its ${i.targetDialectCode} target text says.`,
      `Target text: ${JSON.stringify(i.target)}`,
      `Source: ${JSON.stringify(i.source)}`,
      'Decide "keep" when the meaning is the same, "change" with "modified_translation" when it is not, "no_decision" when you cannot tell.',
      'Answer with a JSON object: {"decision", "modified_translation", "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: async (i, { db, memory }) => {
    const src = i.source.trim();
    const similar = await similarTexts(memory, i);
    const fwd = distinctSuggestions(similar.filter((s) => s.similarity >= MEAN_MIN_SIMILARITY)).slice(0, 10);
    const same = fwd.filter((s) => s.similarity >= 100);
    const pair = same.find((s) => norm(s.text) === norm(src));
    if (pair) {
      return {
        answer: { decision: 'exact_match' as const, confidence: 0, reasoning: '' },
        confidence: 1,
        reasoning: `The translation memory has the identical pair: translation ${pair.id} has the target ${quote(pair.fromText)} with the ${i.sourceDialectCode} text ${quote(pair.text)}, so the source means what the target says.`,
      };
    }
    const tn = numbersOf(i.target);
    const sn = numbersOf(src);
    if (tn !== sn) {
      const numbers = `The target has the numbers ${tn || 'none'} and the source ${sn || 'none'}, so they cannot mean the same`;
      if (same.length) {
        return {
          answer: { decision: 'change' as const, modified_translation: same[0].text, confidence: 0, reasoning: '' },
          confidence: 0.8,
          reasoning: `${numbers}; the translation memory translates the same target (translation ${same[0].id}) as ${quote(same[0].text)}.`,
        };
      }
      return {
        answer: { decision: 'no_decision' as const, confidence: 0, reasoning: '' },
        confidence: 0.5,
        reasoning: `${numbers}, and the translation memory has no translation of the same target to propose instead.`,
      };
    }
    if (same.length) {
      return {
        answer: { decision: 'change' as const, modified_translation: same[0].text, confidence: 0, reasoning: '' },
        confidence: 0.75,
        reasoning:
          `The translation memory has the same target text translated otherwise: ${same
            .map((s) => `${quote(s.text)} (translation ${s.id})`)
            .slice(0, 3)
            .join(', ')}, ` + `never ${quote(src)}, so the source probably does not say what the target says.`,
      };
    }
    const analogy = await sourceByAnalogy(db, i, similar);
    if (analogy) return analogyDecision(i, analogy);
    const forward = fwd.find((s) => norm(s.text) === norm(src));
    const back = distinctSuggestions(
      await memory.suggest({
        text: src,
        fromDialectId: i.sourceDialectId,
        toDialectId: i.targetDialectId,
        limit: 10,
        excludeId: i.translationId,
        minSimilarity: MEAN_MIN_SIMILARITY,
      }),
    ).find((s) => norm(s.text) === norm(i.target));
    if (forward || back) {
      const best = Math.max(forward?.similarity ?? 0, back?.similarity ?? 0);
      const parts = [
        forward &&
          `the similar target ${quote(forward.fromText)} (${forward.similarity}%, translation ${forward.id}) is translated ${quote(forward.text)} as well`,
        back && `the similar source ${quote(back.fromText)} (${back.similarity}%, translation ${back.id}) translates the same target ${quote(back.text)}`,
      ].filter(Boolean);
      return {
        answer: { decision: 'keep' as const, confidence: 0, reasoning: '' },
        confidence: r2(0.5 + 0.4 * Math.min(1, (best - MEAN_MIN_SIMILARITY) / 30)),
        reasoning: `The numbers agree and the translation memory supports the pair: ${parts.join(', and ')}.`,
      };
    }
    return {
      answer: { decision: 'no_decision' as const, confidence: 0, reasoning: '' },
      confidence: 0,
      reasoning:
        `The numbers agree, but the translation memory has no text at least ${MEAN_MIN_SIMILARITY}% similar to the target or to the source with this pairing` +
        `${fwd.length ? ` (the closest target, ${quote(fwd[0].fromText)}, ${fwd[0].similarity}%, is translated ${quote(fwd[0].text)})` : ''}, so the meaning cannot be checked.`,
    };
  },
});

/** Mean validator jobs (spec 3 §7): no priority endpoint; bulk keep takes exact matches too. */
export const meanValidatorKind = sourceValidatorKind({ path: MEAN_VALIDATOR_PATH, agent: meanValidatorAgent, priority: false, keepAlso: 'exact_match' });
