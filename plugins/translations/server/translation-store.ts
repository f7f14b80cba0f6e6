import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  HttpError,
  checkTranslations,
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
import { STATUS_LABELS, SYSTEM_STATUSES, TranslationStatus, type ModuleDef } from '../../../sdk/shared';
import { LIST_LIMIT, TAG_CLEANED_REFS } from '../plugin';
import { translationTexts, translations } from '../../../sdk/server';
import { cleanTaggedText } from './text-rules';
import type { MemorySuggestion, TranslationRow } from '../public';
import { isDbId } from '../../../sdk/server';

/** Memory suggestions below this similarity are noise. */
export const MEMORY_MIN_SIMILARITY = 50;
export const MEMORY_LIMIT = 10;

export interface CourseDialect {
  dialectId: number;
  dialectCode: string;
  /** A dialect the course teaches, one its texts are translated into, or one stored without being either. */
  kind: 'target' | 'source' | 'other';
}

export interface CourseSetup {
  courseId: number;
  defaultTargetDialectId: number;
  defaultSourceDialectId: number;
  /** Targets then sources, in display order. */
  dialects: CourseDialect[];
}

export async function courseSetup(db: Db, courseId: number): Promise<CourseSetup> {
  const [c] = await db.select({ target: courses.targetDialectDefaultId, source: courses.sourceDialectDefaultId }).from(courses).where(eq(courses.id, courseId));
  if (!c) throw notFound('Course');
  const list: CourseDialect[] = [];
  for (const kind of ['target', 'source'] as const) {
    for (const d of await courseDialectList(db, courseId, kind)) {
      if (!list.some((x) => x.dialectId === d.dialectId)) list.push({ ...d, kind });
    }
  }
  return { courseId, defaultTargetDialectId: c.target, defaultSourceDialectId: c.source, dialects: list };
}

/** The name of a ref: its module's title, or the name its owner gives its part records ('Dialog segments'). */
export const refName = refTitle;

/** A LIKE pattern matching the text literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The course of a translation, or null when there is none (or it belongs to a global record: course 0). */
export async function translationCourse(db: Db, id: number): Promise<number | null> {
  if (!isDbId(id)) return null;
  const [t] = await db.select({ courseId: translations.courseId }).from(translations).where(eq(translations.id, id));
  return t && t.courseId > 0 ? t.courseId : null;
}

export interface TranslationQuery {
  /** Whose text and status the rows show; the course's default source dialect by default. */
  dialect?: number;
  /** Matches the text in any dialect, or the translation id or record id when it is a number. */
  text?: string;
  /** Only the texts of one module's records. */
  ref?: number;
  /** Only translations whose last check failed. */
  withError?: boolean;
  id?: number;
}

/** Grid rows of a course's translations (spec 2 §2 Translations), by module, record and field. */
export async function listTranslations(db: Db, modules: ModuleDef[], courseId: number, q: TranslationQuery): Promise<TranslationRow[]> {
  const dialectId = q.dialect ?? (await courseSetup(db, courseId)).defaultSourceDialectId;
  const text = q.text?.trim();
  const num = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const rows = await db
    .select({
      id: translations.id,
      ref: translations.ref,
      refId: translations.refId,
      field: translations.field,
      text: translationTexts.text,
      status: translationTexts.status,
      error: translations.error,
    })
    .from(translations)
    .leftJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, dialectId)))
    .where(
      and(
        eq(translations.courseId, courseId),
        q.id !== undefined ? eq(translations.id, q.id) : undefined,
        q.ref !== undefined ? eq(translations.ref, q.ref) : undefined,
        q.withError ? isNotNull(translations.error) : undefined,
        text
          ? or(
              sql`exists (select 1 from ${translationTexts} x where x.translation_id = ${translations.id} and x.text ilike ${containing(text)})`,
              num !== undefined ? or(eq(translations.id, num), eq(translations.refId, num)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(translations.ref), asc(translations.refId), asc(translations.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => {
    const status = r.status ?? TranslationStatus.PENDING;
    return {
      ...r,
      refName: refName(modules, r.ref),
      dialectId,
      text: r.text ?? '',
      status,
      statusLabel: STATUS_LABELS[status] ?? String(status),
      error: r.error ?? null,
    };
  });
}

/** A translation's grid row, as the Texts tab shows it (?dialect as in the grid). */
export async function gridRowOf(db: Db, modules: ModuleDef[], courseId: number, id: number, dialect?: number): Promise<TranslationRow> {
  const [row] = await listTranslations(db, modules, courseId, { id, dialect });
  if (!row) throw notFound('Translation');
  return row;
}

/** The modules that have translations in the course, with their titles: the ref options of the search. */
export async function translationRefs(db: Db, modules: ModuleDef[], courseId: number) {
  const rows = await db
    .select({ ref: translations.ref, count: sql<number>`count(*)::int` })
    .from(translations)
    .where(eq(translations.courseId, courseId))
    .groupBy(translations.ref)
    .orderBy(asc(translations.ref));
  return rows.map((r) => ({ ref: r.ref, title: refName(modules, r.ref), count: Number(r.count) }));
}

interface TranslationHead {
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  field: string;
  error: string | null;
  checkedAt: Date | null;
}

const keyOf = ({ courseId, ref, refId, field }: TranslationHead) => ({ courseId, ref, refId, field });

async function head(db: Db, id: number): Promise<TranslationHead> {
  const [t] = await db.select().from(translations).where(eq(translations.id, id));
  if (!t || t.courseId <= 0) throw notFound('Translation');
  return t;
}

/** Every stored text of the translations, with its dialect code. */
async function storedTexts(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      translationId: translationTexts.translationId,
      dialectId: translationTexts.dialectId,
      dialectCode: dialects.code,
      text: translationTexts.text,
      status: translationTexts.status,
    })
    .from(translationTexts)
    .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId))
    .where(inArray(translationTexts.translationId, ids))
    .orderBy(asc(translationTexts.dialectId));
}

