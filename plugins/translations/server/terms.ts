import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  conceptTypes,
  contributionsTo,
  dialects,
  guessLinks,
  idArray,
  textArray,
  translatableTexts,
  translations,
  translationTexts,
  type Db,
} from '../../../sdk/server';
import { joinWords, languageOfDialect, plainOf, tokenize, TranslationStatus, type Token } from '../../../sdk/shared';
import { termMissing, type SegmentTerm } from '../public';
import { translationProjectItems as items } from './tables';

/** A CAT text: its source (in the project's from dialect) and its target. */
export interface TermText {
  source: string;
  target: string;
}

const codesOf = async (db: Db, ids: number[]) =>
  new Map((await db.select({ id: dialects.id, code: dialects.code }).from(dialects).where(inArray(dialects.id, ids))).map((d) => [d.id, d.code]));

/** Whether the words of `term` occur as consecutive words of `text` (lower case, NFC). */
function containsWords(text: string, term: string, lang: string): boolean {
  const words = (s: string) => tokenize(plainOf(s), lang).map((t) => t.norm);
  const wanted = words(term);
  if (!wanted.length) return true;
  // Where words are spaced, whole words; where they are written together, the characters.
  const sep = joinWords(['', ''], lang);
  return `${sep}${words(text).join(sep)}${sep}`.includes(`${sep}${wanted.join(sep)}${sep}`);
}

/** The done texts in a dialect of concept records (ref, refIds), read from their owner's translatable field. */
async function conceptTexts(db: Db, courseId: number, ref: number, refIds: number[], dialectId: number): Promise<Map<number, string>> {
  const field = contributionsTo(translatableTexts).find((t) => t.ref === ref)?.field;
  if (!field || !refIds.length) return new Map();
  const rows = await db
    .select({ refId: translations.refId, text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, dialectId)))
    .where(
      and(
        eq(translations.ref, ref),
        inArray(translations.refId, refIds),
        eq(translations.field, field),
        eq(translations.courseId, courseId),
        eq(translationTexts.status, TranslationStatus.DONE),
        ne(translationTexts.text, ''),
      ),
    );
  return new Map(rows.map((r) => [r.refId, plainOf(r.text)]));
}

const termSource = (plain: string, tokens: Token[], positions: number[], lang: string) =>
  positions.every((p, i) => i === 0 || p === positions[i - 1] + 1)
    ? plain.slice(tokens[positions[0]].start, tokens[positions[positions.length - 1]].end)
    : joinWords(
        positions.map((p) => tokens[p].text),
        lang,
      );

/**
 * The terms of CAT texts of one course and dialect pair: the concepts the linker guesses in each
 * source (every registered concept type's candidates, the longest cover from scratch, as the
 * linker's guess makes it), once each, in source order, with their done text in the target dialect
 * and whether the target leaves it out. One match per concept type for all the texts.
 */
export async function termsOf(db: Db, courseId: number, fromDialectId: number, toDialectId: number, texts: TermText[]): Promise<SegmentTerm[][]> {
  const codes = await codesOf(db, [fromDialectId, toDialectId]);
  const fromLang = languageOfDialect(codes.get(fromDialectId) ?? '');
  const toLang = languageOfDialect(codes.get(toDialectId) ?? '');
  const plains = texts.map((t) => plainOf(t.source));
  const tokens = plains.map((p) => tokenize(p, fromLang));
  if (!tokens.some((t) => t.length)) return texts.map(() => []);
  const lists = await Promise.all(conceptTypes().map((type) => type.matchMany(db, courseId, fromDialectId, tokens, fromLang)));
  const guessed = tokens.map((words, k) => {
    const seen = new Set<string>();
    return guessLinks(
      words.length,
      lists.flatMap((l) => l[k]),
      [],
      true,
    ).concepts.filter((c) => !seen.has(`${c.ref}:${c.refId}`) && seen.add(`${c.ref}:${c.refId}`));
  });
  const byRef = new Map<number, Set<number>>();
  for (const c of guessed.flat()) byRef.set(c.ref, (byRef.get(c.ref) ?? new Set()).add(c.refId));
  const found = new Map<number, Map<number, string>>();
  for (const [ref, ids] of byRef) found.set(ref, await conceptTexts(db, courseId, ref, [...ids], toDialectId));
  return guessed.map((concepts, k) =>
    concepts.map((c) => {
      const translation = found.get(c.ref)?.get(c.refId) ?? '';
      return {
        ref: c.ref,
        refId: c.refId,
        source: termSource(plains[k], tokens[k], c.positions, fromLang),
        start: tokens[k][c.positions[0]].start,
        end: tokens[k][c.positions[c.positions.length - 1]].end,
        translation,
        // Only where the source has the term's own form: an inflected one (somos of ser) is not translated by the approved text (to be).
        missing: !!translation && c.inflectStudied === null && !containsWords(texts[k].target, translation, toLang),
      };
    }),
  );
}

/** The course's texts of concept records (its vocabulary…) in a dialect: the words spelling takes as right. */
export async function conceptWords(db: Db, courseId: number, dialectId: number): Promise<string[]> {
  const owners = contributionsTo(translatableTexts).filter((t) => conceptTypes().some((c) => c.ref === t.ref));
  if (!owners.length) return [];
  const rows = await db
    .select({ text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, dialectId)))
    .where(
      and(
        eq(translations.courseId, courseId),
        or(...owners.map((o) => and(eq(translations.ref, o.ref), eq(translations.field, o.field)))),
        ne(translationTexts.text, ''),
      ),
    );
  return rows.map((r) => plainOf(r.text));
}

/** The format check's warnings of CAT rows: 'Term missing: …' for each term a non-empty target leaves out (the save goes through). */
async function termWarnings(
  db: Db,
  courseId: number,
  rows: { fromDialectId: number; toDialectId: number; fromText: string; toText: string }[],
): Promise<string[][]> {
  const out: string[][] = rows.map(() => []);
  const filled = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.toText.trim());
  if (!filled.length) return out;
  const { fromDialectId, toDialectId } = filled[0].r;
  const terms = await termsOf(
    db,
    courseId,
    fromDialectId,
    toDialectId,
    filled.map(({ r }) => ({ source: r.fromText, target: r.toText })),
  );
  filled.forEach(({ i }, k) => {
    out[i] = terms[k].filter((t) => t.missing).map(termMissing);
  });
  return out;
}

/**
 * The term warnings of CAT rows checked anew and stored on each (the stored check's warnings,
 * which never make a row an error); answers them in the rows' order.
 */
export async function storeTermWarnings(
  db: Db,
  courseId: number,
  rows: { id: number; warnings: string[]; fromDialectId: number; toDialectId: number; fromText: string; toText: string }[],
): Promise<string[][]> {
  const found = await termWarnings(db, courseId, rows);
  const changed = rows.map((r, i) => ({ id: r.id, warnings: found[i] })).filter((c, i) => c.warnings.join('\n') !== rows[i].warnings.join('\n'));
  for (let i = 0; i < changed.length; i += 5_000) {
    const part = changed.slice(i, i + 5_000);
    await db.execute(sql`update ${items} set warnings = x.w::jsonb
      from unnest(${idArray(part.map((c) => c.id))}, ${textArray(part.map((c) => JSON.stringify(c.warnings)))}) as x(id, w)
      where ${items.id} = x.id`);
  }
  return found;
}
