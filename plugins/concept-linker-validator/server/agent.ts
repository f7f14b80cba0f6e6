import { z } from 'zod';
import { conceptType, defineAgent, linkedText, matchPhrase, type ConceptCandidate, type Db } from '../../../sdk/server';
import { languageOfDialect, plainOf, tokenize, type Token } from '../../../sdk/shared';
import type { ConceptRef } from '../shared';
import { currentLink, type LinkSlot } from './links';

export const AGENT_TYPE = 'concept-validator';

/** What the agent is given for one item: the link and the concepts to compare (ai_job_items.input). */
export interface ValidationInput extends LinkSlot {
  dialectCode: string;
  /** The text (markup dropped) and the linked words when the validation was created. */
  text: string;
  words: string[];
  mainTitle: string;
  alternativeTitles: string[];
}

export const answerSchema = z.object({
  decision: z.enum(['keep', 'change', 'unlink', 'error']),
  selected_ref: z.number().int().nullable().optional(),
  selected_refId: z.number().int().nullable().optional(),
  unlinkable_concepts: z.array(z.object({ ref: z.number().int(), refId: z.number().int() })).optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1),
});
export type ValidationAnswer = z.infer<typeof answerSchema>;

const same = (a: ConceptRef, b: ConceptRef) => a.ref === b.ref && a.refId === b.refId;
const sorted = (p: number[]) => [...p].sort((a, b) => a - b);
const samePositions = (a: number[], b: number[]) => a.length === b.length && sorted(a).every((p, i) => p === sorted(b)[i]);

export interface LinkDecision {
  decision: 'keep' | 'change' | 'unlink';
  /** The alternative to change to (change only). */
  selected: ConceptRef | null;
  /** The candidate that decided (keep, change). */
  match: ConceptCandidate | null;
}

/**
 * The local rules on one link: the main concept still matches the linked words at their positions →
 * keep; else the alternative matching there best (exact positions first, then the most linked
 * positions covered, then the smallest ref and refId) → change; else unlink.
 */
export function decideLink(positions: number[], candidates: ConceptCandidate[], main: ConceptRef, alternatives: ConceptRef[]): LinkDecision {
  const keep = candidates.find((c) => same(c, main) && samePositions(c.positions, positions));
  if (keep) return { decision: 'keep', selected: null, match: keep };
  const options = candidates
    .filter((c) => alternatives.some((a) => same(a, c)))
    .map((c) => ({ c, exact: samePositions(c.positions, positions), covered: c.positions.filter((p) => positions.includes(p)).length }))
    .filter((o) => o.covered > 0)
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.covered - a.covered || a.c.ref - b.c.ref || a.c.refId - b.c.refId);
  const best = options[0]?.c;
  if (best) return { decision: 'change', selected: { ref: best.ref, refId: best.refId }, match: best };
  return { decision: 'unlink', selected: null, match: null };
}

const quote = (tokens: Token[], positions: number[]) => `"${positions.map((p) => tokens[p]?.text ?? '?').join(' ')}"`;
const at = (positions: number[]) => `position${positions.length === 1 ? '' : 's'} ${positions.join(', ')}`;
const named = (titles: Map<string, string>, c: ConceptRef) => `"${titles.get(`${c.ref}:${c.refId}`) ?? `${c.ref}/${c.refId}`}"`;

/** The candidates of the main concept and the alternatives among the matches of their concept types. */
async function candidatesFor(db: Db, courseId: number, dialectId: number, tokens: Token[], lang: string, concepts: ConceptRef[]): Promise<ConceptCandidate[]> {
  if (!tokens.length) return [];
  const refs = [...new Set(concepts.map((c) => c.ref))];
  const lists = await Promise.all(
    refs.map((ref) => {
      const t = conceptType(ref);
      return t ? matchPhrase(t, db, courseId, dialectId, tokens, lang) : Promise.resolve([]);
    }),
  );
  return lists.flat().filter((c) => concepts.some((x) => same(x, c)));
}

/**
 * The concept validator (spec 1 §2 AI-review grid cells, §3 Concept validation item): is the link of
 * the main concept to these words right, or should it name an alternative, or go? The local
 * provider decides with the concept types' matching (the forms of each concept in the text).
 */
