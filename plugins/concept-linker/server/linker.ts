import { and, eq, inArray, sql } from 'drizzle-orm';
import { conceptTypes, courseDialectList, dialects, HttpError, type Db } from '../../../sdk/server';
import { guessLinks, type StoredLink } from '../../../sdk/server/concepts';
import {
  coverage, hasOverlap, languageOfDialect, phraseDone, tokenize, type EditorPhrase, type GuessResponse, type LinkedConcept, type Token,
} from '../../../sdk/shared/concepts';
import { conceptLinks } from './tables';

/** The translatable field holding a record's linked texts (sentences, segments… use 'text'). */
export const TEXT_FIELD = 'text';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

const codes = new Map<number, string>();
/** A dialect's code (dialects do not change while the server runs: cached). */
export async function dialectCode(db: Db, dialectId: number): Promise<string> {
  const known = codes.get(dialectId);
  if (known) return known;
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, dialectId));
  if (!d) throw new HttpError(404, 'Dialect not found');
  codes.set(dialectId, d.code);
  return d.code;
}

/** The stored text of (ref, refId) in a dialect ('' when none). */
export async function storedText(db: Db, ref: number, refId: number, dialectId: number): Promise<string> {
  const [r] = rowsOf<{ text: string }>(await db.execute(sql`
    select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
     where t.ref = ${ref} and t.ref_id = ${refId} and t.field = ${TEXT_FIELD} and tt.dialect_id = ${dialectId}`));
  return r?.text ?? '';
}

/** Texts in the source of the translation markup are plain here: tags are dropped before tokenizing. */
export const plainOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

export function editorPhrase(refId: number, plain: string, tokens: Token[]): EditorPhrase {
  return { id: refId, plain, words: tokens.map(({ text, start, end }) => ({ text, start, end })), length: tokens.length, order: 0 };
}

export async function storedLinks(db: Db, ref: number, refId: number, dialectId: number): Promise<StoredLink[]> {
  const rows = await db.select().from(conceptLinks)
    .where(and(eq(conceptLinks.ref, ref), eq(conceptLinks.refId, refId), eq(conceptLinks.dialectId, dialectId)))
    .orderBy(conceptLinks.id);
  return rows.map((r) => ({ ref: r.conceptRef, refId: r.conceptRefId, positions: r.positions, inflectStudied: r.inflectStudied }));
}

/** Every registered concept type's candidates for the tokens. */
export async function candidatesOf(db: Db, courseId: number, dialectId: number, tokens: Token[], lang: string) {
  if (!tokens.length) return [];
  const lists = await Promise.all(conceptTypes().map((t) => t.match(db, courseId, dialectId, tokens, lang)));
  return lists.flat();
}

/**
 * The guess for a phrase of (ref, refId) in a target dialect (spec 1 §4): the phrase sent, or the
 * stored text when none is sent; stored links followed to its words unless fromScratch; the
 * longest non-overlapping cover of the rest (see sdk/server/concepts.ts guessLinks).
 */
export async function guess(
  db: Db, opts: { courseId: number; ref: number; refId: number; dialectId: number; phrase?: string; fromScratch: boolean },
): Promise<GuessResponse> {
  const lang = languageOfDialect(await dialectCode(db, opts.dialectId));
  const plain = plainOf(opts.phrase ?? (await storedText(db, opts.ref, opts.refId, opts.dialectId)));
  const tokens = tokenize(plain, lang);
  const [candidates, stored] = await Promise.all([
    candidatesOf(db, opts.courseId, opts.dialectId, tokens, lang),
    opts.fromScratch ? Promise.resolve([]) : storedLinks(db, opts.ref, opts.refId, opts.dialectId),
  ]);
  const g = guessLinks(tokens.length, candidates, stored, opts.fromScratch);
  return { phrase: editorPhrase(opts.refId, plain, tokens), ...g };
}

/**
 * Stores the links of a text in a dialect, replacing the previous ones. Refused (400) when two
 * overlap or a position is outside the text's words.
 */
