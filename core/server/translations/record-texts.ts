import { eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import { courseDialectList } from '../../../sdk/server/dialects';
import type { RecordTexts } from '../../../sdk/server/record-texts';
import { HttpError } from '../../../sdk/server/route';
import type { TranslationKey, TranslationTextsBody, WriteOptions } from '../../../sdk/server/translations';
import type { DialectRef } from '../../../sdk/shared';
import { courses } from '../db/schema';
import { readTranslation, writeTranslation } from './storage';

export async function courseTextDialects(db: Db, courseId: number): Promise<{ targets: DialectRef[]; sources: DialectRef[] }> {
  const [targets, sources] = await Promise.all([courseDialectList(db, courseId, 'target'), courseDialectList(db, courseId, 'source')]);
  return { targets, sources };
}

export async function readTexts(db: Db, key: TranslationKey, courseId: number): Promise<RecordTexts> {
  const { targets, sources } = await courseTextDialects(db, courseId);
  const all = await readTranslation(db, key, [...targets, ...sources]);
  return { targets: all.slice(0, targets.length), sources: all.slice(targets.length) };
}

/**
 * Stores targets and sources of a record in its one translation. Targets may name only the
 * course's target dialects and sources only its source dialects: 400 naming the failing fields.
 */
export async function writeTexts(
  db: Db,
  key: TranslationKey & { courseId: number },
  texts: { targets?: TranslationTextsBody; sources?: TranslationTextsBody },
  o: WriteOptions = {},
): Promise<void> {
  const { targets, sources } = await courseTextDialects(db, key.courseId);
  const fields: Record<string, string> = {};
  const check = (rows: TranslationTextsBody | undefined, allowed: DialectRef[], field: string, what: string) =>
    rows?.forEach((r, i) => {
      if (!allowed.some((d) => d.dialectId === r.dialectId)) fields[`${field}.${i}.dialectId`] = `Not a ${what} dialect of this course`;
    });
  check(texts.targets, targets, 'targets', 'target');
  check(texts.sources, sources, 'sources', 'source');
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
  const n = texts.targets?.length ?? 0;
  await writeTranslation(db, key, [...(texts.targets ?? []), ...(texts.sources ?? [])], {
    system: o.system,
    field: o.field ?? ((i) => (i < n ? `targets.${i}` : `sources.${i - n}`)),
  });
}

/** The course's default target and source dialects (the grid's two text columns). */
export async function defaultDialects(db: Db, courseId: number): Promise<{ target?: number; source?: number }> {
  const { targets, sources } = await courseTextDialects(db, courseId);
  const [c] = await db.select({ t: courses.targetDialectDefaultId, s: courses.sourceDialectDefaultId }).from(courses).where(eq(courses.id, courseId));
  const pick = (list: DialectRef[], preferred?: number) => (list.some((d) => d.dialectId === preferred) ? preferred : list[0]?.dialectId);
  return { target: pick(targets, c?.t), source: pick(sources, c?.s) };
}
