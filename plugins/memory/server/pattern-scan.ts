import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { dialects, translationTexts, translations, type Db } from '../../../sdk/server';
import { GAP, MINING_DIALECT } from '../mining-config';
import { PHRASEBOOK } from '../public';
import { memoryPhrasebook } from './tables';
import { phrasesOf } from './mining';

/** Which texts a pattern report or the unifier reads: the courses' translations of the source types, in one dialect. */
export interface SegmentScope {
  courseIds: number[];
  refs: number[];
  dialectId: number;
}
export interface Segment {
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  text: string;
}

export const SCAN_PAGE = 2000;

/** The scope's texts, page by page (by translation id). */
export async function* segmentPages(db: Db, scope: SegmentScope): AsyncGenerator<Segment[]> {
  let last = 0;
  for (;;) {
    const page = await db
      .select({ id: translations.id, courseId: translations.courseId, ref: translations.ref, refId: translations.refId, text: translationTexts.text })
      .from(translationTexts)
      .innerJoin(translations, eq(translations.id, translationTexts.translationId))
      .where(
        and(
          eq(translationTexts.dialectId, scope.dialectId),
          ne(translationTexts.text, ''),
          gt(translations.id, last),
          inArray(translations.courseId, scope.courseIds.length ? scope.courseIds : [0]),
          inArray(translations.ref, scope.refs.length ? scope.refs : [0]),
        ),
      )
      .orderBy(asc(translations.id))
      .limit(SCAN_PAGE);
    if (!page.length) return;
    yield page;
    last = page[page.length - 1].id;
    await new Promise((r) => setImmediate(r)); // let requests in between pages
  }
}

/** A text as the matchers read it: its phrases (the mining rule), each ' w w w ', one a line. */
export const normalized = (text: string) =>
  phrasesOf(text)
    .map((p) => ` ${p.join(' ')} `)
    .join('\n');

/** The words of a pattern (the mining rule), its gaps kept as GAP. */
export const patternWords = (pattern: string) => pattern.split(GAP).map((part) => phrasesOf(part).flat().join(' ').trim());

/**
 * Whether a normalized text holds the pattern: its words in a row, case and punctuation aside,
 * never across a period; a gap ('___') stands for one to three words.
 */
export function patternMatcher(pattern: string): (normalizedText: string) => boolean {
  const parts = patternWords(pattern);
  if (parts.every((p) => !p)) return () => false;
  if (parts.length === 1) {
    const needle = ` ${parts[0]} `;
    return (t) => t.includes(needle);
  }
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(` ${parts.map((p) => (p ? `${esc(p)} ` : '')).join('(?:[^ \\n]+ ){1,3}')}`);
  return (t) => re.test(t);
}

/** A phrasebook entry's pattern in a dialect: the phrase itself in US English or when invariable, else its translation there. */
export interface DialectPattern {
  id: number;
  phrase: string;
  pattern: string;
}

export async function patternsIn(db: Db, dialectId: number): Promise<DialectPattern[]> {
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, dialectId));
  const entries = await db
    .select({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase, isInvariable: memoryPhrasebook.isInvariable })
    .from(memoryPhrasebook)
    .orderBy(asc(memoryPhrasebook.id));
  if (d?.code === MINING_DIALECT) return entries.map((e) => ({ id: e.id, phrase: e.phrase, pattern: e.phrase }));
  const texts = await db
    .select({ refId: translations.refId, text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, eq(translationTexts.translationId, translations.id))
    .where(and(eq(translations.ref, PHRASEBOOK), eq(translationTexts.dialectId, dialectId), ne(translationTexts.text, '')));
  const byId = new Map(texts.map((t) => [t.refId, t.text.trim()]));
  return entries.flatMap((e) => {
    const pattern = e.isInvariable ? e.phrase : byId.get(e.id);
    return pattern ? [{ id: e.id, phrase: e.phrase, pattern }] : [];
  });
}