export interface TranslationText extends CourseDialect {
  text: string;
  status: number;
}

/** The translation as the editor shows it (spec 2 §3 Translation): its texts in every dialect of the course, and where it comes from. */
export async function getTranslation(db: Db, modules: ModuleDef[], id: number) {
  const t = await head(db, id);
  const setup = await courseSetup(db, t.courseId);
  const stored = await storedTexts(db, [id]);
  const texts: TranslationText[] = setup.dialects.map((d) => {
    const s = stored.find((x) => x.dialectId === d.dialectId);
    return { ...d, text: s?.text ?? '', status: s?.status ?? TranslationStatus.PENDING };
  });
  for (const s of stored) {
    if (!texts.some((x) => x.dialectId === s.dialectId))
      texts.push({ dialectId: s.dialectId, dialectCode: s.dialectCode, kind: 'other', text: s.text, status: s.status });
  }
  const name = refName(modules, t.ref);
  // A part (a dialog's segment) opens on its record with the part selected, never as a module of its own.
  const open = (await recordLocations(db, t.ref, [t.refId])).get(t.refId) ?? { module: t.ref, recordId: t.refId, params: { search: String(t.refId) } };
  return {
    id: t.id,
    courseId: t.courseId,
    ref: t.ref,
    refId: t.refId,
    field: t.field,
    refName: name,
    openRef: open.module,
    openItemId: open.recordId,
    openRefName: refName(modules, open.module),
    open,
    defaultTargetDialectId: setup.defaultTargetDialectId,
    defaultSourceDialectId: setup.defaultSourceDialectId,
    dialects: texts,
    error: t.error,
    checkedAt: t.checkedAt ? t.checkedAt.toISOString() : null,
  };
}
export type TranslationRecord = Awaited<ReturnType<typeof getTranslation>>;

/** Checks one translation again (the format check of the write path, sdk/shared checkTranslationTexts) and stores the result. */
export async function checkTranslation(db: Db, id: number): Promise<{ id: number; error: string | null }> {
  await head(db, id);
  return { id, error: (await checkTranslations(db, [id])).get(id) ?? null };
}

/** Checks every translation of a course (GET /translations/check): how many were checked and how many failed. */
export async function checkCourse(db: Db, courseId: number): Promise<{ checked: number; withError: number }> {
  await courseSetup(db, courseId);
  const ids = (await db.select({ id: translations.id }).from(translations).where(eq(translations.courseId, courseId))).map((r) => r.id);
  const errors = [...(await checkTranslations(db, ids)).values()];
  return { checked: errors.length, withError: errors.filter((e) => e !== null).length };
}

/**
 * Writes one dialect's text of a translation (PUT /translations/{id}/refs/{ref}/dialects/{d}):
 * through writeTranslation, so the memory follows, the status rule holds (400) and the translation
 * is checked again (spec 2 §9). The ref must be the translation's (404 otherwise), the dialect one
 * of its course's (400). A text sent without a status keeps a system status, else follows
 * writeTranslation's rule. Texts of k-lines, panel intros and lesson titles lose every tag but
 * <target> and <glossary>, and their newlines (spec 2 §5).
 */
export async function writeDialectText(db: Db, id: number, ref: number, dialectId: number, body: { text: string; status?: number }): Promise<void> {
  const t = await head(db, id);
  if (t.ref !== ref) throw notFound('Translation');
  try {
    await writeDialects(db, id, [{ dialectId, ...body }]);
  } catch (e) {
    // One dialect: the fields are the route's own (d, status).
    if (e instanceof HttpError && e.fields)
      throw new HttpError(400, e.message, e.fields['0.dialectId'] ? { d: e.fields['0.dialectId'] } : { status: e.fields['0.status'] });
    throw e;
  }
}

