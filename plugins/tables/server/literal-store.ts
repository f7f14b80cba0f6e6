import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HttpError,
  courseDialectList,
  deleteTranslations,
  readTranslation,
  translationTextsBody,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { reference } from '../../../sdk/shared';
import { CHARTS, TABLE_LITERALS, TABLES } from '../plugin';
import { CODE_MAX, CODE_MESSAGE, CODE_PATTERN, DUPLICATE_CODE } from '../rules';
import { fieldError, guardUnique } from './shared';
import { containsPattern } from '../../../sdk/server';
import { courseCharts, courseTables, literalCharts, literalConjTemplates, literalTables, tableLiterals } from './tables';

/** A linked table or chart of the course (a declared reference), sent as its id or as the { id, name } the editor holds (the name is ignored). */
const linkId = (module: number) => z.union([reference(module), z.object({ id: reference(module) }).transform((o) => o.id)]);

export const literalBody = z.object({
  code: z.string().trim().min(1, 'Required').max(CODE_MAX, `At most ${CODE_MAX} characters`).regex(CODE_PATTERN, CODE_MESSAGE),
  tables: z.array(linkId(TABLES)).max(500).default([]),
  charts: z.array(linkId(CHARTS)).max(500).default([]),
  sources: translationTextsBody.default([]),
  // conjTemplates are linked from the Conjugation module; a body carrying them is accepted and they are left as they are.
});
export type LiteralBody = z.output<typeof literalBody>;

/** The outer row's id inside a correlated subquery (a bare column would bind to the subquery's own tables). */
const outerId = sql.raw('"table_literals"."id"');

const sourceKey = (refId: number) => ({ ref: TABLE_LITERALS, refId, field: 'source' });

const linked = (db: Db, literalIds: number[]) =>
  Promise.all([
    db
      .select({ literalId: literalTables.literalId, id: courseTables.id, name: courseTables.name })
      .from(literalTables)
      .innerJoin(courseTables, eq(courseTables.id, literalTables.tableId))
      .where(inArray(literalTables.literalId, literalIds))
      .orderBy(asc(courseTables.name), asc(courseTables.id)),
    db
      .select({ literalId: literalCharts.literalId, id: courseCharts.id, name: courseCharts.name })
      .from(literalCharts)
      .innerJoin(courseCharts, eq(courseCharts.id, literalCharts.chartId))
      .where(inArray(literalCharts.literalId, literalIds))
      .orderBy(asc(courseCharts.name), asc(courseCharts.id)),
  ]);

/**
 * Grid rows: code, the linked tables' and charts' names, and the source in the course's first source
 * dialect. The search matches the code, a source text in any dialect, or a linked table's or chart's name.
 */
