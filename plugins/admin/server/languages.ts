import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, containsPattern, courses, defineResource, dialects, languages, type Db, type ListFilter } from '../../../sdk/server';
import { LANGUAGES } from '../plugin';
import { languagesResource } from '../public';

export const languageBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(16)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
  name: z.string().trim().min(1, 'Required').max(100),
  translationStyle: z.string().max(20_000).default(''),
  terminologyStyle: z.string().max(20_000).default(''),
});
type LanguageBody = z.output<typeof languageBody>;

export async function listLanguages(db: Db, { text, id }: ListFilter = {}) {
  return db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(languages)
    .where(
      and(
        id === undefined ? undefined : eq(languages.id, id),
        text ? or(ilike(languages.code, containsPattern(text)), ilike(languages.name, containsPattern(text))) : undefined,
      ),
    )
    .orderBy(asc(languages.name), asc(languages.id));
}

export async function getLanguage(db: Db, id: number) {
  const [l] = await db.select().from(languages).where(eq(languages.id, id));
  return l ?? null;
}

/** Codes are unique, whatever their case: 400 fields.code 'Already used'. */
async function checkCode(db: Db, code: string, exceptId: number) {
  const [other] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(sql`lower(${languages.code})`, code.toLowerCase()), ne(languages.id, exceptId)));
  if (other) throw new HttpError(400, 'Invalid body: code', { code: 'Already used' });
}

const values = (b: LanguageBody) => ({ code: b.code, name: b.name, translationStyle: b.translationStyle, terminologyStyle: b.terminologyStyle });

export const languageResource = defineResource({
  cacheList: true,
  module: LANGUAGES,
  label: 'Language',
  table: languages,
  body: languageBody,
  contract: languagesResource,
  list: (db, _courseId, filter) => listLanguages(db, filter),
  get: getLanguage,
  blank: async () => ({ id: -1, code: '', name: '', translationStyle: '', terminologyStyle: '', version: 0 }),
  insert: async (tx, _courseId, b) => {
    await checkCode(tx, b.code, 0);
    const [l] = await tx.insert(languages).values(values(b)).returning({ id: languages.id });
    return l.id;
  },
  write: async (tx, id, b) => {
    await checkCode(tx, b.code, id);
    await tx.update(languages).set(values(b)).where(eq(languages.id, id));
  },
  /** Only a language nothing refers to may go. */
  beforeDelete: async (tx, id) => {
    const [d] = await tx.select({ id: dialects.id }).from(dialects).where(eq(dialects.languageId, id)).limit(1);
    const [c] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.languageId, id)).limit(1);
    if (d || c) throw new HttpError(409, 'This language has dialects or courses and cannot be deleted');
  },
});
