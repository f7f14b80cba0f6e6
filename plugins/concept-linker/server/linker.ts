import { and, eq, sql } from 'drizzle-orm';
import { recordLessons } from '../../lesson-outline/public';
import {
  clDetailsOf,
  conceptLinks,
  conceptType,
  conceptTypes,
  contributionsTo,
  matchPhrase,
  HttpError,
  idArray,
  translatableTexts,
  type ClDetail,
  type Db,
} from '../../../sdk/server';
import { guessLinks, type StoredLink } from '../../../sdk/server';
import {
  hasOverlap,
  languageOfDialect,
  phraseDone,
  plainOf,
  tokenize,
  type EditorPhrase,
  type GuessResponse,
  type LinkedConcept,
  type Token,
} from '../../../sdk/shared';
import { rowsOf } from '../../../sdk/server';
import type { CheckerRef } from '../public';

/** The translatable field holding a record's linked texts (sentences, segments… use 'text'). */
export const TEXT_FIELD = 'text';

/**
 * The texts the linker links and the checker runs over, by module (ref): those their owners
 * contribute as linkable translatableTexts (sentences now; segments, panels… as they arrive).
 */
export const checkerRefs = (): CheckerRef[] =>
  contributionsTo(translatableTexts)
    .filter((t) => t.linkable)
    .map((t) => ({ ref: t.ref, name: t.name }))
    .sort((a, b) => a.ref - b.ref);

/** The translatable field holding a linkable ref's text ('text' for sentences and segments, 'reading-text' for reading texts). */
export const textField = (ref: number): string => contributionsTo(translatableTexts).find((t) => t.linkable && t.ref === ref)?.field ?? TEXT_FIELD;

export function editorPhrase(refId: number, plain: string, tokens: Token[]): EditorPhrase {
  return { id: refId, plain, words: tokens.map(({ text, start, end }) => ({ text, start, end })), length: tokens.length, order: 0 };
}

export const notTarget = () => new HttpError(400, 'Not a target dialect of this course', { dialect: 'Not a target dialect of this course' });

/** A text's row joined with its stored links (left join: concept_ref is null when it has none). */
interface LinkRow {
  concept_ref: number | null;
  concept_ref_id: number;
  positions: number[];
  inflect_studied: number | null;
}
const linkColumns = sql`l.concept_ref, l.concept_ref_id, l.positions, l.inflect_studied`;

/** Rows of one text each followed by its links (ordered so), grouped: the first row of each and its links. */
function byText<R extends LinkRow>(rows: R[], key: (r: R) => number): { row: R; links: StoredLink[] }[] {
  const out = new Map<number, { row: R; links: StoredLink[] }>();
  for (const r of rows) {
    const k = key(r);
    const text = out.get(k) ?? { row: r, links: [] };
    out.set(k, text);
    if (r.concept_ref !== null) {
      text.links.push({ ref: Number(r.concept_ref), refId: Number(r.concept_ref_id), positions: r.positions, inflectStudied: r.inflect_studied });
    }
  }
  return [...out.values()];
}

export interface TargetText {
  dialectId: number;
  dialectCode: string;
  text: string;
  links: StoredLink[];
}

/**
 * A text's stored text and links in each target dialect of the course (in display order), or in
 * the one dialect given (none when it is not a target of the course): one query, since each one
 * costs the better part of a millisecond on PGlite.
 */
export async function targetTexts(db: Db, courseId: number, ref: number, refId: number, dialectId?: number): Promise<TargetText[]> {
  const rows = rowsOf<LinkRow & { id: number; code: string; text: string | null }>(
    await db.execute(sql`
    select d.id, d.code, tt.text, ${linkColumns}
      from course_dialects cd join dialects d on d.id = cd.dialect_id
      left join translations t on t.ref = ${ref} and t.ref_id = ${refId} and t.field = ${textField(ref)} and t.course_id = ${courseId}
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = d.id
      left join concept_links l on l.ref = ${ref} and l.ref_id = ${refId} and l.dialect_id = d.id and l.course_id = ${courseId}
     where cd.course_id = ${courseId} and cd.kind = 'target' ${dialectId === undefined ? sql`` : sql`and cd.dialect_id = ${dialectId}`}
     order by cd.position, d.id, l.id`),
  );
  return byText(rows, (r) => Number(r.id)).map(({ row, links }) => ({ dialectId: Number(row.id), dialectCode: row.code, text: row.text ?? '', links }));
}

