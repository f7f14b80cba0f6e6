import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HttpError,
  allDialects,
  containsPattern,
  deleteTranslations,
  readTranslation,
  translationTexts,
  translations,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { PHRASEBOOK } from '../public';
import { memoryPhrasebook } from './tables';

export interface PhrasebookBody {
  phrase: string;
  example: string;
  isInvariable: boolean;
  translations: TranslationTextsBody;
}

/** The phrase's translations per dialect: platform translations, global (course 0). */
const phraseKey = (refId: number) => ({ ref: PHRASEBOOK, refId, field: 'phrase' });

/**
 * Grid rows (id, phrase, example and invariable marks, the dialect's translation when a dialect is
 * given). The search matches the phrase, the example, a translation (of the dialect when given) or the id.
 */
export async function listPhrasebook(db: Db, _courseId: number, { text, id: only, dialect }: ListFilter & { dialect?: number }) {
  const like = text ? containsPattern(text) : '';
  const byId = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const translated = sql`exists (select 1 from ${translations} t join ${translationTexts} x on x.translation_id = t.id
    where t.ref = ${PHRASEBOOK} and t.ref_id = memory_phrasebook.id and x.text ilike ${like}
    ${dialect ? sql`and x.dialect_id = ${dialect}` : sql``})`;
  const rows = await db
    .select({
      id: memoryPhrasebook.id,
      phrase: memoryPhrasebook.phrase,
      example: memoryPhrasebook.example,
      isInvariable: memoryPhrasebook.isInvariable,
      translation: dialect
        ? sql<string>`coalesce((select x.text from ${translations} t join ${translationTexts} x on x.translation_id = t.id
      where t.ref = ${PHRASEBOOK} and t.ref_id = memory_phrasebook.id and x.dialect_id = ${dialect}), '')`
        : sql<string>`''`,
    })
    .from(memoryPhrasebook)
    .where(
      and(
        only === undefined ? undefined : eq(memoryPhrasebook.id, only),
        text
          ? or(ilike(memoryPhrasebook.phrase, like), ilike(memoryPhrasebook.example, like), translated, byId ? eq(memoryPhrasebook.id, byId) : undefined)
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${memoryPhrasebook.phrase})`), asc(memoryPhrasebook.id));
  return rows.map((r) => ({ ...r, hasExample: r.example.trim() !== '' }));
}

export async function getPhrase(db: Db, id: number) {
  const [p] = await db.select().from(memoryPhrasebook).where(eq(memoryPhrasebook.id, id));
  if (!p) return null;
  return { ...p, translations: await readTranslation(db, phraseKey(p.id), await allDialects(db)) };
}

export async function blankPhrase(db: Db) {
  return { id: -1, phrase: '', example: '', isInvariable: false, version: 0, translations: await readTranslation(db, phraseKey(-1), await allDialects(db)) };
}

async function checkDialects(db: Db, texts: TranslationTextsBody) {
  const known = new Set((await allDialects(db)).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  texts.forEach((t, i) => {
    if (!known.has(t.dialectId)) fields[`translations.${i}.dialectId`] = 'No such dialect';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: translations', fields);
}

export async function insertPhrase(tx: Db, b: PhrasebookBody): Promise<number> {
  await checkDialects(tx, b.translations);
  const [p] = await tx
    .insert(memoryPhrasebook)
    .values({ phrase: b.phrase, example: b.example, isInvariable: b.isInvariable })
    .returning({ id: memoryPhrasebook.id });
  await writeTranslation(tx, { ...phraseKey(p.id), courseId: 0 }, b.translations);
  return p.id;
}

export async function writePhrase(tx: Db, id: number, b: PhrasebookBody): Promise<void> {
  await checkDialects(tx, b.translations);
  await tx.update(memoryPhrasebook).set({ phrase: b.phrase, example: b.example, isInvariable: b.isInvariable }).where(eq(memoryPhrasebook.id, id));
  await writeTranslation(tx, { ...phraseKey(id), courseId: 0 }, b.translations);
}

export const deletePhraseTexts = (tx: Db, id: number) => deleteTranslations(tx, PHRASEBOOK, [id]);

/** Mining's 'add to syllabus': the phrase joins the phrasebook unless it is there already (case-insensitive); answers its id. */
export async function addMinedPhrase(db: Db, phrase: string): Promise<{ id: number; created: boolean }> {
  const [found] = await db.select({ id: memoryPhrasebook.id }).from(memoryPhrasebook).where(sql`lower(${memoryPhrasebook.phrase}) = lower(${phrase})`).limit(1);
  if (found) return { id: found.id, created: false };
  const [p] = await db.insert(memoryPhrasebook).values({ phrase }).returning({ id: memoryPhrasebook.id });
  return { id: p.id, created: true };
}
