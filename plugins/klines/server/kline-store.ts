import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HttpError,
  courseDialectList,
  deleteTranslations,
  readTranslation,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { KLINES } from '../plugin';
import { cleanTranslationText } from './clean-text';
import { klines } from './tables';
import { klineUses } from './uses';

export interface KLineBody {
  title: string;
  /** A panel intro of the course (panels plugin), or null (or 0) for none. */
  panelIntroId: number | null;
  /** The k-line's text in each source dialect of the course. */
  sources: TranslationTextsBody;
}

/** The sources are translatable texts in the course's source dialects. */
const sourceKey = (refId: number) => ({ ref: KLINES, refId, field: 'source' });

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Grid rows of a course: id, title and panel intro; the search matches the title, or the id when it is a number. */
export async function listKLines(db: Db, courseId: number, { text, id: only }: ListFilter = {}) {
  const id = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return db
    .select({ id: klines.id, title: klines.title, panelIntroId: klines.panelIntroId })
    .from(klines)
    .where(
      and(
        eq(klines.courseId, courseId),
        only === undefined ? undefined : eq(klines.id, only),
        text ? or(ilike(klines.title, containing(text)), id ? eq(klines.id, id) : undefined) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${klines.title})`), asc(klines.id));
}

export async function getKLine(db: Db, id: number) {
  const [k] = await db.select().from(klines).where(eq(klines.id, id));
  if (!k) return null;
  return { ...k, sources: await readTranslation(db, sourceKey(k.id), await courseDialectList(db, k.courseId, 'source')) };
}

export async function blankKLine(db: Db, courseId: number) {
  const sources = await readTranslation(db, sourceKey(-1), await courseDialectList(db, courseId, 'source'));
  return { id: -1, courseId, title: '', panelIntroId: null, version: 0, sources };
}

/** Sources may name only the course's source dialects: 400 naming the field otherwise. */
async function checkDialects(db: Db, courseId: number, sources: TranslationTextsBody) {
  const allowed = new Set((await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  sources.forEach((s, i) => {
    if (!allowed.has(s.dialectId)) fields[`sources.${i}.dialectId`] = 'Not a source dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: sources', fields);
}

/** Stores the sources after the spec 2 §5 rule: only target and glossary tags, no newlines. */
async function writeSources(db: Db, courseId: number, klineId: number, sources: TranslationTextsBody) {
  await checkDialects(db, courseId, sources);
  await writeTranslation(
    db,
    { ...sourceKey(klineId), courseId },
    sources.map((s) => ({ ...s, text: cleanTranslationText(s.text) })),
  );
}

export async function insertKLine(tx: Db, courseId: number, b: KLineBody): Promise<number> {
  const [k] = await tx
    .insert(klines)
    .values({ courseId, title: b.title, panelIntroId: b.panelIntroId || null })
    .returning({ id: klines.id });
  await writeSources(tx, courseId, k.id, b.sources);
  return k.id;
}

export async function writeKLine(tx: Db, id: number, b: KLineBody): Promise<void> {
  const [k] = await tx
    .update(klines)
    .set({ title: b.title, panelIntroId: b.panelIntroId || null })
    .where(eq(klines.id, id))
    .returning({ courseId: klines.courseId });
  await writeSources(tx, k.courseId, id, b.sources);
}

/** A k-line in use stays (spec 3 §8): 409 naming what uses it; otherwise its sources go with it. */
export async function beforeDeleteKLine(tx: Db, id: number): Promise<void> {
  const uses = await klineUses(tx, id);
  if (uses.length) {
    const what = uses.map((u) => `${u.ids.length} ${u.kind}`).join(', ');
    throw new HttpError(409, `This k-line is in use (${what}) and cannot be deleted. Remove those uses first.`);
  }
  await deleteTranslations(tx, KLINES, [id]);
}
