import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern, defineAgent, type Db } from '../../../../sdk/server';
import { SENTENCE_VALIDATOR_PATH } from '../../jobs-shared';
import { MODULE } from '../../../../sdk/shared';
import type { ItemJobInput } from './job-params';
import { itemQaCases } from './item-selection';
import { sourceValidatorKind } from './source-validator-kind';
import { confidenceOf, containsPhrase, distinctSuggestions, norm, quote, r2 } from './text-match';
import { analogyDecision, similarTexts, sourceByAnalogy } from './source-analogy';
import { rowsOf } from '../../../../sdk/server';

/** At most this many sentences are compared per item. */
export const MAX_SENTENCES = 20;
const MIN_SIMILARITY = 50;

const answer = z.object({
  decision: z.enum(['keep', 'change', 'no_decision']),
  modified_translation: z.string().max(20_000).optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
type Answer = z.infer<typeof answer>;

export interface SentencePair {
  id: number;
  target: string;
  source: string;
}

/**
 * The course's sentences whose target text (the course's default target dialect) contains the
 * item's target text as whole words, with a non-empty translation in the job's dialect; by id.
 */
export async function sentencesWith(db: Db, i: ItemJobInput): Promise<SentencePair[]> {
  const rows = rowsOf<SentencePair>(
    await db.execute(sql`
    SELECT t.ref_id AS id, tg.text AS target, sc.text AS source
      FROM translations t
      JOIN translation_texts tg ON tg.translation_id = t.id AND tg.dialect_id = ${i.targetDialectId}
      JOIN translation_texts sc ON sc.translation_id = t.id AND sc.dialect_id = ${i.sourceDialectId} AND btrim(sc.text) <> ''
     WHERE t.ref = ${MODULE.sentences} AND t.field = 'text' AND t.course_id = ${i.courseId} AND tg.text ILIKE ${containsPattern(i.target.trim())}
     ORDER BY t.ref_id
     LIMIT 500`),
  );
  return rows
    .map((r) => ({ ...r, id: Number(r.id) }))
    .filter((s) => containsPhrase(s.target, i.target))
    .slice(0, MAX_SENTENCES);
}

/**
 * Checks an item's source against the course's sentences that use the item: their translations
 * in the dialect should contain it. Local rules: keep when some of those translations contain the
 * source (the more, the surer); change to the memory's translation of the item's target when none
 * does but some contain that; without sentences, the source an analogy builds (keep when it is the
 * source, change to it otherwise; source-analogy.ts), else the translation memory alone (keep when its best
 * translations include the source, change when it has the identical target with another
 * translation); no_decision otherwise.
 */
export const sentenceValidatorAgent = defineAgent<ItemJobInput, Answer>({
  type: 'item_source_sentence_validator',
  label: 'Item source sentence translation validator',
  description: "Checks an item's source against the translations of the course's sentences that use it.",
  answer,
  // QA: a validated source must be kept.
  qa: { cases: (db, q) => itemQaCases(db, q, (input) => ({ input, expected: 'keep' })), judge: (a) => a.decision === 'keep' },
  prompt: (i) =>
    [
      `A language course has the item ${JSON.stringify(i.target)} (${i.targetDialectCode}) with the ${i.sourceDialectCode} source ${JSON.stringify(i.source)}.`,
      "The item is used in the course's sentences; its source must be the wording their translations use.",
      'Decide "keep" when the source is right, "change" with "modified_translation" when another wording is right, "no_decision" when you cannot tell.',
      'Answer with a JSON object: {"decision", "modified_translation", "confidence": 0-1, "reasoning": one paragraph}.',
    ].join('\n'),
  local: async (i, { db, memory }) => {
    const src = i.source.trim();
    const sentences = await sentencesWith(db, i);
    // The sentences are the evidence, not candidates: the memory's translations of sentences are left out.
    const similar = await similarTexts(memory, i);
    const tm = distinctSuggestions(similar.filter((s) => s.similarity >= MIN_SIMILARITY && s.ref !== MODULE.sentences));
    if (sentences.length) {
      const n = sentences.length;
      const of = `${n} sentence${n === 1 ? '' : 's'} of the course containing ${quote(i.target)}`;
      const supporting = sentences.filter((s) => containsPhrase(s.source, src));
      if (supporting.length) {
        const [s] = supporting;
        return {
          answer: { decision: 'keep' as const, confidence: 0, reasoning: '' },
          confidence: r2(Math.min(0.95, 0.6 + 0.35 * (supporting.length / n))),
          reasoning:
            `${supporting.length} of the ${of} ${supporting.length === 1 ? 'has' : 'have'} the source ${quote(src)} in their ${i.sourceDialectCode} translation, ` +
            `e.g. sentence ${s.id}: ${quote(s.target)} is translated ${quote(s.source)}.`,
        };
      }
      const alternative = tm.find((t) => sentences.some((s) => containsPhrase(s.source, t.text)));
      if (alternative) {
        const using = sentences.filter((s) => containsPhrase(s.source, alternative.text));
        return {
          answer: { decision: 'change' as const, modified_translation: alternative.text, confidence: 0, reasoning: '' },
          confidence: r2(Math.min(0.9, 0.5 + 0.4 * (using.length / n))),
          reasoning:
            `None of the ${of} has ${quote(src)} in its ${i.sourceDialectCode} translation, but ${using.length} contain${using.length === 1 ? 's' : ''} ${quote(alternative.text)} ` +
            `(e.g. sentence ${using[0].id}: ${quote(using[0].source)}), which the memory gives for ${quote(alternative.fromText)} (${alternative.similarity}% similar).`,
        };
      }
      return {
        answer: { decision: 'no_decision' as const, confidence: 0, reasoning: '' },
        confidence: 0.3,
        reasoning:
          `None of the ${of} has ${quote(src)} in its ${i.sourceDialectCode} translation (e.g. sentence ${sentences[0].id}: ${quote(sentences[0].source)}), ` +
          'and no translation the memory suggests for the item appears in them either, so the source needs a reviewer.',
      };
    }
    const analogy = await sourceByAnalogy(db, i, similar);
    if (analogy) return analogyDecision(i, analogy, `No sentence of the course contains ${quote(i.target)}, so the memory and the vocabulary decide: `);
    const agreeing = tm.find((t) => norm(t.text) === norm(src));
    if (agreeing) {
      return {
        answer: { decision: 'keep' as const, confidence: 0, reasoning: '' },
        confidence: r2(0.9 * confidenceOf(agreeing.similarity)),
        reasoning:
          `No sentence of the course contains ${quote(i.target)}, so the translation memory decides: ${quote(agreeing.fromText)} ` +
          `(${agreeing.similarity}% similar, translation ${agreeing.id}) is translated ${quote(agreeing.text)} too.`,
      };
    }
    const same = tm.find((t) => t.similarity >= 100);
    if (same) {
      return {
        answer: { decision: 'change' as const, modified_translation: same.text, confidence: 0, reasoning: '' },
        confidence: 0.7,
        reasoning:
          `No sentence of the course contains ${quote(i.target)}; the translation memory has the same target text (translation ${same.id}) ` +
          `translated ${quote(same.text)}, not ${quote(src)}.`,
      };
    }
    return {
      answer: { decision: 'no_decision' as const, confidence: 0, reasoning: '' },
      confidence: 0,
      reasoning:
        `No sentence of the course contains ${quote(i.target)} with a ${i.sourceDialectCode} translation, and the translation memory ` +
        `${tm.length ? `translates similar texts otherwise (best: ${quote(tm[0].text)}, ${tm[0].similarity}%)` : 'has no similar text'}, so there is nothing to check the source against.`,
    };
  },
});

/** Sentence validator jobs (spec 3 §7). */
export const sentenceValidatorKind = sourceValidatorKind({ path: SENTENCE_VALIDATOR_PATH, agent: sentenceValidatorAgent, priority: true });
