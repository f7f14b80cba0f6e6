import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, ListFilter } from '../../../sdk/server';
import { reference } from '../../../sdk/shared';
import { PHRASEBOOK } from '../public';
import { memoryMeansSets, memoryPhrasebook } from './tables';

/** A phrasebook slot: 0 (none) or a phrasebook entry's id (a declared reference). */
const slot = z.union([z.literal(0), reference(PHRASEBOOK)], { message: 'Expected a phrasebook id or 0' }).default(0);
export const meansSetBody = z.object({ em1_phrasebook_id: slot, em2_phrasebook_id: slot, em3_phrasebook_id: slot });
export type MeansSetBody = z.infer<typeof meansSetBody>;

/** The 'id – label' of a phrasebook option (spec 4 §2.9). */
export const optionLabel = (id: number, phrase: string) => `${id} – ${phrase}`;

/** GET memory/phrasebook-templates?em=: every phrasebook entry as an option { id, label }, by phrase (the spec names no difference between the three slots). */
export async function phrasebookTemplates(db: Db) {
  const rows = await db
    .select({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase })
    .from(memoryPhrasebook)
    .orderBy(asc(sql`lower(${memoryPhrasebook.phrase})`), asc(memoryPhrasebook.id));
  return rows.map((r) => ({ id: r.id, label: optionLabel(r.id, r.phrase) }));
}

async function phrases(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  const rows = wanted.length
    ? await db.select({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase }).from(memoryPhrasebook).where(inArray(memoryPhrasebook.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r.phrase]));
}

const shape = (s: typeof memoryMeansSets.$inferSelect) => ({
  id: s.id,
  version: s.version,
  em1_phrasebook_id: s.em1PhrasebookId,
  em2_phrasebook_id: s.em2PhrasebookId,
  em3_phrasebook_id: s.em3PhrasebookId,
});

/** Grid rows: id and the three slots' labels ('' for none, '(deleted)' for an entry gone since); the search matches an id or a label. */
export async function listMeansSets(db: Db, _courseId: number, { text, id }: ListFilter) {
  const sets = await db
    .select()
    .from(memoryMeansSets)
    .where(id === undefined ? undefined : eq(memoryMeansSets.id, id))
    .orderBy(asc(memoryMeansSets.id));
  const names = await phrases(
    db,
    sets.flatMap((s) => [s.em1PhrasebookId, s.em2PhrasebookId, s.em3PhrasebookId]),
  );
  const label = (pid: number) => (pid > 0 ? (names.has(pid) ? optionLabel(pid, names.get(pid)!) : `${pid} – (deleted)`) : '');
  const rows = sets.map((s) => ({ ...shape(s), em1: label(s.em1PhrasebookId), em2: label(s.em2PhrasebookId), em3: label(s.em3PhrasebookId) }));
  const q = text?.trim().toLowerCase();
  return q ? rows.filter((r) => String(r.id) === q || [r.em1, r.em2, r.em3].some((l) => l.toLowerCase().includes(q))) : rows;
}

export async function getMeansSet(db: Db, id: number) {
  const [s] = await db.select().from(memoryMeansSets).where(eq(memoryMeansSets.id, id));
  return s ? shape(s) : null;
}

/** Spec 4 §9: a new set starts with all three slots as 0. */
export const blankMeansSet = async () => ({ id: -1, version: 0, em1_phrasebook_id: 0, em2_phrasebook_id: 0, em3_phrasebook_id: 0 });

const columns = (b: MeansSetBody) => ({ em1PhrasebookId: b.em1_phrasebook_id, em2PhrasebookId: b.em2_phrasebook_id, em3PhrasebookId: b.em3_phrasebook_id });

export async function insertMeansSet(tx: Db, b: MeansSetBody): Promise<number> {
  const [s] = await tx.insert(memoryMeansSets).values(columns(b)).returning({ id: memoryMeansSets.id });
  return s.id;
}

export async function writeMeansSet(tx: Db, id: number, b: MeansSetBody): Promise<void> {
  await tx.update(memoryMeansSets).set(columns(b)).where(eq(memoryMeansSets.id, id));
}