/** The one target text of a guess or a save; 400 when the dialect is not a target of the course. */
export async function targetText(db: Db, courseId: number, ref: number, refId: number, dialectId: number): Promise<TargetText> {
  const [t] = await targetTexts(db, courseId, ref, refId, dialectId);
  if (!t) throw notTarget();
  return t;
}

/** Every registered concept type's candidates for the tokens. */
export async function candidatesOf(db: Db, courseId: number, dialectId: number, tokens: Token[], lang: string) {
  if (!tokens.length) return [];
  const lists = await Promise.all(conceptTypes().map((t) => matchPhrase(t, db, courseId, dialectId, tokens, lang)));
  return lists.flat();
}

/**
 * The guess for a phrase of (ref, refId) in a target dialect of the course (spec 1 §4; 400 for
 * another dialect): the phrase sent, or the stored text when none is sent; stored links followed
 * to its words unless fromScratch; the longest non-overlapping cover of the rest (see
 * sdk/server/concepts.ts guessLinks).
 */
export async function guess(
  db: Db,
  opts: { courseId: number; ref: number; refId: number; dialectId: number; phrase?: string; fromScratch: boolean },
): Promise<GuessResponse> {
  const stored = await targetText(db, opts.courseId, opts.ref, opts.refId, opts.dialectId);
  const lang = languageOfDialect(stored.dialectCode);
  const plain = plainOf(opts.phrase ?? stored.text);
  const tokens = tokenize(plain, lang);
  const candidates = await candidatesOf(db, opts.courseId, opts.dialectId, tokens, lang);
  const g = guessLinks(tokens.length, candidates, opts.fromScratch ? [] : stored.links, opts.fromScratch);
  return { phrase: editorPhrase(opts.refId, plain, tokens), ...g, titles: await conceptTitles(db, [...g.concepts, ...g.possibleConcepts]) };
}

/** The titles of the concept records named, read once per concept type that has titles. */
async function conceptTitles(db: Db, concepts: { ref: number; refId: number }[]): Promise<{ ref: number; refId: number; title: string }[]> {
  const byRef = new Map<number, Set<number>>();
  for (const c of concepts) byRef.set(c.ref, (byRef.get(c.ref) ?? new Set()).add(c.refId));
  const out: { ref: number; refId: number; title: string }[] = [];
  for (const [ref, ids] of byRef) {
    const titles = await conceptType(ref)?.titles?.(db, [...ids]);
    for (const [refId, title] of titles ?? []) out.push({ ref, refId, title });
  }
  return out;
}

/**
 * Stores the links of a text in a dialect, replacing the previous ones. Refused (400) when two
 * overlap or a position is outside the text's words.
 */
export async function saveLinks(
  db: Db,
  key: { courseId: number; ref: number; refId: number; dialectId: number },
  length: number,
  links: { ref: number; refId: number; positions: number[]; inflectStudied?: number | null }[],
): Promise<void> {
  if (hasOverlap(links)) throw new HttpError(400, 'Linked concepts may not overlap', { concepts: 'Overlapping positions' });
  if (links.some((l) => !l.positions.length || l.positions.some((p) => p < 0 || p >= length))) {
    throw new HttpError(400, 'A position is outside the text', { concepts: 'Position outside the text' });
  }
  checkConcepts(links);
  // The course too: a text is only ever reached through its own course's grant.
  const where = and(
    eq(conceptLinks.courseId, key.courseId),
    eq(conceptLinks.ref, key.ref),
    eq(conceptLinks.refId, key.refId),
    eq(conceptLinks.dialectId, key.dialectId),
  );
  await db.transaction(async (tx) => {
    await tx.delete(conceptLinks).where(where);
    if (links.length) {
      await tx.insert(conceptLinks).values(
        links.map((l) => ({
          ...key,
          conceptRef: l.ref,
          conceptRefId: l.refId,
          positions: [...l.positions].sort((a, b) => a - b),
          inflectStudied: l.inflectStudied ?? null,
        })),
      );
    }
  });
}

