import { z } from 'zod';
import { defineAgent } from '../../../sdk/server';
import { checkMemory, checkPair, plainText } from './checks';

export const TRANSLATION_CHECK = 'translation_check';

export interface CheckSide {
  dialectId: number;
  code: string;
  text: string;
}
export interface CheckInput {
  /** The checker: 'targets' also compares the text with the translation memory. */
  kind: 'sources' | 'targets' | 'all';
  courseId: number;
  /** The translation of the text checked (left out of the memory's suggestions). */
  translationId?: number;
  text: CheckSide;
  /** The texts it is compared with (the default source of a target, the default target of a source, every other dialect for 'all'). */
  references: CheckSide[];
}

export const checkAnswer = z.object({
  findings: z.array(z.object({ check: z.string().max(50), explanation: z.string().max(2000) })).max(50),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(10_000),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

const FOUND = ': found ';
/** The checks a flagged local review names in its reasoning ('… found numbers, gap.'): none for an OK one or another provider's. */
export const localChecksOf = (reasoning: string): string[] =>
  reasoning.startsWith('Local rules') && reasoning.includes(FOUND)
    ? reasoning
        .slice(reasoning.lastIndexOf(FOUND) + FOUND.length)
        .replace(/\.$/, '')
        .split(', ')
    : [];

/**
 * The translation check (spec 4 §7 AI review and checkers): what is wrong with one text compared
 * with its translations. Locally: an empty text, untranslated text, tags or placeholders lost, numbers changed,
 * a gap missing in one dialect, a suspicious length ratio and, for targets, a text other than the
 * translation memory's for the same source.
 */
export const translationCheck = defineAgent<CheckInput, CheckAnswer>({
  type: TRANSLATION_CHECK,
  label: 'Translation check',
  description:
    'Finds mistakes of a translated text: empty, untranslated, lost tags or placeholders, changed numbers, missing gaps, odd lengths, memory mismatches.',
  system:
    'You review translations of a language course. Answer with one JSON object only: "findings" (a list of { "check", "explanation" }, ' +
    'empty when the text is right), a "confidence" between 0 and 1 and a one-paragraph "reasoning".',
  prompt: (i) =>
    [
      `Check the ${i.text.code} text against its translations. Report an empty text, untranslated text, lost inline HTML tags or placeholders ` +
        '(paragraph wrappers such as <p> do not count), changed numbers, gaps (<span data-gap="1">) missing in one dialect, wrong meaning, ' +
        'and a length far from the others.',
      `${i.text.code}: ${JSON.stringify(i.text.text)}`,
      ...i.references.map((r) => `${r.code}: ${JSON.stringify(r.text)}`),
    ].join('\n'),
  answer: checkAnswer,
  temperature: 0,
  local: async (input, { memory }) => {
    const findings = input.references.flatMap((r) => checkPair(input.text, r));
    const source = input.references[0];
    if (input.kind === 'targets' && source && plainText(source.text)) {
      const same = (
        await memory.suggest({
          text: source.text,
          fromDialectId: source.dialectId,
          toDialectId: input.text.dialectId,
          limit: 20,
          minSimilarity: 101,
          excludeId: input.translationId,
        })
      ).filter((s) => s.courseId === input.courseId && s.id !== input.translationId && plainText(s.fromText) === plainText(source.text));
      findings.push(
        ...checkMemory(
          input.text,
          same.map((s) => s.text),
        ),
      );
    }
    const compared = input.references.map((r) => r.code).join(', ') || 'no other dialect';
    return {
      answer: { findings, confidence: findings.length ? 0.8 : 0.7, reasoning: '' },
      confidence: findings.length ? 0.8 : 0.7,
      reasoning: findings.length
        ? `Local rules compared the ${input.text.code} text with ${compared}${FOUND}${[...new Set(findings.map((f) => f.check))].join(', ')}.`
        : `Local rules compared the ${input.text.code} text with ${compared} (empty, copy, tags, placeholders, numbers, gaps, length${input.kind === 'targets' ? ', memory' : ''}) and found nothing wrong.`,
    };
  },
});
