import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import type { MiningStatus, PatternStatus } from '../mining-config';
import { memoryOmits, memoryPhrasebook } from './tables';

/** Each pattern's status now: syllabus (in the phrasebook), omit, or none; with the id of that phrasebook entry or omit. */
export async function patternStatuses(db: Db, texts: string[]): Promise<Map<string, PatternStatus>> {
  const unique = [...new Set(texts)];
  if (!unique.length) return new Map();
  const book = await db
    .select({ id: memoryPhrasebook.id, phrase: sql<string>`lower(${memoryPhrasebook.phrase})` })
    .from(memoryPhrasebook)
    .where(inArray(sql`lower(${memoryPhrasebook.phrase})`, unique));
  const omits = await db.select({ id: memoryOmits.id, text: memoryOmits.text }).from(memoryOmits).where(inArray(memoryOmits.text, unique));
  const inBook = new Map(book.map((b) => [b.phrase, b.id]));
  const omitted = new Map(omits.map((o) => [o.text, o.id]));
  return new Map(
    unique.map((phrasebook) => {
      const status: MiningStatus = inBook.has(phrasebook) ? 'syllabus' : omitted.has(phrasebook) ? 'omit' : 'none';
      const statusId = status === 'syllabus' ? inBook.get(phrasebook)! : status === 'omit' ? omitted.get(phrasebook)! : null;
      return [phrasebook, { phrasebook, status, statusId }];
    }),
  );
}

/** One pattern's status now (a mining action's answer: the row's new status). */
export async function patternStatus(db: Db, text: string): Promise<PatternStatus> {
  return (await patternStatuses(db, [text])).get(text)!;
}