export async function saveLinks(
  db: Db, key: { courseId: number; ref: number; refId: number; dialectId: number }, length: number,
  links: { ref: number; refId: number; positions: number[]; inflectStudied?: number | null }[],
): Promise<void> {
  if (hasOverlap(links)) throw new HttpError(400, 'Linked concepts may not overlap', { concepts: 'Overlapping positions' });
  if (links.some((l) => !l.positions.length || l.positions.some((p) => p < 0 || p >= length))) {
    throw new HttpError(400, 'A position is outside the text', { concepts: 'Position outside the text' });
  }
  const where = and(eq(conceptLinks.ref, key.ref), eq(conceptLinks.refId, key.refId), eq(conceptLinks.dialectId, key.dialectId));
  await db.transaction(async (tx) => {
    await tx.delete(conceptLinks).where(where);
    if (links.length) {
      await tx.insert(conceptLinks).values(links.map((l) => ({
        ...key, conceptRef: l.ref, conceptRefId: l.refId, positions: [...l.positions].sort((a, b) => a - b), inflectStudied: l.inflectStudied ?? null,
      })));
    }
  });
}

export interface ClDetail {
  dialectId: number;
  dialectCode: string;
  /** The text is done: every word covered by linked concepts, without overlap. */
  conceptLinker: boolean;
  /** Percent of its words covered by linked concepts. */
  conceptLinkerCoverage: number;
}

/** clDetails of a text, per target dialect of its course. */
export async function clDetails(db: Db, courseId: number, ref: number, refId: number): Promise<ClDetail[]> {
  const targets = await courseDialectList(db, courseId, 'target');
  return Promise.all(targets.map(async (d) => {
    const tokens = tokenize(plainOf(await storedText(db, ref, refId, d.dialectId)), languageOfDialect(d.dialectCode));
    const links = await storedLinks(db, ref, refId, d.dialectId);
    return {
      dialectId: d.dialectId, dialectCode: d.dialectCode,
      conceptLinker: phraseDone(tokens.length, links), conceptLinkerCoverage: coverage(tokens.length, links),
    };
  }));
}

/**
 * The checker on one text: its stored links followed to its current words (moved by a near match,
 * dropped when their concept no longer matches there) and stored again when that changed;
 * answers whether the text is done. It never accepts a guess on its own.
 */
export async function checkText(db: Db, courseId: number, ref: number, refId: number, dialectId: number, lang: string): Promise<boolean> {
  const tokens = tokenize(plainOf(await storedText(db, ref, refId, dialectId)), lang);
  const stored = await storedLinks(db, ref, refId, dialectId);
  if (!stored.length) return false;
  const candidates = await candidatesOf(db, courseId, dialectId, tokens, lang);
  const kept = guessLinks(tokens.length, candidates, stored, false).concepts.filter((c) => !c.preselected);
  const same = kept.length === stored.length && kept.every((k) => k.deltaPos === 0);
  if (!same) await saveLinks(db, { courseId, ref, refId, dialectId }, tokens.length, kept);
  return phraseDone(tokens.length, kept);
}

/** Ids of the texts of a ref in a course (the records with a translation in field 'text'). */
export async function textIds(db: Db, courseId: number, ref: number): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(sql`
    select ref_id as id from translations where ref = ${ref} and course_id = ${courseId} and field = ${TEXT_FIELD} order by ref_id`))
    .map((r) => Number(r.id));
}

/** How many texts link each concept of a ref, in a course. */
export async function useCounts(db: Db, courseId: number, conceptRef: number, ids?: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: conceptLinks.conceptRefId, n: sql<number>`count(distinct (${conceptLinks.ref}, ${conceptLinks.refId}))::int` })
    .from(conceptLinks)
    .where(and(eq(conceptLinks.courseId, courseId), eq(conceptLinks.conceptRef, conceptRef), ids ? inArray(conceptLinks.conceptRefId, ids.length ? ids : [-1]) : undefined))
    .groupBy(conceptLinks.conceptRefId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export type { LinkedConcept };
