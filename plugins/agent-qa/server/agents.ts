import { z } from 'zod';
import { defineAgent, type AgentDef } from '../../../sdk/server';

/** What every QA agent is given: an item with its target text and its validated source-dialect text. */
export interface QaInput {
  translationId: number;
  target: string;
  targetDialectId: number;
  source: string;
  sourceDialectId: number;
}

const norm = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[\s\p{P}]+/gu, ' ').trim();
const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort().join(',');

const validatorAnswer = z.object({
  decision: z.enum(['valid', 'invalid']),
  modified_translation: z.string().optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});

/**
 * Checks that an item's source-dialect translation says what its target text says. Local rules:
 * both texts present, the same numbers, a plausible length ratio, and the translation memory's
 * translations of similar target texts.
 */
export const translationValidator = defineAgent<QaInput, z.infer<typeof validatorAnswer>>({
  type: 'item_translation_validator',
  label: 'Item translation validator',
  description: 'Checks that the translation of an item in the chosen dialect matches its target text. Uses the items of every course.',
  requiresCourses: false,
  answer: validatorAnswer,
  prompt: (i) => [
    'Check whether the translation is a correct translation of the course text.',
    `Course text: ${JSON.stringify(i.target)}`,
    `Translation: ${JSON.stringify(i.source)}`,
    'Answer with a JSON object: {"decision": "valid" | "invalid", "modified_translation": corrected translation when invalid, "confidence": 0-1, "reasoning": one paragraph}.',
  ].join('\n'),
  local: async (i, { memory }) => {
    const problems: string[] = [];
    if (!i.source.trim()) problems.push('the translation is empty');
    if (numbers(i.source) !== numbers(i.target)) problems.push(`the numbers differ (${numbers(i.target) || 'none'} in the course text, ${numbers(i.source) || 'none'} in the translation)`);
    const ratio = (i.source.length + 1) / (i.target.length + 1);
    if (ratio > 4 || ratio < 0.25) problems.push(`the lengths are far apart (ratio ${ratio.toFixed(2)})`);
    const tm = await memory.suggest({ text: i.target, fromDialectId: i.targetDialectId, toDialectId: i.sourceDialectId, limit: 3, excludeId: i.translationId, minSimilarity: 70 });
    const agreeing = tm.find((s) => norm(s.text) === norm(i.source));
    const tmNote = agreeing
      ? ` The translation memory agrees: translation ${agreeing.id} of a ${agreeing.similarity}% similar text has the same translation.`
      : tm.length ? ` The translation memory has ${tm.length} similar text(s) with other translations (best ${tm[0].similarity}%: "${tm[0].text}"), which lowers the confidence.`
        : ' The translation memory has no similar text to compare with.';
    if (problems.length) {
      return {
        answer: { decision: 'invalid' as const, modified_translation: tm[0]?.text, confidence: 0, reasoning: '' },
        confidence: 0.85,
        reasoning: `Judged invalid by the local rules because ${problems.join(' and ')}.${tmNote}`,
      };
    }
    return {
      answer: { decision: 'valid' as const, confidence: 0, reasoning: '' },
      confidence: agreeing ? 0.95 : tm.length ? 0.65 : 0.75,
      reasoning: `Judged valid by the local rules: both texts are present, their numbers match and their lengths are comparable (ratio ${ratio.toFixed(2)}).${tmNote}`,
    };
  },
});

const guesserAnswer = z.object({
  translation: z.string(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});

/** Guesses an item's source-dialect text from its target text: the translation memory's best match. */
export const sourceGuesser = defineAgent<QaInput, z.infer<typeof guesserAnswer>>({
  type: 'item_source_guesser',
  label: 'Item source guesser',
  description: 'Guesses the translation of an item in the chosen dialect from its target text, and compares it with the validated one. Needs the courses to test.',
  requiresCourses: true,
  answer: guesserAnswer,
  prompt: (i) => [
    'Translate the course text into the learner\'s language, as a course for learners would.',
    `Course text: ${JSON.stringify(i.target)}`,
    'Answer with a JSON object: {"translation": string, "confidence": 0-1, "reasoning": one paragraph}.',
  ].join('\n'),
  local: async (i, { memory }) => {
    const [best] = await memory.suggest({ text: i.target, fromDialectId: i.targetDialectId, toDialectId: i.sourceDialectId, limit: 1, excludeId: i.translationId, minSimilarity: 50 });
    if (!best) {
      return { answer: { translation: '', confidence: 0, reasoning: '' }, confidence: 0, reasoning: 'The translation memory has no text similar enough (50% or more) to the course text, so the local provider cannot guess a translation.' };
    }
    return {
      answer: { translation: best.text, confidence: 0, reasoning: '' },
      confidence: Math.min(1, best.similarity / 100),
      reasoning: `Took the translation of the most similar text in the translation memory: "${best.fromText}" (${best.similarity}% similar, translation ${best.id}) is translated "${best.text}".`,
    };
  },
});

export const QA_AGENTS: AgentDef[] = [translationValidator, sourceGuesser];

/** Does the agent's answer match the known correct result? */
export function judge(agentType: string, answer: any, expected: { translation: string }): boolean {
  if (agentType === translationValidator.type) return answer.decision === 'valid';
  return norm(String(answer.translation ?? '')) === norm(expected.translation);
}