export const conceptValidator = defineAgent<ValidationInput, ValidationAnswer>({
  type: AGENT_TYPE,
  label: 'Concept validator',
  description: 'Checks a link of words to a concept: keep it, change it to an alternative concept, or unlink it.',
  answer: answerSchema,
  prompt: (i) =>
    [
      'You review a link between words of a language-course text and a concept (a vocabulary entry, panel, compound or cultural item).',
      `Text (${i.dialectCode}): ${JSON.stringify(i.text)}`,
      `Linked words: ${JSON.stringify(i.words.join(' '))} (word positions ${i.positions.join(', ')}, counted from 0)`,
      `Main concept (linked now): ${JSON.stringify(i.mainTitle)} (ref ${i.main.ref}, id ${i.main.refId})`,
      i.alternatives.length
        ? `Alternative concepts:\n${i.alternatives.map((a, k) => `- ${JSON.stringify(i.alternativeTitles[k] ?? '')} (ref ${a.ref}, id ${a.refId})`).join('\n')}`
        : 'Alternative concepts: none',
      'Compare every concept with the meaning of the linked words in this text and decide:',
      '- "keep" when the main concept is the right one for these words;',
      '- "change" when an alternative fits better: give it as selected_ref and selected_refId;',
      '- "unlink" when no concept fits: list them in unlinkable_concepts;',
      '- "error" when the text cannot be judged.',
      'Answer with a JSON object: {"decision": "keep" | "change" | "unlink" | "error", "selected_ref": number or null, "selected_refId": number or null, ' +
        '"unlinkable_concepts": [{"ref": number, "refId": number}], "confidence": 0-1, "reasoning": one paragraph saying which forms matched}.',
    ].join('\n'),
  local: async (i, { db }) => {
    const link = await currentLink(db, i);
    if (!link) {
      return {
        answer: { decision: 'error' as const, unlinkable_concepts: [], confidence: 0, reasoning: '' },
        confidence: 1,
        reasoning: `The link of ${JSON.stringify(i.words.join(' '))} to "${i.mainTitle}" no longer exists in text ${i.refId} (${i.dialectCode}): it was removed or its words were linked anew since the validation was created, so there is nothing to decide.`,
      };
    }
    const lang = languageOfDialect(i.dialectCode);
    const plain = plainOf(await linkedText(db, i.ref, i.refId, i.dialectId));
    const tokens = tokenize(plain, lang);
    const positions = sorted(link.positions);
    const concepts = [i.main, ...i.alternatives];
    const candidates = await candidatesFor(db, i.courseId, i.dialectId, tokens, lang, concepts);
    const titles = new Map<string, string>([
      [`${i.main.ref}:${i.main.refId}`, i.mainTitle],
      ...i.alternatives.map((a, k) => [`${a.ref}:${a.refId}`, i.alternativeTitles[k] ?? ''] as [string, string]),
    ]);
    const d = decideLink(positions, candidates, i.main, i.alternatives);

    const linked = `The linked words ${quote(tokens, positions)} (${at(positions)}) of the ${i.dialectCode} text ${JSON.stringify(plain)}`;
    const mainElsewhere = candidates.filter((c) => same(c, i.main));
    const mainNote = mainElsewhere.length
      ? `the main concept ${named(titles, i.main)} matches only ${mainElsewhere.map((c) => `${quote(tokens, c.positions)} at ${at(c.positions)}`).join(' and ')}`
      : `no form of the main concept ${named(titles, i.main)} occurs in the text`;
    const altCount = `${i.alternatives.length} alternative${i.alternatives.length === 1 ? '' : 's'}`;
    if (d.decision === 'keep') {
      return {
        answer: { decision: 'keep' as const, selected_ref: null, selected_refId: null, unlinkable_concepts: [], confidence: 0, reasoning: '' },
        confidence: 0.95,
        reasoning: `${linked} were compared with the main concept and ${altCount} by the local rules: the form ${quote(tokens, d.match!.positions)} of the main concept ${named(titles, i.main)} still matches exactly at those positions${d.match!.inflectStudied !== null ? ` (inflected form ${d.match!.inflectStudied})` : ''}, so the link is kept.`,
      };
    }
    if (d.decision === 'change') {
      const exact = samePositions(d.match!.positions, positions);
      return {
        answer: {
          decision: 'change' as const,
          selected_ref: d.selected!.ref,
          selected_refId: d.selected!.refId,
          unlinkable_concepts: [],
          confidence: 0,
          reasoning: '',
        },
        confidence: exact ? 0.9 : 0.7,
        reasoning: `${linked} were compared with the main concept and ${altCount} by the local rules: ${mainNote}, while the alternative ${named(titles, d.selected!)} matches ${quote(tokens, d.match!.positions)} at ${at(d.match!.positions)}${exact ? ', exactly the linked words' : `, covering ${d.match!.positions.filter((p) => positions.includes(p)).length} of the linked words`}, so the link should change to it.`,
      };
    }
    return {
      answer: { decision: 'unlink' as const, selected_ref: null, selected_refId: null, unlinkable_concepts: [i.main], confidence: 0, reasoning: '' },
      confidence: mainElsewhere.length ? 0.6 : 0.85,
      reasoning: `${linked} were compared with the main concept and ${altCount} by the local rules: ${mainNote}${i.alternatives.length ? ' and no alternative matches those words' : ''}, so the link should be removed.`,
    };
  },
});
