import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  HttpError,
  allDialects,
  courseDialectList,
  courses,
  dialects,
  notFound,
  recordLocations,
  refTitle,
  writeTranslation,
  type Db,
  type TranslationMemory,
} from '../../../sdk/server';
import { SYSTEM_STATUSES, TranslationStatus, type DialectRef, type ModuleDef, MODULE } from '../../../sdk/shared';
import { translationTexts, translations } from '../../../sdk/server';

/** How many hits a Memory search shows. */
export const SEARCH_LIMIT = 100;

/** A module's title, or the name its owner gives a part ref ('Dialog segments'). */
const refName = refTitle;

async function courseNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  const rows = wanted.length ? await db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, wanted)) : [];
  return new Map([[0, 'Global'], ...rows.map((c) => [c.id, c.name] as [number, string])]);
}

/** GET /memory?dialect=&text=: the done texts of a dialect most similar to the text, in every course (spec 4 §2.9 Memory search). */
export async function searchMemory(db: Db, memory: TranslationMemory, modules: ModuleDef[], dialectId: number, text: string) {
  const hits = await memory.search({ text, dialectId, limit: SEARCH_LIMIT });
  const names = await courseNames(
    db,
    hits.map((h) => h.courseId),
  );
  return hits.map((h) => ({
    id: h.id,
    courseId: h.courseId,
    courseName: names.get(h.courseId) ?? `Course ${h.courseId}`,
    ref: h.ref,
    refName: refName(modules, h.ref),
    refId: h.refId,
    text: h.text,
    dialectId: h.dialectId,
    similarity: h.similarity,
  }));
}

async function head(db: Db, id: number) {
  const [t] = await db.select().from(translations).where(eq(translations.id, id));
  if (!t) throw notFound('Translation');
  return t;
}

/** The dialects a translation is shown in: its course's targets and sources, or every dialect for a global record's. */
async function dialectsOf(db: Db, courseId: number): Promise<DialectRef[]> {
  if (courseId <= 0) return allDialects(db);
  const list = [...(await courseDialectList(db, courseId, 'target')), ...(await courseDialectList(db, courseId, 'source'))];
  return list.filter((d, i) => list.findIndex((x) => x.dialectId === d.dialectId) === i);
}

/** GET /memory/translation/{id}: a translation with its text and status in every dialect of its course (and any other it stores). */
export async function memoryTranslation(db: Db, modules: ModuleDef[], id: number) {
  const t = await head(db, id);
  const stored = await db
    .select({
      dialectId: translationTexts.dialectId,
      dialectCode: dialects.code,
      text: translationTexts.text,
      status: translationTexts.status,
    })
    .from(translationTexts)
    .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId))
    .where(eq(translationTexts.translationId, id))
    .orderBy(asc(translationTexts.dialectId));
  const shown = await dialectsOf(db, t.courseId);
  const texts = shown.map((d) => {
    const s = stored.find((x) => x.dialectId === d.dialectId);
    return { ...d, text: s?.text ?? '', status: s?.status ?? TranslationStatus.PENDING };
  });
  texts.push(...stored.filter((s) => !shown.some((d) => d.dialectId === s.dialectId)));
  const names = await courseNames(db, [t.courseId]);
  // A part (a dialog's segment) opens on its record with the part selected, as the Texts search opens it.
  const open = (await recordLocations(db, t.ref, [t.refId])).get(t.refId) ?? { module: t.ref, recordId: t.refId, params: { search: String(t.refId) } };
  return { ...t, courseName: names.get(t.courseId) ?? `Course ${t.courseId}`, refName: refName(modules, t.ref), open, dialects: texts };
}

/** K-lines, panel intros and lesson titles keep only <target> and <glossary> tags, and no newlines (spec 2 §5). */
const TAG_CLEANED_REFS: number[] = [MODULE.klines, MODULE.panelIntro, MODULE.lessonTitle];
const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][\w:-]*)((?:\s+(?:[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)?)*)\s*\/?>/g;
const cleanTaggedText = (text: string) =>
  text
    .replace(TAG, (tag: string, name: string | undefined) => (name && ['target', 'glossary'].includes(name.toLowerCase()) ? tag : ''))
    .replace(/[\r\n]+/g, '');

/**
 * PUT memory/translation/{id}/dialects/{d}: the Memory popup's save, with the rules of the
 * Translations editor: a user cannot set doing, from target or legacy, nor leave them (400); a
 * text sent without a status keeps a system status; the dialect must be one the translation is
 * shown in (400).
 */
export async function writeMemoryText(db: Db, id: number, dialectId: number, body: { text: string; status?: number }): Promise<void> {
  const t = await head(db, id);
  if (!(await dialectsOf(db, t.courseId)).some((d) => d.dialectId === dialectId)) {
    throw new HttpError(400, 'Not a dialect of this translation', { d: 'Not a dialect of this translation' });
  }
  const [current] = await db
    .select({ status: translationTexts.status })
    .from(translationTexts)
    .where(and(eq(translationTexts.translationId, id), eq(translationTexts.dialectId, dialectId)));
  const currentStatus = current?.status ?? TranslationStatus.PENDING;
  const status = body.status ?? (SYSTEM_STATUSES.includes(currentStatus) ? currentStatus : undefined);
  const text = TAG_CLEANED_REFS.includes(t.ref) ? cleanTaggedText(body.text) : body.text;
  // The status rule is the write path's (400 naming status).
  await writeTranslation(db, { courseId: t.courseId, ref: t.ref, refId: t.refId, field: t.field }, [{ dialectId, text, status }], { field: () => '' });
}