/**
 * Writes several dialects' texts of a translation at once (PUT /translations/{id}: the editor's
 * one request per save), by the rules of writeDialectText; nothing is written when one is refused
 * (400 naming `{index}.dialectId` or `{index}.status`).
 */
export async function writeDialects(db: Db, id: number, texts: { dialectId: number; text: string; status?: number }[]): Promise<void> {
  const t = await head(db, id);
  const setup = await courseSetup(db, t.courseId);
  const current = await storedTexts(db, [id]);
  const fields: Record<string, string> = {};
  const writes = texts.map((d, i) => {
    if (!setup.dialects.some((x) => x.dialectId === d.dialectId)) fields[`${i}.dialectId`] = 'Not a dialect of this course';
    const currentStatus = current.find((x) => x.dialectId === d.dialectId)?.status ?? TranslationStatus.PENDING;
    const status = d.status ?? (SYSTEM_STATUSES.includes(currentStatus) ? currentStatus : undefined);
    return { dialectId: d.dialectId, text: TAG_CLEANED_REFS.includes(t.ref) ? cleanTaggedText(d.text) : d.text, status };
  });
  if (Object.keys(fields).length) throw new HttpError(400, Object.values(fields)[0], fields);
  await writeTranslation(db, keyOf(t), writes);
}

/** Sets one dialect's text back to pending (PUT /translations/{id}/dialects/{d}/invalidate), keeping the text. */
export async function invalidateDialect(db: Db, id: number, dialectId: number): Promise<void> {
  const t = await head(db, id);
  const setup = await courseSetup(db, t.courseId);
  if (!setup.dialects.some((d) => d.dialectId === dialectId)) throw new HttpError(400, 'Not a dialect of this course', { d: 'Not a dialect of this course' });
  const [current] = await db
    .select({ text: translationTexts.text })
    .from(translationTexts)
    .where(and(eq(translationTexts.translationId, id), eq(translationTexts.dialectId, dialectId)));
  // Setting back is the system's move, allowed from any status.
  await writeTranslation(db, keyOf(t), [{ dialectId, text: current?.text ?? '', status: TranslationStatus.PENDING }], { system: true });
}

/** Suggestions with their course and module names. */
export async function suggestions(
  db: Db,
  memory: TranslationMemory,
  modules: ModuleDef[],
  q: { text: string; fromDialectId: number; toDialectId: number; excludeId: number },
): Promise<MemorySuggestion[]> {
  const found = await memory.suggest({ ...q, limit: MEMORY_LIMIT, minSimilarity: MEMORY_MIN_SIMILARITY });
  const ids = [...new Set(found.map((s) => s.courseId))];
  const names = new Map(
    ids.length ? (await db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, ids))).map((c) => [c.id, c.name]) : [],
  );
  return found.map((s) => ({
    id: s.id,
    fromText: s.fromText,
    text: s.text,
    similarity: s.similarity,
    course: { id: s.courseId, name: names.get(s.courseId) ?? (s.courseId === 0 ? 'Global' : `Course ${s.courseId}`) },
    ref: s.ref,
    refName: refName(modules, s.ref),
    refId: s.refId,
  }));
}

/**
 * The text the memory is asked about for a dialect of a translation: its text in the course's
 * default target dialect, or, when that is the dialect asked for, in the default source dialect.
 * When the default target text is empty (k-lines and table literals have only sources), the
 * default source text stands in for it.
 */
export function memoryQuery(rec: TranslationRecord, dialectId: number): { dialectId: number; dialectCode: string; text: string } | null {
  const order =
    dialectId === rec.defaultTargetDialectId
      ? [rec.defaultSourceDialectId]
      : [rec.defaultTargetDialectId, rec.defaultSourceDialectId].filter((d) => d !== dialectId);
  for (const d of order) {
    const t = rec.dialects.find((x) => x.dialectId === d);
    if (t && t.text.trim()) return { dialectId: d, dialectCode: t.dialectCode, text: t.text };
  }
  return null;
}

/** GET translations/{id}/dialects/{dialect}/memory-guest: suggestions for one dialect of a translation. */
/**
 * Memory suggestions for a dialect of a translation, looked up from its default target or source
 * text, or from `typed` (that text as the editor holds it now, not yet saved).
 */
export async function translationMemoryGuest(db: Db, memory: TranslationMemory, modules: ModuleDef[], id: number, dialectId: number, typed?: string) {
  const rec = await getTranslation(db, modules, id);
  if (!rec.dialects.some((d) => d.dialectId === dialectId))
    throw new HttpError(400, 'Not a dialect of this course', { dialect: 'Not a dialect of this course' });
  const stored = memoryQuery(rec, dialectId);
  const query = stored && typed?.trim() ? { ...stored, text: typed } : stored;
  if (!query) return { query: null, memory: [] };
  return { query, memory: await suggestions(db, memory, modules, { text: query.text, fromDialectId: query.dialectId, toDialectId: dialectId, excludeId: id }) };
}
