import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courses, dialects, translations, type Db, type QaCase } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { TRANSLATIONS } from '../public';
import type { ProposerAnswer, ProposerInput } from './proposer';
import { confidenceFloor } from './confidence-floor';
import { fromText, textPair, toText } from './text-pair';

const fromDialect = alias(dialects, 'qa_from_dialect');
const toDialect = alias(dialects, 'qa_to_dialect');

/**
 * Agent QA's cases of the translation proposer: the validated texts of the courses (done in the
 * course's default target dialect and in the QA's dialect), in a fixed mixed order, each asked
 * as a pre-translation would ask it; the expected answer is the validated translation. The
 * proposer's memory leaves the text's own translation out, so it cannot just read the answer.
 */
export async function proposerQaCases(db: Db, q: { dialectId: number; courseIds: number[]; limit: number }): Promise<QaCase<ProposerInput>[]> {
  const pair = textPair(translations.id, courses.targetDialectDefaultId, q.dialectId);
  const rows = await db
    .select({
      translationId: translations.id,
      ref: translations.ref,
      refId: translations.refId,
      courseId: translations.courseId,
      fromText: fromText.text,
      toText: toText.text,
      fromDialectId: fromDialect.id,
      fromDialectCode: fromDialect.code,
      toDialectCode: toDialect.code,
    })
    .from(translations)
    .innerJoin(courses, eq(courses.id, translations.courseId))
    .innerJoin(fromDialect, eq(fromDialect.id, courses.targetDialectDefaultId))
    .innerJoin(toDialect, eq(toDialect.id, q.dialectId))
    .innerJoin(fromText, pair.from)
    .innerJoin(toText, pair.to)
    .where(
      and(
        q.courseIds.length ? sql`${translations.courseId} in (${sql.join(q.courseIds, sql`, `)})` : undefined,
        ne(translations.ref, TRANSLATIONS),
        ne(courses.targetDialectDefaultId, q.dialectId),
        eq(fromText.status, TranslationStatus.DONE),
        eq(toText.status, TranslationStatus.DONE),
        sql`btrim(${fromText.text}) <> ''`,
        sql`btrim(${toText.text}) <> ''`,
      ),
    )
    .orderBy(sql`md5(${translations.id}::text)`)
    .limit(q.limit);
  // A text the same in both dialects (a name, or a text stored in the wrong dialect) tests no translation.
  return rows
    .filter((r) => comparable(r.fromText) !== comparable(r.toText))
    .map((r) => ({
      ref: r.ref,
      refId: r.refId,
      courseId: r.courseId,
      input: {
        text: r.fromText,
        translationId: r.translationId,
        fromDialectId: r.fromDialectId,
        fromDialectCode: r.fromDialectCode,
        toDialectId: q.dialectId,
        toDialectCode: r.toDialectCode,
      },
      expected: r.toText,
      info: { dialect_code: r.toDialectCode, segments: [], us_translation: r.toText, target_translation: r.fromText },
    }));
}

/** A text as proposals are compared: tags, punctuation and case aside. */
export const comparable = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const wordSet = (s: string) => new Set(comparable(s).split(' ').filter(Boolean));

/**
 * What a pre-translation makes of the proposal against the validated text: none (empty or below
 * the confidence floor: the row stays empty), accepted (the same text, case, tags and punctuation
 * aside), edited (shares at least half of its words with it: a translator's fix), unrelated.
 */
export function judgeProposal(a: ProposerAnswer, expected: string, floor = confidenceFloor()): 'none' | 'accepted' | 'edited' | 'unrelated' {
  const text = a.translation.trim();
  if (!text || a.confidence < floor) return 'none';
  if (comparable(text) === comparable(expected)) return 'accepted';
  const [x, y] = [wordSet(text), wordSet(expected)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return (2 * shared) / (x.size + y.size || 1) >= 0.5 ? 'edited' : 'unrelated';
}
