import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError, type Db } from '../../../sdk/server';
import { inflectCells, inflectIdSettings, inflectTables } from './tables';
import type { InflectIdRow } from '../public';

/** Every course's inflect ids start with these two (spec 2 §9). */
export const INFLECT_EXTRAS = [
  { inflectId: -1, label: 'CL Fix' },
  { inflectId: 0, label: 'Base' },
];
export const DEFAULT_INFLECT_VALUE = 1000;

/**
 * The course's inflect ids (the extras, then those of its tables, or of one word class's table),
 * ordered by position (ids never placed come after the placed ones, by id); index counts from 0.
 */
export async function inflectIdsOf(db: Db, courseId: number, wordClass?: string): Promise<InflectIdRow[]> {
  const cells = await db
    .select({ inflectId: inflectCells.inflectId, label: inflectCells.label })
    .from(inflectCells)
    .innerJoin(inflectTables, eq(inflectTables.id, inflectCells.tableId))
    .where(and(eq(inflectTables.courseId, courseId), wordClass ? eq(inflectTables.wordClass, wordClass) : undefined))
    .orderBy(asc(inflectCells.inflectId), asc(inflectTables.wordClass));
  const ids = new Map<number, string>(INFLECT_EXTRAS.map((e) => [e.inflectId, e.label]));
  for (const c of cells) if (!ids.has(c.inflectId)) ids.set(c.inflectId, c.label);
  const settings = await db.select().from(inflectIdSettings).where(eq(inflectIdSettings.courseId, courseId));
  const setting = new Map(settings.map((s) => [s.inflectId, s]));
  const rows = [...ids].map(([inflectId, label]) => ({
    inflectId,
    label,
    value: setting.get(inflectId)?.value ?? DEFAULT_INFLECT_VALUE,
    placed: setting.get(inflectId)?.position ?? null,
  }));
  rows.sort((a, b) => (a.placed ?? Infinity) - (b.placed ?? Infinity) || a.inflectId - b.inflectId);
  return rows.map(({ placed: _, ...r }, index) => ({ index, ...r, position: index + 1 }));
}

/** 400 naming the entries whose inflect id the course does not have, or that are given twice. */
async function checkIds(db: Db, courseId: number, list: { inflectId: number }[], field: string) {
  const known = new Set((await inflectIdsOf(db, courseId)).map((r) => r.inflectId));
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  list.forEach((x, i) => {
    if (!known.has(x.inflectId)) fields[`${field}.${i}.inflectId`] = 'Not an inflect id of the course';
    else if (seen.has(x.inflectId)) fields[`${field}.${i}.inflectId`] = 'This inflect id is given twice';
    seen.add(x.inflectId);
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid inflect ids', fields);
}

/** Sets the values of the ids given (the others keep theirs). */
export async function writeValues(db: Db, courseId: number, ids: { inflectId: number; value: number }[]) {
  await checkIds(db, courseId, ids, 'ids');
  for (const x of ids) {
    await db
      .insert(inflectIdSettings)
      .values({ courseId, ...x })
      .onConflictDoUpdate({ target: [inflectIdSettings.courseId, inflectIdSettings.inflectId], set: { value: x.value } });
  }
}

/** Sets the positions of the ids given; positions must differ. */
export async function writePositions(db: Db, courseId: number, positions: { inflectId: number; position: number }[]) {
  await checkIds(db, courseId, positions, 'positions');
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  positions.forEach((p, i) => {
    if (seen.has(p.position)) fields[`positions.${i}.position`] = 'Two inflect ids cannot share a position';
    seen.add(p.position);
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'Invalid positions', fields);
  await db.transaction(async (tx) => {
    for (const p of positions) {
      await tx
        .insert(inflectIdSettings)
        .values({ courseId, ...p })
        .onConflictDoUpdate({ target: [inflectIdSettings.courseId, inflectIdSettings.inflectId], set: { position: sql`excluded.position` } });
    }
  });
}
