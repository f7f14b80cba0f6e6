import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, defineResource, type Db, type ResourceConfig } from '../../../sdk/server';
import { NAME_MAX, duplicateName } from '../rules';
import { fieldError, guardUnique } from './shared';
import { containsPattern } from '../../../sdk/server';
import { courseCharts, courseTables, literalCharts, literalTables, tableLiterals } from './tables';
import { chartResource, tableResource } from '../public';

/**
 * Tables and charts (spec 2 §2, §3, §7) are the same record: id and a name unique in the course.
 * One definition serves both; `noun` is 'table' or 'chart', which is also the path segment.
 */
interface NamedKind {
  module: number;
  noun: 'table' | 'chart';
  table: typeof courseTables | typeof courseCharts;
  /** The literal links that point at this kind of record. */
  links: { table: typeof literalTables | typeof literalCharts; targetId: typeof literalTables.tableId | typeof literalCharts.chartId };
}

export const namedBody = z.object({
  name: z.string().trim().min(1, 'Required').max(NAME_MAX, `At most ${NAME_MAX} characters`),
});

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The codes of the literals linking to the record, alphabetically. */
async function usedBy(db: Db, kind: NamedKind, id: number): Promise<string[]> {
  const rows = await db
    .select({ code: tableLiterals.code })
    .from(kind.links.table)
    .innerJoin(tableLiterals, eq(tableLiterals.id, kind.links.table.literalId))
    .where(eq(kind.links.targetId, id))
    .orderBy(asc(tableLiterals.code));
  return rows.map((r) => r.code);
}

export function namedResource(kind: NamedKind): ResourceConfig {
  const { table, noun } = kind;
  const label = capitalised(noun);
  const duplicate = duplicateName(noun);

  const checkUnique = async (db: Db, courseId: number, name: string, exceptId?: number) => {
    const [clash] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.courseId, courseId), sql`lower(${table.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(table.id, exceptId)))
      .limit(1);
    if (clash) throw fieldError('name', duplicate);
  };

  return defineResource({
    cacheList: true,
    module: kind.module,
    label,
    table,
    body: namedBody,
    contract: noun === 'table' ? tableResource : chartResource,
    list: (db, courseId, { text, id }) =>
      db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(eq(table.courseId, courseId), id === undefined ? undefined : eq(table.id, id), text ? ilike(table.name, containsPattern(text)) : undefined))
        .orderBy(asc(table.name), asc(table.id)),
    get: async (db, id) => {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? { ...row, usedBy: await usedBy(db, kind, id) } : null;
    },
    blank: async (_db, courseId) => ({ id: -1, courseId, name: '', version: 0, usedBy: [] }),
    insert: async (tx, courseId, b) => {
      await checkUnique(tx, courseId, b.name);
      const [row] = await guardUnique('name', duplicate, () => tx.insert(table).values({ courseId, name: b.name }).returning({ id: table.id }));
      return row.id;
    },
    write: async (tx, id, b) => {
      const [row] = await tx.select({ courseId: table.courseId }).from(table).where(eq(table.id, id));
      await checkUnique(tx, row.courseId, b.name, id);
      await guardUnique('name', duplicate, () => tx.update(table).set({ name: b.name }).where(eq(table.id, id)));
    },
    /** A record a literal links to is kept: 409 naming the literal (the screen only logs it, spec 2 §8). */
    beforeDelete: async (tx, id) => {
      const codes = await usedBy(tx, kind, id);
      if (codes.length) {
        throw new HttpError(409, `This ${noun} is used by literal ${codes[0]}${codes.length > 1 ? ` (and ${codes.length - 1} more)` : ''}`);
      }
    },
  });
}