/** Every linked concept is of a registered concept type: 400 naming the link otherwise (that it is a record of the text's course, the host checks). */
function checkConcepts(links: { ref: number; refId: number }[]): void {
  const fields: Record<string, string> = {};
  for (const [i, l] of links.entries()) if (!conceptType(l.ref)) fields[`concepts.${i}.ref`] = 'Not a concept type';
  if (Object.keys(fields).length) throw new HttpError(400, 'Some linked concepts cannot be linked here', fields);
}

/** clDetails of a text, per target dialect of its course. */
export async function clDetails(db: Db, courseId: number, ref: number, refId: number): Promise<ClDetail[]> {
  return (await clDetailsOf(db, courseId, ref, [refId], textField(ref))).get(refId) ?? [];
}

/**
 * The checker on texts of the course (others are left out), in the order of ids: whether each is
 * done once its stored links are followed (see checkLinks). Texts and links are read in one query.
 */
export async function checkTexts(
  db: Db,
  courseId: number,
  ref: number,
  ids: number[],
  dialectId: number,
  lang: string,
): Promise<{ id: number; conceptLinkerDone: boolean }[]> {
  if (!ids.length) return [];
  const rows = rowsOf<LinkRow & { id: number; text: string | null }>(
    await db.execute(sql`
    select t.ref_id as id, tt.text, ${linkColumns}
      from translations t
      left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId}
      left join concept_links l on l.ref = t.ref and l.ref_id = t.ref_id and l.dialect_id = ${dialectId}
     where t.ref = ${ref} and t.field = ${textField(ref)} and t.course_id = ${courseId}
       and t.ref_id = any(${idArray(ids)})
     order by t.ref_id, l.id`),
  );
  const texts = new Map(byText(rows, (r) => Number(r.id)).map((x) => [Number(x.row.id), x]));
  const out: { id: number; conceptLinkerDone: boolean }[] = [];
  for (const id of ids.filter((i) => texts.has(i))) {
    const { row, links } = texts.get(id)!;
    const tokens = tokenize(plainOf(row.text ?? ''), lang);
    out.push({ id, conceptLinkerDone: await checkLinks(db, { courseId, ref, refId: id, dialectId }, tokens, links, lang) });
  }
  return out;
}

/**
 * The checker on one text: its stored links followed to its current words (moved by a near match,
 * dropped when their concept no longer matches there) and stored again when that changed;
 * answers whether the text is done. It never accepts a guess on its own.
 */
async function checkLinks(
  db: Db,
  key: { courseId: number; ref: number; refId: number; dialectId: number },
  tokens: Token[],
  stored: StoredLink[],
  lang: string,
): Promise<boolean> {
  if (!stored.length) return false;
  const candidates = await candidatesOf(db, key.courseId, key.dialectId, tokens, lang);
  const kept = guessLinks(tokens.length, candidates, stored, false).concepts.filter((c) => !c.preselected);
  const same = kept.length === stored.length && kept.every((k) => k.deltaPos === 0);
  if (!same) await saveLinks(db, key, tokens.length, kept);
  return phraseDone(tokens.length, kept);
}

/** Ids of the texts of a ref in a course (the records with a translation in field 'text'). */
export async function textIds(db: Db, courseId: number, ref: number, range?: { start: number; end: number }): Promise<number[]> {
  const placed = range && recordLessons(courseId, ref);
  // Texts placed in a lesson out of the range are left out; texts of no lesson are always in.
  const outOfRange = placed ? sql`and ref_id not in (select id from (${placed}) lp where lp.position not between ${range!.start} and ${range!.end})` : sql``;
  return rowsOf<{ id: number }>(
    await db.execute(sql`
    select ref_id as id from translations where ref = ${ref} and course_id = ${courseId} and field = ${textField(ref)} ${outOfRange} order by ref_id`),
  ).map((r) => Number(r.id));
}

export type { LinkedConcept };
