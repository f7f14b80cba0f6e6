import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HttpError,
  allDialects,
  deleteTranslations,
  notFound,
  readTranslation,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { HEADINGS } from '../public';
import { headings } from './tables';
import { headingUses, totalUses } from './uses';
import { HEADING_USE_KINDS } from '../shared';

export interface HeadingBody {
  title: string;
  /** The title translated into any dialect. */
  translations: TranslationTextsBody;
}

/** The translations of a heading's title live in the platform translations tables (global: course 0). */
const titleKey = (refId: number) => ({ ref: HEADINGS, refId, field: 'title' });

/** A LIKE pattern matching the text literally anywhere. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Grid rows: id and title, by title; the search matches the title, or the id when it is a number. */
export async function listHeadings(db: Db, _courseId: number, { text, id: only }: ListFilter = {}) {
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return db
    .select({ id: headings.id, title: headings.title })
    .from(headings)
    .where(
      and(
        only === undefined ? undefined : eq(headings.id, only),
        text ? or(ilike(headings.title, containing(text)), id ? eq(headings.id, id) : undefined) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${headings.title})`), asc(headings.id));
}

/** For other modules' heading selects (dialogs, exercises, readings…): every heading, by title. */
export async function selectHeadings(db: Db) {
  return db
    .select({ id: headings.id, title: headings.title })
    .from(headings)
    .orderBy(asc(sql`lower(${headings.title})`), asc(headings.id));
}

export async function getHeading(db: Db, id: number) {
  const [h] = await db.select().from(headings).where(eq(headings.id, id));
  if (!h) return null;
  return { ...h, translations: await readTranslation(db, titleKey(h.id), await allDialects(db)) };
}

export async function headingExists(db: Db, id: number): Promise<boolean> {
  const [h] = await db.select({ id: headings.id }).from(headings).where(eq(headings.id, id));
  return !!h;
}

export async function blankHeading(db: Db) {
  return { id: -1, title: '', version: 0, translations: await readTranslation(db, titleKey(-1), await allDialects(db)) };
}

/** Translations may name existing dialects only: 400 naming the field otherwise. */
async function checkDialects(db: Db, texts: TranslationTextsBody) {
  const known = new Set((await allDialects(db)).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  texts.forEach((t, i) => {
    if (!known.has(t.dialectId)) fields[`translations.${i}.dialectId`] = 'No such dialect';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: translations', fields);
}

export async function insertHeading(tx: Db, b: HeadingBody): Promise<number> {
  await checkDialects(tx, b.translations);
  const [h] = await tx.insert(headings).values({ title: b.title }).returning({ id: headings.id });
  await writeTranslation(tx, { ...titleKey(h.id), courseId: 0 }, b.translations);
  return h.id;
}

export async function writeHeading(tx: Db, id: number, b: HeadingBody): Promise<void> {
  await checkDialects(tx, b.translations);
  await tx.update(headings).set({ title: b.title }).where(eq(headings.id, id));
  await writeTranslation(tx, { ...titleKey(id), courseId: 0 }, b.translations);
}

const plural = (n: number, label: string) => `${n} ${n === 1 ? label.replace(/s$/, '') : label}`.toLowerCase();

/**
 * A heading in use stays (spec 3 §8): 409 naming what uses it. An unknown heading is 404 (the
 * host checks no course for a global record, so the resource's DELETE would otherwise answer OK).
 */
export async function beforeDeleteHeading(tx: Db, id: number): Promise<void> {
  if (!(await headingExists(tx, id))) throw notFound('Heading');
  const uses = await headingUses(tx, id);
  if (totalUses(uses) > 0) {
    const what = HEADING_USE_KINDS.filter((k) => uses[k.count] > 0)
      .map((k) => plural(uses[k.count], k.label))
      .join(', ');
    throw new HttpError(409, `This heading is in use (${what}) and cannot be deleted. Remove those uses first.`);
  }
  await deleteTranslations(tx, HEADINGS, [id]);
}