export async function listLiterals(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const [first] = await courseDialectList(db, courseId, 'source');
  const like = text ? containsPattern(text) : '';
  const rows = await db
    .select({
      id: tableLiterals.id,
      code: tableLiterals.code,
      source: sql<string | null>`(select tt.text from translation_texts tt join translations t on t.id = tt.translation_id
        where t.ref = ${TABLE_LITERALS} and t.ref_id = ${outerId} and t.field = 'source' and tt.dialect_id = ${first?.dialectId ?? 0})`,
    })
    .from(tableLiterals)
    .where(
      and(
        eq(tableLiterals.courseId, courseId),
        id === undefined ? undefined : eq(tableLiterals.id, id),
        text
          ? or(
              ilike(tableLiterals.code, like),
              sql`exists (select 1 from translation_texts tt join translations t on t.id = tt.translation_id
          where t.ref = ${TABLE_LITERALS} and t.ref_id = ${outerId} and t.field = 'source' and tt.text ilike ${like})`,
              sql`exists (select 1 from ${literalTables} lt join ${courseTables} ct on ct.id = lt.table_id
          where lt.literal_id = ${outerId} and ct.name ilike ${like})`,
              sql`exists (select 1 from ${literalCharts} lc join ${courseCharts} cc on cc.id = lc.chart_id
          where lc.literal_id = ${outerId} and cc.name ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(tableLiterals.code), asc(tableLiterals.id));
  if (!rows.length) return [];
  const [tables, charts] = await linked(
    db,
    rows.map((r) => r.id),
  );
  const names = (links: { literalId: number; name: string }[], id: number) =>
    links
      .filter((l) => l.literalId === id)
      .map((l) => l.name)
      .join(', ');
  return rows.map((r) => ({ id: r.id, code: r.code, tables: names(tables, r.id), charts: names(charts, r.id), source: r.source ?? '' }));
}

export async function getLiteral(db: Db, id: number) {
  const [lit] = await db.select().from(tableLiterals).where(eq(tableLiterals.id, id));
  if (!lit) return null;
  const [[tables, charts], templates, dialects] = await Promise.all([
    linked(db, [id]),
    db
      .select({ id: literalConjTemplates.templateId })
      .from(literalConjTemplates)
      .where(eq(literalConjTemplates.literalId, id))
      .orderBy(asc(literalConjTemplates.templateId)),
    courseDialectList(db, lit.courseId, 'source'),
  ]);
  return {
    ...lit,
    tables: tables.map(({ id: tableId, name }) => ({ id: tableId, name })),
    charts: charts.map(({ id: chartId, name }) => ({ id: chartId, name })),
    conjTemplates: templates,
    sources: await readTranslation(db, sourceKey(id), dialects),
  };
}

export async function blankLiteral(db: Db, courseId: number) {
  const dialects = await courseDialectList(db, courseId, 'source');
  return { id: -1, courseId, code: '', version: 0, tables: [], charts: [], conjTemplates: [], sources: await readTranslation(db, sourceKey(-1), dialects) };
}

async function checkCode(db: Db, courseId: number, code: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: tableLiterals.id })
    .from(tableLiterals)
    .where(
      and(
        eq(tableLiterals.courseId, courseId),
        sql`lower(${tableLiterals.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(tableLiterals.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw fieldError('code', DUPLICATE_CODE);
}

/** The sources are in the course's source dialects (400 naming them otherwise); that the linked tables and charts are the course's, the host checks. */
async function checkSources(db: Db, courseId: number, b: LiteralBody) {
  const fields: Record<string, string> = {};
  const allowed = new Set((await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId));
  b.sources.forEach((s, i) => {
    if (!allowed.has(s.dialectId)) fields[`sources.${i}.dialectId`] = 'Not a source dialect of this course';
  });
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
}

const unique = <T>(ids: T[]) => [...new Set(ids)];

async function writeLinks(db: Db, courseId: number, literalId: number, b: LiteralBody) {
  await db.delete(literalTables).where(eq(literalTables.literalId, literalId));
  await db.delete(literalCharts).where(eq(literalCharts.literalId, literalId));
  const tables = unique(b.tables);
  const charts = unique(b.charts);
  if (tables.length) await db.insert(literalTables).values(tables.map((tableId) => ({ literalId, tableId })));
  if (charts.length) await db.insert(literalCharts).values(charts.map((chartId) => ({ literalId, chartId })));
  await writeSources(db, courseId, literalId, b.sources);
}

const writeSources = (db: Db, courseId: number, literalId: number, sources: TranslationTextsBody) =>
  writeTranslation(db, { ...sourceKey(literalId), courseId }, sources);

export async function insertLiteral(tx: Db, courseId: number, b: LiteralBody): Promise<number> {
  await checkCode(tx, courseId, b.code);
  await checkSources(tx, courseId, b);
  const [lit] = await guardUnique('code', DUPLICATE_CODE, () =>
    tx.insert(tableLiterals).values({ courseId, code: b.code }).returning({ id: tableLiterals.id }),
  );
  await writeLinks(tx, courseId, lit.id, b);
  return lit.id;
}

export async function writeLiteral(tx: Db, id: number, b: LiteralBody): Promise<void> {
  const [{ courseId }] = await tx.select({ courseId: tableLiterals.courseId }).from(tableLiterals).where(eq(tableLiterals.id, id));
  await checkCode(tx, courseId, b.code, id);
  await checkSources(tx, courseId, b);
  await guardUnique('code', DUPLICATE_CODE, () => tx.update(tableLiterals).set({ code: b.code }).where(eq(tableLiterals.id, id)));
  await writeLinks(tx, courseId, id, b);
}

/** The links cascade; the sources live in the translations facility and go with the literal. */
export const beforeDeleteLiteral = (tx: Db, id: number) => deleteTranslations(tx, TABLE_LITERALS, [id]);
