import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HttpError,
  LIST_LIMIT,
  containsPattern,
  courseDialectList,
  deleteTranslations,
  readTranslation,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { PANEL_INTROS } from '../public';
import { panelIntros } from './tables';

const sourceKey = (refId: number) => ({ ref: PANEL_INTROS, refId, field: 'source' });
/** The listed intro's id inside a subquery: drizzle writes a one-table select's columns unqualified, which there would name translations.id. */
const outerId = sql.raw('"panel_intros"."id"');

/** Grid rows: title and the text in the course's first source dialect. */
export async function listIntros(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const like = text ? containsPattern(text) : '';
  const [first] = await courseDialectList(db, courseId, 'source');
  const src = sql<string | null>`(select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
    where t.ref = ${PANEL_INTROS} and t.ref_id = ${outerId} and t.field = 'source' and tt.dialect_id = ${first?.dialectId ?? 0})`;
  const rows = await db
    .select({ id: panelIntros.id, title: panelIntros.title, source: src })
    .from(panelIntros)
    .where(
      and(
        eq(panelIntros.courseId, courseId),
        id === undefined ? undefined : eq(panelIntros.id, id),
        text
          ? or(
              ilike(panelIntros.title, like),
              sql`exists (select 1 from translations t join translation_texts tt on tt.translation_id = t.id
        where t.ref = ${PANEL_INTROS} and t.ref_id = ${outerId} and t.field = 'source' and tt.text ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(panelIntros.title), asc(panelIntros.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, source: r.source ?? '' }));
}

export async function getIntro(db: Db, id: number) {
  const [r] = await db.select().from(panelIntros).where(eq(panelIntros.id, id));
  if (!r) return null;
  const dialects = await courseDialectList(db, r.courseId, 'source');
  return { ...r, sources: await readTranslation(db, sourceKey(id), dialects) };
}

export async function blankIntro(db: Db, courseId: number) {
  const dialects = await courseDialectList(db, courseId, 'source');
  return { id: -1, courseId, title: '', version: 0, sources: await readTranslation(db, sourceKey(-1), dialects) };
}

/**
 * Sources are translatable texts in the source dialects. As for k-lines and lesson titles (spec 2
 * §5), every tag but target and glossary is removed, and newlines.
 */
export const cleanSource = (s: string) => s.replace(/<(?!\/?(target|glossary)\b)[^>]*>/gi, '').replace(/[\r\n]+/g, ' ');

export async function writeSources(db: Db, courseId: number, id: number, sources: TranslationTextsBody) {
  const allowed = new Set((await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  sources.forEach((s, i) => {
    if (!allowed.has(s.dialectId)) fields[`sources.${i}.dialectId`] = 'Not a source dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid body: sources', fields);
  await writeTranslation(
    db,
    { ...sourceKey(id), courseId },
    sources.map((s) => ({ ...s, text: cleanSource(s.text) })),
  );
}

export async function insertIntro(tx: Db, courseId: number, b: { title: string; sources: TranslationTextsBody }) {
  const [r] = await tx.insert(panelIntros).values({ courseId, title: b.title }).returning({ id: panelIntros.id });
  await writeSources(tx, courseId, r.id, b.sources);
  return r.id;
}

export async function writeIntro(tx: Db, id: number, b: { title: string; sources: TranslationTextsBody }) {
  const [r] = await tx.select({ courseId: panelIntros.courseId }).from(panelIntros).where(eq(panelIntros.id, id));
  await tx.update(panelIntros).set({ title: b.title }).where(eq(panelIntros.id, id));
  await writeSources(tx, r.courseId, id, b.sources);
}

export const deleteIntroTexts = (tx: Db, id: number) => deleteTranslations(tx, PANEL_INTROS, [id]);
