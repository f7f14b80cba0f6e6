import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  HttpError,
  containsPattern,
  courseDialectList,
  readTranslation,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { GLOSSARIES } from '../public';
import { glossaries, glossarySources } from './tables';

export interface GlossaryBody {
  title: string;
  flag: number;
  /** Forms per source dialect, comma-joined as the API carries them. */
  sources: { dialectId: number; forms: string }[];
}

export const splitForms = (forms: string) =>
  forms
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

export async function listGlossaries(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  // % and _ typed in the search are literal characters, not wildcards.
  const like = text ? containsPattern(text) : '';
  const [first] = await courseDialectList(db, courseId, 'source');
  const rows = await db
    .select({ id: glossaries.id, title: glossaries.title, flag: glossaries.flag, forms: glossarySources.forms })
    .from(glossaries)
    .leftJoin(glossarySources, and(eq(glossarySources.glossaryId, glossaries.id), eq(glossarySources.dialectId, first?.dialectId ?? 0)))
    .where(
      and(
        eq(glossaries.courseId, courseId),
        id === undefined ? undefined : eq(glossaries.id, id),
        text
          ? or(
              ilike(glossaries.title, like),
              sql`exists (select 1 from ${glossarySources} s where s.glossary_id = ${glossaries.id} and array_to_string(s.forms, ',') ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(glossaries.title), asc(glossaries.id));
  return rows.map((r) => ({ ...r, forms: (r.forms ?? []).join(', ') }));
}

/** Every source dialect of the course, with the entry's forms where it has some. */
export async function glossarySourcesOf(db: Db, courseId: number, glossaryId: number | null) {
  const dialects = await courseDialectList(db, courseId, 'source');
  const rows = glossaryId === null ? [] : await db.select().from(glossarySources).where(eq(glossarySources.glossaryId, glossaryId));
  return dialects.map((d) => ({ ...d, forms: (rows.find((r) => r.dialectId === d.dialectId)?.forms ?? []).join(',') }));
}

const tooltipKey = (refId: number) => ({ ref: GLOSSARIES, refId, field: 'tooltip' });

export async function getGlossary(db: Db, id: number) {
  const [g] = await db.select().from(glossaries).where(eq(glossaries.id, id));
  if (!g) return null;
  const sources = await glossarySourcesOf(db, g.courseId, g.id);
  return { ...g, sources, tooltips: await readTranslation(db, tooltipKey(g.id), sources) };
}

export async function blankGlossary(db: Db, courseId: number) {
  const sources = await glossarySourcesOf(db, courseId, null);
  return { id: -1, courseId, title: '', flag: 1, version: 0, sources, tooltips: await readTranslation(db, tooltipKey(-1), sources) };
}

/** The tooltip is a translatable text in each source dialect. */
export async function writeTooltips(db: Db, courseId: number, glossaryId: number, tooltips: TranslationTextsBody) {
  await checkDialects(db, courseId, tooltips, 'tooltips');
  await writeTranslation(db, { ...tooltipKey(glossaryId), courseId }, tooltips, { field: (i) => `tooltips.${i}` });
}

/** Sources may name only the course's source dialects: 400 naming the field otherwise. */
async function checkDialects(db: Db, courseId: number, rows: { dialectId: number }[], field: string) {
  const allowed = new Set((await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId));
  const fields: Record<string, string> = {};
  rows.forEach((s, i) => {
    if (!allowed.has(s.dialectId)) fields[`${field}.${i}.dialectId`] = 'Not a source dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${field}`, fields);
}

export async function writeSources(db: Db, courseId: number, glossaryId: number, sources: GlossaryBody['sources']) {
  await checkDialects(db, courseId, sources, 'sources');
  for (const s of sources) {
    const forms = splitForms(s.forms);
    await db
      .insert(glossarySources)
      .values({ glossaryId, dialectId: s.dialectId, forms })
      .onConflictDoUpdate({ target: [glossarySources.glossaryId, glossarySources.dialectId], set: { forms } });
  }
}

export async function courseOfGlossary(db: Db, id: number): Promise<number> {
  const [g] = await db.select({ courseId: glossaries.courseId }).from(glossaries).where(eq(glossaries.id, id));
  return g.courseId;
}
