import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { cycles, lessons, resourceRows, type Db } from '../../../sdk/server';
import { bankPosition, sortBank } from '../bank-order';
import type { BankChange, BankItem } from '../public';
import { outlineActivities } from './tables';

const TITLE_FIELDS = ['title', 'word', 'name', 'text', 'target'];

/** The row's title: its first non-empty text field of TITLE_FIELDS (owners name it differently), else '#id'. */
export function titleOfRow(row: Record<string, unknown>): string {
  for (const f of TITLE_FIELDS) {
    const v = row[f];
    if (typeof v === 'string' && v.trim()) return v.replace(/<[^>]*>/g, '').trim();
  }
  return `#${row.id}`;
}

/** Titles of the course's records of a kind, by id (from the owner's grid rows, through the SDK). */
export async function titlesOf(db: Db, courseId: number, ref: number): Promise<Map<number, string>> {
  return new Map((await resourceRows(db, ref, courseId)).map((r) => [Number(r.id), titleOfRow(r)]));
}

/** 'L.C.A' of each record's first use in the outline, among the course's activities that `where` picks, by `${ref}:${refId}`. */
async function firstUses(db: Db, courseId: number, where: SQL | undefined): Promise<Map<string, string>> {
  const rows = await db
    .select({
      ref: outlineActivities.ref,
      refId: outlineActivities.refId,
      lesson: lessons.position,
      cycle: cycles.position,
      activity: outlineActivities.position,
    })
    .from(outlineActivities)
    .innerJoin(cycles, eq(cycles.id, outlineActivities.cycleId))
    .innerJoin(lessons, eq(lessons.id, cycles.lessonId))
    .where(and(eq(outlineActivities.courseId, courseId), where))
    .orderBy(asc(lessons.position), asc(cycles.position), asc(outlineActivities.position));
  const first = new Map<string, string>();
  for (const r of rows) {
    const k = `${r.ref}:${r.refId}`;
    if (!first.has(k)) first.set(k, bankPosition(r.lesson, r.cycle, r.activity));
  }
  return first;
}

/**
 * The bank of a kind (spec 3 §2 Course planner): the course's records, sorted by position — where
 * the outline first uses them (lesson, cycle, activity) — then the unused ones by id.
 */
export async function bankOf(db: Db, courseId: number, ref: number): Promise<BankItem[]> {
  const rows = await resourceRows(db, ref, courseId);
  const first = await firstUses(db, courseId, eq(outlineActivities.ref, ref));
  return sortBank(rows.map((r) => ({ id: Number(r.id), title: titleOfRow(r), position: first.get(`${ref}:${r.id}`) ?? null })));
}

/** A record an activity plays. */
export interface PlayedRecord {
  ref: number;
  refId: number;
}

/** The records' positions in their banks now (null: no longer used), each once. */
export async function bankPositions(db: Db, courseId: number, records: PlayedRecord[]): Promise<BankChange[]> {
  const byRef = new Map<number, Set<number>>();
  for (const r of records) byRef.set(r.ref, (byRef.get(r.ref) ?? new Set()).add(r.refId));
  if (!byRef.size) return [];
  const first = await firstUses(
    db,
    courseId,
    or(...[...byRef].map(([ref, ids]) => and(eq(outlineActivities.ref, ref), inArray(outlineActivities.refId, [...ids])))),
  );
  return [...byRef].flatMap(([ref, ids]) => [...ids].map((id) => ({ ref, id, position: first.get(`${ref}:${id}`) ?? null })));
}
