import { and, asc, eq } from 'drizzle-orm';
import { cycles, lessons, resourceRows, type Db } from '../../../sdk/server';
import type { BankItem } from '../public';
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

/** 'L.C.A' (lesson position, cycle letter, activity number) of each record's first use in the outline. */
async function firstUses(db: Db, courseId: number, ref: number) {
  const rows = await db.select({ refId: outlineActivities.refId, lesson: lessons.position, cycle: cycles.position, activity: outlineActivities.position })
    .from(outlineActivities).innerJoin(cycles, eq(cycles.id, outlineActivities.cycleId)).innerJoin(lessons, eq(lessons.id, cycles.lessonId))
    .where(and(eq(outlineActivities.courseId, courseId), eq(outlineActivities.ref, ref))).orderBy(asc(lessons.position), asc(cycles.position), asc(outlineActivities.position));
  const first = new Map<number, { key: number[]; label: string }>();
  for (const r of rows) {
    if (first.has(r.refId)) continue;
    first.set(r.refId, { key: [r.lesson, r.cycle, r.activity], label: `${r.lesson}${String.fromCharCode(64 + r.cycle)}${r.activity}` });
  }
  return first;
}

/**
 * The bank of a kind (spec 3 §2 Course planner): the course's records, sorted by position — where
 * the outline first uses them (lesson, cycle, activity) — then the unused ones by id.
 */
export async function bankOf(db: Db, courseId: number, ref: number): Promise<BankItem[]> {
  const rows = await resourceRows(db, ref, courseId);
  const first = await firstUses(db, courseId, ref);
  const sortKey = (id: number) => first.get(id)?.key ?? [Infinity, 0, 0];
  return rows.map((r) => ({ id: Number(r.id), title: titleOfRow(r), position: first.get(Number(r.id))?.label ?? null }))
    .sort((a, b) => {
      const ka = sortKey(a.id), kb = sortKey(b.id);
      return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || a.id - b.id;
    });
}
